// SQL for the real-time event log (see migrations/20261121000002_folder_events.ts).
import type { Knex } from 'knex';
import type { ChangeBody, ChangeEvent, PendingChange } from '../../../common/events';
import type { Db } from '../connection';
import { heldByRunningMeeting } from './meetings';

/** How far back a reconnecting client can replay; older gaps mean "refetch". */
export const EVENT_LOG_RETENTION = { maxAgeHours: 24, maxPerFolder: 2000 };

/** A stored event: `type` and its `data` (jsonb) were written together from one typed change. */
type EventRow = ChangeBody & {
  folderId: number;
  seq: number;
  projectId: number | null;
  actorId: string;
  mutationId: string | null;
};

/** Who may replay from where, and how much one answer may carry (server/realtime/limits.ts). */
export interface ReplayLimits {
  floor?: number;
  maxEvents?: number;
  maxBytes?: number;
}

const EVENT_COLUMNS = ['folderId', 'seq', 'projectId', 'type', 'actorId', 'mutationId', 'data'];

const toEvent = ({ projectId, mutationId, ...row }: EventRow): ChangeEvent => ({
  ...row,
  ...(projectId ? { projectId } : {}),
  ...(mutationId ? { mutationId } : {}),
});

/** A folder's seq now, as a column ("currentSeq") of a query that has the folder id in `folderColumn`. */
export const currentSeqColumn = (db: Db, folderColumn: string) =>
  db.raw(
    `COALESCE((SELECT ec.seq FROM folder_event_counters ec WHERE ec."folderId" = ??), 0) AS "currentSeq"`,
    [folderColumn],
  );

export const folderEventsRepo = {
  /**
   * Numbers and stores one folder's changes inside the caller's transaction in one statement: the counter
   * bump, the event rows and `alongside` (a command's last write, run as a data-modifying CTE; it must
   * have a RETURNING clause). Sent last, right before COMMIT, so the counter row, which serialises a
   * folder's writes in seq order, is held for one round trip and the commit. The counter is bumped only
   * after `alongside` has written: rows first, counter last, the lock order of every write (a move that
   * took the counter before its card would deadlock with an edit holding the card and waiting for the counter).
   */
  async append(
    trx: Db,
    folderId: number,
    changes: PendingChange[],
    meta: { actorId: string; mutationId?: string },
    alongside?: Knex.QueryBuilder,
  ): Promise<ChangeEvent[]> {
    const bodies = changes.map(({ type, data, projectId }) => ({ type, data, projectId: projectId ?? null }));
    const { rows } = await trx.raw(
      `WITH ${alongside ? 'alongside AS (?), ' : ''}counter AS (
         INSERT INTO folder_event_counters ("folderId", seq)
         SELECT ?::int, ?::int ${alongside ? 'FROM (SELECT count(*) FROM alongside) AS written' : ''}
         ON CONFLICT ("folderId") DO UPDATE SET seq = folder_event_counters.seq + EXCLUDED.seq
         RETURNING seq)
       INSERT INTO folder_events ("folderId", seq, "projectId", type, "actorId", "mutationId", data)
       SELECT ?::int, counter.seq - ?::int + e.i::int, (e.body->>'projectId')::int, e.body->>'type',
              ?::uuid, ?::varchar, e.body->'data'
         FROM counter, jsonb_array_elements(?::jsonb) WITH ORDINALITY AS e(body, i)
       RETURNING seq`,
      [
        ...(alongside ? [alongside] : []),
        folderId,
        changes.length,
        folderId,
        changes.length,
        meta.actorId,
        meta.mutationId ?? null,
        JSON.stringify(bodies),
      ],
    );
    const first = Math.min(...(rows as { seq: number }[]).map((row) => row.seq));
    return changes.map(({ folderId: _folderId, projectId, ...body }, i) =>
      toEvent({
        ...body,
        folderId,
        seq: first + i,
        projectId: projectId ?? null,
        actorId: meta.actorId,
        mutationId: meta.mutationId ?? null,
      }),
    );
  },

  /**
   * Every event after `seq` up to `current` (the folder's seq, read with the caller's access), or undefined
   * when the caller should reload instead: the log no longer reaches back, `seq` is before `floor` (when the
   * caller's access began), or the replay is over the cap.
   */
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

  async since(
    db: Db,
    folderId: number,
    seq: number,
    current: number,
    limits: ReplayLimits = {},
  ): Promise<ChangeEvent[] | undefined> {
    const { floor = 0, maxEvents = Infinity, maxBytes = Infinity } = limits;
    // What happened before someone could read the folder (deleted cards, old shares) is not theirs to replay.
    if (seq < floor) return undefined;
    if (seq === current) return [];
    // A client ahead of the server (say, after a database restore) holds data the log cannot explain.
    if (seq > current) return undefined;
    // Numbers are gap-free, so the count is known before reading anything.
    if (current - seq > maxEvents) return undefined;
    // Only the events within the byte budget leave the database; a shortfall below means "too big".
    const rows: EventRow[] = await db
      .select(EVENT_COLUMNS)
      .from(
        db('folder_events')
          .select(EVENT_COLUMNS)
          .select(db.raw('sum(octet_length(data::text)) OVER (ORDER BY seq) AS bytes'))
          .where({ folderId })
          .andWhere('seq', '>', seq)
          .as('e'),
      )
      .where('bytes', '<=', Number.isFinite(maxBytes) ? maxBytes : Number.MAX_SAFE_INTEGER)
      .orderBy('seq');
    if (rows[0]?.seq !== seq + 1 || rows.at(-1)!.seq < current) return undefined;
    return rows.map(toEvent);
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
