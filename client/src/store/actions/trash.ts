// Trash writes (docs/history.md): restore and purge go through mutate() like every other write, so their
// echoes are recognised as this tab's own and the restored things settle on the answer's versions.
import type { ChangeCause } from '../../../../common/schemas/history';
import {
  TRASH_BATCH_MAX,
  type RestoreAnswer,
  type TrashItem,
  type TrashKind,
} from '../../../../common/schemas/trash';
import { pacedByLimit } from '../../api/http';
import { trashApi } from '../../api/trash';
import { mutate } from '../mutations';
import { withCause } from '../undo/cause';

/**
 * Restores things of one kind, in requests of at most TRASH_BATCH_MAX (each all or nothing); null when a
 * request is refused (its toast shown). What came back shows on every screen from the answer and the echoes.
 */
export async function restoreFromTrash(
  kind: TrashKind,
  ids: readonly number[],
  cause?: ChangeCause,
): Promise<TrashItem[] | null> {
  const restored: TrashItem[] = [];
  for (let from = 0; from < ids.length; from += TRASH_BATCH_MAX) {
    const batch = ids.slice(from, from + TRASH_BATCH_MAX);
    const outcome = await mutate<RestoreAnswer>({
      ops: [],
      send: (options) =>
        pacedByLimit(() => trashApi.restore({ kind, ids: [...batch] }, withCause(options, cause))),
      answers: (answer) => answer.changes,
      failure: { title: 'Restore failed', description: 'Failed to restore from the trash' },
    });
    if (!outcome.ok || !outcome.result) return null;
    restored.push(...outcome.result.restored);
  }
  return restored;
}

/** Deletes things in the trash for good (the folder owner); true when done. */
export async function purgeFromTrash(kind: TrashKind, ids: readonly number[]): Promise<boolean> {
  for (let from = 0; from < ids.length; from += TRASH_BATCH_MAX) {
    const batch = ids.slice(from, from + TRASH_BATCH_MAX);
    const outcome = await mutate({
      ops: [],
      send: (options) => trashApi.purge({ kind, ids: [...batch] }, options),
      answers: () => [],
      failure: { title: 'Delete failed', description: 'Failed to delete from the trash' },
    });
    if (!outcome.ok) return false;
  }
  return true;
}

/** Empties a folder's trash (the owner, after a confirmation naming the count); the count deleted, or null. */
export async function emptyTrash(folderId: number): Promise<number | null> {
  const outcome = await mutate({
    ops: [],
    send: (options) => trashApi.empty(folderId, options),
    answers: () => [],
    failure: { title: 'Empty trash failed', description: 'Failed to empty the trash' },
  });
  return outcome.ok && outcome.result ? outcome.result.purged : null;
}
