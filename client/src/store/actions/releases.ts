// Release and sprint writes (spec 8 "Releases"): optimistic, rolled back with the spec's toast when refused.
import { errorText } from '../../api/http';
import { releasesApi, type Release, type ReleaseInput, type SprintInput } from '../../api/workspace';
import { toast } from '../../ui';
import { board, putRelease } from '../board';
import { failureToast, newMutation, pendingCreates, tempId } from '../mutations';

export async function createRelease(input: ReleaseInput & { name: string }): Promise<Release | null> {
  const projectId = board.projectId;
  if (projectId === null) return null;
  const placeholderId = tempId();
  const mutation = newMutation();
  pendingCreates.set(mutation.mutationId, { collection: 'releases', tempId: placeholderId });
  const now = new Date().toISOString();
  putRelease({
    id: placeholderId,
    name: input.name,
    description: input.description ?? null,
    startDate: input.startDate ?? null,
    endDate: input.endDate ?? null,
    roadmapVisible: input.roadmapVisible ?? true,
    projectId,
    sprints: [],
    createdAt: now,
    updatedAt: now,
  });
  try {
    const release = await releasesApi.create({ ...input, projectId }, mutation);
    putRelease(release);
    toast({ title: 'Release created successfully' });
    return release;
  } catch (error) {
    failureToast({ title: errorText(error, 'Failed to create release') });
    return null;
  } finally {
    delete board.releases[placeholderId];
    pendingCreates.delete(mutation.mutationId);
  }
}

/** Edits a release; `roadmapVisible` alone is the list's visibility toggle (its own failure text). */
export async function updateRelease(releaseId: number, changes: ReleaseInput): Promise<boolean> {
  const before = board.releases[releaseId];
  if (!before) return false;
  const optimistic: Release = { ...before, ...changes };
  putRelease(optimistic);
  const toggle = Object.keys(changes).length === 1 && 'roadmapVisible' in changes;
  try {
    putRelease(await releasesApi.update(releaseId, changes, newMutation()));
    if (!toggle) toast({ title: 'Release updated successfully' });
    return true;
  } catch (error) {
    if (board.releases[releaseId] === optimistic) putRelease(before);
    failureToast({
      title: toggle ? 'Failed to update roadmap visibility' : errorText(error, 'Failed to update release'),
    });
    return false;
  }
}

export async function deleteRelease(releaseId: number): Promise<boolean> {
  const before = board.releases[releaseId];
  if (!before) return false;
  delete board.releases[releaseId];
  try {
    await releasesApi.remove(releaseId, newMutation());
    toast({ title: 'Release deleted successfully' });
    return true;
  } catch {
    putRelease(before);
    failureToast({ title: 'Failed to delete release' });
    return false;
  }
}

/** Sprints: the server's answer (and its event) updates the release's sprint list. */
export async function createSprint(releaseId: number, input: SprintInput & { name: string }) {
  try {
    const sprint = await releasesApi.createSprint(releaseId, input, newMutation());
    const release = board.releases[releaseId];
    if (release && !release.sprints.some((s) => s.id === sprint.id)) {
      putRelease({ ...release, sprints: [...release.sprints, sprint] });
    }
    toast({ title: 'Sprint created', description: `${sprint.name} was added to the release.` });
    return sprint;
  } catch (error) {
    failureToast({ title: errorText(error, 'Failed to create sprint') });
    return null;
  }
}

export async function deleteSprint(releaseId: number, sprintId: number) {
  const release = board.releases[releaseId];
  try {
    await releasesApi.removeSprint(sprintId, newMutation());
    if (release) putRelease({ ...release, sprints: release.sprints.filter((s) => s.id !== sprintId) });
    toast({ title: 'Sprint deleted' });
    return true;
  } catch (error) {
    failureToast({ title: errorText(error, 'Failed to delete sprint') });
    return false;
  }
}
