// Cards: a member of the card's folder may read, change, rank and delete it.
import { CARD_MESSAGES } from '../../../common/schemas/cards';
import type { Db } from '../../db/connection';
import { accessRepo, type CardReadWithRole, type CardWithRole } from '../../db/repos/access';
import { type LoadOptions } from '../../db/repos/folderScope';
import { authorize, isMember, MEMBER_ROLES, roleIn, type Actor, type Readable, type Rule } from './authorize';

export type CardInScope = Readable<CardWithRole>;

/** Who may change a card: the one-statement move (db/repos/cardMove.ts) is given this list too. */
export const CHANGE_ROLES = MEMBER_ROLES;

const rules = {
  read: isMember,
  /** Edit fields, move between groups, rank, delete. */
  change: (_actor, card) => roleIn(CHANGE_ROLES, card),
} satisfies Record<string, Rule<CardWithRole>>;

export type CardAction = keyof typeof rules;

export const can = (actor: Actor, action: CardAction, card: CardInScope) => rules[action](actor, card);

/** The card with the actor's role, if they may do `action` to it; else "Card not found". */
export async function load(
  db: Db,
  actor: Actor,
  action: CardAction,
  id: number,
  options: LoadOptions = {},
): Promise<CardInScope> {
  const card = await accessRepo.card(db, actor.id, id, options);
  return authorize(actor, card, rules[action], { notFound: CARD_MESSAGES.notFound });
}

/** The card's read model with the actor's role, if they may read it; else "Card not found". */
export async function loadRead(db: Db, actor: Actor, id: number): Promise<Readable<CardReadWithRole>> {
  const card = await accessRepo.cardRead(db, actor.id, id);
  return authorize(actor, card, rules.read, { notFound: CARD_MESSAGES.notFound });
}

/** Where a change about this card is heard. */
export const scopeOf = (card: CardWithRole) => ({ folderId: card.folderId, projectId: card.projectId });
