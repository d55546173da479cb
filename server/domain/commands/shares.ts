// Folder sharing commands (decisions.md "Access model"): share a folder by e-mail, remove or leave a share.
import type { PendingChange } from '../../../common/events';
import { SHARE_MESSAGES, type FolderShare } from '../../../common/schemas/shares';
import type { Db } from '../../db/connection';
import { folderSharesRepo } from '../../db/repos/folderShares';
import { usersRepo, type UserRow } from '../../db/repos/users';
import { badRequest, forbidden, notFound } from '../../http/errors';
import type { CommandOutcome } from '../changes';
import { assertFolderOwner, authorizeProject, type ProjectAccess } from '../policies';
import { presentShare } from '../presenters/shares';

/** Shares hang on folders; a child project inherits its folder's shares and has none of its own. */
export function assertFolder(access: ProjectAccess): void {
  if (access.parentId !== null) throw badRequest(SHARE_MESSAGES.notAFolder);
}

export interface ShareOutcome {
  share: FolderShare;
  /** false when the folder was already shared with that e-mail: nothing changed, no invitation. */
  created: boolean;
}

/**
 * Shares the folder with an e-mail address: active at once when someone has that address, else
 * pending until they sign up. Sharing again with the same address returns the existing share.
 */
export async function shareFolder(
  trx: Db,
  user: UserRow,
  folder: ProjectAccess,
  email: string,
): Promise<CommandOutcome<ShareOutcome>> {
  assertFolder(folder);
  assertFolderOwner(folder, SHARE_MESSAGES.ownerOnly);
  if (email === user.email.toLowerCase()) throw badRequest(SHARE_MESSAGES.self);

  const recipient = await usersRepo.findByEmail(trx, email);
  const inserted = await folderSharesRepo.createIfAbsent(trx, {
    folderId: folder.id,
    sharedWithEmail: email,
    sharedWithUserId: recipient?.id ?? null,
    sharedByUserId: user.id,
    status: recipient ? 'active' : 'pending',
  });
  const row = await folderSharesRepo.findReadByEmail(trx, folder.id, email);
  if (!row) throw notFound(SHARE_MESSAGES.notFound); // only if removed between the two statements
  const share = presentShare(row);
  return {
    result: { share, created: Boolean(inserted) },
    changes: inserted ? [{ folderId: folder.id, type: 'share.created', data: share }] : [],
  };
}

/** The folder's owner removes any share; a recipient may remove only their own (leave the folder). */
export async function removeShare(
  trx: Db,
  user: UserRow,
  shareId: number,
): Promise<CommandOutcome<{ id: number }>> {
  const share = await folderSharesRepo.findForUpdate(trx, shareId);
  if (!share) throw notFound(SHARE_MESSAGES.notFound);
  // Someone who cannot read the folder must not learn that the share exists.
  const folder = await authorizeProject(trx, user, share.folderId, SHARE_MESSAGES.notFound);
  if (folder.role !== 'owner' && share.sharedWithUserId !== user.id)
    throw forbidden(SHARE_MESSAGES.ownerOnly);
  await folderSharesRepo.delete(trx, share.id);
  return {
    result: { id: share.id },
    // sharedWithUserId lets the real-time layer cut the former recipient off at once.
    changes: [
      {
        folderId: share.folderId,
        type: 'share.deleted',
        data: { id: share.id, sharedWithUserId: share.sharedWithUserId },
      },
    ],
  };
}

/**
 * A new account takes up the shares waiting for its e-mail (pending → active); each folder's owner sees
 * the share turn active live (share.updated).
 */
export async function activateSharesFor(
  trx: Db,
  user: Pick<UserRow, 'id' | 'email'>,
): Promise<PendingChange[]> {
  const ids = await folderSharesRepo.activatePendingFor(trx, user.email, user.id);
  const changes: PendingChange[] = [];
  for (const id of ids) {
    const row = await folderSharesRepo.findRead(trx, id);
    if (row) changes.push({ folderId: row.folderId, type: 'share.updated', data: presentShare(row) });
  }
  return changes;
}
