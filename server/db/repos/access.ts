// SQL that answers "what is this user to this thing?" — the ground truth of the access model. Each loader
// reads the thing together with the caller's role on its folder in one statement; policies decide with it.
import type { ScoringSetting } from '../../../common/estimation';
import type { Replay } from '../../../common/events';
import type { Db } from '../connection';
import { cardColumns, withCardNames, withParentKeyLocks, type CardReadRow, type CardRow } from './cards';
import type { CategoryRow } from './categories';
import type { ClientRow } from './clients';
import type { FolderShareRow } from './folderShares';
import { currentSeqColumn, type EventRow } from './folderEvents';
import { replayColumn, replayOf, type ReplayCap, type ReplayFrom } from './folderReplay';
import { bundleColumns, type ProjectJson } from './projectJson';
import { projectColumns, type ProjectRow } from './projects';
import { preparedQuery } from '../prepared';
import type { ReleaseRow, SprintRow } from './releases';
import { inFolder, replayFloorOf, type FolderScope, type LoadOptions, type Role } from './folderScope';

export type ProjectWithRole = ProjectRow & FolderScope;
/** A card with its role, and its project's deck and scoring model (what an estimate or input is checked against). */
/** The project's estimation settings, read with a card (aliased p). */
const ESTIMATION_COLUMNS = ['p.deck', 'p.customDeck', 'p.scoringModel'];

export type CardWithRole = CardRow & FolderScope & ScoringSetting;
export type CardReadWithRole = CardReadRow & FolderScope;
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

/**
 * A project with the caller's role, its folder's seq now and, when they have a role and that seq is not the
 * one the caller already holds the arrays of, its data load's JSON arrays (as text; else null).
 */
export type ProjectWithData = ProjectWithRole & { currentSeq: number } & Nullable<ProjectJson>;
type Nullable<T> = { [K in keyof T]: T[K] | null };
/** A project or folder with the caller's role and its folder's seq now. */
export type ProjectWithSeq = ProjectWithRole & { currentSeq: number };
/** As ProjectWithSeq, and what the caller missed of its folder's log (replayColumn). */
export type ProjectWithReplay = ProjectWithSeq & { replay: Replay };

/** A project or folder (aliased p) with the caller's role and its folder's seq now, read together. */
const withSeq = (db: Db, userId: string, id: number) =>
  inFolder(db, userId, db('projects as p').where('p.id', id), 'p', {}, projectColumns('p')).select(
    currentSeqColumn(db, 'f.id'),
  );

export const accessRepo = {
  /** A project or folder with the caller's role on its folder. */
  project(
    db: Db,
    userId: string,
    id: number,
    options: LoadOptions = {},
  ): Promise<ProjectWithRole | undefined> {
    const query = db('projects as p').where('p.id', id);
    return preparedQuery(inFolder(db, userId, query, 'p', options, projectColumns('p')));
  },

  /**
   * As `project`, plus its folder's seq and its cards, use cases and releases as JSON text (the data load)
   * in the same statement, built only when the caller has a role on it and the seq is not `heldSeq` (the
   * seq of arrays the caller holds already: nothing of the project changed since).
   */
  projectWithData(
    db: Db,
    userId: string,
    id: number,
    heldSeq: number | null = null,
  ): Promise<ProjectWithData | undefined> {
    const loaded = withSeq(db, userId, id);
    const when = 'x.role IS NOT NULL AND x."currentSeq" IS DISTINCT FROM ?::int';
    // Prepared: its text holds the whole data load, which PostgreSQL planned on every call (~5 ms here)
    // even when the seq is the held one and the arrays are not built.
    return preparedQuery(
      db.from(loaded.as('x')).first('x.*', db.raw(bundleColumns('x.id', when), [heldSeq, heldSeq, heldSeq])),
    );
  },

  /**
   * As `project`, plus its folder's seq now, read in the same statement as the role (a subscription starts
   * from that seq).
   */
  projectWithSeq(db: Db, userId: string, id: number): Promise<ProjectWithSeq | undefined> {
    return preparedQuery(withSeq(db, userId, id));
  },

  /**
   * As `projectWithSeq`, plus what the caller missed since `from` (a copy of its folder), read in the same
   * statement as the seq and the role: one statement where a check and then a read of the log were two.
   */
  async projectWithReplay(
    db: Db,
    userId: string,
    id: number,
    from: ReplayFrom,
    cap: ReplayCap,
  ): Promise<ProjectWithReplay | undefined> {
    const loaded = withSeq(db, userId, id).select(db.raw(`? AS "replayFloor"`, [replayFloorOf(db, userId)]));
    const row: (ProjectWithSeq & { replay: EventRow[] | null }) | undefined = await preparedQuery(
      db.from(loaded.as('x')).first('x.*', replayColumn(db, from, cap)),
    );
    return row && { ...row, replay: replayOf(row.replay, from.seq, row.currentSeq) };
  },

  /** Locked for a write (`lock: true`), its use case, release and sprint are held too (withParentKeyLocks). */
  card(db: Db, userId: string, id: number, options: LoadOptions = {}): Promise<CardWithRole | undefined> {
    const query = db('cards as c').join('projects as p', 'p.id', 'c.projectId').where('c.id', id);
    if (options.lock === true) withParentKeyLocks(query, 'c');
    return preparedQuery(
      inFolder(db, userId, query, 'c', options, [...cardColumns('c'), ...ESTIMATION_COLUMNS]),
    );
  },

  /** A card's read model (its use case's and release's names) with the caller's role, in one statement. */
  cardRead(db: Db, userId: string, id: number): Promise<CardReadWithRole | undefined> {
    const query = db('cards as c').join('projects as p', 'p.id', 'c.projectId').where('c.id', id);
    return inFolder(db, userId, withCardNames(query), 'c', {}, cardColumns('c'));
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

  /**
   * `lockRelease` (with `lock`) also holds the sprint's release FOR SHARE until the transaction ends, taken
   * before the sprint's own lock (the lateral subquery runs below the statement's row lock), the order a
   * release delete locks them in. A release edit (FOR NO KEY UPDATE) then waits for this sprint write to commit, so
   * the sprint list it reads after its lock, and its release.updated carries, has this write in it.
   */
  async sprint(
    db: Db,
    userId: string,
    id: number,
    options: LoadOptions & { lockRelease?: boolean } = {},
  ): Promise<SprintWithRole | undefined> {
    const query = db('sprints as s')
      .join('releases as r', 'r.id', 's.releaseId')
      .join('projects as p', 'p.id', 'r.projectId')
      .where('s.id', id);
    if (options.lock && options.lockRelease)
      query.joinRaw(
        `JOIN LATERAL (SELECT 1 FROM releases lr WHERE lr.id = s."releaseId" FOR SHARE) AS "releaseLock" ON true`,
      );
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
    if (!options.lock) return query;
    return options.lock === 'delete' ? query.forUpdate('c') : query.forNoKeyUpdate('c');
  },
};
