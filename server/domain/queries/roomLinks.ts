// Reads of projector room links: a folder's list for its owner, and what a projector holding a key may see
// (the link the key names, and the project it shows, read with its folder's seq).
import type { RoomLink } from '../../../common/schemas/roomLinks';
import { SHARE_MESSAGES } from '../../../common/schemas/shares';
import { hashToken } from '../../auth/tokens';
import type { Db } from '../../db/connection';
import { projectJsonRepo } from '../../db/repos/projectJson';
import { roomLinksRepo } from '../../db/repos/roomLinks';
import type { Actor } from '../policies/authorize';
import * as projectPolicy from '../policies/projects';
import { presentRoomLink } from '../presenters/roomLinks';

/** GET /api/folders/{id}/room-links: the folder's owner. */
export async function folderRoomLinks(db: Db, actor: Actor, folderId: number): Promise<RoomLink[]> {
  const folder = await projectPolicy.loadFolder(
    db,
    actor,
    'manageRoomLinks',
    folderId,
    SHARE_MESSAGES.notAFolder,
  );
  return (await roomLinksRepo.listForFolder(db, folder.id)).map(presentRoomLink);
}

/** The link a room key opens (compared by its hash only), if it still exists. */
export const roomLinkByKey = (db: Db, key: string) => roomLinksRepo.findByTokenHash(db, hashToken(key));

/** A link with its folder's seq now and its project's running meeting; undefined once revoked. */
export const roomLinkNow = (db: Db, linkId: number) => roomLinksRepo.findWithSeq(db, linkId);

/** The data a projector starts from: its project's cards, use cases and releases as JSON text. */
export const projectorBundle = (db: Db, projectId: number) => projectJsonRepo.bundle(db, projectId);
