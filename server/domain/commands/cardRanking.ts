// Rank moves (docs/decisions.md 6): a move writes only the moved card, at the midpoint of its new neighbours;
// only when no 3-decimal value fits there is the project renumbered first, in one statement.
import { change, type ChangeScope, type PendingChange } from '../../../common/events';
import { inGroup, orderBetween, resolveGroup, type CardGroup } from '../../../common/ranking';
import {
  CARD_MESSAGES,
  reorderRequest,
  repositionRequest,
  type GroupBy,
  type OrderChange,
} from '../../../common/schemas/cards';
import type { Db } from '../../db/connection';
import { cardsRepo, type OrderRow, type RankRow } from '../../db/repos/cards';
import type { CommandOutcome } from '../changes';
import { invalid, notFound } from '../errors';
import type { Actor } from '../policies/authorize';
import * as cardPolicy from '../policies/cards';
import * as projectPolicy from '../policies/projects';
import { formatOrder } from '../presenters/planning';
import { iso } from '../presenters/time';

export const presentOrderChange = (row: OrderRow): OrderChange => ({
  id: row.id,
  order: formatOrder(row.order),
  updatedAt: iso(row.updatedAt),
});

export const reorderedChange = (scope: ChangeScope, data: OrderChange[]): PendingChange[] =>
  data.length ? [change(scope, 'cards.reordered', data)] : [];

/** Renumbers the project's cards 1..n, keeping their sequence; answers the cards that changed. */
export async function renumberProject(trx: Db, projectId: number): Promise<OrderChange[]> {
  return (await cardsRepo.renumber(trx, projectId)).map(presentOrderChange);
}

/** A project the actor may change cards in; a folder answers "Cards belong to projects, not folders". */
export const cardProject = (trx: Db, actor: Actor, projectId: number) =>
  projectPolicy.loadChild(trx, actor, 'changeInside', projectId, CARD_MESSAGES.notAProject);

export function groupOf(groupBy: GroupBy, groupValue: unknown): CardGroup {
  const resolved = resolveGroup(groupBy, groupValue);
  if (!resolved.ok) throw invalid(resolved.message);
  return resolved.group;
}

/** Between two neighbours (undefined: none on that side); null when the card is already there. */
type Spot = { before?: RankRow; after?: RankRow } | null;

/**
 * Right above or below an anchor card in the whole project, so the card also lands next to it in every
 * group view. The same rule on client and server keeps optimistic moves and answers in step.
 */
async function nextTo(
  trx: Db,
  projectId: number,
  cardId: number,
  anchor: RankRow,
  side: 'above' | 'below',
): Promise<Spot> {
  const neighbour = await cardsRepo.nearest(trx, projectId, anchor, side === 'above' ? 'before' : 'after');
  if (neighbour?.id === cardId) return null;
  return side === 'above' ? { before: neighbour, after: anchor } : { before: anchor, after: neighbour };
}

const midpoint = (spot: NonNullable<Spot>) =>
  orderBetween(spot.before?.order ?? null, spot.after?.order ?? null);

/** `locate` runs under the project's rank lock, and again after a renumbering has moved every card. */
async function moveCard(
  trx: Db,
  card: cardPolicy.CardInScope,
  locate: () => Promise<Spot>,
): Promise<CommandOutcome<OrderChange[]>> {
  await cardsRepo.lockRanks(trx, card.projectId);
  let spot = await locate();
  if (!spot) return { result: [], changes: [] };
  let order = midpoint(spot);
  let renumbered: OrderChange[] = [];
  if (order === null) {
    renumbered = await renumberProject(trx, card.projectId);
    spot = await locate();
    order = spot && midpoint(spot);
    // Renumbered neighbours are whole numbers apart, so this cannot happen short of a bug.
    if (order === null) throw new Error(`no room for card ${card.id} after renumbering`);
  }
  const moved = presentOrderChange(await cardsRepo.setOrder(trx, card.id, order));
  const result = [...renumbered.filter((change) => change.id !== card.id), moved];
  return { result, changes: reorderedChange(cardPolicy.scopeOf(card), result) };
}

/** Read again under the rank lock: the order seen before it may already have moved. */
async function rankedCard(trx: Db, cardId: number) {
  const card = await cardsRepo.findById(trx, cardId);
  if (!card) throw notFound(CARD_MESSAGES.notFound);
  return card;
}

/**
 * Up/down swaps places with the neighbour in the group; moveToTop goes before the group's first card.
 * The body is read after the card is found, so an id the caller cannot read is 404 before a bad body's 400.
 */
export async function reorderCard(
  trx: Db,
  actor: Actor,
  cardId: number,
  body: unknown,
): Promise<CommandOutcome<OrderChange[]>> {
  // Not locked here: the project's rank lock comes before any card row lock.
  const card = await cardPolicy.load(trx, actor, 'change', cardId);
  const input = reorderRequest.parse(body ?? {});
  const group = groupOf(input.groupBy, input.groupValue);
  const side = input.moveToTop || input.direction === 'up' ? 'above' : 'below';
  return moveCard(trx, card, async () => {
    const ranked = await rankedCard(trx, card.id);
    if (!inGroup(ranked, group)) throw invalid(CARD_MESSAGES.cardNotInGroup);
    const anchor = input.moveToTop
      ? await cardsRepo.nearest(trx, card.projectId, null, 'after', group)
      : await cardsRepo.nearest(trx, card.projectId, ranked, side === 'above' ? 'before' : 'after', group);
    if (!anchor || anchor.id === card.id) return null;
    return nextTo(trx, card.projectId, card.id, anchor, side);
  });
}

/** Places the card right above or below a target card of the same project and group. */
export async function repositionCard(
  trx: Db,
  actor: Actor,
  cardId: number,
  body: unknown,
): Promise<CommandOutcome<OrderChange[]>> {
  const card = await cardPolicy.load(trx, actor, 'change', cardId);
  const input = repositionRequest.parse(body ?? {});
  // A target the caller cannot read is "not found"; one in another project or group is refused below.
  await cardPolicy.load(trx, actor, 'read', input.targetCardId);
  const group = groupOf(input.groupBy, input.groupValue);
  return moveCard(trx, card, async () => {
    await rankedCard(trx, card.id);
    const target = await rankedCard(trx, input.targetCardId);
    if (target.projectId !== card.projectId || !inGroup(target, group))
      throw invalid(CARD_MESSAGES.targetNotInGroup);
    if (target.id === card.id) return null;
    return nextTo(trx, card.projectId, card.id, target, input.position);
  });
}

/** Renumbers a project's ranks 1..n (the clean-up the rank-complexity read suggests). */
export async function recalculateRanks(
  trx: Db,
  actor: Actor,
  projectId: number,
): Promise<CommandOutcome<OrderChange[]>> {
  const project = await cardProject(trx, actor, projectId);
  await cardsRepo.lockRanks(trx, project.id);
  const result = await renumberProject(trx, project.id);
  return { result, changes: reorderedChange(projectPolicy.scopeOf(project), result) };
}
