// Rank moves (docs/decisions.md 6): a move writes only the moved card, at the midpoint of its new neighbours;
// only when no 3-decimal value fits there is the project renumbered first, in one statement.
import { change, type ChangeScope, type PendingChange } from '../../../common/events';
import { inGroup, orderBetween, resolveGroup, type CardGroup } from '../../../common/ranking';
import {
  CARD_MESSAGES,
  ORDER_LIMIT,
  reorderRequest,
  repositionRequest,
  type GroupBy,
  type OrderChange,
} from '../../../common/schemas/cards';
import type { Db } from '../../db/connection';
import { cardMoveRepo, type OneMove } from '../../db/repos/cardMove';
import {
  cardRanksRepo,
  touchedAt,
  type AnchorChoice,
  type OrderRow,
  type RankRow,
  type RankSpot,
} from '../../db/repos/cardRanks';
import { runStatement, type ChangeHub, type ChangeMeta, type CommandOutcome } from '../changes';
import { invalid, notFound } from '../errors';
import type { Actor } from '../policies/authorize';
import * as cardPolicy from '../policies/cards';
import * as projectPolicy from '../policies/projects';
import type { ProjectLoad } from '../policies/projects';
import { formatOrder } from '../presenters/planning';
import { iso } from '../presenters/time';
import { readBody } from '../commandBody';

const presentOrderChange = (row: OrderRow): OrderChange => ({
  id: row.id,
  order: formatOrder(row.order),
  updatedAt: iso(row.updatedAt),
  version: row.version,
});

export const reorderedChange = (scope: ChangeScope, data: OrderChange[]): PendingChange[] =>
  data.length ? [change(scope, 'cards.reordered', data)] : [];

/** Renumbers the project's cards 1..n, keeping their sequence; answers the cards that changed. */
export async function renumberProject(trx: Db, projectId: number): Promise<OrderChange[]> {
  return (await cardRanksRepo.renumber(trx, projectId)).map(presentOrderChange);
}

/** A project the actor may change cards in; a folder answers "Cards belong to projects, not folders". */
export const cardProject = (trx: Db, actor: Actor, projectId: number, options: ProjectLoad = {}) =>
  projectPolicy.loadChild(trx, actor, 'changeInside', projectId, CARD_MESSAGES.notAProject, options);

export function groupOf(groupBy: GroupBy, groupValue: unknown): CardGroup {
  const resolved = resolveGroup(groupBy, groupValue);
  if (!resolved.ok) throw invalid(resolved.message);
  return resolved.group;
}

/** Between two neighbours (undefined: none on that side); null when the card is already there. */
type Spot = { before?: RankRow; after?: RankRow } | null;

const midpoint = (spot: NonNullable<Spot>) =>
  orderBetween(spot.before?.order ?? null, spot.after?.order ?? null);

/** Right above or below the anchor in the whole project, so the card also lands next to it in every group view. */
function nextTo(spot: RankSpot, side: 'above' | 'below'): Spot {
  const { card, anchor, neighbour } = spot;
  if (!anchor || anchor.id === card.id || neighbour?.id === card.id) return null;
  return side === 'above' ? { before: neighbour, after: anchor } : { before: anchor, after: neighbour };
}

/** The card with the caller's role, loaded together with its project's rank lock (one statement). */
const loadToMove = (trx: Db, actor: Actor, cardId: number) =>
  cardPolicy.load(trx, actor, 'change', cardId, { lock: 'ranks' });

interface Placement {
  /** Where the card and its anchor are now, read under the rank lock. */
  read: () => Promise<RankSpot | undefined>;
  /** The neighbours the card goes between, or null when it is already there (throws if it cannot go). */
  place: (found: RankSpot) => Spot | Promise<Spot>;
}

/**
 * Puts the card at the midpoint of its new neighbours, renumbering the project first only when no 3-decimal
 * value fits there. The one-row write goes out with the event, in the statement before COMMIT.
 */
async function moveCard(
  trx: Db,
  card: cardPolicy.CardInScope,
  { read, place }: Placement,
): Promise<CommandOutcome<OrderChange[]>> {
  const locate = async () => {
    const found = await read();
    if (!found) throw notFound(CARD_MESSAGES.notFound);
    return { found, spot: await place(found) };
  };
  let { found, spot } = await locate();
  if (!spot) return { result: [], changes: [] };
  let order = midpoint(spot);
  let renumbered: OrderChange[] = [];
  if (order === null) {
    renumbered = await renumberProject(trx, card.projectId);
    ({ found, spot } = await locate());
    order = spot && midpoint(spot);
    // Renumbered neighbours are whole numbers apart, so this cannot happen short of a bug.
    if (order === null) throw new Error(`no room for card ${card.id} after renumbering`);
  }
  const updatedAt = touchedAt(found.now, found.card.updatedAt);
  // Its version is the seq of the event, set in place by the log append.
  const moved: OrderChange = {
    id: card.id,
    order: formatOrder(order),
    updatedAt: iso(updatedAt),
    version: found.card.version,
  };
  const result = [...renumbered.filter((change) => change.id !== card.id), moved];
  return {
    result,
    changes: reorderedChange(cardPolicy.scopeOf(card), result),
    lastWrite: cardRanksRepo.setOrder(trx, card.id, order, updatedAt),
  };
}

