// Where a thing sits and what the caller is to its folder: the SQL pieces every loader of a thing inside a
// folder builds on (db/repos/access.ts, meetings, minutes), and the ids a user may read.
import type { Knex } from 'knex';
import type { AccessRole } from '../../../common/schemas/clients';
import type { Db } from '../connection';

/** The caller's role on the folder a thing sits in; null: no access (a stranger, or a pending invitee). */
export type Role = AccessRole | null;

/** Where a thing inside a folder lives, and what the caller is to that folder. */
export interface FolderScope {
  folderId: number;
  folderOwnerId: string;
  role: Role;
}

/** Folder ids the user may read: owned folders and folders shared with them (active shares). */
export function visibleFolderIds(db: Db, userId: string): Knex.QueryBuilder {
  return db('projects')
    .select('id')
    .whereNull('parentId')
    .andWhere((q) =>
      q
        .where('ownerId', userId)
        .orWhereIn(
          'id',
          db('folder_shares').select('folderId').where({ sharedWithUserId: userId, status: 'active' }),
        ),
    );
}

/** Project (or folder) ids the user may read. */
export function visibleProjectIds(db: Db, userId: string): Knex.QueryBuilder {
  return db('projects')
    .select('id')
    .whereIn(db.raw('COALESCE("parentId", id)') as unknown as string, visibleFolderIds(db, userId));
}

/** The caller's role on the folder aliased f (two bindings: the user id, twice). */
export const ROLE_SQL = `CASE WHEN f."ownerId" = ? THEN 'owner'
  WHEN EXISTS (SELECT 1 FROM folder_shares s WHERE s."folderId" = f.id AND s."sharedWithUserId" = ? AND s.status = 'active') THEN 'shared'
  END`;

/**
 * The seq after which a recipient (one binding: the user id) may read folder f's past: when their active share
 * began; null for anyone without one. A share row written without the column (an older seed, a test fixture)
 * counts from the last event logged before it turned active: a fixed point, so a reload is not asked to catch
 * up with itself.
 */
const SHARE_FLOOR_SQL = `(SELECT COALESCE(s."activeFromSeq",
      (SELECT max(e.seq) FROM folder_events e WHERE e."folderId" = f.id AND e."createdAt" <= s."updatedAt"), 0)
    FROM folder_shares s WHERE s."folderId" = f.id AND s."sharedWithUserId" = ? AND s.status = 'active' LIMIT 1)`;

/** The seq after which the caller may replay the folder's change log: 0 for its owner, else SHARE_FLOOR_SQL. */
const REPLAY_FLOOR_SQL = `CASE WHEN f."ownerId" = ? THEN 0 ELSE ${SHARE_FLOOR_SQL} END`;

/** The caller's replay floor (REPLAY_FLOOR_SQL) over the folder aliased f: null without access. */
export const replayFloorOf = (db: Db, userId: string) => db.raw(`(${REPLAY_FLOOR_SQL})`, [userId, userId]);

/**
 * The one rule of who reads a folder's past — history, the Activity, the trash, minutes (docs/history.md
 * "Who reads what"): its owner all of it; a recipient what was logged in this folder after their floor, as
 * sync:since replays; nobody else anything. What a project did in another folder before it moved in is its
 * owner's alone. `seq` and `folder` are SQL for where a thing was logged; over the folder aliased f, where it
 * lives now; two bindings (`pastReader` answers them).
 */
export const PAST_SQL = (seq: string, folder: string) =>
  `COALESCE(f."ownerId" = ?::uuid OR (${folder} = f.id AND ${seq} > ${SHARE_FLOOR_SQL}), false)`;

/** PAST_SQL's bindings. */
export const pastReader = (userId: string) => [userId, userId];

/**
 * PAST_SQL worked out once for a statement that reads many rows of one folder: the columns `owner` and
 * `floor` of the folder aliased f (two bindings: `pastReader`); `readsPast` then decides each row.
 */
