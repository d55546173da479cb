// bench:api's third way to keep history, measured on request (BENCH_HISTORY_DEFERRED=1, pgbenchHistory.ts):
// the app's statements without their history CTE, and beside them a writer that turns the event log into
// history rows after the commits, in batches — the design that would take the history row out of a move's
// rank-lock queue (the event log as the durable record, the history table filled from it behind a mark per
// folder, which readers and the log's pruning would wait for). SQL of this bench only: the app writes history
// in the statement that numbers the event (folderEvents.ts HISTORY_CTE, statementEvent.ts).
import pg from 'pg';
import { HISTORY_CTE, historyBindings } from '../server/db/repos/folderEvents';

/** How long the writer rests between two batches (ms). */
const PAUSE_MS = Number(process.env.BENCH_HISTORY_DEFERRED_PAUSE ?? 100);

/**
 * One batch: every folder whose event log has gone past its mark gets the history rows of the events past
 * it (HISTORY_CTE's rows, the same as the app's), and its mark moves to the last of them. The mark's row lock
 * keeps two writers from turning one event twice.
 */
const BATCH = `WITH mark AS (
    SELECT m."folderId", m.seq FROM bench_history_marks m
      JOIN folder_event_counters c ON c."folderId" = m."folderId"
     WHERE c.seq > m.seq
       FOR UPDATE OF m),
  ev AS (
    SELECT e."folderId", e.seq, e."projectId", e.type, e."actorId", e.cause, e.data
      FROM folder_events e JOIN mark ON mark."folderId" = e."folderId" AND e.seq > mark.seq),
  ${HISTORY_CTE.replace('?::varchar', '$1::varchar').replace('?::text[]', '$2::text[]')},
  moved AS (
    UPDATE bench_history_marks k SET seq = last.seq
      FROM (SELECT "folderId", max(seq) AS seq FROM ev GROUP BY 1) last
     WHERE k."folderId" = last."folderId"
    RETURNING 1)
  SELECT (SELECT count(*) FROM hist)::int AS rows`;

/**
 * Runs `work` (pgbench on the statements without history) with the writer beside it, on its own connection,
 * from marks set at the log's current end; after `work`, one last batch, so every event of it has its row.
 */
export async function withDeferredHistory<T>(databaseUrl: string, work: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      `CREATE TABLE IF NOT EXISTS bench_history_marks ("folderId" int PRIMARY KEY, seq bigint NOT NULL);
       INSERT INTO bench_history_marks SELECT "folderId", seq FROM folder_event_counters
       ON CONFLICT ("folderId") DO UPDATE SET seq = EXCLUDED.seq`,
    );
    const bindings = historyBindings();
    const batch = () => client.query(BATCH, bindings);
    let working = true;
    const writer = (async () => {
      while (working) {
        await batch();
        await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
      }
    })();
    try {
      return await work();
    } finally {
      working = false;
      await writer;
      await batch();
    }
  } finally {
    await client.end();
  }
}
