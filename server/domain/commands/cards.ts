// Card commands: create (external id, default rank), edit, delete and move to a group, keeping every
// use case, release and sprint reference inside the card's own project.
import { change, type ChangeScope } from '../../../common/events';
import { toThousandths } from '../../../common/ranking';
import {
  CARD_MESSAGES,
  ORDER_LIMIT,
  moveToGroupRequest,
  type MoveToGroupRequest,
  updateCardRequest,
  type Card,
  type CreateCardRequest,
  type OrderChange,
} from '../../../common/schemas/cards';
import type { Db } from '../../db/connection';
import type { ReferenceIds, ReferenceOwners } from '../../db/repos/access';
import {
  cardsRepo,
  type CardReadRow,
  type CardRow,
  type CardValues,
  type NewCard,
} from '../../db/repos/cards';
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
 * What to read along with the card (or project) to check the references a write sets; undefined when it
 * sets none. Without a new sprint, the sprint to check is the card's own (its release may be changing).
 */
function referencesToLoad(input: Partial<References>, onCard: boolean): ReferenceIds | undefined {
  const changes = given(input);
  if (!Object.keys(changes).length) return undefined;
  return {
    categoryId: changes.categoryId ?? null,
    releaseId: changes.releaseId ?? null,
    sprintId: changes.sprintId !== undefined ? changes.sprintId : onCard ? 'current' : null,
  };
}

/**
 * Checks the references a write sets against the card's project and answers the ones to store. A sprint
 * belongs to a release of the project and, when the card has a release, to that one; a sprint left
 * over from the card's previous release is dropped. `owners`: read by the load (`referencesToLoad`).
 */
function checkReferences(
  projectId: number,
  current: References,
  input: Partial<References>,
  owners: Partial<ReferenceOwners>,
): Partial<References> {
  const changes = given(input);
  const next = { ...current, ...changes };
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

/** `{PREFIX}-{NNN}`, zero-padded to at least 3 digits (docs/decisions.md 7). */
export const externalIdOf = (prefix: string | null, number: number) =>
  `${prefix}-${String(number).padStart(3, '0')}`;

/**
 * New cards of a project, numbered and placed last in rank in one statement, under the project's rank
 * lock that the load took (`lock: 'ranks'`): the counter read with the project is its current value.
 * A project whose orders reached the column's limit is renumbered after the insert, and the new cards
 * answered with their final places (their `card.created` comes after the `cards.reordered` of the rest).
 */
export async function insertCardsLast(
  trx: Db,
  project: projectPolicy.ProjectInScope,
  cards: Omit<NewCard, 'externalId'>[],
): Promise<CommandOutcome<Card[]>> {
  const numbered = cards.map((card, i) => ({
    ...card,
    externalId: externalIdOf(project.prefix, project.nextCardNumber + i),
  }));
  const rows = await cardsRepo.insertLast(
    trx,
    { id: project.id, nextCardNumber: project.nextCardNumber + cards.length },
    numbered,
  );
  let renumbered: OrderChange[] = [];
  if (rows.some((row) => toThousandths(row.order) >= ORDER_LIMIT * 1000)) {
    renumbered = await renumberProject(trx, project.id);
    const final = new Map(renumbered.map((change) => [change.id, change]));
    for (const row of rows) {
      const moved = final.get(row.id);
      if (moved) Object.assign(row, { order: moved.order, updatedAt: new Date(moved.updatedAt) });
    }
  }
  const created = new Set(rows.map((row) => row.id));
  const scope = projectPolicy.scopeOf(project);
  const result = rows.map(presentCard);
  return {
    result,
    changes: [
      ...reorderedChange(
        scope,
        renumbered.filter((change) => !created.has(change.id)),
      ),
      ...result.map((card) => change(scope, 'card.created', card)),
    ],
  };
}

export async function createCard(
  trx: Db,
  actor: Actor,
  input: CreateCardRequest,
): Promise<CommandOutcome<Card>> {
  const { projectId, categoryId, releaseId, sprintId, order, ...fields } = input;
  const requested = { categoryId, releaseId, sprintId };
  const references = referencesToLoad(requested, false);
  const project = await cardProject(trx, actor, projectId, { lock: 'ranks', references });
  const checked = checkReferences(project.id, NO_REFERENCES, requested, project as Partial<ReferenceOwners>);
  const outcome = await insertCardsLast(trx, project, [
    {
      ...given(fields),
      ...checked,
      title: fields.title,
      order: order === undefined ? undefined : String(order),
    },
  ]);
  return { ...outcome, result: outcome.result[0]! };
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
  const { categoryId, releaseId, sprintId, ...fields } = request.success ? request.data : {};
  const requested = { categoryId, releaseId, sprintId };
  const references = referencesToLoad(requested, true);
  // A new order takes the project's rank lock, which must come before the card's row lock: the card is
  // then locked (and its references read) by a second load. Without one, loading the card locks it.
  const reranks = request.success && request.data.order !== undefined;
  const card = await cardPolicy.load(trx, actor, 'change', cardId, {
    lock: !request.success ? false : reranks ? 'ranks' : true,
    references: reranks ? undefined : references,
  });
  if (!request.success) throw request.error;
  const current = reranks
    ? await cardPolicy.load(trx, actor, 'change', cardId, { lock: true, references })
    : card;
  const checked = checkReferences(card.projectId, current, requested, current as Partial<ReferenceOwners>);
  const row = await cardsRepo.update(trx, card.id, { ...given(fields), ...checked });
  return cardChanged(cardPolicy.scopeOf(card), row, 'card.updated');
}

export async function deleteCard(
  trx: Db,
  actor: Actor,
  cardId: number,
): Promise<CommandOutcome<{ id: number }>> {
  const card = await cardPolicy.load(trx, actor, 'change', cardId, { lock: true });
  return {
    result: { id: card.id },
    changes: [change(cardPolicy.scopeOf(card), 'card.deleted', { id: card.id })],
    lastWrite: cardsRepo.delete(trx, card.id),
  };
}

/** A move-to-group's values: the grouped field set to the group's value, and/or the fields given. */
function movedValues(input: MoveToGroupRequest): CardValues {
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
  return values;
}

/** Sets the grouped field to the group's value and/or the fields given; the rank stays. */
export async function moveCardToGroup(
  trx: Db,
  actor: Actor,
  cardId: number,
  body: unknown,
): Promise<CommandOutcome<Card>> {
  // Worked out before the load, so it reads the references to check; refused only after it, so an id the
  // caller cannot read is 404 before a bad body's 400.
  let values: CardValues | undefined;
  let refusal: unknown;
  try {
    values = movedValues(moveToGroupRequest.parse(body ?? {}));
  } catch (error) {
    refusal = error;
  }
  const moved = { categoryId: values?.categoryId, releaseId: values?.releaseId };
  const card = await cardPolicy.load(trx, actor, 'change', cardId, {
    lock: true,
    references: referencesToLoad(moved, true),
  });
  if (!values) throw refusal;
  const { categoryId: _categoryId, releaseId: _releaseId, ...rest } = values;
  const checked = checkReferences(card.projectId, card, moved, card as Partial<ReferenceOwners>);
  const row = await cardsRepo.update(trx, card.id, { ...rest, ...checked });
  return cardChanged(cardPolicy.scopeOf(card), row, 'card.updated');
}
