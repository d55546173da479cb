// SQL for imports (docs/history.md "Imports"): the use cases, releases and sprints an import names,
// found or created in one statement per table; the import's record; what its undo may take back.
import type { Knex } from 'knex';
import type { ImportFormat } from '../../../common/schemas/imports';
import type { Db } from '../connection';
import { personName } from './meetingReads';

/** What an import wrote, as stored, with its actor's name. */
export interface ImportRow {
  id: number;
  folderId: number;
  projectId: number;
  actorId: string | null;
  actorName: string | null;
  format: ImportFormat;
  fileName: string;
  cardIds: number[];
  categoryIds: number[];
  releaseIds: number[];
  sprintIds: number[];
  createdAt: Date;
  undoneAt: Date | null;
}

/** Where a named thing lives: use cases and releases in the project, sprints in their release. */
type NamedTable = 'categories' | 'releases' | 'sprints';
const SCOPE: Record<NamedTable, string> = {
  categories: '"projectId"',
  releases: '"projectId"',
  sprints: '"releaseId"',
};
/** The columns a new row takes from what the file said, besides its name and scope. */
const EXTRA: Record<NamedTable, string[]> = {
  categories: ['color'],
  releases: ['"startDate"', '"endDate"'],
  sprints: [],
};

/**
 * New sprints hold their releases FOR SHARE until commit, as a sprint write does (docs/realtime.md "Versions"):
 * a release edit waits, so its sprint list, numbered after this import, has them. `HELD_FIRST` makes the
 * insert's rows wait for the locks.
 */
const HELD_RELEASES = `
       held AS MATERIALIZED (
         SELECT r.id FROM releases r WHERE r.id IN (SELECT scope FROM w) ORDER BY r.id FOR SHARE),`;
const HELD_FIRST = ' AND (SELECT count(*) FROM held) >= 0';

/** One name to find or create: `scope` is the project (use cases, releases) or the release (sprints). */
export interface WantedName {
  name: string;
  scope: number;
  color?: string;
  startDate?: string | null;
  endDate?: string | null;
}

/** A wanted name's id, and the new row when the import created it. */
export interface ResolvedName {
  id: number;
  created: Record<string, unknown> | null;
}

const RECORD_COLUMNS = (alias: string) =>
  `${alias}.*, (SELECT ${personName('u')} FROM users u WHERE u.id = ${alias}."actorId") AS "actorName"`;

