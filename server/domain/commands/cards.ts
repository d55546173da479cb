// Card commands: create (external id, default rank), edit, delete and move to a group, keeping every
// use case, release and sprint reference inside the card's own project.
import { change, type ChangeScope, type PendingChange } from '../../../common/events';
import { orderBetween } from '../../../common/ranking';
import {
  CARD_MESSAGES,
  moveToGroupRequest,
  updateCardRequest,
  type Card,
  type CreateCardRequest,
  type OrderChange,
} from '../../../common/schemas/cards';
import { PROJECT_MESSAGES } from '../../../common/schemas/projects';
import type { Db } from '../../db/connection';
import { cardsRepo, type CardRow, type CardValues } from '../../db/repos/cards';
import type { CommandOutcome } from '../changes';
import { invalid, notFound } from '../errors';
import type { Actor } from '../policies/authorize';
import * as cardPolicy from '../policies/cards';
import * as projectPolicy from '../policies/projects';
import { presentCard } from '../presenters/planning';
import { cardProject, groupOf, renumberProject, reorderedChange } from './cardRanking';

type References = Pick<CardRow, 'categoryId' | 'releaseId' | 'sprintId'>;
const NO_REFERENCES: References = { categoryId: null, releaseId: null, sprintId: null };

/** The given fields only: a field left out of a request is left alone. */
const given = <T extends object>(values: T) =>
  Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as Partial<T>;

/**
 * Checks the references a write sets against the card's project and answers the ones to store. A sprint
 * belongs to a release of the project and, when the card has a release, to that one; a sprint left
 * over from the card's previous release is dropped.
 */
async function checkReferences(
  trx: Db,
  projectId: number,
  current: References,
  input: Partial<References>,
): Promise<Partial<References>> {
  const changes = given(input);
  const next = { ...current, ...changes };
  const owners = await cardsRepo.referenceOwners(trx, {
    categoryId: changes.categoryId ?? null,
    releaseId: changes.releaseId ?? null,
    sprintId: next.sprintId,
  });
  if (changes.categoryId && owners.categoryProjectId !== projectId)
    throw invalid(CARD_MESSAGES.categoryNotInProject);
  if (changes.releaseId && owners.releaseProjectId !== projectId)
    throw invalid(CARD_MESSAGES.releaseNotInProject);
  if (next.sprintId === null) return changes;
  const inProject = owners.sprintProjectId === projectId;
  if (changes.sprintId !== undefined) {
    if (!inProject || (next.releaseId !== null && owners.sprintReleaseId !== next.releaseId))
      throw invalid(CARD_MESSAGES.sprintNotInRelease);
  } else if (next.releaseId !== current.releaseId && owners.sprintReleaseId !== next.releaseId) {
    changes.sprintId = null;
  }
  return changes;
}

/** The card, locked after the project's rank lock (rank locks come first everywhere: no deadlock). */
async function lockAfterRanks(trx: Db, card: cardPolicy.CardInScope): Promise<CardRow> {
  await cardsRepo.lockRanks(trx, card.projectId);
  const locked = await cardsRepo.lock(trx, card.id);
  if (!locked || locked.projectId !== card.projectId) throw notFound(CARD_MESSAGES.notFound);
  return locked;
}

/** The card's read model after a write, as the answer and as the change every board hears. */
async function cardChanged(
  trx: Db,
  scope: ChangeScope,
  cardId: number,
  type: 'card.created' | 'card.updated',
  before: PendingChange[] = [],
): Promise<CommandOutcome<Card>> {
  const row = await cardsRepo.findRead(trx, cardId);
  if (!row) throw notFound(CARD_MESSAGES.notFound);
  const card = presentCard(row);
  return { result: card, changes: [...before, change(scope, type, card)] };
}

/** `count` orders one after another from `last`, as that many creates take them; null: one does not fit. */
function ordersAfter(last: string | null, count: number): string[] | null {
  const orders: string[] = [];
  for (let previous = last; orders.length < count;) {
    const order = orderBetween(previous, null);
    if (order === null) return null;
    orders.push((previous = order));
  }
  return orders;
}

/**
 * The next `count` places last in rank (call under the project's rank lock); a project whose numbers
 * reached the column's limit is renumbered first.
 */
export async function ordersAfterLast(
  trx: Db,
  projectId: number,
  count: number,
): Promise<{ orders: string[]; renumbered: OrderChange[] }> {
  const orders = ordersAfter(await cardsRepo.lastOrder(trx, projectId), count);
  if (orders !== null) return { orders, renumbered: [] };
  const renumbered = await renumberProject(trx, projectId);
  return { orders: ordersAfter(await cardsRepo.lastOrder(trx, projectId), count)!, renumbered };
}

