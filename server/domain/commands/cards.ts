// Card commands on an existing card: edit, delete and move to a group, keeping every use case, release
// and sprint reference inside the card's own project (creates: cardCreates.ts).
import { change, type ChangeScope } from '../../../common/events';
import {
  CARD_MESSAGES,
  moveToGroupRequest,
  updateCardRequest,
  type Card,
  type MoveToGroupRequest,
} from '../../../common/schemas/cards';
import type { Db } from '../../db/connection';
import type { ReferenceOwners } from '../../db/repos/folderScope';
import { cardsRepo, type CardReadRow, type CardValues } from '../../db/repos/cards';
import { trashKeepRepo } from '../../db/repos/trashKeep';
import type { CommandOutcome } from '../changes';
import { invalid, notFound } from '../errors';
import type { Actor } from '../policies/authorize';
import * as cardPolicy from '../policies/cards';
import { presentCard } from '../presenters/planning';
import { groupOf } from './cardRanking';
import { checkEstimation } from './cardEstimation';
import { checkReferences, given, referencesToLoad } from './cardReferences';
import { readBody } from '../commandBody';

/** The card's read model after a write, as the answer and as the change every board hears. */
function cardChanged(
  scope: ChangeScope,
  row: CardReadRow | undefined,
  type: 'card.created' | 'card.updated',
): CommandOutcome<Card> {
  if (!row) throw notFound(CARD_MESSAGES.notFound);
  const card = presentCard(row);
  return { result: card, changes: [change(scope, type, card)] };
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
  const request = readBody(updateCardRequest, body);
  const { categoryId, releaseId, sprintId, ...fields } = request.hint ?? {};
  const requested = { categoryId, releaseId, sprintId };
  const references = referencesToLoad(requested, true);
  // A new order takes the project's rank lock, which must come before the card's row lock: the card is
  // then locked (and its references read) by a second load. Without one, loading the card locks it.
  const reranks = request.hint?.order !== undefined;
  const card = await cardPolicy.load(trx, actor, 'change', cardId, {
    lock: !request.hint ? false : reranks ? 'ranks' : true,
    references: reranks ? undefined : references,
  });
  checkEstimation(card, request.valid());
  const current = reranks
    ? await cardPolicy.load(trx, actor, 'change', cardId, { lock: true, references })
    : card;
  const checked = checkReferences(card.projectId, current, requested, current as Partial<ReferenceOwners>);
  const row = await cardsRepo.update(trx, card.id, card.folderId, { ...given(fields), ...checked });
  return cardChanged(cardPolicy.scopeOf(card), row, 'card.updated');
}

export async function deleteCard(
  trx: Db,
  actor: Actor,
  cardId: number,
): Promise<CommandOutcome<{ id: number }>> {
  const card = await cardPolicy.load(trx, actor, 'change', cardId, { lock: 'delete' });
  return {
    result: { id: card.id },
    changes: [change(cardPolicy.scopeOf(card), 'card.deleted', { id: card.id })],
    // The trash entry reads the card as it was before the delete: both go out in the log's statement.
    lastWrite: [
      trashKeepRepo.keepCard(trx, card.id, card.folderId, actor.id),
      cardsRepo.delete(trx, card.id),
    ],
  };
}

/** A move-to-group's values: the grouped field set to the group's value, and/or the fields given. */
function movedValues(input: MoveToGroupRequest): CardValues {
  const values: CardValues = given({
    status: input.status,
    priority: input.priority,
    categoryId: input.categoryId,
    releaseId: input.releaseId,
    sprintId: input.sprintId,
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
  return values;
}

/** Sets the grouped field to the group's value and/or the fields given; the rank stays. */
export async function moveCardToGroup(
  trx: Db,
  actor: Actor,
  cardId: number,
  body: unknown,
): Promise<CommandOutcome<Card>> {
  // Worked out before the load, so it reads the references to check.
  const request = readBody(moveToGroupRequest, body, movedValues);
  const values = request.hint;
  const moved = { categoryId: values?.categoryId, releaseId: values?.releaseId, sprintId: values?.sprintId };
  const card = await cardPolicy.load(trx, actor, 'change', cardId, {
    lock: true,
    references: referencesToLoad(moved, true),
  });
  const { categoryId: _categoryId, releaseId: _releaseId, sprintId: _sprintId, ...rest } = request.valid();
  const checked = checkReferences(card.projectId, card, moved, card as Partial<ReferenceOwners>);
  const row = await cardsRepo.update(trx, card.id, card.folderId, { ...rest, ...checked });
  return cardChanged(cardPolicy.scopeOf(card), row, 'card.updated');
}