const towards = (side: 'above' | 'below') => (side === 'above' ? 'before' : 'after');

/** Where a reorder puts the card: up and to the top are above its anchor, down below it. */
const sideOf = (input: { direction: 'up' | 'down'; moveToTop?: boolean }) =>
  input.moveToTop || input.direction === 'up' ? 'above' : 'below';

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
  const request = readBody(reorderRequest, body);
  const card = await loadToMove(trx, actor, cardId);
  const input = request.valid();
  const group = groupOf(input.groupBy, input.groupValue);
  const side = sideOf(input);
  const anchor: AnchorChoice = input.moveToTop
    ? { side: 'after', group, fromStart: true }
    : { side: towards(side), group };
  return moveCard(trx, card, {
    read: () => cardRanksRepo.spot(trx, card.id, anchor, towards(side)),
    place: (found) => {
      if (!inGroup(found.card, group)) throw invalid(CARD_MESSAGES.cardNotInGroup);
      return nextTo(found, side);
    },
  });
}

/** Places the card right above or below a target card of the same project and group. */
export async function repositionCard(
  trx: Db,
  actor: Actor,
  cardId: number,
  body: unknown,
): Promise<CommandOutcome<OrderChange[]>> {
  const request = readBody(repositionRequest, body);
  const card = await loadToMove(trx, actor, cardId);
  const input = request.valid();
  const group = groupOf(input.groupBy, input.groupValue);
  return moveCard(trx, card, {
    read: () => cardRanksRepo.spot(trx, card.id, { cardId: input.targetCardId }, towards(input.position)),
    async place(found) {
      const target = found.anchor;
      // A target the caller cannot read is "not found"; one in another project or group is refused.
      if (!target) throw notFound(CARD_MESSAGES.notFound);
      if (target.projectId !== card.projectId) {
        await cardPolicy.load(trx, actor, 'read', target.id);
        throw invalid(CARD_MESSAGES.targetNotInGroup);
      }
      if (!inGroup(target, group)) throw invalid(CARD_MESSAGES.targetNotInGroup);
      return nextTo(found, input.position);
    },
  });
}

/** Renumbers a project's ranks 1..n (the clean-up the rank-complexity read suggests). */
export async function recalculateRanks(
  trx: Db,
  actor: Actor,
  projectId: number,
): Promise<CommandOutcome<OrderChange[]>> {
  const project = await cardProject(trx, actor, projectId, { lock: 'ranks' });
  const result = await renumberProject(trx, project.id);
  return { result, changes: reorderedChange(projectPolicy.scopeOf(project), result) };
}

/** A move as the one statement takes it, short of who asks (oneMove adds it). */
export type MoveRequest = Pick<OneMove, 'cardId' | 'side' | 'targetCardId' | 'fromStart' | 'group'>;

/** A move body and its group as read; undefined when either does not read (the command answers 404 before 400). */
function readMove<T extends { groupBy: GroupBy; groupValue?: unknown }>(
  schema: { safeParse(body: unknown): { success: true; data: T } | { success: false } },
  body: unknown,
): { input: T; group: CardGroup } | undefined {
  const parsed = schema.safeParse(body);
  if (!parsed.success) return undefined;
  const group = resolveGroup(parsed.data.groupBy, parsed.data.groupValue);
  return group.ok ? { input: parsed.data, group: group.group } : undefined;
}

/** The move a reorder body asks for; undefined when the body does not read. */
export function reorderMove(cardId: number, body: unknown): MoveRequest | undefined {
  const read = readMove(reorderRequest, body);
  if (!read) return undefined;
  const { input, group } = read;
  return { cardId, side: sideOf(input), fromStart: input.moveToTop === true, group };
}

/** The move a reposition body asks for; undefined when the body does not read. */
export function repositionMove(cardId: number, body: unknown): MoveRequest | undefined {
  const read = readMove(repositionRequest, body);
  if (!read) return undefined;
  const { input, group } = read;
  return { cardId, side: input.position, targetCardId: input.targetCardId, group };
}

/** The statement's whole input: the move, who makes it, and the policy's roles and the rank's limit. */
export const oneMove = (meta: ChangeMeta, move: MoveRequest): OneMove => ({
  ...move,
  actorId: meta.actorId,
  mutationId: meta.mutationId,
  cause: meta.cause,
  roles: cardPolicy.CHANGE_ROLES,
  orderLimit: ORDER_LIMIT,
});

/**
 * A move as one statement (db/repos/cardMove.ts): no lock is held across a round trip, and once this node has
 * seen the card, its project's statements leave the node two at a time (projectQueues.ts), so moves in one
 * project follow each other at PostgreSQL's pace. Undefined when the body does not read or the statement
 * declined: the command then decides (its refusals, a renumbering, "already there").
 */
export async function moveCardAtOnce(
  db: Db,
  hub: ChangeHub,
  meta: ChangeMeta,
  move: MoveRequest | undefined,
): Promise<OrderChange[] | undefined> {
  if (!move) return undefined;
  const project = hub.queues.projectOf(move.cardId);
  const event = await runStatement(hub, project, () => cardMoveRepo.moveOne(db, oneMove(meta, move)));
  if (event?.projectId) hub.queues.seen(move.cardId, event.projectId);
  return event?.data;
}
