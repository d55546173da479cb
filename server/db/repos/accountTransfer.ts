// SQL for deleting an account without taking its teammates' data: the account's shared folders (the folders it
// owns that someone else has as an active share) with their members, and handing such a folder to a member.
import type { Db } from '../connection';
import { personName } from './meetingReads';
import type { ProjectRow } from './projects';
import type { UserRow } from './users';

interface FolderMember {
  id: string;
  name: string;
  email: string;
}

export interface SharedFolderRow {
  id: number;
  name: string;
  clientName: string;
  /** The active share recipients, in the order they were shared with. */
  members: FolderMember[];
}

/**
 * The user's shared folders as one json column `sharedFolders` of a query on `users u`: each folder the user
 * owns with at least one active share, its client's name and its active members. `owned` limits the folders
 * to the ids a CTE of that name returns (the locked ones).
 */
const sharedFoldersColumn = (owned: boolean) => `COALESCE((
    SELECT json_agg(json_build_object('id', f.id, 'name', f.name, 'clientName', c.name, 'members', m.members)
      ORDER BY lower(f.name), f.id)
    FROM projects f
    JOIN clients c ON c.id = f."clientId"
    CROSS JOIN LATERAL (
      SELECT json_agg(json_build_object('id', mu.id, 'name', ${personName('mu')}, 'email', mu.email)
        ORDER BY s.id) AS members
      FROM folder_shares s JOIN users mu ON mu.id = s."sharedWithUserId"
      WHERE s."folderId" = f.id AND s.status = 'active'
    ) m
    WHERE f."ownerId" = u.id AND f."parentId" IS NULL AND m.members IS NOT NULL
      ${owned ? 'AND f.id IN (SELECT id FROM owned)' : ''}
  ), '[]'::json) AS "sharedFolders"`;

export const accountTransferRepo = {
  /** The user's shared folders, or undefined for an unknown user: the admin's read before a delete. */
  async sharedFolders(db: Db, userId: string): Promise<SharedFolderRow[] | undefined> {
    const { rows } = await db.raw(`SELECT ${sharedFoldersColumn(false)} FROM users u WHERE u.id = ?`, [
      userId,
    ]);
    return rows[0]?.sharedFolders as SharedFolderRow[] | undefined;
  },

  /**
   * The user to delete, with their shared folders, in one statement that locks every folder the user owns
   * (the trash and the transfer write them) and the user's row: no share by them, and no second delete of
   * them, gets past it until this transaction ends.
   */
  async lockForDeletion(
    db: Db,
    userId: string,
  ): Promise<(UserRow & { sharedFolders: SharedFolderRow[] }) | undefined> {
    const { rows } = await db.raw(
      `WITH owned AS (
         SELECT id FROM projects WHERE "ownerId" = :userId AND "parentId" IS NULL ORDER BY id FOR UPDATE
       )
       SELECT u.*, ${sharedFoldersColumn(true)} FROM users u WHERE u.id = :userId FOR UPDATE OF u`,
      { userId },
    );
    return rows[0];
  },

  /**
   * Gives the folder and its projects to a member, in one statement: in their client of the same name (compared
   * case-insensitively; the oldest when several), else in a copy of the folder's client made theirs; with the
   * projector links the old owner made (they keep working). The member's own share ends (they own the folder
   * now); the other shares become the member's (a share is deleted with its sharer's account). Answers the
   * moved rows, the folder first, and the id of the share that ended.
   */
  async transferFolder(
    db: Db,
    folderId: number,
    { oldOwnerId, newOwnerId }: { oldOwnerId: string; newOwnerId: string },
  ): Promise<{ projects: ProjectRow[]; endedShareId: number | undefined }> {
    const { rows } = await db.raw(
      `WITH source AS (
         SELECT c.name, c.description, c."isSharedCompany" FROM clients c
         JOIN projects f ON f."clientId" = c.id WHERE f.id = :folderId
       ), existing AS (
         SELECT c.id FROM clients c JOIN source s ON lower(c.name) = lower(s.name)
         WHERE c."ownerId" = CAST(:newOwnerId AS uuid) ORDER BY c.id LIMIT 1
       ), created AS (
         INSERT INTO clients (name, description, "isSharedCompany", "ownerId")
         SELECT name, description, "isSharedCompany", CAST(:newOwnerId AS uuid) FROM source
         WHERE NOT EXISTS (SELECT 1 FROM existing)
         RETURNING id
       ), moved AS (
         UPDATE projects SET "ownerId" = :newOwnerId, "updatedAt" = now(),
           "clientId" = (SELECT id FROM existing UNION ALL SELECT id FROM created)
         WHERE id = :folderId OR "parentId" = :folderId
         RETURNING *
       ), links AS (
         UPDATE room_links SET "createdByUserId" = :newOwnerId
         WHERE "createdByUserId" = :oldOwnerId AND "projectId" IN (SELECT id FROM moved)
       ), ended AS (
         DELETE FROM folder_shares WHERE "folderId" = :folderId AND "sharedWithUserId" = :newOwnerId
         RETURNING id
       ), kept AS (
         UPDATE folder_shares SET "sharedByUserId" = :newOwnerId, "updatedAt" = now()
         WHERE "folderId" = :folderId AND "sharedWithUserId" IS DISTINCT FROM CAST(:newOwnerId AS uuid)
       )
       SELECT moved.*, (SELECT id FROM ended) AS "endedShareId"
       FROM moved ORDER BY "parentId" NULLS FIRST, id`,
      { folderId, oldOwnerId, newOwnerId },
    );
    const projects = (rows as (ProjectRow & { endedShareId: number | null })[]).map(
      ({ endedShareId: _ended, ...row }) => row,
    );
    return { projects, endedShareId: rows[0]?.endedShareId ?? undefined };
  },
};
