// Rank moves (decisions.md 6): a move writes only the moved card, at the midpoint of its new neighbours;
// only when no 3-decimal value fits there is the project renumbered first, in one statement.
import type { PendingChange } from '../../../common/events';
import { inGroup, orderBetween, resolveGroup, type CardGroup } from '../../../common/ranking';
import {
  CARD_MESSAGES,
  type GroupBy,
  type OrderChange,
  type ReorderRequest,
  type RepositionRequest,
} from '../../../common/schemas/cards';
import type { Db } from '../../db/connection';
import { cardsRepo, type OrderRow, type RankRow } from '../../db/repos/cards';
import { badRequest, notFound } from '../../http/errors';
import type { CommandOutcome } from '../changes';
import type { ProjectAccess } from '../policies';
import { formatOrder } from '../presenters/planning';
import { iso } from '../presenters/time';

export const presentOrderChange = (row: OrderRow): OrderChange => ({
  id: row.id,
  order: formatOrder(row.order),
  updatedAt: iso(row.updatedAt),
});

export const reorderedChange = (access: ProjectAccess, data: OrderChange[]): PendingChange[] =>
  data.length ? [{ folderId: access.folderId, projectId: access.id, type: 'cards.reordered', data }] : [];

/** Renumbers the project's cards 1..n, keeping their sequence; answers the cards that changed. */
export async function renumberProject(trx: Db, projectId: number): Promise<OrderChange[]> {
  return (await cardsRepo.renumber(trx, projectId)).map(presentOrderChange);
}

export function groupOf(groupBy: GroupBy, groupValue: unknown): CardGroup {
  const resolved = resolveGroup(groupBy, groupValue);
  if (!resolved.ok) throw badRequest(resolved.message);
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
  access: ProjectAccess,
  cardId: number,
  locate: () => Promise<Spot>,
): Promise<CommandOutcome<OrderChange[]>> {
  await cardsRepo.lockRanks(trx, access.id);
  let spot = await locate();
  if (!spot) return { result: [], changes: [] };
  let order = midpoint(spot);
  let renumbered: OrderChange[] = [];
  if (order === null) {
    renumbered = await renumberProject(trx, access.id);
    spot = await locate();
    order = spot && midpoint(spot);
    // Renumbered neighbours are whole numbers apart, so this cannot happen short of a bug.
    if (order === null) throw new Error(`no room for card ${cardId} after renumbering`);
  }
  const moved = presentOrderChange(await cardsRepo.setOrder(trx, cardId, order));
  const result = [...renumbered.filter((change) => change.id !== cardId), moved];
  return { result, changes: reorderedChange(access, result) };
}

async function rankedCard(trx: Db, cardId: number) {
  const card = await cardsRepo.findById(trx, cardId);
  if (!card) throw notFound(CARD_MESSAGES.notFound);
  return card;
}

/** Up/down swaps places with the neighbour in the group; moveToTop goes before the group's first card. */
export function reorderCard(
  trx: Db,
  access: ProjectAccess,
  cardId: number,
  input: ReorderRequest,
): Promise<CommandOutcome<OrderChange[]>> {
  const group = groupOf(input.groupBy, input.groupValue);
  const side = input.moveToTop || input.direction === 'up' ? 'above' : 'below';
  return moveCard(trx, access, cardId, async () => {
    const card = await rankedCard(trx, cardId);
    if (!inGroup(card, group)) throw badRequest(CARD_MESSAGES.cardNotInGroup);
    const anchor = input.moveToTop
      ? await cardsRepo.nearest(trx, access.id, null, 'after', group)
      : await cardsRepo.nearest(trx, access.id, card, side === 'above' ? 'before' : 'after', group);
    if (!anchor || anchor.id === cardId) return null;
    return nextTo(trx, access.id, cardId, anchor, side);
  });
}

/** Places the card right above or below a target card of the same project and group. */
export function repositionCard(
  trx: Db,
  access: ProjectAccess,
  cardId: number,
  input: RepositionRequest,
): Promise<CommandOutcome<OrderChange[]>> {
  const group = groupOf(input.groupBy, input.groupValue);
  return moveCard(trx, access, cardId, async () => {
    await rankedCard(trx, cardId);
    const target = await rankedCard(trx, input.targetCardId);
    if (target.projectId !== access.id || !inGroup(target, group))
      throw badRequest(CARD_MESSAGES.targetNotInGroup);
    if (target.id === cardId) return null;
    return nextTo(trx, access.id, cardId, target, input.position);
  });
}

export async function recalculateRanks(
  trx: Db,
  access: ProjectAccess,
): Promise<CommandOutcome<OrderChange[]>> {
  await cardsRepo.lockRanks(trx, access.id);
  const result = await renumberProject(trx, access.id);
  return { result, changes: reorderedChange(access, result) };
}
