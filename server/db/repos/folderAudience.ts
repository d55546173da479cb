// SQL for who sees a folder right now: its owner and its active share recipients (pending invitees see
// nothing). The real-time layer tells these people when what they see changes (docs/realtime.md "access").
import type { Db } from '../connection';

export interface AudienceRow {
  folderId: number;
  folderName: string;
  userId: string;
  /** For a recipient: the display name of who shared the folder with them; null for the owner. */
  sharedBy: string | null;
}

/** A display name as identityOf (realtime/identity.ts) and the invitation mail build it: name, else e-mail. */
const DISPLAY_NAME = `COALESCE(NULLIF(trim(concat_ws(' ', u."firstName", u."lastName")), ''), u.email)`;

export const folderAudienceRepo = {
  /** Everyone who may read each of the folders, in one statement (inside the writing transaction). */
  async of(db: Db, folderIds: number[]): Promise<AudienceRow[]> {
    if (!folderIds.length) return [];
    const { rows } = await db.raw(
      `SELECT f.id AS "folderId", f.name AS "folderName", f."ownerId" AS "userId", NULL AS "sharedBy"
         FROM projects f
        WHERE f.id = ANY(?::int[]) AND f."parentId" IS NULL
       UNION ALL
       SELECT f.id, f.name, s."sharedWithUserId", ${DISPLAY_NAME}
         FROM folder_shares s
         JOIN projects f ON f.id = s."folderId"
         LEFT JOIN users u ON u.id = s."sharedByUserId"
        WHERE s."folderId" = ANY(?::int[]) AND s.status = 'active' AND s."sharedWithUserId" IS NOT NULL`,
      [folderIds, folderIds],
    );
    return rows as AudienceRow[];
  },
};
