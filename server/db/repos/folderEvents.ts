// SQL for the real-time event log (see migrations/20261121000002_folder_events.ts).
import type { Knex } from 'knex';
import { stampVersion, type ChangeBody, type ChangeEvent, type PendingChange } from '../../../common/events';
import type { EventCause } from '../../../common/schemas/history';
import { JSON_BYTES_PARAM, jsonInTurns, mapInTurns, nextTurn, STATEMENT_ROWS, TURN_SLICE } from '../../turns';
import type { Db } from '../connection';
import { heldByRunningMeeting } from './meetings';
import {
  describedRows,
  stampCtes,
  versionAt,
  type DescribedRows,
  type VersionedTable,
} from './versionStamps';

/** How far back a reconnecting client can replay; older gaps mean "refetch". */
export const EVENT_LOG_RETENTION = { maxAgeHours: 24, maxPerFolder: 2000 };

/** A stored event: `type` and its `data` (jsonb) were written together from one typed change. */
export type EventRow = ChangeBody & {
  folderId: number;
  seq: number;
  projectId: number | null;
  actorId: string;
  mutationId: string | null;
  cause: EventCause | null;
};

/** A stored event's columns: what a replay reads of each (toEvent makes it the event clients get). */
export const EVENT_COLUMNS = [
  'folderId',
  'seq',
  'projectId',
  'type',
  'actorId',
  'mutationId',
  'cause',
  'data',
];

/**
 * A stored or just numbered event as clients get it. Its versioned data carries `version` = its seq, set here,
 * in place, for the append's answer (whose data objects the command's result shares) and for replays alike:
 * the row's version was stamped to the same seq in the statement that numbered it.
 */
export function toEvent(row: EventRow): ChangeEvent {
  stampVersion(row, row.seq);
  // One literal, then named keys: events share a few V8 shapes (`{ ...row, a }` made one per event: shapes.ts).
  const { folderId, seq, type, data, actorId } = row;
  const event = { folderId, seq, type, data, actorId } as ChangeEvent;
  if (row.projectId) event.projectId = row.projectId;
  if (row.mutationId) event.mutationId = row.mutationId;
  if (row.cause) event.cause = row.cause;
  return event;
}

/** A folder's seq now, as a column ("currentSeq") of a query that has the folder id in `folderColumn`. */
export const currentSeqColumn = (db: Db, folderColumn: string) =>
  db.raw(
    `COALESCE((SELECT ec.seq FROM folder_event_counters ec WHERE ec."folderId" = ??), 0) AS "currentSeq"`,
    [folderColumn],
  );

/**
 * A command's last write that also writes a versioned row a change of its batch describes (a move's card):
 * a statement may write a row only once, so the stamping leaves that row to `write`, which sets its version
 * to `version` (SQL: the seq of the last change describing the row). `write` runs after the counter is bumped;
 * it may only touch rows its command has already locked, so the counter stays the last lock taken.
 */
export interface VersionedWrite {
  row: { table: VersionedTable; id: number };
  write: (version: Knex.Raw) => Knex.QueryBuilder;
}

/** A command's last write (with a RETURNING clause): a plain one (a DELETE) or one that sets a version. */
export type LastWrite = Knex.QueryBuilder | VersionedWrite;

export const isVersionedWrite = (write: LastWrite): write is VersionedWrite => !('toSQL' in write);

/** The last write as SQL, and the described rows the stamping must leave to it. */
function lastWriteOf(db: Db, lastWrite: LastWrite | undefined, rows: DescribedRows, size: number) {
  if (!lastWrite || !isVersionedWrite(lastWrite)) return lastWrite;
  const { table, id } = lastWrite.row;
  const position = rows.get(table)?.get(id) ?? size;
  rows.get(table)?.delete(id);
  return lastWrite.write(versionAt(db, size, position));
}

/** A plain write sent with the log append (a DELETE, the trash entry that keeps what it deletes). */
export type PlainWrite = Knex.QueryBuilder | Knex.Raw;

/**
 * The change types history keeps (docs/history.md); a rank move only when it moves one card, a mass move
 * (`cards.updated`) as one row per card, so each card's History compares each version with the one before.
 */
