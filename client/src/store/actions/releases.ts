// Release and sprint writes (spec 8 "Releases"), each one optimistic write through mutate(), with the
// spec's toasts.
import { ops, type Op } from '../../../../common/realtime/reconcile';
import type { ChangeCause } from '../../../../common/schemas/history';
import { errorText } from '../../api/http';
import { type ReleaseInput, type SprintInput, releasesApi } from '../../api/releases';
import type { Card } from '../../../../common/schemas/cards';
import type { Release, Sprint } from '../../../../common/schemas/releases';
import { toast } from '../../ui';
import { board } from '../board';
import { mutate, tempId } from '../mutations';
import { deletedHere, recordDelete, withUndo } from '../undo';
import { withCause } from '../undo/cause';

const now = () => new Date().toISOString();

/** The cards `leaves` takes out, shown with `fields` at once (the server moves them too). */
const detach = (leaves: (card: Card) => boolean, fields: Partial<Card>): Op[] =>
  Object.values(board.cards)
    .filter(leaves)
    .map((card) => ops.patch('cards', card.id, fields));

export async function createRelease(input: ReleaseInput & { name: string }): Promise<Release | null> {
  const projectId = board.projectId;
  if (projectId === null) return null;
  const placeholder: Release = {
    id: tempId(),
    name: input.name,
    description: input.description ?? null,
    startDate: input.startDate ?? null,
    endDate: input.endDate ?? null,
    roadmapVisible: input.roadmapVisible ?? true,
    projectId,
    sprints: [],
    createdAt: now(),
    updatedAt: now(),
    version: 0,
  };
  const outcome = await mutate({
    ops: [ops.create('releases', placeholder)],
    send: (options) => releasesApi.create({ ...input, projectId }, options),
    answers: (release) => [{ type: 'release.created', data: release }],
    failure: (error) => ({ title: errorText(error, 'Failed to create release') }),
  });
  if (!outcome.ok) return null;
  toast({ title: 'Release created successfully' });
  return outcome.result;
}

/** Edits a release; `roadmapVisible` alone is the list's visibility toggle (its own failure text). */
export async function updateRelease(releaseId: number, changes: ReleaseInput): Promise<boolean> {
  if (!board.releases[releaseId]) return false;
  const toggle = Object.keys(changes).length === 1 && 'roadmapVisible' in changes;
  const outcome = await mutate({
    ops: [ops.patch('releases', releaseId, changes)],
    send: (options) => releasesApi.update(releaseId, changes, options),
    answers: (release) => [{ type: 'release.updated', data: release }],
    notFound: { kind: 'releases', id: releaseId, means: 'gone' },
    failure: (error) => ({
      title: toggle ? 'Failed to update roadmap visibility' : errorText(error, 'Failed to update release'),
    }),
  });
  if (outcome.ok && !toggle) toast({ title: 'Release updated successfully' });
  return outcome.ok;
}

/** The release (with its sprints) goes at once, and its cards show Future. */
function removeRelease(releaseId: number, cause?: ChangeCause) {
  const sprintIds = new Set(board.releases[releaseId]?.sprints.map((sprint) => sprint.id));
  const leaves = (card: Card) =>
    card.releaseId === releaseId || (card.sprintId !== null && sprintIds.has(card.sprintId));
  return mutate({
    ops: [
      ops.remove('releases', releaseId),
      ...detach(leaves, { releaseId: null, sprintId: null, release: null }),
    ],
    send: (options) => releasesApi.remove(releaseId, withCause(options, cause)),
    answers: () => [{ type: 'release.deleted', data: { id: releaseId } }],
    notFound: { kind: 'releases', id: releaseId, means: 'deleted' },
    failure: { title: 'Failed to delete release' },
  });
}

/** Deletes a release and its sprints to the trash: undone by restoring them, redone by deleting again. */
export async function deleteRelease(releaseId: number): Promise<boolean> {
  const release = board.releases[releaseId];
  if (!release) return false;
  const outcome = await removeRelease(releaseId);
  if (!outcome.ok) return false;
  const entry = deletedHere(outcome)
    ? recordDelete(`Delete release “${release.name}”`, 'release', [releaseId], () =>
        removeRelease(releaseId, 'redo'),
      )
    : null;
  toast({ title: 'Release deleted successfully', ...withUndo(entry) });
  return true;
}

/** Sprints are shown inside their release at once; the answer (or its echo) puts the real one there. */
export async function createSprint(releaseId: number, input: SprintInput & { name: string }) {
  if (!board.releases[releaseId]) return null;
  const placeholder: Sprint = {
    id: tempId(),
    name: input.name,
    description: input.description ?? null,
    startDate: input.startDate ?? null,
    endDate: input.endDate ?? null,
    releaseId,
    createdAt: now(),
    updatedAt: now(),
    version: 0,
  };
  const outcome = await mutate({
    ops: [ops.create('sprints', placeholder, releaseId)],
    send: (options) => releasesApi.createSprint(releaseId, input, options),
    answers: (sprint) => [{ type: 'sprint.created', data: sprint }],
    failure: (error) => ({ title: errorText(error, 'Failed to create sprint') }),
  });
  if (!outcome.ok || !outcome.result) return null;
  toast({ title: 'Sprint created', description: `${outcome.result.name} was added to the release.` });
  return outcome.result;
}

/** The sprint goes at once; its cards stay in the release, out of the sprint. */
function removeSprint(releaseId: number, sprintId: number, cause?: ChangeCause) {
  return mutate({
    ops: [
      ops.remove('sprints', sprintId, releaseId),
      ...detach((card) => card.sprintId === sprintId, { sprintId: null }),
    ],
    send: (options) => releasesApi.removeSprint(sprintId, withCause(options, cause)),
    answers: () => [{ type: 'sprint.deleted', data: { id: sprintId } }],
    notFound: { kind: 'sprints', id: sprintId, means: 'deleted' },
    failure: (error) => ({ title: errorText(error, 'Failed to delete sprint') }),
  });
}

/** Deletes a sprint to the trash: undone by restoring it, redone by deleting it again. */
export async function deleteSprint(releaseId: number, sprintId: number) {
  const sprint = board.releases[releaseId]?.sprints.find((s) => s.id === sprintId);
  const outcome = await removeSprint(releaseId, sprintId);
  if (!outcome.ok) return false;
  const label = sprint ? `Delete sprint “${sprint.name}”` : 'Delete sprint';
  const entry = deletedHere(outcome)
    ? recordDelete(label, 'sprint', [sprintId], () => removeSprint(releaseId, sprintId, 'redo'))
    : null;
  toast({ title: 'Sprint deleted', ...withUndo(entry) });
  return true;
}
