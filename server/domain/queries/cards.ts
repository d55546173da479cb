// Reads of cards for someone who may see them: one card's read model, and whether a project's ranks need a
// clean-up.
import { needsCleanup } from '../../../common/ranking';
import { CARD_MESSAGES, type Card, type RankComplexity } from '../../../common/schemas/cards';
import type { Db } from '../../db/connection';
import { cardsRepo } from '../../db/repos/cards';
import { notFound } from '../errors';
import type { Actor } from '../policies/authorize';
import * as cardPolicy from '../policies/cards';
import * as projectPolicy from '../policies/projects';
import { presentCard } from '../presenters/planning';

export async function readCard(db: Db, actor: Actor, cardId: number): Promise<Card> {
  const card = await cardPolicy.load(db, actor, 'read', cardId);
  // The read model adds the use case's and release's names; gone in between is gone.
  const row = await cardsRepo.findRead(db, card.id);
  if (!row) throw notFound(CARD_MESSAGES.notFound);
  return presentCard(row);
}

export async function rankComplexity(db: Db, actor: Actor, projectId: number): Promise<RankComplexity> {
  const project = await projectPolicy.loadChild(db, actor, 'read', projectId, CARD_MESSAGES.notAProject);
  return { needsCleanup: needsCleanup(await cardsRepo.orders(db, project.id)) };
}
