// SQL that answers "what is this user to this thing?" — the ground truth of the access model. Each loader
// reads the thing together with the caller's role on its folder in one statement; policies decide with it.
import type { Knex } from 'knex';
import type { AccessRole } from '../../../common/schemas/clients';
import type { Db } from '../connection';
import type { CardRow } from './cards';
import type { CategoryRow } from './categories';
import type { ClientRow } from './clients';
import type { FolderShareRow } from './folderShares';
import type { ProjectRow } from './projects';
import type { ReleaseRow, SprintRow } from './releases';

/** The caller's role on the folder a thing sits in; null: no access (a stranger, or a pending invitee). */
export type Role = AccessRole | null;

/** Where a thing inside a folder lives, and what the caller is to that folder. */
export interface FolderScope {
  folderId: number;
  folderOwnerId: string;
  role: Role;
}

export type ProjectWithRole = ProjectRow & FolderScope;
export type CardWithRole = CardRow & FolderScope;
export type CategoryWithRole = CategoryRow & FolderScope;
export type ReleaseWithRole = ReleaseRow & FolderScope;
export type SprintWithRole = SprintRow & FolderScope & { projectId: number };
export type ShareWithRole = FolderShareRow & FolderScope;
export type RoomLinkWithRole = {
  id: number;
  projectId: number;
  projectParentId: number | null;
} & FolderScope;
export type ClientWithRole = ClientRow & { role: Role };

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

const ROLE_SQL = `CASE WHEN f."ownerId" = ? THEN 'owner'
  WHEN EXISTS (SELECT 1 FROM folder_shares s WHERE s."folderId" = f.id AND s."sharedWithUserId" = ? AND s.status = 'active') THEN 'shared'
  END`;

/**
 * The seq after which the caller may replay the folder's change log: 0 for its owner, the moment an active
 * share began for a recipient, null for anyone else. A share row written without the column (an older
 * seed, a test fixture) counts from the last event logged before it turned active: a fixed point, so a
 * reload is not asked to catch up with itself.
 */
const REPLAY_FLOOR_SQL = `CASE WHEN f."ownerId" = ? THEN 0
  ELSE (SELECT COALESCE(s."activeFromSeq",
      (SELECT max(e.seq) FROM folder_events e WHERE e."folderId" = f.id AND e."createdAt" <= s."updatedAt"), 0)
    FROM folder_shares s WHERE s."folderId" = f.id AND s."sharedWithUserId" = ? AND s.status = 'active' LIMIT 1)
  END`;

/** A project or folder with the caller's role, and from which seq they may replay its folder's log. */
export type ProjectWithReplayFloor = ProjectWithRole & { replayFloor: number | null };

interface LoadOptions {
  /** Locks the thing's own row (FOR UPDATE OF its table) for the rest of the transaction. */
  lock?: boolean;
}

/**
 * `from` joined to its project (alias p) and the project's folder (alias f), with the folder scope and the
 * caller's role as columns.
 */
function inFolder(db: Db, userId: string, query: Knex.QueryBuilder, alias: string, options: LoadOptions) {
  const scoped = query
    .join('projects as f', 'f.id', db.raw('COALESCE(p."parentId", p.id)'))
    .first(
      `${alias}.*`,
      'f.id as folderId',
      'f.ownerId as folderOwnerId',
      db.raw(`${ROLE_SQL} AS role`, [userId, userId]),
    );
  return options.lock ? scoped.forUpdate(alias) : scoped;
}

export const accessRepo = {
  /** A project or folder with the caller's role on its folder. */
  project(
    db: Db,
    userId: string,
    id: number,
    options: LoadOptions = {},
  ): Promise<ProjectWithRole | undefined> {
    return inFolder(db, userId, db('projects as p').where('p.id', id), 'p', options);
  },

  /** As `project`, plus the caller's replay floor, read in the same statement as the role it belongs to. */
  projectWithReplayFloor(db: Db, userId: string, id: number): Promise<ProjectWithReplayFloor | undefined> {
    return inFolder(db, userId, db('projects as p').where('p.id', id), 'p', {}).select(
      db.raw(`${REPLAY_FLOOR_SQL} AS "replayFloor"`, [userId, userId]),
    );
  },

  card(db: Db, userId: string, id: number, options: LoadOptions = {}): Promise<CardWithRole | undefined> {
    const query = db('cards as c').join('projects as p', 'p.id', 'c.projectId').where('c.id', id);
    return inFolder(db, userId, query, 'c', options);
  },

  category(
    db: Db,
    userId: string,
    id: number,
    options: LoadOptions = {},
  ): Promise<CategoryWithRole | undefined> {
    const query = db('categories as x').join('projects as p', 'p.id', 'x.projectId').where('x.id', id);
    return inFolder(db, userId, query, 'x', options);
  },

  release(
    db: Db,
    userId: string,
    id: number,
    options: LoadOptions = {},
  ): Promise<ReleaseWithRole | undefined> {
    const query = db('releases as r').join('projects as p', 'p.id', 'r.projectId').where('r.id', id);
    return inFolder(db, userId, query, 'r', options);
  },

  async sprint(
    db: Db,
    userId: string,
    id: number,
    options: LoadOptions = {},
  ): Promise<SprintWithRole | undefined> {
    const query = db('sprints as s')
      .join('releases as r', 'r.id', 's.releaseId')
      .join('projects as p', 'p.id', 'r.projectId')
      .where('s.id', id);
    const row = await inFolder(db, userId, query, 's', options).select('r.projectId');
    return row;
  },

  share(db: Db, userId: string, id: number, options: LoadOptions = {}): Promise<ShareWithRole | undefined> {
    const query = db('folder_shares as sh').join('projects as p', 'p.id', 'sh.folderId').where('sh.id', id);
    return inFolder(db, userId, query, 'sh', options);
  },

  roomLink(db: Db, userId: string, id: number): Promise<RoomLinkWithRole | undefined> {
    const query = db('room_links as l').join('projects as p', 'p.id', 'l.projectId').where('l.id', id);
    return inFolder(db, userId, query, 'l', {}).select('p.parentId as projectParentId');
  },

  /** A client with the caller's role: owner, 'shared' through a folder shared with them, or null. */
  client(db: Db, userId: string, id: number, options: LoadOptions = {}): Promise<ClientWithRole | undefined> {
    const query = db('clients as c')
      .where('c.id', id)
      .first(
        'c.*',
        db.raw(
          `CASE WHEN c."ownerId" = ? THEN 'owner'
            WHEN EXISTS (SELECT 1 FROM projects f JOIN folder_shares s ON s."folderId" = f.id
              WHERE f."clientId" = c.id AND f."parentId" IS NULL AND s."sharedWithUserId" = ? AND s.status = 'active') THEN 'shared'
            END AS role`,
          [userId, userId],
        ),
      );
    return options.lock ? query.forUpdate('c') : query;
  },
};