const HISTORY_TYPES = [
  ...['card', 'category', 'release', 'sprint', 'project'].flatMap((kind) =>
    ['created', 'updated', 'deleted'].map((action) => `${kind}.${action}`),
  ),
  'cards.reordered',
  'cards.updated',
  // An import's one entry (and its undo, its redo): its things' own rows carry the cause `import`.
  'import.created',
  'import.deleted',
];

/**
 * The history rows of the numbered events (CTE `ev`): one per change of a kept type (one per card of a
 * `cards.updated`), the thing's kind and id, what happened ("restored" for a restore's creates, "moved" for a
 * one-card rank move) and the data after it. The CASEs keep the array functions off other events' objects.
 */
/** A history row's columns, in the order the `hist` CTEs (here and statementEvent.ts) insert them. */
export const HISTORY_INSERT =
  'INSERT INTO history ("folderId", "projectId", kind, "entityId", "actorId", action, cause, data, seq)';

export const HISTORY_CTE = `hist AS (
  ${HISTORY_INSERT}
  SELECT ev."folderId", ev."projectId",
         CASE split_part(ev.type, '.', 1) WHEN 'cards' THEN 'card' ELSE split_part(ev.type, '.', 1) END,
         (x.item->>'id')::int, ev."actorId",
         CASE split_part(ev.type, '.', 2) WHEN 'created' THEN ?::varchar WHEN 'reordered' THEN 'moved'
              ELSE split_part(ev.type, '.', 2) END,
         ev.cause, x.item, ev.seq
    FROM ev CROSS JOIN LATERAL (
      SELECT ev.data AS item WHERE jsonb_typeof(ev.data) = 'object'
      UNION ALL
      SELECT ev.data->0
       WHERE jsonb_array_length(CASE ev.type WHEN 'cards.reordered' THEN ev.data ELSE '[]' END) = 1
      UNION ALL
      SELECT a.item
        FROM jsonb_array_elements(CASE ev.type WHEN 'cards.updated' THEN ev.data ELSE '[]' END) a(item)) x
   WHERE ev.type = ANY(?::text[])
   ORDER BY ev.seq
  RETURNING 1)`;

/** HISTORY_CTE's bindings: the word for a create (a restore's are "restored"), the change types kept. */
export const historyBindings = (restoring = false): [string, string[]] => [
  restoring ? 'restored' : 'created',
  HISTORY_TYPES,
];

/**
 * The event rows of a batch of `size` changes numbered up to the CTE `counter`'s seq, the ones from the
 * batch's `from` given as JSON (eventBindings), and their history rows.
 */
const EVENTS_CTES = `ev AS (
         INSERT INTO folder_events ("folderId", seq, "projectId", type, "actorId", "mutationId", cause, data)
         SELECT ?::int, counter.seq - ?::int + ?::int + e.i::int, (e.body->>'projectId')::int, e.body->>'type',
                ?::uuid, ?::varchar, ?::varchar, e.body->'data'
           FROM counter, jsonb_array_elements(${JSON_BYTES_PARAM}) WITH ORDINALITY AS e(body, i)
         RETURNING "folderId", seq, "projectId", type, "actorId", cause, data),
       ${HISTORY_CTE}`;

const eventBindings = (
  folderId: number,
  size: number,
  from: number,
  actorId: string,
  mutationId: string | undefined,
  cause: EventCause | null,
  events: Buffer,
) => [folderId, size, from, actorId, mutationId ?? null, cause, events];

