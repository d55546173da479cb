// The rows a batch of changes describes, and the SQL that sets their version to the seq of their change: run in
// the statement that numbers the batch (folderEvents.ts), so a later commit always carries a higher version.
import type { Knex } from 'knex';
import { VERSIONED_CHANGES, type ChangeBody } from '../../../common/events';

export type VersionedTable =
  'cards' | 'categories' | 'releases' | 'sprints' | 'projects' | 'folder_shares' | 'meetings';

type VersionedType = keyof typeof VERSIONED_CHANGES;

/** The table whose row (by `data.id`, or each item's id) a versioned change describes. */
const TABLE_OF: Record<VersionedType, VersionedTable> = {
  'card.created': 'cards',
  'card.updated': 'cards',
  'cards.reordered': 'cards',
  'cards.updated': 'cards',
  'category.created': 'categories',
  'category.updated': 'categories',
  'release.created': 'releases',
  'release.updated': 'releases',
  'sprint.created': 'sprints',
  'sprint.updated': 'sprints',
  'project.created': 'projects',
  'project.updated': 'projects',
  'share.created': 'folder_shares',
  'share.updated': 'folder_shares',
  'meeting.updated': 'meetings',
};

/** table → row id → 1-based position in the batch of the last change describing the row (the highest seq wins). */
export type DescribedRows = Map<VersionedTable, Map<number, number>>;

export function describedRows(changes: ChangeBody[]): DescribedRows {
  const rows: DescribedRows = new Map();
  changes.forEach((body, index) => {
    const how = (VERSIONED_CHANGES as Partial<Record<string, 'one' | 'each'>>)[body.type];
    if (!how) return;
    const table = TABLE_OF[body.type as VersionedType];
    const ids =
      how === 'one' ? [(body.data as { id: number }).id] : (body.data as { id: number }[]).map((d) => d.id);
    const positions = rows.get(table) ?? new Map<number, number>();
    for (const id of ids) positions.set(id, index + 1);
    rows.set(table, positions);
    // A release.created's sprints were written with it (stampVersion gives them its seq in the event).
    if (body.type === 'release.created' && body.data.sprints.length) {
      const sprints = rows.get('sprints') ?? new Map<number, number>();
      for (const sprint of body.data.sprints) sprints.set(sprint.id, index + 1);
      rows.set('sprints', sprints);
    }
  });
  return rows;
}

/**
 * One data-modifying CTE per table in `rows` (`stamp_<table>`), setting each row's version to the seq of its
 * change: `counter.seq - size + position`, as the event rows are numbered, unless the row already has it (its
 * write guessed it, `predictedVersion`). Needs the CTE `counter` (the bumped
 * seq) before it. Only rows the command has written (so locked) are described, so these take no new row lock
 * after the counter's.
 */
export function stampCtes(
  rows: DescribedRows,
  size: number,
): { sql: string[]; bindings: (number | number[])[] } {
  const sql: string[] = [];
  const bindings: (number | number[])[] = [];
  for (const [table, positions] of rows) {
    if (!positions.size) continue;
    sql.push(
      `stamp_${table} AS (UPDATE ${table} t SET version = counter.seq - ?::int + s.i
         FROM counter, unnest(?::int[], ?::int[]) AS s(id, i)
         WHERE t.id = s.id AND t.version <> counter.seq - ?::int + s.i RETURNING t.id)`,
    );
    bindings.push(size, [...positions.keys()], [...positions.values()], size);
  }
  return { sql, bindings };
}

/**
 * The version a row written now will most likely take: the folder's seq now + its change's 1-based position
 * in the batch, read without a lock. A write sets it, and the stamp (which checks it after the counter is
 * taken) leaves a right guess alone: no second write of the row, so no re-check of its foreign keys. A wrong
 * guess (another write of the folder committed in between) is corrected there, before anyone can see it.
 */
export const predictedVersion = (db: Knex, folderId: number, position: number): Knex.Raw =>
  db.raw('COALESCE((SELECT seq FROM folder_event_counters WHERE "folderId" = ?), 0) + ?::int', [
    folderId,
    position,
  ]);

/** The version a row at `position` of a batch of `size` takes, as SQL on the CTE `counter`. */
export const versionAt = (db: Knex, size: number, position: number): Knex.Raw =>
  db.raw('(SELECT seq - ?::int FROM counter)', [size - position]);