export const PAST_READER_COLUMNS = `f.id, f."ownerId" = ?::uuid AS owner, ${SHARE_FLOOR_SQL} AS floor`;
export const readsPast = (reader: string, seq: string, folder: string) =>
  `(${reader}.owner OR (${folder} = ${reader}.id AND ${seq} > ${reader}.floor))`;

export type RowLock = boolean | 'ranks' | 'delete';

export interface LoadOptions {
  /**
   * true: locks the thing's own row for the rest of the transaction, FOR NO KEY UPDATE (the lock an UPDATE
   * that keeps the key takes): it does not hold back foreign-key checks, so the version stamp of a row that
   * points at this one (which re-checks its keys, after the folder's counter is taken) never waits for it.
   * 'delete': FOR UPDATE, for a write that deletes the row: a write that would point a row at it waits (its
   * foreign-key check) and then fails. 'ranks': takes its project's rank lock instead (FOR NO KEY UPDATE of
   * the project row, as card creates and rank moves do), so the load and the lock are one statement.
   */
  lock?: RowLock;
  /** Adds where these use case, release and sprint ids belong (the reference check of a card write). */
  references?: ReferenceIds;
}

/** The ids a card write would reference; a sprint of 'current' means the card's own sprintId column. */
export interface ReferenceIds {
  categoryId: number | null;
  releaseId: number | null;
  sprintId: number | null | 'current';
}

/** The projects the given use case, release and sprint belong to (null: no such record). */
export interface ReferenceOwners {
  categoryProjectId: number | null;
  releaseProjectId: number | null;
  sprintReleaseId: number | null;
  sprintProjectId: number | null;
}

/** Four columns saying where the referenced rows belong, read in the same statement as the load. */
function referenceColumns(db: Db, ids: ReferenceIds, alias: string) {
  const sprint = ids.sprintId === 'current' ? db.raw(`??."sprintId"`, [alias]) : ids.sprintId;
  return [
    db.raw(`(SELECT "projectId" FROM categories WHERE id = ?) AS "categoryProjectId"`, [ids.categoryId]),
    db.raw(`(SELECT "projectId" FROM releases WHERE id = ?) AS "releaseProjectId"`, [ids.releaseId]),
    db.raw(`(SELECT "releaseId" FROM sprints WHERE id = ?) AS "sprintReleaseId"`, [sprint]),
    db.raw(
      `(SELECT r."projectId" FROM sprints s JOIN releases r ON r.id = s."releaseId" WHERE s.id = ?) AS "sprintProjectId"`,
      [sprint],
    ),
  ];
}

/**
 * `from` joined to its project (alias p) and the project's folder (alias f), with the folder scope and the
 * caller's role as columns (the thing's own: `columns`, default all of them). Other repos' loaders of a
 * thing inside a folder build on it (db/repos/meetings.ts).
 */
export function inFolder(
  db: Db,
  userId: string,
  query: Knex.QueryBuilder,
  alias: string,
  options: LoadOptions,
  columns: (string | Knex.Raw)[] = [`${alias}.*`],
) {
  const scoped = query
    .join('projects as f', 'f.id', db.raw('COALESCE(p."parentId", p.id)'))
    .first(
      ...columns,
      'f.id as folderId',
      'f.ownerId as folderOwnerId',
      db.raw(`${ROLE_SQL} AS role`, [userId, userId]),
    );
  if (options.references) scoped.select(referenceColumns(db, options.references, alias));
  if (!options.lock) return scoped;
  // A lock is for a write, which only a member may make: a stranger guessing ids gets no row (404, as
  // authorize answers a null role), so never holds a lock that a member's write would wait for.
  scoped.whereRaw(`(${ROLE_SQL}) IS NOT NULL`, [userId, userId]);
  if (options.lock === 'ranks') return scoped.forNoKeyUpdate('p');
  return options.lock === 'delete' ? scoped.forUpdate(alias) : scoped.forNoKeyUpdate(alias);
}
