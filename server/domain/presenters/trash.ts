// A thing in the trash as the API shows it: what it was, who deleted it and when the trash forgets it.
import type { TrashItem } from '../../../common/schemas/trash';
import type { TrashListRow } from '../../db/repos/trash';
import { purgeAtOf } from '../trashRetention';

export function presentTrashItem(
  row: Omit<TrashListRow, 'deletedByName'> & { deletedByName?: string | null },
): TrashItem {
  const deletedAt = new Date(row.deletedAt);
  return {
    id: row.entityId,
    kind: row.kind,
    label: row.label,
    folderId: row.folderId,
    projectId: row.projectId,
    deletedAt: deletedAt.toISOString(),
    deletedBy: row.deletedBy && row.deletedByName ? { id: row.deletedBy, name: row.deletedByName } : null,
    purgeAt: purgeAtOf(deletedAt).toISOString(),
    contains: row.contains,
  };
}
