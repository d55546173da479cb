// Which trash entries a user may see, list and take (docs/history.md "Who reads what"): decided by where the
// thing lives now and by when it was deleted, in the same statement as the read or the take, so an entry the
// caller may not see is never read, locked or deleted for them.
import type { AccessRole } from '../../../common/schemas/clients';
import type { TrashKind } from '../../../common/schemas/trash';
import type { Db } from '../connection';
import { PAST_READER_COLUMNS, PAST_SQL, pastReader, readsPast, ROLE_SQL } from './folderScope';
import { personName } from './meetingReads';
import type { TrashListRow, TrashRow } from './trash';

/** A trash entry the caller may see, taken, with their role on the folder it lives in now. */
export type TakenTrashRow = TrashRow & { role: AccessRole };

/**
 * SQL: the folder the thing of entry t lives in now. A project: the folder it was deleted from (it cannot have
 * moved since). A thing of a project: that project's folder, or, the project being in the trash itself, the
 * folder whose trash holds it. Never the folder t was deleted in: a project moves with its trash. A folder:
 * none (its own rows decide).
 */
const LIVES_IN = `CASE t.kind WHEN 'folder' THEN NULL WHEN 'project' THEN t."folderId"
  ELSE COALESCE((SELECT COALESCE(lp."parentId", lp.id) FROM projects lp WHERE lp.id = t."projectId"),
    (SELECT tp."folderId" FROM trash tp WHERE tp.kind = 'project' AND tp."entityId" = t."projectId")) END`;

/** SQL: the history row of entry t's delete (alias d: its seq and folder), by the index (kind, entityId, id). */
const DELETE_ROW = `LEFT JOIN LATERAL (
    SELECT d.seq, d."folderId" FROM history d
     WHERE d.kind = CASE t.kind WHEN 'folder' THEN 'project' ELSE t.kind END AND d."entityId" = t."entityId"
       AND d.action = 'deleted'
     ORDER BY d.id DESC LIMIT 1) d ON true`;

/**
 * SQL: deleted folder t is the caller's to claim (one binding: the user id): the account deletion sent it to the
 * trash (docs/security.md "Deleting an account"), its owner's account is gone, and the caller had it as an
 * active share. A folder its owner deleted stays theirs, and goes with their account.
 */
const CLAIMABLE = `(t."byAccountDeletion" AND NOT EXISTS (SELECT 1 FROM users o WHERE o.id = t."ownerId")
  AND t.rows->'folder_shares' @> jsonb_build_array(jsonb_build_object('sharedWithUserId', ?::text, 'status', 'active')))`;

const LIST_COLUMNS = `t.id, t.kind, t."entityId", t."folderId", t."projectId", t."ownerId", t.label, t."deletedBy",
  t."deletedAt", t.contains, (SELECT ${personName('u')} FROM users u WHERE u.id = t."deletedBy") AS "deletedByName"`;

/** The entries of `where` (bindings after the reader's) the reader may see, of a folder they read, newest first. */
const listed = (db: Db, userId: string, folderId: number, where: string, bindings: (string | number)[]) =>
  db
    .raw(
      `WITH reader AS MATERIALIZED (SELECT ${PAST_READER_COLUMNS} FROM projects f WHERE f.id = ?::int)
       SELECT ${LIST_COLUMNS} FROM reader r CROSS JOIN trash t ${DELETE_ROW}
        WHERE ${where} AND ${readsPast('r', 'd.seq', 'd."folderId"')}
        ORDER BY t."deletedAt" DESC, t.id DESC`,
      [...pastReader(userId), folderId, ...bindings],
    )
    .then(({ rows }: { rows: TrashListRow[] }) => rows);

export const trashAccessRepo = {
  /**
   * Takes entries out of the trash (locked until the caller's transaction ends), only those the caller may
   * see: a member's of the folder each lives in now, deleted after their floor (the owner's: all); a folder,
   * its owner's or claimable (CLAIMABLE). Others are neither locked nor taken: the caller finds fewer.
   */
  take: (db: Db, userId: string, kind: TrashKind, ids: number[]): Promise<TakenTrashRow[]> =>
    db
      .raw(
        `WITH asked AS MATERIALIZED (
           SELECT t.id,
                  CASE WHEN t.kind = 'folder'
                       THEN CASE WHEN t."ownerId" = ?::uuid THEN 'owner' WHEN ${CLAIMABLE} THEN 'shared' END
                       ELSE ${ROLE_SQL} END AS role,
                  t.kind = 'folder' OR ${PAST_SQL('d.seq', 'd."folderId"')} AS seen
             FROM trash t LEFT JOIN projects f ON f.id = (${LIVES_IN}) ${DELETE_ROW}
            WHERE t.kind = ? AND t."entityId" = ANY(?::int[]))
         DELETE FROM trash t USING asked a
          WHERE t.id = a.id AND a.role IS NOT NULL AND a.seen
         RETURNING t.*, a.role`,
        [userId, userId, userId, userId, ...pastReader(userId), kind, ids],
      )
      .then(({ rows }: { rows: TakenTrashRow[] }) => rows),

  /** A project's deleted cards, use cases, releases and sprints, and its undone imports, the reader may see. */
  ofProject: (db: Db, userId: string, folderId: number, projectId: number): Promise<TrashListRow[]> =>
    listed(
      db,
      userId,
      folderId,
      `t."projectId" = ?::int AND t.kind IN ('card', 'category', 'release', 'sprint', 'import')`,
      [projectId],
    ),

  /** A folder's deleted projects the reader may see. */
  ofFolder: (db: Db, userId: string, folderId: number): Promise<TrashListRow[]> =>
    listed(db, userId, folderId, `t."folderId" = ?::int AND t.kind = 'project'`, [folderId]),

  /** The deleted folders `userId` may restore, newest first: theirs, and those they may claim (CLAIMABLE). */
  foldersOf: (db: Db, userId: string): Promise<TrashListRow[]> =>
    db
      .raw(
        `SELECT ${LIST_COLUMNS} FROM trash t
          WHERE t.kind = 'folder' AND (t."ownerId" = ?::uuid OR ${CLAIMABLE})
          ORDER BY t."deletedAt" DESC, t.id DESC`,
        [userId, userId],
      )
      .then(({ rows }: { rows: TrashListRow[] }) => rows),

  /**
   * Empties a folder's trash: its deleted projects, and what was deleted in the projects that live in it now
   * (LIVES_IN: a project moved out took its trash along).
   */
  emptyFolder: (db: Db, folderId: number): Promise<TrashRow[]> =>
    db
      .raw(
        `DELETE FROM trash t
          WHERE (t.kind = 'project' AND t."folderId" = ?::int)
             OR (t.kind NOT IN ('project', 'folder') AND t."projectId" IN (
                  SELECT p.id FROM projects p WHERE p."parentId" = ?::int
                  UNION ALL SELECT tp."entityId" FROM trash tp WHERE tp.kind = 'project' AND tp."folderId" = ?::int))
         RETURNING *`,
        [folderId, folderId, folderId],
      )
      .then(({ rows }: { rows: TrashRow[] }) => rows),
};
