// Card creates: quick add and bulk add number new cards from the project's counter and place them last in
// rank, in one statement under the project's rank lock.
import { change } from '../../../common/events';
import { toThousandths } from '../../../common/ranking';
import {
  ORDER_LIMIT,
  type Card,
  type CreateCardRequest,
  type OrderChange,
} from '../../../common/schemas/cards';
import type { Db } from '../../db/connection';
import type { ReferenceOwners } from '../../db/repos/folderScope';
import { cardCreateRepo } from '../../db/repos/cardCreate';
import { cardsRepo, type InsertPlacing, type NewCard } from '../../db/repos/cards';
import { mapInTurns } from '../../turns';
import { runStatement, type ChangeHub, type ChangeMeta, type CommandOutcome } from '../changes';
import { conflict } from '../errors';
import type { Actor } from '../policies/authorize';
import * as projectPolicy from '../policies/projects';
import { presentCard } from '../presenters/planning';
import { checkEstimation, setsEstimation } from './cardEstimation';
import { checkReferences, given, NO_REFERENCES, referencesToLoad } from './cardReferences';
import { cardProject, renumberProject, reorderedChange } from './cardRanking';

/** `{PREFIX}-{NNN}`, zero-padded to at least 3 digits (docs/decisions.md 7). */
const externalIdOf = (prefix: string | null, number: number) =>
  `${prefix}-${String(number).padStart(3, '0')}`;

/** Most cards one project holds: the backlog bench:ui measures (10,000 cards) stays within its targets. */
export const PROJECT_CARDS_MAX = 10_000;

const count = (n: number) => n.toLocaleString('en-US');

/**
 * Refuses cards that would take the project past PROJECT_CARDS_MAX. Its counter has numbered every card it
 * ever held, so only a project whose counter is past the limit is counted: one statement, rarely. The rank
 * lock the caller holds keeps the count until commit (creates take it; deletes only lower the count).
 */
export async function checkRoom(trx: Db, project: projectPolicy.ProjectInScope, adding: number) {
  if (project.nextCardNumber - 1 + adding <= PROJECT_CARDS_MAX) return;
  const held = await cardsRepo.countInProject(trx, project.id);
  if (held + adding > PROJECT_CARDS_MAX)
    throw conflict(
      `A project holds at most ${count(PROJECT_CARDS_MAX)} cards; this one has ${count(held)}, so ` +
        `${count(adding)} more do not fit. Delete cards or start another project.`,
    );
}

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
  placing: InsertPlacing = {},
): Promise<CommandOutcome<Card[]>> {
  await checkRoom(trx, project, cards.length);
  // A copy given its external id: an import's rows (copies of one template, server/shapes.ts) have the key
  // already, so their copies keep one shape.
  const numbered = await mapInTurns(cards, (card, i) => ({
    ...card,
    externalId: externalIdOf(project.prefix, project.nextCardNumber + i),
  }));
  const rows = await cardsRepo.insertLast(
    trx,
    { id: project.id, folderId: project.folderId, nextCardNumber: project.nextCardNumber + cards.length },
    numbered,
    placing,
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
  // An import's 10,000 rows are presented a slice at a time (server/turns.ts).
  const result = await mapInTurns(rows, presentCard);
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
  checkEstimation(project, fields);
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
 * POST /api/cards as one statement (cardCreate.ts): no lock is held across a round trip, and the project's
 * statements leave this node two at a time (projectQueues.ts), so creates in one project follow each other at
 * PostgreSQL's pace. Undefined when the statement declined: `createCard`, the command, then decides (the
 * refusals with their messages, a folder, a full project, a renumbering).
 */
export async function createCardAtOnce(
  db: Db,
  hub: ChangeHub,
  meta: ChangeMeta,
  input: CreateCardRequest,
): Promise<Card | undefined> {
  const { projectId, order, ...fields } = input;
  if (order !== undefined && toThousandths(order) >= ORDER_LIMIT * 1000) return undefined;
  // An estimate or a scoring input is checked against the project's deck and model: the command's path.
  if (setsEstimation(fields)) return undefined;
  const created = await runStatement(hub, projectId, () =>
    cardCreateRepo.createOne(db, {
      actorId: meta.actorId,
      mutationId: meta.mutationId,
      cause: meta.cause,
      projectId,
      roles: projectPolicy.CHANGE_INSIDE_ROLES,
      card: { ...given(fields), title: fields.title, order: order === undefined ? undefined : String(order) },
      numberedMax: PROJECT_CARDS_MAX,
      orderLimit: ORDER_LIMIT,
    }),
  );
  if (created) hub.queues.seen(created.data.id, projectId);
  return created?.data;
}
