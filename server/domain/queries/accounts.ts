// Reads of accounts: the signed-in user, the admin's users table with each one's card count, and what
// deleting an account would decide about.
import { ADMIN_MESSAGES, sharedFolderList, type SharedFolderList } from '../../../common/schemas/admin';
import type { Db } from '../../db/connection';
import { accountTransferRepo } from '../../db/repos/accountTransfer';
import { usersRepo, type UserRow } from '../../db/repos/users';
import { notFound } from '../errors';
import { presentAdminUser } from '../presenters/users';

/** The folders the user owns that others have as active shares, with those members (none: an empty list). */
export async function sharedFoldersOf(db: Db, userId: string): Promise<SharedFolderList> {
  const folders = await accountTransferRepo.sharedFolders(db, userId);
  if (!folders) throw notFound(ADMIN_MESSAGES.notFound);
  return sharedFolderList.parse({ folders });
}

/** The account a session names; undefined once it was deleted. */
export const accountById = (db: Db, userId: string): Promise<UserRow | undefined> =>
  usersRepo.findById(db, userId);

/** The admin's users table, oldest account first. */
export const adminUsers = async (db: Db) => (await usersRepo.listWithFeatureCounts(db)).map(presentAdminUser);

/** One row of the admin's users table (`fallback`: the account as just written, should the read miss it). */
export const adminUser = async (db: Db, fallback: UserRow) =>
  presentAdminUser((await usersRepo.findWithFeatureCount(db, fallback.id)) ?? fallback);
