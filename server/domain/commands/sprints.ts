// Sprint commands: a sprint lives in a release; deleting it takes its cards out of the sprint, not the release.
import { change } from '../../../common/events';
import { createSprintRequest, updateSprintRequest, type Sprint } from '../../../common/schemas/releases';
import type { Db } from '../../db/connection';
import { releasesRepo, type SprintValues } from '../../db/repos/releases';
import { trashKeepRepo } from '../../db/repos/trashKeep';
import type { CommandOutcome } from '../changes';
import type { Actor } from '../policies/authorize';
import * as releasePolicy from '../policies/releases';
import { presentSprint } from '../presenters/planning';
import { mergedDates, movedCardChanges } from './releases';
import { readBody } from '../commandBody';

// Bodies are read after the release or sprint is found: an id the caller cannot read is 404 before a bad
// body's 400.

export async function createSprint(
  trx: Db,
  actor: Actor,
  releaseId: number,
  body: unknown,
): Promise<CommandOutcome<Sprint>> {
  const request = readBody(createSprintRequest, body);
  // The lock keeps a concurrent release delete from removing the release under the new sprint.
  const release = await releasePolicy.load(trx, actor, 'change', releaseId, { lock: true });
  const input = request.valid();
  const row = await releasesRepo.createSprint(trx, {
    name: input.name,
    description: input.description ?? null,
    startDate: input.startDate ?? null,
    endDate: input.endDate ?? null,
    releaseId: release.id,
  });
  const result = presentSprint(row);
  return { result, changes: [change(releasePolicy.scopeOf(release), 'sprint.created', result)] };
}

export async function updateSprint(
  trx: Db,
  actor: Actor,
  sprintId: number,
  body: unknown,
): Promise<CommandOutcome<Sprint>> {
  const request = readBody(updateSprintRequest, body);
  // The release too: its release.updated must not commit later with a sprint list from before this edit.
  const current = await releasePolicy.loadSprint(trx, actor, 'change', sprintId, {
    lock: true,
    lockRelease: true,
  });
  const input = request.valid();
  const values: Partial<SprintValues> = { ...mergedDates(current, input) };
  if (input.name !== undefined) values.name = input.name;
  if (input.description !== undefined) values.description = input.description;
  const result = presentSprint(await releasesRepo.updateSprint(trx, current.id, values));
  return { result, changes: [change(releasePolicy.scopeOf(current), 'sprint.updated', result)] };
}

export async function deleteSprint(
  trx: Db,
  actor: Actor,
  sprintId: number,
): Promise<CommandOutcome<{ id: number }>> {
  // Locked first: a card cannot be put into the sprint between moving its cards out and the delete. The
  // release too, so a concurrent release.updated does not list the sprint after its sprint.deleted.
  const current = await releasePolicy.loadSprint(trx, actor, 'change', sprintId, {
    lock: 'delete',
    lockRelease: true,
  });
  const moved = await releasesRepo.detachCardsFromSprint(trx, current.id);
  const scope = releasePolicy.scopeOf(current);
  return {
    result: { id: current.id },
    changes: [
      change(scope, 'sprint.deleted', { id: current.id }),
      ...(await movedCardChanges(trx, scope, moved)),
    ],
    // Into the trash with the cards it held, in the log's statement.
    lastWrite: [
      trashKeepRepo.keepSprint(trx, current.id, current.folderId, actor.id, moved),
      releasesRepo.deleteSprint(trx, current.id),
    ],
  };
}
