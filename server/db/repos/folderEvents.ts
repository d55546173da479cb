// SQL for the real-time event log (see migrations/20261121000002_folder_events.ts).
import type { ChangeBody, ChangeEvent, PendingChange } from '../../../common/events';
import type { Db } from '../connection';

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

export const folderEventsRepo = {
  /**
   * Numbers and stores one folder's changes inside the caller's transaction. The counter row stays locked
   * until commit, so concurrent changes to a folder commit in sequence order.
   */
  async append(
    trx: Db,
    folderId: number,
    changes: PendingChange[],
    meta: { actorId: string; mutationId?: string },
  ): Promise<ChangeEvent[]> {
    const [{ seq: last }] = await trx('folder_event_counters')
      .insert({ folderId, seq: changes.length })
      .onConflict('folderId')
      .merge({ seq: trx.raw('folder_event_counters.seq + ?', [changes.length]) })
      .returning('seq');
    const first = last - changes.length + 1;
    const rows: EventRow[] = changes.map(({ folderId: _folderId, projectId, ...body }, i) => ({
      ...body,
      folderId,
      seq: first + i,
      projectId: projectId ?? null,
      actorId: meta.actorId,
      mutationId: meta.mutationId ?? null,
    }));
    await trx('folder_events').insert(rows.map((row) => ({ ...row, data: JSON.stringify(row.data) })));
    return rows.map(toEvent);
  },

  async currentSeq(db: Db, folderId: number): Promise<number> {
    const row = await db('folder_event_counters').where({ folderId }).first('seq');
    return row?.seq ?? 0;
  },

  /**
   * Every event after `seq`, or undefined when the caller should reload instead: the log no longer reaches
   * back, `seq` is before `floor` (when the caller's access began), or the replay is over the cap.
   */
  async since(
    db: Db,
    folderId: number,
    seq: number,
    limits: ReplayLimits = {},
  ): Promise<ChangeEvent[] | undefined> {
    const { floor = 0, maxEvents = Infinity, maxBytes = Infinity } = limits;
    // What happened before someone could read the folder (deleted cards, old shares) is not theirs to replay.
    if (seq < floor) return undefined;
    const current = await folderEventsRepo.currentSeq(db, folderId);
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

  /** Housekeeping: keeps a day of events, and at most maxPerFolder per folder. */
  async prune(db: Db) {
    await db('folder_events')
      .where('createdAt', '<', db.raw(`now() - interval '${EVENT_LOG_RETENTION.maxAgeHours} hours'`))
      .delete();
    await db.raw(
      `DELETE FROM folder_events e USING folder_event_counters c
       WHERE e."folderId" = c."folderId" AND e.seq <= c.seq - ?`,
      [EVENT_LOG_RETENTION.maxPerFolder],
    );
  },
};
