// Release commands: create, edit (any subset, e.g. only the roadmap toggle), delete (its cards go to Future).
import { z } from 'zod';
import { change, type ChangeScope, type PendingChange } from '../../../common/events';
import { PROJECT_MESSAGES } from '../../../common/schemas/projects';
import {
  DATE_ORDER_MESSAGE,
  updateReleaseRequest,
  type CreateReleaseRequest,
  type Release,
} from '../../../common/schemas/releases';
import type { Db } from '../../db/connection';
import { releasesRepo, type ReleaseRow, type ReleaseValues } from '../../db/repos/releases';
import { trashKeepRepo } from '../../db/repos/trashKeep';
import type { CommandOutcome } from '../changes';
import type { Actor } from '../policies/authorize';
import * as projectPolicy from '../policies/projects';
import * as releasePolicy from '../policies/releases';
import { presentCard, presentRelease } from '../presenters/planning';
import { mapInTurns } from '../../turns';
import { readBody } from '../commandBody';

interface Dated {
  startDate: string | null;
  endDate: string | null;
}

/** Refused like the request schema refuses dates that arrive together: 400 with the issue on endDate. */
const datesInOrder = z
  .custom<Dated>()
  .refine(({ startDate, endDate }) => !startDate || !endDate || endDate >= startDate, {
    message: DATE_ORDER_MESSAGE,
    path: ['endDate'],
  });

/**
 * The dates a row will have after an update (undefined keeps the stored value, null clears it), checked
 * for order: the request schema can only compare dates that arrive together.
 */
export function mergedDates(stored: Dated, input: Partial<Record<keyof Dated, string | null>>): Dated {
  return datesInOrder.parse({
    startDate: input.startDate === undefined ? stored.startDate : input.startDate,
    endDate: input.endDate === undefined ? stored.endDate : input.endDate,
  });
}

/**
 * A project the actor may add use cases and releases to. They belong to projects: a folder id is "Project
 * not found", like any project the caller cannot use.
 */
export const planningProject = (trx: Db, actor: Actor, projectId: number) =>
  projectPolicy.loadChild(trx, actor, 'changeInside', projectId, PROJECT_MESSAGES.notFound);

/**
 * The cards a delete moved out (or a restore linked back), whole, as one `cards.updated` for everyone: however
 * many they are, one event to number, send and apply (issue 42), charged by its size (writeLimits.ts); none
 * when nothing moved.
 */
export async function movedCardChanges(
  trx: Db,
  scope: ChangeScope,
  cardIds: number[],
): Promise<PendingChange[]> {
  if (!cardIds.length) return [];
  const rows = await releasesRepo.cardsRead(trx, cardIds);
  return [change(scope, 'cards.updated', await mapInTurns(rows, (row) => presentCard(row)))];
}

export async function presentWithSprints(trx: Db, row: ReleaseRow): Promise<Release> {
  return presentRelease(row, await releasesRepo.sprintsForReleases(trx, [row.id]));
}

export async function createRelease(
  trx: Db,
  actor: Actor,
  input: CreateReleaseRequest,
): Promise<CommandOutcome<Release>> {
  const project = await planningProject(trx, actor, input.projectId);
  const row = await releasesRepo.create(trx, {
    name: input.name,
    description: input.description ?? null,
    startDate: input.startDate ?? null,
    endDate: input.endDate ?? null,
    roadmapVisible: input.roadmapVisible ?? true,
    projectId: project.id,
  });
  const result = presentRelease(row, []);
  return { result, changes: [change(projectPolicy.scopeOf(project), 'release.created', result)] };
}

/** The body is read after the release is found: an id the caller cannot read is 404 before a bad body's 400. */
export async function updateRelease(
  trx: Db,
  actor: Actor,
  releaseId: number,
  body: unknown,
): Promise<CommandOutcome<Release>> {
  const request = readBody(updateReleaseRequest, body);
  const current = await releasePolicy.load(trx, actor, 'change', releaseId, { lock: true });
  const input = request.valid();
  const values: Partial<ReleaseValues> = { ...mergedDates(current, input) };
  if (input.name !== undefined) values.name = input.name;
  if (input.description !== undefined) values.description = input.description;
  if (input.roadmapVisible !== undefined) values.roadmapVisible = input.roadmapVisible;
  const result = await presentWithSprints(trx, await releasesRepo.update(trx, current.id, values));
  return { result, changes: [change(releasePolicy.scopeOf(current), 'release.updated', result)] };
}

export async function deleteRelease(
  trx: Db,
  actor: Actor,
  releaseId: number,
): Promise<CommandOutcome<{ id: number }>> {
  // Locks first: a card cannot be put into this release or its sprints until we are done.
  const current = await releasePolicy.load(trx, actor, 'change', releaseId, { lock: 'delete' });
  await releasesRepo.lockSprintsOf(trx, current.id);
  const moved = await releasesRepo.detachCardsFromRelease(trx, current.id);
  const scope = releasePolicy.scopeOf(current);
  return {
    result: { id: current.id },
    changes: [
      change(scope, 'release.deleted', { id: current.id }),
      ...(await movedCardChanges(
        trx,
        scope,
        moved.map((card) => card.id),
      )),
    ],
    // Into the trash with its sprints and where its cards were, in the log's statement.
    lastWrite: [
      trashKeepRepo.keepRelease(trx, current.id, current.folderId, actor.id, moved),
      releasesRepo.delete(trx, current.id),
    ],
  };
}
