// SQL for history (docs/history.md): rows are written by the statement that numbers their events
// (folderEvents.ts); these read them a page at a time, each with the thing as it was before, and forget them
// 30 days after the thing is purged.
import { HISTORY_KINDS, type HistoryKind } from '../../../common/schemas/history';
import { HISTORY_AFTER_PURGE_DAYS } from '../../../common/schemas/trash';
import type { Db } from '../connection';
import { PAST_READER_COLUMNS, PAST_SQL, pastReader, readsPast } from './folderScope';
import { personName } from './meetingReads';

/** A history row with the thing's data before it (its last whole version) and the names it pointed at. */
export interface HistoryRow {
  id: string | number;
  at: Date;
  actorId: string | null;
  actorName: string | null;
  kind: HistoryKind;
  entityId: number;
  action: string;
  cause: string | null;
  data: Record<string, unknown>;
  prev: Record<string, unknown> | null;
  /** Names of the use case, release and sprint ids in data and prev that still exist. */
  names: Record<string, string> | null;
  /** The file of the import whose card this row is about (cause `import`), else null. */
  importFile: string | null;
}

export type HistoryFilter =
  { kind: HistoryKind; entityId: number } | { projectId: number; actorId?: string; kind?: HistoryKind };

/** Who reads a page, and the folder the thing (or project) lives in now: their floor is counted there. */
export interface HistoryReader {
  userId: string;
  folderId: number;
}

/** The names of the references of `data` and `prev` (for a card's use case, release and sprint). */
const NAMES = `(SELECT jsonb_object_agg(n.key, n.name) FROM (
    SELECT 'category:' || k.id AS key, k.name FROM categories k
     WHERE k.id IN ((h.data->>'categoryId')::int, (p.data->>'categoryId')::int)
    UNION ALL SELECT 'release:' || k.id, k.name FROM releases k
     WHERE k.id IN ((h.data->>'releaseId')::int, (p.data->>'releaseId')::int)
    UNION ALL SELECT 'sprint:' || k.id, k.name FROM sprints k
     WHERE k.id IN ((h.data->>'sprintId')::int, (p.data->>'sprintId')::int)) n) AS names`;

/**
 * The file an import-caused card row came from: the import of the card's project that holds its id (few per
 * project, found by the projectId index). Only a card's own history shows such rows; the Activity hides them.
 */
const IMPORT_FILE = `CASE WHEN h.cause = 'import' AND h.kind = 'card' THEN (
    SELECT i."fileName" FROM imports i
     WHERE i."projectId" = h."projectId" AND h."entityId" = ANY(i."cardIds")
     ORDER BY i.id DESC LIMIT 1) END AS "importFile"`;

/** The columns of a history row the page reads. */
const PICKED = 'h.id, h.at, h."actorId", h.kind, h."entityId", h.action, h.cause, h.data, h."projectId"';

