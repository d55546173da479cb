// A client coming back reads what it missed of its folder's change log in the statement that checks its access
// (access.ts, projectWithReplay): the SQL of that read and what its answer means.
import type { Replay } from '../../../common/events';
import type { Db } from '../connection';
import { EVENT_COLUMNS, toEvent, type EventRow } from './folderEvents';

/** Where a client's copy of a folder stands: what it missed is what the folder logged after `seq`. */
export interface ReplayFrom {
  folderId: number;
  seq: number;
}

/** How much one replay may carry (server/realtime/limits.ts); past either, the client reloads instead. */
export interface ReplayCap {
  maxEvents: number;
  maxBytes: number;
}

const REPLAY_COLUMNS = EVENT_COLUMNS.map((column) => `"${column}"`).join(', ');

/**
 * A column ("replay") over x — a project or folder read with the caller's role, its folder's "currentSeq" and
 * the caller's "replayFloor" (when their access began) — holding as JSON the events `from`'s folder logged
 * after `from.seq`, read in the same snapshot as the seq; NULL when the log cannot answer: the caller has no
 * role on that folder, `from.seq` is before their floor (what happened before they could read the folder is
 * not theirs to replay) or ahead of the folder (a restored database), or more than `cap.maxEvents` events
 * behind (numbers are gap-free, so the count is known before reading anything). Only the events within
 * `cap.maxBytes` leave the database; `replayOf` reads a shortfall as "too big".
 */
export const replayColumn = (db: Db, from: ReplayFrom, cap: ReplayCap) =>
  db.raw(
    `CASE WHEN x.role IS NOT NULL AND x."folderId" = ?::int AND ?::int >= x."replayFloor"
        AND ?::int <= x."currentSeq" AND x."currentSeq" - ?::int <= ?::int
      THEN COALESCE((SELECT json_agg(w ORDER BY w.seq) FROM (
        SELECT ${REPLAY_COLUMNS} FROM (
          SELECT ${REPLAY_COLUMNS}, sum(octet_length(e.data::text)) OVER (ORDER BY e.seq) AS bytes
          FROM folder_events e WHERE e."folderId" = x."folderId" AND e.seq > ?::int) r
        WHERE r.bytes <= ?::bigint) w), '[]'::json)
    END AS replay`,
    [from.folderId, from.seq, from.seq, from.seq, cap.maxEvents, from.seq, cap.maxBytes],
  );

/** The replay column read back (`current`: the folder's seq read with it): the events, or reload instead. */
export function replayOf(rows: EventRow[] | null, seq: number, current: number): Replay {
  if (rows === null) return { refetch: true };
  if (seq === current) return { events: [] };
  // Past the byte budget the rows stop short of the folder's seq.
  if (rows[0]?.seq !== seq + 1 || rows.at(-1)!.seq < current) return { refetch: true };
  return { events: rows.map(toEvent) };
}
