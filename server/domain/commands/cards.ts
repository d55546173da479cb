// Card commands: create (external id, default rank), edit, delete and move to a group, keeping every
// use case, release and sprint reference inside the card's own project.
import type { PendingChange } from '../../../common/events';
import { orderBetween } from '../../../common/ranking';
import {
  CARD_MESSAGES,
  type Card,
  type CreateCardRequest,
  type MoveToGroupRequest,
  type OrderChange,
  type UpdateCardRequest,
} from '../../../common/schemas/cards';
import { PROJECT_MESSAGES } from '../../../common/schemas/projects';
import type { Db } from '../../db/connection';
import { cardsRepo, type CardRow, type CardValues } from '../../db/repos/cards';
import { badRequest, notFound } from '../../http/errors';
import type { CommandOutcome } from '../changes';
import type { ProjectAccess } from '../policies';
import { presentCard } from '../presenters/planning';
import { groupOf, renumberProject, reorderedChange } from './cardRanking';

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
    throw badRequest(CARD_MESSAGES.categoryNotInProject);
  if (changes.releaseId && owners.releaseProjectId !== projectId)
    throw badRequest(CARD_MESSAGES.releaseNotInProject);
  if (next.sprintId === null) return changes;
  const inProject = owners.sprintProjectId === projectId;
  if (changes.sprintId !== undefined) {
    if (!inProject || (next.releaseId !== null && owners.sprintReleaseId !== next.releaseId))
      throw badRequest(CARD_MESSAGES.sprintNotInRelease);
  } else if (next.releaseId !== current.releaseId && owners.sprintReleaseId !== next.releaseId) {
    changes.sprintId = null;
  }
  return changes;
}

async function lockedCard(trx: Db, access: ProjectAccess, cardId: number): Promise<CardRow> {
  const card = await cardsRepo.lock(trx, cardId);
  if (!card || card.projectId !== access.id) throw notFound(CARD_MESSAGES.notFound);
  return card;
}

async function readCard(trx: Db, cardId: number): Promise<Card> {
  const row = await cardsRepo.findRead(trx, cardId);
  if (!row) throw notFound(CARD_MESSAGES.notFound);
  return presentCard(row);
}

async function cardChanged(
  trx: Db,
  access: ProjectAccess,
  cardId: number,
  type: 'card.created' | 'card.updated',
  before: PendingChange[] = [],
): Promise<CommandOutcome<Card>> {
  const card = await readCard(trx, cardId);
  return {
    result: card,
    changes: [...before, { folderId: access.folderId, projectId: access.id, type, data: card }],
  };
}

/** Last in rank; a project whose numbers reached the column's limit is renumbered first. */
async function orderAfterLast(
  trx: Db,
  projectId: number,
): Promise<{ order: string; renumbered: OrderChange[] }> {
  const order = orderBetween(await cardsRepo.lastOrder(trx, projectId), null);
  if (order !== null) return { order, renumbered: [] };
  const renumbered = await renumberProject(trx, projectId);
  return { order: orderBetween(await cardsRepo.lastOrder(trx, projectId), null)!, renumbered };
}

export async function createCard(
  trx: Db,
  access: ProjectAccess,
  input: CreateCardRequest,
): Promise<CommandOutcome<Card>> {
  const { projectId: _projectId, categoryId, releaseId, sprintId, order, ...fields } = input;
  const references = await checkReferences(trx, access.id, NO_REFERENCES, {
    categoryId,
    releaseId,
    sprintId,
  });
  // Taken inside the transaction: a failed create rolls the counter back, so numbers have no gaps.
  const taken = await cardsRepo.takeCardNumber(trx, access.id);
  if (!taken) throw notFound(PROJECT_MESSAGES.notFound);
  const rank = order === undefined ? await orderAfterLast(trx, access.id) : { order, renumbered: [] };
  const id = await cardsRepo.insert(trx, {
    ...given(fields),
    ...references,
    title: fields.title,
    order: rank.order,
    externalId: `${taken.prefix}-${String(taken.number).padStart(3, '0')}`,
    projectId: access.id,
  });
  return cardChanged(trx, access, id, 'card.created', reorderedChange(access, rank.renumbered));
}

/** PUT and PATCH: any subset of the editable fields; `updatedAt` moves on every write. */
export async function updateCard(
  trx: Db,
  access: ProjectAccess,
  cardId: number,
  input: UpdateCardRequest,
): Promise<CommandOutcome<Card>> {
  const { categoryId, releaseId, sprintId, ...fields } = input;
  // Rank locks come first everywhere (project row, then card rows), so an explicit order cannot deadlock.
  if (fields.order !== undefined) await cardsRepo.lockRanks(trx, access.id);
  const current = await lockedCard(trx, access, cardId);
  const references = await checkReferences(trx, access.id, current, { categoryId, releaseId, sprintId });
  await cardsRepo.update(trx, cardId, { ...given(fields), ...references });
  return cardChanged(trx, access, cardId, 'card.updated');
}

export async function deleteCard(
  trx: Db,
  access: ProjectAccess,
  cardId: number,
): Promise<CommandOutcome<{ id: number }>> {
  await lockedCard(trx, access, cardId);
  await cardsRepo.delete(trx, cardId);
  return {
    result: { id: cardId },
    changes: [
      { folderId: access.folderId, projectId: access.id, type: 'card.deleted', data: { id: cardId } },
    ],
  };
}

/** Sets the grouped field to the group's value and/or the fields given; the rank stays. */
export async function moveCardToGroup(
  trx: Db,
  access: ProjectAccess,
  cardId: number,
  input: MoveToGroupRequest,
): Promise<CommandOutcome<Card>> {
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
        throw badRequest(CARD_MESSAGES.groupConflict(group.field));
      Object.assign(values, { [group.field]: group.value });
    }
  }
  if (!Object.keys(values).length) throw badRequest(CARD_MESSAGES.nothingToMove);
  const current = await lockedCard(trx, access, cardId);
  const { categoryId, releaseId, ...rest } = values;
  const references = await checkReferences(trx, access.id, current, { categoryId, releaseId });
  await cardsRepo.update(trx, cardId, { ...rest, ...references });
  return cardChanged(trx, access, cardId, 'card.updated');
}