export const importsRepo = {
  /**
   * Finds each wanted name in its scope (by name_key(): trimmed, ignoring case in every script, as the use-case
   * index and common/schemas/names.ts compare; the oldest first) and creates the missing ones, in one
   * statement, in the order given: the `position`-th new row's change is the
   * (`firstPosition` + position - 1)-th of its folder's batch, which its version is predicted from (see
   * predictedVersion). Answers one entry per wanted name, in order.
   */
  async resolve(
    db: Db,
    table: NamedTable,
    folderId: number,
    wanted: WantedName[],
    firstPosition: number,
  ): Promise<ResolvedName[]> {
    if (!wanted.length) return [];
    const scope = SCOPE[table];
    const extra = EXTRA[table];
    const sprints = table === 'sprints';
    const { rows } = await db.raw(
      `WITH w AS (
         SELECT w.*,
                (SELECT t.id FROM ${table} t
                  WHERE t.${scope} = w.scope AND name_key(t.name) = name_key(w.name)
                  ORDER BY t.id LIMIT 1) AS found
           FROM jsonb_to_recordset(?::jsonb)
                AS w(i int, name text, scope int, color text, "startDate" text, "endDate" text)
       ),${sprints ? HELD_RELEASES : ''}
       missing AS (
         SELECT w.*, row_number() OVER (ORDER BY w.i)::int AS position
           FROM w WHERE w.found IS NULL${sprints ? HELD_FIRST : ''}
       ), created AS (
         INSERT INTO ${table} (name, ${scope}${extra.map((c) => `, ${c}`).join('')}, version)
         SELECT m.name, m.scope${extra.map((c) => `, m.${c}`).join('')},
                COALESCE((SELECT seq FROM folder_event_counters WHERE "folderId" = ?::int), 0) + ?::int + m.position
           FROM missing m ORDER BY m.i
         RETURNING *)
       SELECT w.i, COALESCE(w.found, c.id) AS id, CASE WHEN c.id IS NULL THEN NULL ELSE to_jsonb(c) END AS created
         FROM w LEFT JOIN created c ON w.found IS NULL AND c.name = w.name AND c.${scope} = w.scope
        ORDER BY w.i`,
      [JSON.stringify(wanted.map((w, i) => ({ ...w, i }))), folderId, firstPosition - 1],
    );
    return (rows as ResolvedName[]).map(({ id, created }) => ({ id, created }));
  },

  /**
   * Stores what an import wrote; answers the record with its actor's name. The card ids are the caller's own:
   * reading 10,000 of them back as an array held other requests for ~9 ms (bench:import).
   */
  async record(
    db: Db,
    values: Omit<ImportRow, 'id' | 'actorName' | 'createdAt' | 'undoneAt'>,
  ): Promise<ImportRow> {
    const { rows } = await db.raw(
      `WITH written AS (
         INSERT INTO imports ("folderId", "projectId", "actorId", format, "fileName", "cardIds", "categoryIds",
                              "releaseIds", "sprintIds")
         VALUES (?::int, ?::int, ?::uuid, ?, ?, ?::int[], ?::int[], ?::int[], ?::int[])
         RETURNING id, "folderId", "projectId", "actorId", format, "fileName", "categoryIds", "releaseIds",
                   "sprintIds", "createdAt", "undoneAt")
       SELECT ${RECORD_COLUMNS('written')} FROM written`,
      [
        values.folderId,
        values.projectId,
        values.actorId,
        values.format,
        values.fileName,
        values.cardIds,
        values.categoryIds,
        values.releaseIds,
        values.sprintIds,
      ],
    );
    return { ...(rows[0] as Omit<ImportRow, 'cardIds'>), cardIds: values.cardIds };
  },

  find: (db: Db, id: number): Promise<ImportRow | undefined> =>
    db
      .raw(`SELECT ${RECORD_COLUMNS('i')} FROM imports i WHERE i.id = ?::int`, [id])
      .then(({ rows }: { rows: ImportRow[] }) => rows[0]),

  /**
   * The import locked (a second undo waits, then sees it undone), with the use cases, releases and sprints it
   * created locked FOR UPDATE: until commit no card can be put into them (its foreign-key check waits), so
   * the emptiness the next statement reads holds. Answers the import as it is now.
   */
  lockForUndo: (db: Db, id: number): Promise<ImportRow | undefined> =>
    db
      .raw(
        `WITH i AS (SELECT * FROM imports WHERE id = ?::int FOR UPDATE),
              k AS (SELECT 1 FROM categories x, i WHERE x.id = ANY(i."categoryIds") ORDER BY x.id FOR UPDATE OF x),
              r AS (SELECT 1 FROM releases x, i WHERE x.id = ANY(i."releaseIds") ORDER BY x.id FOR UPDATE OF x),
              s AS (SELECT 1 FROM sprints x, i WHERE x.id = ANY(i."sprintIds") ORDER BY x.id FOR UPDATE OF x)
         SELECT ${RECORD_COLUMNS('i')}, (SELECT count(*) FROM k) + (SELECT count(*) FROM r) + (SELECT count(*) FROM s) AS locked
           FROM i`,
        [id],
      )
      .then(({ rows }: { rows: ImportRow[] }) => rows[0]),

  /**
   * What an undo by `callerId` takes back, its cards locked: the import's cards that still exist in its project
   * and that nobody else changed since (a history row of the card, not the import's own, by someone else),
   * and the use cases, releases and sprints it created that nobody else changed and that hold no other card
   * (a release: no other sprint either). `kept`: the cards someone else changed.
   */
  undoPlan: (
    db: Db,
    row: ImportRow,
    callerId: string,
  ): Promise<{
    cardIds: number[];
    kept: number;
    categoryIds: number[];
    releaseIds: number[];
    sprintIds: number[];
  }> =>
    db
      .raw(
        `WITH c AS (
           SELECT c.id, c."categoryId", c."releaseId", c."sprintId",
                  EXISTS (SELECT 1 FROM history h
                           WHERE h.kind = 'card' AND h."entityId" = c.id AND h.cause IS DISTINCT FROM 'import'
                             AND h."actorId" IS DISTINCT FROM ?::uuid) AS changed
             FROM cards c WHERE c.id = ANY(?::int[]) AND c."projectId" = ?::int
            ORDER BY c.id FOR UPDATE OF c),
         gone AS (SELECT * FROM c WHERE NOT changed),
         untouched AS (
           SELECT k.kind, k.id FROM (
             SELECT 'category' AS kind, unnest(?::int[]) AS id UNION ALL
             SELECT 'release', unnest(?::int[]) UNION ALL SELECT 'sprint', unnest(?::int[])) k
            WHERE NOT EXISTS (SELECT 1 FROM history h WHERE h.kind = k.kind AND h."entityId" = k.id
                                AND h.cause IS DISTINCT FROM 'import' AND h."actorId" IS DISTINCT FROM ?::uuid)),
         sprint AS (
           SELECT s.id, s."releaseId" FROM sprints s JOIN untouched u ON u.kind = 'sprint' AND u.id = s.id
            WHERE NOT EXISTS (SELECT 1 FROM cards x WHERE x."sprintId" = s.id
                                AND x.id NOT IN (SELECT id FROM gone))),
         release AS (
           SELECT r.id FROM releases r JOIN untouched u ON u.kind = 'release' AND u.id = r.id
            WHERE NOT EXISTS (SELECT 1 FROM cards x WHERE x."releaseId" = r.id AND x.id NOT IN (SELECT id FROM gone))
              AND NOT EXISTS (SELECT 1 FROM sprints s WHERE s."releaseId" = r.id
                                AND s.id NOT IN (SELECT id FROM sprint))),
         category AS (
           SELECT k.id FROM categories k JOIN untouched u ON u.kind = 'category' AND u.id = k.id
            WHERE NOT EXISTS (SELECT 1 FROM cards x WHERE x."categoryId" = k.id
                                AND x.id NOT IN (SELECT id FROM gone)))
         SELECT ARRAY(SELECT id FROM gone ORDER BY id) AS "cardIds",
                (SELECT count(*)::int FROM c WHERE changed) AS kept,
                ARRAY(SELECT id FROM category ORDER BY id) AS "categoryIds",
                ARRAY(SELECT id FROM release ORDER BY id) AS "releaseIds",
                ARRAY(SELECT id FROM sprint ORDER BY id) AS "sprintIds"`,
        [callerId, row.cardIds, row.projectId, row.categoryIds, row.releaseIds, row.sprintIds, callerId],
      )
      .then(({ rows }) => rows[0]),

  /**
   * The undo's writes, sent with the log append (all read the rows as they were before the statement): one
   * trash entry (kind `import`) keeping the rows taken, their DELETEs, and the import marked undone.
   */
  undoWrites(
    db: Db,
    row: ImportRow,
    taken: { cardIds: number[]; categoryIds: number[]; releaseIds: number[]; sprintIds: number[] },
    actorId: string,
    label: string,
  ): Knex.Raw[] {
    const rowsOf = (table: string, ids: number[]) =>
      db.raw(
        `COALESCE((SELECT jsonb_agg(to_jsonb(x) ORDER BY x.id) FROM ${table} x WHERE x.id = ANY(?::int[])), '[]'::jsonb)`,
        [ids],
      );
    const del = (table: string, ids: number[]) =>
      db.raw(`DELETE FROM ${table} WHERE id = ANY(?::int[]) RETURNING id`, [ids]);
    return [
      db.raw(
        `INSERT INTO trash (kind, "entityId", "folderId", "projectId", label, "deletedBy", rows, contains)
         VALUES ('import', ?::int, ?::int, ?::int, ?, ?::uuid,
                 jsonb_build_object('categories', ?, 'releases', ?, 'sprints', ?, 'cards', ?), ?::int)
         RETURNING id`,
        [
          row.id,
          row.folderId,
          row.projectId,
          label,
          actorId,
          rowsOf('categories', taken.categoryIds),
          rowsOf('releases', taken.releaseIds),
          rowsOf('sprints', taken.sprintIds),
          rowsOf('cards', taken.cardIds),
          taken.cardIds.length,
        ],
      ),
      del('cards', taken.cardIds),
      del('sprints', taken.sprintIds),
      del('releases', taken.releaseIds),
      del('categories', taken.categoryIds),
      db.raw(`UPDATE imports SET "undoneAt" = now() WHERE id = ?::int RETURNING id`, [row.id]),
    ];
  },

  /** A restored import is no longer undone; answers it. */
  restored: (db: Db, id: number): Promise<ImportRow | undefined> =>
    db
      .raw(
        `WITH written AS (UPDATE imports SET "undoneAt" = NULL WHERE id = ?::int RETURNING *)
         SELECT ${RECORD_COLUMNS('written')} FROM written`,
        [id],
      )
      .then(({ rows }: { rows: ImportRow[] }) => rows[0]),
};