export const historyRepo = {
  /**
   * One page, newest first, from before `before` (a history id); `limit` + 1 rows tell whether more exist. Only
   * rows the reader may read (folderScope.ts PAST_SQL, worked out once in `reader`) count, so neither a page
   * nor its cursor tells of anything below their floor. With `people`, the folder's owner and active members
   * come in the same statement.
   */
  async page(
    db: Db,
    filter: HistoryFilter,
    before: number | undefined,
    limit: number,
    reader: HistoryReader,
    people = false,
  ): Promise<{ rows: HistoryRow[]; people: { id: string; name: string }[] }> {
    const where: string[] = [`h.action <> 'baseline'`, readsPast('r', 'h.seq', 'h."folderId"')];
    const bindings: (string | number)[] = [];
    // The kinds scanned one by one (a literal from the closed list, so the planner walks that kind's part of
    // the index ("projectId", kind, id) newest first); one scan of the thing's own rows for a thing's history.
    let kinds: readonly (HistoryKind | undefined)[] = [undefined];
    if ('entityId' in filter) {
      where.push('h.kind = ?', 'h."entityId" = ?::int');
      bindings.push(filter.kind, filter.entityId);
    } else {
      where.push('h."projectId" = ?::int');
      bindings.push(filter.projectId);
      // An import is one entry in the Activity: the rows of what it created, undid or restored are its own.
      where.push(`(h.cause IS DISTINCT FROM 'import' OR h.kind = 'import')`);
      if (filter.actorId) {
        where.push('h."actorId" = ?::uuid');
        bindings.push(filter.actorId);
      }
      kinds = HISTORY_KINDS.filter((kind) => !filter.kind || kind === filter.kind);
    }
    if (before !== undefined) {
      where.push('h.id < ?::bigint');
      bindings.push(before);
    }
    const scans = kinds.map(
      (kind) => `(SELECT ${PICKED} FROM reader r CROSS JOIN history h
          WHERE ${[...where, ...(kind ? [`h.kind = '${kind}'`] : [])].join(' AND ')}
          ORDER BY h.id DESC LIMIT ?::int)`,
    );
    const members = people
      ? `COALESCE((SELECT jsonb_agg(jsonb_build_object('id', u.id, 'name', ${personName('u')}) ORDER BY ${personName('u')})
             FROM users u
            WHERE u.id = (SELECT f."ownerId" FROM projects f WHERE f.id = ?::int)
               OR u.id IN (SELECT s."sharedWithUserId" FROM folder_shares s
                            WHERE s."folderId" = ?::int AND s.status = 'active')), '[]'::jsonb)`
      : `'[]'::jsonb`;
    const { rows } = await db.raw(
      // MATERIALIZED: the floor is looked up once, not once per row the page scans. `picked`: the newest rows
      // of each kind, merged; only the page's rows are compared with their previous version and named.
      `WITH reader AS MATERIALIZED (SELECT ${PAST_READER_COLUMNS} FROM projects f WHERE f.id = ?::int),
       picked AS (
         SELECT * FROM (${scans.join('\n          UNION ALL ')}) h
          ORDER BY h.id DESC
          LIMIT ?::int),
       page AS (
         SELECT h.id, h.at, h."actorId", (SELECT ${personName('u')} FROM users u WHERE u.id = h."actorId") AS "actorName",
                h.kind, h."entityId", h.action, h.cause, h.data, p.data AS prev, ${NAMES}, ${IMPORT_FILE}
           FROM picked h
           LEFT JOIN LATERAL (
             SELECT q.data FROM history q
              WHERE q.kind = h.kind AND q."entityId" = h."entityId" AND q.id < h.id
                AND q.action IN ('baseline', 'created', 'updated', 'restored')
              ORDER BY q.id DESC LIMIT 1) p ON true)
       SELECT COALESCE((SELECT jsonb_agg(to_jsonb(page) ORDER BY page.id DESC) FROM page), '[]'::jsonb) AS rows,
              ${members} AS people`,
      [
        ...pastReader(reader.userId),
        reader.folderId,
        ...scans.flatMap(() => [...bindings, limit + 1]),
        limit + 1,
        ...(people ? [reader.folderId, reader.folderId] : []),
      ],
    );
    return rows[0] as { rows: HistoryRow[]; people: { id: string; name: string }[] };
  },

  /**
   * Who last set each of the card's `fields` to what it holds now, other than `userId` (a revert's "kept"),
   * among the rows `userId` may read (folderScope.ts PAST_SQL: nobody's name from below their floor): field →
   * name; one statement for all of them.
   */
  lastChangedBy: (
    db: Db,
    cardId: number,
    fields: string[],
    userId: string,
  ): Promise<Record<string, string | null>> =>
    db
      .raw(
        `SELECT x.field, (
           SELECT ${personName('u')}
             FROM history h JOIN users u ON u.id = h."actorId"
            WHERE h.kind = 'card' AND h."entityId" = c.id AND h."actorId" <> ?::uuid
              AND h.action IN ('created', 'updated', 'restored')
              AND h.data->x.field IS NOT DISTINCT FROM to_jsonb(c)->x.field
              AND ${PAST_SQL('h.seq', 'h."folderId"')}
            ORDER BY h.id DESC LIMIT 1) AS name
           FROM cards c JOIN projects p ON p.id = c."projectId"
           JOIN projects f ON f.id = COALESCE(p."parentId", p.id), unnest(?::text[]) AS x(field)
          WHERE c.id = ?::int`,
        [userId, ...pastReader(userId), fields, cardId],
      )
      .then(({ rows }: { rows: { field: string; name: string | null }[] }) =>
        Object.fromEntries(rows.map((r) => [r.field, r.name])),
      ),

  /**
   * Things purged from the trash: their history is kept 30 days from `at`. `projectIds`: a purged project's
   * or folder's projects, whose whole history goes with them. What was purged is noted, not its rows: a
   * project's history may be long, and no index of history serves finding purged rows (each costs every write).
   */
  markPurged: (db: Db, things: { kind: string; entityId: number }[], projectIds: number[], at: Date) =>
    db.raw(
      `INSERT INTO history_purges (kind, "entityId", "projectId", "purgedAt")
       SELECT t.kind, t.id, NULL, ?::timestamptz FROM jsonb_to_recordset(?::jsonb) AS t(kind text, id int)
       UNION ALL SELECT NULL, NULL, p.id, ?::timestamptz FROM unnest(?::int[]) AS p(id)`,
      [at, JSON.stringify(things.map((t) => ({ kind: t.kind, id: t.entityId }))), at, projectIds],
    ),

  /**
   * Housekeeping: history of things purged more than 30 days before `now` goes, each thing's rows found by
   * (kind, entityId), each project's by its id; then the notes themselves.
   */
  prune: (db: Db, now: Date) =>
    db.raw(
      `WITH due AS (
         DELETE FROM history_purges WHERE "purgedAt" < ?::timestamptz - make_interval(days => ?::int)
         RETURNING kind, "entityId", "projectId"),
       things AS (DELETE FROM history h USING due WHERE h.kind = due.kind AND h."entityId" = due."entityId"),
       projects AS (DELETE FROM history h USING due WHERE h."projectId" = due."projectId")
       SELECT count(*) FROM due`,
      [now, HISTORY_AFTER_PURGE_DAYS],
    ),
};
