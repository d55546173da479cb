// What "Empty trash" deletes for good, and how many things that is (its confirmation names the count).
import type { TrashItem } from '../../../../common/schemas/trash';
import { trashApi } from '../../api/trash';
import { emptyTrash, purgeFromTrash } from '../../store/actions/trash';
import { byKind } from './trashText';

export interface EmptyPlan {
  /** How many things go for good; what the confirmation names. */
  count: (listed: readonly TrashItem[]) => Promise<number>;
  /** Deletes them; the count deleted, or null when refused (the action toasted). */
  run: (listed: readonly TrashItem[]) => Promise<number | null>;
}

/**
 * A project's trash: exactly what it lists. (Emptying the folder's trash would also take the other projects'
 * deleted things, which this screen does not show.)
 */
export const listedPlan: EmptyPlan = {
  count: async (listed) => listed.length,
  async run(listed) {
    for (const [kind, ids] of byKind(listed)) if (!(await purgeFromTrash(kind, ids))) return null;
    return listed.length;
  },
};

/** A folder's whole trash: its deleted projects and what its projects hold in theirs. */
export const folderPlan = (folderId: number, projectIds: readonly number[]): EmptyPlan => ({
  async count() {
    const lists = await Promise.all([folderId, ...projectIds].map((id) => trashApi.ofProject(id)));
    return lists.reduce((sum, list) => sum + list.items.length, 0);
  },
  run: () => emptyTrash(folderId),
});