export const folderEventsRepo = {
  /**
   * Numbers and stores one folder's changes inside the caller's transaction in one statement: the counter
   * bump, the event rows, their history rows, the version of every row a change describes (set to that
   * change's seq; a row named twice takes the later one) and `alongside` (a command's last writes, run as
   * data-modifying CTEs; each must have a RETURNING clause). Sent last, right before COMMIT, so the counter
   * row, which serialises a folder's writes in seq order, is held for one round trip and the commit. Rows
   * first, counter last is the lock order of every write (a move that took the counter before its card would
   * deadlock with an edit holding the card and waiting for the counter): the stamps and `alongside` only
   * write rows the command has already locked. The answer's changes carry their version (`stampVersion`),
   * so do the command's results that share them.
   */
  async append(
    trx: Db,
    folderId: number,
    changes: PendingChange[],
    meta: { actorId: string; mutationId?: string; cause?: string; restoring?: boolean },
    alongside?: LastWrite | PlainWrite[],
  ): Promise<ChangeEvent[]> {
    const size = changes.length;
    // A restore's events say so (minutes list it); an undo or redo keeps its own cause.
    const cause: EventCause | null =
      (meta.cause as EventCause | undefined) ?? (meta.restoring ? 'restore' : null);
    const rows = describedRows(changes);
    if (size > TURN_SLICE) await nextTurn(); // a pass over an import's 10,000 changes: others get a turn
    const writes = Array.isArray(alongside)
      ? alongside
      : [lastWriteOf(trx, alongside, rows, size)].filter((w) => w !== undefined);
    const stamps = stampCtes(rows, size);
    const ctes = [...writes.map((_, i) => `alongside_${i} AS (?)`), ...stamps.sql];
    const eventsOf = (from: number) =>
      jsonInTurns(changes.slice(from, from + STATEMENT_ROWS), ({ type, data, projectId }) => ({
        type,
        data,
        projectId: projectId ?? null,
      }));
    const { rows: numbered } = await trx.raw(
      `WITH counter AS (
         INSERT INTO folder_event_counters ("folderId", seq) VALUES (?::int, ?::int)
         ON CONFLICT ("folderId") DO UPDATE SET seq = folder_event_counters.seq + EXCLUDED.seq
         RETURNING seq)${ctes.map((cte) => `,\n       ${cte}`).join('')},
       ${EVENTS_CTES}
       SELECT seq FROM ev`,
      [
        folderId,
        size,
        ...writes,
        ...stamps.bindings,
        ...eventBindings(folderId, size, 0, meta.actorId, meta.mutationId, cause, await eventsOf(0)),
        ...historyBindings(meta.restoring),
      ],
    );
    const first = (numbered as { seq: number }[]).reduce((min, row) => Math.min(min, row.seq), Infinity);
    // A batch past STATEMENT_ROWS changes (an import's) is stored in more statements: the first took the whole
    // range of seqs and holds the counter row until commit, so these are numbered from its first seq.
    for (let from = STATEMENT_ROWS; from < size; from += STATEMENT_ROWS)
      await trx.raw(`WITH counter AS (SELECT ?::int AS seq), ${EVENTS_CTES} SELECT count(*) FROM ev`, [
        first + size - 1,
        ...eventBindings(folderId, size, from, meta.actorId, meta.mutationId, cause, await eventsOf(from)),
        ...historyBindings(meta.restoring),
      ]);
    return mapInTurns(changes, ({ projectId, type, data }, i) =>
      toEvent({
        type,
        data,
        folderId,
        seq: first + i,
        projectId: projectId ?? null,
        actorId: meta.actorId,
        mutationId: meta.mutationId ?? null,
        cause,
      } as EventRow),
    );
  },

  /**
   * The folder's seq, its counter row locked until the caller's transaction ends: no change of the folder
   * commits in between, and every change numbered up to it has committed (a meeting's end reads its minutes
   * up to here and logs meeting.ended right after). Take it after the caller's own row locks, as every write
   * takes the counter last.
   */
  async lockSeq(trx: Db, folderId: number): Promise<number> {
    const row = await trx('folder_event_counters').where({ folderId }).forUpdate().first('seq');
    return Number(row?.seq ?? 0);
  },

  /**
   * Housekeeping: keeps a day of events, and at most maxPerFolder per folder; however old, the events of a
   * running meeting stay (its minutes are built from them at its end).
   */
  async prune(db: Db) {
    await db.raw(
      `DELETE FROM folder_events e
       WHERE e."createdAt" < now() - interval '${EVENT_LOG_RETENTION.maxAgeHours} hours'
         AND NOT ${heldByRunningMeeting('e')}`,
    );
    await db.raw(
      `DELETE FROM folder_events e USING folder_event_counters c
       WHERE e."folderId" = c."folderId" AND e.seq <= c.seq - ? AND NOT ${heldByRunningMeeting('e')}`,
      [EVENT_LOG_RETENTION.maxPerFolder],
    );
  },
};