/** `{PREFIX}-{NNN}`, zero-padded to at least 3 digits (docs/decisions.md 7). */
export const externalIdOf = (taken: { prefix: string }, number: number) =>
  `${taken.prefix}-${String(number).padStart(3, '0')}`;

export async function createCard(
  trx: Db,
  actor: Actor,
  input: CreateCardRequest,
): Promise<CommandOutcome<Card>> {
  const { projectId, categoryId, releaseId, sprintId, order, ...fields } = input;
  const project = await cardProject(trx, actor, projectId);
  const references = await checkReferences(trx, project.id, NO_REFERENCES, {
    categoryId,
    releaseId,
    sprintId,
  });
  // Taken inside the transaction: a failed create rolls the counter back, so numbers have no gaps.
  const taken = await cardsRepo.takeCardNumber(trx, project.id);
  if (!taken) throw notFound(PROJECT_MESSAGES.notFound);
  const rank =
    order === undefined ? await ordersAfterLast(trx, project.id, 1) : { orders: [order], renumbered: [] };
  const id = await cardsRepo.insert(trx, {
    ...given(fields),
    ...references,
    title: fields.title,
    order: rank.orders[0]!,
    externalId: externalIdOf(taken, taken.number),
    projectId: project.id,
  });
  const scope = projectPolicy.scopeOf(project);
  return cardChanged(trx, scope, id, 'card.created', reorderedChange(scope, rank.renumbered));
}

/**
 * PUT and PATCH: any subset of the editable fields; `updatedAt` moves on every write. The body is read
 * after the card is found, so an id the caller cannot read is 404 before a bad body's 400.
 */
export async function updateCard(
  trx: Db,
  actor: Actor,
  cardId: number,
  body: unknown,
): Promise<CommandOutcome<Card>> {
  const request = updateCardRequest.safeParse(body ?? {});
  // A new order takes the project's rank lock, which must come before the card's row lock; without one,
  // loading the card locks it too.
  const reranks = request.success && request.data.order !== undefined;
  const card = await cardPolicy.load(trx, actor, 'change', cardId, { lock: request.success && !reranks });
  if (!request.success) throw request.error;
  const current = reranks ? await lockAfterRanks(trx, card) : card;
  const { categoryId, releaseId, sprintId, ...fields } = request.data;
  const references = await checkReferences(trx, card.projectId, current, { categoryId, releaseId, sprintId });
  await cardsRepo.update(trx, card.id, { ...given(fields), ...references });
  return cardChanged(trx, cardPolicy.scopeOf(card), card.id, 'card.updated');
}

export async function deleteCard(
  trx: Db,
  actor: Actor,
  cardId: number,
): Promise<CommandOutcome<{ id: number }>> {
  const card = await cardPolicy.load(trx, actor, 'change', cardId, { lock: true });
  await cardsRepo.delete(trx, card.id);
  return {
    result: { id: card.id },
    changes: [change(cardPolicy.scopeOf(card), 'card.deleted', { id: card.id })],
  };
}

/** Sets the grouped field to the group's value and/or the fields given; the rank stays. */
export async function moveCardToGroup(
  trx: Db,
  actor: Actor,
  cardId: number,
  body: unknown,
): Promise<CommandOutcome<Card>> {
  const card = await cardPolicy.load(trx, actor, 'change', cardId, { lock: true });
  const input = moveToGroupRequest.parse(body ?? {});
  const values: CardValues = given({
    status: input.status,
    priority: input.priority,
    categoryId: input.categoryId,
    releaseId: input.releaseId,
  });
  if (input.groupBy !== 'none' && input.groupValue !== undefined) {
    const group = groupOf(input.groupBy, input.groupValue);
    if (group.field !== null) {
      const explicit = values[group.field];
      if (explicit !== undefined && explicit !== group.value)
        throw invalid(CARD_MESSAGES.groupConflict(group.field));
      Object.assign(values, { [group.field]: group.value });
    }
  }
  if (!Object.keys(values).length) throw invalid(CARD_MESSAGES.nothingToMove);
  const { categoryId, releaseId, ...rest } = values;
  const references = await checkReferences(trx, card.projectId, card, { categoryId, releaseId });
  await cardsRepo.update(trx, card.id, { ...rest, ...references });
  return cardChanged(trx, cardPolicy.scopeOf(card), card.id, 'card.updated');
}
