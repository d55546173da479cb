// Reads for the admin's account management: what deleting an account would decide about.
import { ADMIN_MESSAGES, sharedFolderList, type SharedFolderList } from '../../../common/schemas/admin';
import type { Db } from '../../db/connection';
import { accountTransferRepo } from '../../db/repos/accountTransfer';
import { notFound } from '../errors';

/** The folders the user owns that others have as active shares, with those members (none: an empty list). */
export async function sharedFoldersOf(db: Db, userId: string): Promise<SharedFolderList> {
  const folders = await accountTransferRepo.sharedFolders(db, userId);
  if (!folders) throw notFound(ADMIN_MESSAGES.notFound);
  return sharedFolderList.parse({ folders });
}
