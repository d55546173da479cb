// Release commands: create, edit (any subset, e.g. only the roadmap toggle), delete (its cards go to Future).
import type { PendingChange } from '../../../common/events';
import {
  DATE_ORDER_MESSAGE,
  RELEASE_MESSAGES,
  type CreateReleaseRequest,
  type Release,
  type UpdateReleaseRequest,
} from '../../../common/schemas/releases';
import type { Db } from '../../db/connection';
import { releasesRepo, type ReleaseRow, type ReleaseValues } from '../../db/repos/releases';
import { badRequest, notFound } from '../../http/errors';
import type { CommandOutcome } from '../changes';
import type { ProjectAccess } from '../policies';
import { presentCard, presentRelease } from '../presenters/planning';

interface Dated {
  startDate: string | null;
  endDate: string | null;
}

/**
 * The dates a row will have after an update (undefined keeps the stored value, null clears it), checked
 * for order: the request schema can only compare dates that arrive together.
 */
export function mergedDates(stored: Dated, input: Partial<Record<keyof Dated, string | null>>): Dated {
  const merged = {
    startDate: input.startDate === undefined ? stored.startDate : input.startDate,
    endDate: input.endDate === undefined ? stored.endDate : input.endDate,
  };
  if (merged.startDate && merged.endDate && merged.endDate < merged.startDate)
    throw badRequest(DATE_ORDER_MESSAGE, [{ path: 'endDate', message: DATE_ORDER_MESSAGE }]);
  return merged;
}

/** One 'card.updated' per card a delete moved, so every open board drops the stale reference. */
export async function movedCardChanges(
  trx: Db,
  access: { folderId: number; id: number },
  cardIds: number[],
): Promise<PendingChange[]> {
  const rows = await releasesRepo.cardsRead(trx, cardIds);
  return rows.map((row) => ({
    folderId: access.folderId,
    projectId: access.id,
    type: 'card.updated',
    data: presentCard(row),
  }));
}

export async function presentWithSprints(trx: Db, row: ReleaseRow): Promise<Release> {
  return presentRelease(row, await releasesRepo.sprintsForReleases(trx, [row.id]));
}

export async function createRelease(
  trx: Db,
  access: ProjectAccess,
  input: CreateReleaseRequest,
): Promise<CommandOutcome<Release>> {
  const row = await releasesRepo.create(trx, {
    name: input.name,
    description: input.description ?? null,
    startDate: input.startDate ?? null,
    endDate: input.endDate ?? null,
    roadmapVisible: input.roadmapVisible ?? true,
    projectId: access.id,
  });
  const result = presentRelease(row, []);
  return {
    result,
    changes: [{ folderId: access.folderId, projectId: access.id, type: 'release.created', data: result }],
  };
}

export async function updateRelease(
  trx: Db,
  access: ProjectAccess,
  releaseId: number,
  input: UpdateReleaseRequest,
): Promise<CommandOutcome<Release>> {
  const current = await releasesRepo.lock(trx, releaseId);
  if (!current) throw notFound(RELEASE_MESSAGES.notFound);
  const values: Partial<ReleaseValues> = { ...mergedDates(current, input) };
  if (input.name !== undefined) values.name = input.name;
  if (input.description !== undefined) values.description = input.description;
  if (input.roadmapVisible !== undefined) values.roadmapVisible = input.roadmapVisible;
  const result = await presentWithSprints(trx, await releasesRepo.update(trx, current.id, values));
  return {
    result,
    changes: [{ folderId: access.folderId, projectId: access.id, type: 'release.updated', data: result }],
  };
}

export async function deleteRelease(
  trx: Db,
  access: ProjectAccess,
  releaseId: number,
): Promise<CommandOutcome<{ id: number }>> {
  // Locks first: a card cannot be put into this release or its sprints until we are done.
  const current = await releasesRepo.lock(trx, releaseId);
  if (!current) throw notFound(RELEASE_MESSAGES.notFound);
  await releasesRepo.lockSprintsOf(trx, current.id);
  const moved = await releasesRepo.detachCardsFromRelease(trx, current.id);
  await releasesRepo.delete(trx, current.id);
  return {
    result: { id: current.id },
    changes: [
      { folderId: access.folderId, projectId: access.id, type: 'release.deleted', data: { id: current.id } },
      ...(await movedCardChanges(trx, access, moved)),
    ],
  };
}
