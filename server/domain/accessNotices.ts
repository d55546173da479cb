// Who must hear that what they see changed (docs/realtime.md "access"). Worked out from a command's changes
// inside its transaction, before the log append (which may delete a folder, and its shares with it), and
// sent on each person's own channel only after the commit (runCommand).
import type { AccessChange, PendingChange } from '../../common/events';
import type { Db } from '../db/connection';
import { folderAudienceRepo, type AudienceRow } from '../db/repos/folderAudience';

export interface AccessNotice {
  userId: string;
  message: AccessChange;
}

/** A recipient whose share is active after this change (a pending invitee hears nothing yet). */
function activatedFor(change: PendingChange): string | null {
  if (change.type !== 'share.created' && change.type !== 'share.updated') return null;
  return change.data.status === 'active' ? change.data.sharedWithUserId : null;
}

/** Changes of what every member of the folder sees in their lists: its projects, its client's name. */
const changesLists = (change: PendingChange) =>
  change.type.startsWith('project.') || change.type === 'client.updated';

/** A folder just made (not restored from the trash): nobody but its owner can see it yet. */
const newFolderOwner = (change: PendingChange, restoring: boolean) =>
  !restoring && change.type === 'project.created' && change.data.id === change.folderId
    ? change.data.ownerId
    : null;

/**
 * The notices a command's changes call for: `shared` to a recipient whose share turned active, `unshared` to
 * one whose share was removed, `changed` to everyone who sees a folder whose lists changed. One statement,
 * and only when a change needs to know who sees a folder (a removed share names its recipient itself).
 */
export async function accessNotices(
  trx: Db,
  changes: readonly PendingChange[],
  { restoring = false }: { restoring?: boolean } = {},
): Promise<AccessNotice[]> {
  const asked = new Set<number>();
  for (const change of changes)
    if (activatedFor(change) || (changesLists(change) && !newFolderOwner(change, restoring)))
      asked.add(change.folderId);
  const audience: AudienceRow[] = asked.size ? await folderAudienceRepo.of(trx, [...asked]) : [];

  const notices = new Map<string, AccessNotice>();
  /** One notice per person and folder; a share's own notice wins over `changed`, which one per person is enough. */
  const add = (userId: string, message: AccessChange) => {
    const key = `${userId}:${message.folderId}`;
    const current = notices.get(key);
    if (message.reason === 'changed') {
      if ([...notices.keys()].some((k) => k.startsWith(`${userId}:`))) return;
    } else if (current && current.message.reason !== 'changed') return;
    notices.set(key, { userId, message });
  };
  for (const change of changes) {
    const recipient = activatedFor(change);
    if (recipient) {
      const row = audience.find((a) => a.folderId === change.folderId && a.userId === recipient);
      // Removed again in the same transaction, or not a reader after all: nothing to say.
      if (row?.sharedBy != null)
        add(recipient, {
          reason: 'shared',
          folderId: row.folderId,
          folderName: row.folderName,
          by: row.sharedBy,
        });
    } else if (change.type === 'share.deleted' && change.data.sharedWithUserId) {
      add(change.data.sharedWithUserId, { reason: 'unshared', folderId: change.folderId });
    } else if (newFolderOwner(change, restoring)) {
      add(newFolderOwner(change, restoring)!, { reason: 'changed', folderId: change.folderId });
    } else if (changesLists(change)) {
      for (const row of audience)
        if (row.folderId === change.folderId) add(row.userId, { reason: 'changed', folderId: row.folderId });
    }
  }
  return [...notices.values()];
}
