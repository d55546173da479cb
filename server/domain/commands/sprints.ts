// Sprint commands: a sprint lives in a release; deleting it takes its cards out of the sprint, not the release.
import {
  RELEASE_MESSAGES,
  type CreateSprintRequest,
  type Sprint,
  type UpdateSprintRequest,
} from '../../../common/schemas/releases';
import type { Db } from '../../db/connection';
import { releasesRepo, type SprintValues } from '../../db/repos/releases';
import { notFound } from '../../http/errors';
import type { CommandOutcome } from '../changes';
import type { ProjectAccess } from '../policies';
import { presentSprint } from '../presenters/planning';
import { mergedDates, movedCardChanges } from './releases';

export async function createSprint(
  trx: Db,
  access: ProjectAccess,
  releaseId: number,
  input: CreateSprintRequest,
): Promise<CommandOutcome<Sprint>> {
  // The lock keeps a concurrent release delete from removing the release under the new sprint.
  const release = await releasesRepo.lock(trx, releaseId);
  if (!release) throw notFound(RELEASE_MESSAGES.notFound);
  const row = await releasesRepo.createSprint(trx, {
    name: input.name,
    description: input.description ?? null,
    startDate: input.startDate ?? null,
    endDate: input.endDate ?? null,
    releaseId: release.id,
  });
  const result = presentSprint(row);
  return {
    result,
    changes: [{ folderId: access.folderId, projectId: access.id, type: 'sprint.created', data: result }],
  };
}

export async function updateSprint(
  trx: Db,
  access: ProjectAccess,
  sprintId: number,
  input: UpdateSprintRequest,
): Promise<CommandOutcome<Sprint>> {
  const current = await releasesRepo.lockSprint(trx, sprintId);
  if (!current) throw notFound(RELEASE_MESSAGES.sprintNotFound);
  const values: Partial<SprintValues> = { ...mergedDates(current, input) };
  if (input.name !== undefined) values.name = input.name;
  if (input.description !== undefined) values.description = input.description;
  const result = presentSprint(await releasesRepo.updateSprint(trx, current.id, values));
  return {
    result,
    changes: [{ folderId: access.folderId, projectId: access.id, type: 'sprint.updated', data: result }],
  };
}

export async function deleteSprint(
  trx: Db,
  access: ProjectAccess,
  sprintId: number,
): Promise<CommandOutcome<{ id: number }>> {
  // Locked first: a card cannot be put into the sprint between moving its cards out and the delete.
  const current = await releasesRepo.lockSprint(trx, sprintId);
  if (!current) throw notFound(RELEASE_MESSAGES.sprintNotFound);
  const moved = await releasesRepo.detachCardsFromSprint(trx, current.id);
  await releasesRepo.deleteSprint(trx, current.id);
  return {
    result: { id: current.id },
    changes: [
      { folderId: access.folderId, projectId: access.id, type: 'sprint.deleted', data: { id: current.id } },
      ...(await movedCardChanges(trx, access, moved)),
    ],
  };
}
