// SQL for meeting mode (migrations/20261125000002_meetings.ts): the only place that reads or writes meetings,
// their participants, votes and ballots (the reads are in meetingReads.ts). A change is one statement: its
// writes as data-modifying CTEs with the version bump.
import type { Knex } from 'knex';
import type { MeetingView, VoteField, VoteState, VoteTimer } from '../../../common/schemas/meetings';
import type { Db } from '../connection';
import { meetingReads, personName, type MeetingState } from './meetingReads';

export * from './meetingReads';

export const meetingsRepo = {
  ...meetingReads,

  /** Starts a meeting: the folder's seq and the cards' snapshot taken by the insert, its starter the first participant. */
  async start(
    db: Db,
    values: { projectId: number; folderId: number; userId: string },
  ): Promise<MeetingState> {
    const { rows } = await db.raw(
      `WITH m AS (
         INSERT INTO meetings ("projectId", "folderId", "facilitatorId", "startedById", "startSeq", snapshot)
         SELECT CAST(:projectId AS int), CAST(:folderId AS int), CAST(:userId AS uuid), CAST(:userId AS uuid),
           COALESCE((SELECT seq FROM folder_event_counters WHERE "folderId" = CAST(:folderId AS int)), 0),
           COALESCE((SELECT jsonb_object_agg(c.id, jsonb_build_object('externalId', c."externalId",
             'title', c.title, 'status', c.status, 'priority', c.priority, 'categoryId', c."categoryId",
             'releaseId', c."releaseId", 'estimate', c.estimate, 'order', c."order"::text)) FROM cards c WHERE c."projectId" = CAST(:projectId AS int)), '{}')
         RETURNING *),
       mp AS (INSERT INTO meeting_participants ("meetingId", "userId") SELECT id, "facilitatorId" FROM m RETURNING *)
       SELECT jsonb_build_object('id', m.id, 'projectId', m."projectId", 'folderId', m."folderId",
         'facilitatorId', m."facilitatorId", 'facilitatorName', ${personName('u')}, 'startedAt', m."startedAt",
         'endedAt', NULL, 'version', m.version, 'spotlightCardId', NULL, 'view', NULL, 'startSeq', m."startSeq",
         'participants', jsonb_build_array(jsonb_build_object('userId', u.id, 'name', ${personName('u')},
           'joinedAt', mp."joinedAt", 'leftAt', NULL)), 'vote', NULL) AS state
       FROM m JOIN mp ON true JOIN users u ON u.id = m."facilitatorId"`,
      values,
    );
    return rows[0].state as MeetingState;
  },

  /** The meeting's writes of one change, in one statement: `writes` (data-modifying SQL) and the version bump. */
  save(db: Db, id: number, set: MeetingColumns, writes: Knex.Raw[] = []) {
    const { view, ...columns } = set;
    const update = db('meetings')
      .where({ id })
      .update({
        ...columns,
        ...(view !== undefined ? { view: JSON.stringify(view) } : {}),
        version: db.raw('version + 1'),
      })
      .returning('version');
    if (!writes.length) return update;
    return db.raw(`WITH ${writes.map((_, i) => `w${i} AS (?)`).join(', ')} ?`, [...writes, update]);
  },

  /**
   * Opens a vote after closing the current one (written first: one open or revealed vote per meeting). Its
   * round is one more than the revealed votes on the same card and field in the meeting.
   */
  async openVote(db: Db, vote: NewVote, close: Knex.Raw | null): Promise<{ id: number; round: number }> {
    const { rows } = await db.raw(
      `WITH closed AS (${close ? ':close' : 'SELECT 1'}),
         bumped AS (UPDATE meetings SET version = version + 1 WHERE id = CAST(:meetingId AS int) RETURNING id)
       INSERT INTO meeting_votes ("meetingId", "cardId", "cardExternalId", "cardTitle", field, round,
         "autoReveal", "timerSeconds")
       SELECT CAST(:meetingId AS int), CAST(:cardId AS int), CAST(:cardExternalId AS varchar),
         CAST(:cardTitle AS varchar), CAST(:field AS varchar),
         1 + (SELECT count(*) FROM meeting_votes pv WHERE pv."meetingId" = CAST(:meetingId AS int)
           AND pv."cardId" = CAST(:cardId AS int) AND pv.field = CAST(:field AS varchar)
           AND pv."revealedAt" IS NOT NULL),
         CAST(:autoReveal AS boolean), CAST(:timerSeconds AS smallint)
       FROM (SELECT count(*) FROM closed) AS c, bumped RETURNING id, round`,
      { ...vote, ...(close ? { close } : {}) },
    );
    return rows[0];
  },

  /** True for the unique violation of a second running meeting in a project. */
  isAlreadyRunning(error: unknown): boolean {
    const pg = error as { code?: string; constraint?: string } | null;
    return pg?.code === '23505' && pg.constraint === 'meetings_one_running_per_project';
  },

  /** The end of a meeting (its last write, sent with the event log append). */
  end(db: Db, id: number, ended: { endedAt: Date; endSeq: number; minutes: unknown }) {
    return db('meetings')
      .where({ id })
      .update({ ...ended, minutes: JSON.stringify(ended.minutes), version: db.raw('version + 1') })
      .returning('id');
  },

  // ---- data-modifying SQL for `save` ----
  joined: (db: Db, meetingId: number, userId: string) =>
    db.raw(
      `INSERT INTO meeting_participants ("meetingId", "userId") VALUES (?, ?)
       ON CONFLICT ("meetingId", "userId") DO UPDATE SET "leftAt" = NULL RETURNING 1`,
      [meetingId, userId],
    ),
  left: (db: Db, meetingId: number, userId: string) =>
    db.raw(
      `UPDATE meeting_participants SET "leftAt" = now() WHERE "meetingId" = ? AND "userId" = ? RETURNING 1`,
      [meetingId, userId],
    ),
  ballotCast: (db: Db, voteId: number, userId: string, value: string) =>
    db.raw(`INSERT INTO meeting_ballots ("voteId", "userId", value) VALUES (?, ?, ?) RETURNING 1`, [
      voteId,
      userId,
      value,
    ]),
  ballotDropped: (db: Db, voteId: number, userId: string) =>
    db.raw(`DELETE FROM meeting_ballots WHERE "voteId" = ? AND "userId" = ? RETURNING 1`, [voteId, userId]),
  voteSet: (db: Db, voteId: number, state: VoteState, appliedValue: string | null = null) =>
    db.raw(
      `UPDATE meeting_votes SET state = ?, "appliedValue" = ?,
         "revealedAt" = CASE WHEN ?::text = 'revealed' THEN now() ELSE "revealedAt" END
       WHERE id = ? RETURNING 1`,
      [state, appliedValue, state, voteId],
    ),
};

export interface MeetingColumns {
  spotlightCardId?: number | null;
  view?: MeetingView;
  facilitatorId?: string;
}

export interface NewVote {
  meetingId: number;
  cardId: number;
  cardExternalId: string;
  cardTitle: string;
  field: VoteField;
  autoReveal: boolean;
  timerSeconds: VoteTimer | null;
}
