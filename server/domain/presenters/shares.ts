// Folder shares as they leave the server, parsed through the response schema so no column leaks.
import { folderShare, type FolderShare } from '../../../common/schemas/shares';
import type { FolderOwner, FolderShareReadRow } from '../../db/repos/folderShares';
import { iso } from './time';

/**
 * Who the recipient is (their account and name) shows only once the share is active: a pending share must
 * not tell the sharer whether the address has an account, nor whose (docs/decisions.md "Access model").
 */
export function presentShare(row: FolderShareReadRow, folderOwner?: FolderOwner): FolderShare {
  const active = row.status === 'active';
  return folderShare.parse({
    id: row.id,
    folderId: row.folderId,
    sharedWithEmail: row.sharedWithEmail,
    sharedWithUserId: active ? row.sharedWithUserId : null,
    sharedByUserId: row.sharedByUserId,
    status: row.status,
    sharedWithUser:
      active && row.sharedWithUserId !== null
        ? { firstName: row.sharedWithFirstName, lastName: row.sharedWithLastName }
        : null,
    ...(folderOwner
      ? {
          folderOwner: {
            email: folderOwner.email,
            firstName: folderOwner.firstName,
            lastName: folderOwner.lastName,
          },
        }
      : {}),
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
    version: row.version,
  });
}

/** A folder's share list: the first entry also names the folder's owner (spec section 3). */
export const presentShareList = (rows: FolderShareReadRow[], folderOwner: FolderOwner | undefined) =>
  rows.map((row, index) => presentShare(row, index === 0 ? folderOwner : undefined));
