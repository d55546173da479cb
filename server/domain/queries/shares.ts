// Reads of sharing: a folder's shares with its owner, and how many people each visible folder is shared with.
import { SHARE_MESSAGES } from '../../../common/schemas/shares';
import type { Db } from '../../db/connection';
import { folderSharesRepo } from '../../db/repos/folderShares';
import type { Actor } from '../policies/authorize';
import * as projectPolicy from '../policies/projects';
import { presentShareList } from '../presenters/shares';

/** GET /api/folders/{id}/shares: whoever may read the folder. */
export async function folderShareList(db: Db, actor: Actor, folderId: number) {
  const folder = await projectPolicy.loadFolder(db, actor, 'read', folderId, SHARE_MESSAGES.notAFolder);
  const { shares, owner } = await folderSharesRepo.listWithOwner(db, folder.id, folder.ownerId);
  return presentShareList(shares, owner);
}

/** The share count of each folder the actor sees, by folder id. */
export const visibleShareCounts = (db: Db, actor: Actor): Promise<Record<string, number>> =>
  folderSharesRepo.visibleCounts(db, actor.id);
