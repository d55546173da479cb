// SQL for meeting minutes: everything they are built from (one statement, inside the end command's
// transaction), a project's past meetings, and an ended meeting with the caller's role on its folder.
import type { ChangeBodyOf } from '../../../common/events';
import type { EventCause } from '../../../common/schemas/history';
import type { ScoringSetting } from '../../../common/estimation/scoring';
import type { Named } from '../../../common/meetings/choices';
import type { MeetingPerson, Minutes, PastMeeting, VoteField } from '../../../common/schemas/meetings';
import type { Db } from '../connection';
import { inFolder, PAST_SQL, pastReader, type FolderScope } from './folderScope';
import { personName } from './meetingReads';

/** Whoever is not (or no longer) a user: a deleted account. */
export const SOMEONE = 'Someone';

const MINUTES_EVENT_TYPES = [
  'card.created',
  'card.updated',
  'card.deleted',
  'cards.reordered',
  'cards.updated',
];

/**
 * The card events the minutes read, each with the name of whoever made it and why, when it was not an edit of
 * its own (folder_events.cause: an undo, a redo, a restore; null or absent otherwise).
 */
export type MinutesEvent = (
  | ChangeBodyOf<'card.created'>
  | ChangeBodyOf<'card.updated'>
  | ChangeBodyOf<'card.deleted'>
  | ChangeBodyOf<'cards.reordered'>
  | ChangeBodyOf<'cards.updated'>
) & { by: string; cause?: EventCause | null };

/** A revealed or applied vote as stored, with its ballots in the order they were cast. */
export interface StoredVote {
  cardId: number | null;
  cardExternalId: string;
  cardTitle: string;
  field: VoteField;
  appliedValue: string | null;
  round: number;
  ballots: { name: string; value: string }[];
}

/** What the minutes of one meeting are built from. */
export interface MinutesSource {
  projectName: string;
  facilitator: string | null;
  events: MinutesEvent[];
  participants: MeetingPerson[];
  votes: StoredVote[];
  releases: Named[];
  categories: Named[];
  estimation: ScoringSetting;
}

export interface MinutesSourceQuery {
  meetingId: number;
  projectId: number;
  folderId: number;
  startSeq: number;
  endSeq: number;
  facilitatorId: string | null;
}

/** A meeting (ended or running) with the caller's role on its project's folder. */
export interface MeetingMinutesWithRole extends FolderScope {
  id: number;
  projectId: number;
  projectName: string;
  startedAt: Date;
  endedAt: Date | null;
  minutes: Minutes | null;
  /** The caller joined the meeting at some point. */
  tookPart: boolean;
  /** The caller may read its minutes (mayReadMinutes), should the meeting have ended and they be a member. */
  readsMinutes: boolean;
  /**
   * Participants who may still read the folder (owner or active share) and have proven their address:
   * asked for with `recipients`.
   */
  recipients?: { email: string; name: string }[];
}

/**
 * Whether the caller may read meeting m's minutes, over its project's folder f (docs/meetings.md "Who reads
 * minutes"): they took part, or they could read the folder when it started — the one rule of a folder's past
 * (folderScope.ts PAST_SQL), the meeting counted as logged right after its `startSeq`, in the folder it ran
 * in (a moved project's meetings count in their old folder's seqs: its owner's). The one rule of the list and
 * of each meeting's minutes.
 */
function mayReadMinutes(db: Db, userId: string) {
  return db.raw(
    `(${PAST_SQL('m."startSeq" + 1', 'm."folderId"')}
      OR EXISTS (SELECT 1 FROM meeting_participants mp WHERE mp."meetingId" = m.id AND mp."userId" = ?))`,
    [...pastReader(userId), userId],
  );
}

export const meetingMinutesRepo = {
  /**
   * One statement: the meeting's card events (with the actor's name and the cause), its participants, its
   * revealed and applied votes with their ballots, and the project's name, releases and use cases as they are
   * now.
   */
  async source(db: Db, q: MinutesSourceQuery): Promise<MinutesSource> {
    const { rows } = await db.raw(
      `SELECT p.name AS "projectName",
        (SELECT ${personName('u')} FROM users u WHERE u.id = ?::uuid) AS facilitator,
        COALESCE((SELECT json_agg(json_build_object('type', e.type, 'data', e.data,
              'by', COALESCE(${personName('a')}, ?), 'cause', e.cause) ORDER BY e.seq)
            FROM folder_events e LEFT JOIN users a ON a.id = e."actorId"
            WHERE e."folderId" = ? AND e.seq > ? AND e.seq <= ? AND e."projectId" = p.id
              AND e.type = ANY(?::text[])), '[]') AS events,
        COALESCE((SELECT json_agg(json_build_object('userId', u.id, 'name', ${personName('u')})
              ORDER BY mp."joinedAt", u.id)
            FROM meeting_participants mp JOIN users u ON u.id = mp."userId" WHERE mp."meetingId" = ?), '[]')
          AS participants,
        COALESCE((SELECT json_agg(json_build_object('cardId', v."cardId", 'cardExternalId', v."cardExternalId",
              'cardTitle', v."cardTitle", 'field', v.field, 'appliedValue', v."appliedValue", 'round', v.round,
              'ballots', COALESCE((SELECT json_agg(json_build_object('name', ${personName('bu')}, 'value', b.value)
                  ORDER BY b."castAt", b."userId")
                FROM meeting_ballots b JOIN users bu ON bu.id = b."userId" WHERE b."voteId" = v.id), '[]'))
              ORDER BY v."openedAt", v.id)
            FROM meeting_votes v WHERE v."meetingId" = ? AND v.state IN ('revealed', 'applied')), '[]') AS votes,
        COALESCE((SELECT json_agg(json_build_object('id', r.id, 'name', r.name)
              ORDER BY COALESCE(r."startDate", '2099-12-31'), lower(r.name), r.id)
            FROM releases r WHERE r."projectId" = p.id), '[]') AS releases,
        COALESCE((SELECT json_agg(json_build_object('id', c.id, 'name', c.name) ORDER BY c."createdAt", c.id)
            FROM categories c WHERE c."projectId" = p.id), '[]') AS categories,
        json_build_object('deck', p.deck, 'customDeck', p."customDeck", 'scoringModel', p."scoringModel")
          AS estimation
      FROM projects p WHERE p.id = ?`,
      [
        q.facilitatorId,
        SOMEONE,
        q.folderId,
        q.startSeq,
        q.endSeq,
        MINUTES_EVENT_TYPES,
        q.meetingId,
        q.meetingId,
        q.projectId,
      ],
    );
    const row = rows[0] as MinutesSource | undefined;
    if (!row) throw new Error(`project ${q.projectId} of meeting ${q.meetingId} is gone`);
    return row;
  },

  /**
   * A project's ended meetings the caller may read (docs/meetings.md "Who reads minutes": those that started
   * once their access had begun, and those they took part in), newest first, named as their minutes froze them.
   */
  async past(db: Db, userId: string, projectId: number): Promise<PastMeeting[]> {
    const rows: (Omit<PastMeeting, 'startedAt' | 'endedAt'> & { startedAt: Date; endedAt: Date })[] =
      await db('meetings as m')
        .join('projects as p', 'p.id', 'm.projectId')
        .join('projects as f', 'f.id', db.raw('COALESCE(p."parentId", p.id)'))
        .leftJoin('users as u', 'u.id', 'm.facilitatorId')
        .where('m.projectId', projectId)
        .whereNotNull('m.endedAt')
        .whereRaw('?', [mayReadMinutes(db, userId)])
        .orderBy([
          { column: 'm.startedAt', order: 'desc' },
          { column: 'm.id', order: 'desc' },
        ])
        .select(
          'm.id',
          'm.startedAt',
          'm.endedAt',
          db.raw(`COALESCE(m.minutes->>'facilitator', ${personName('u')}, ?) AS facilitator`, [SOMEONE]),
          db.raw(
            `COALESCE(jsonb_array_length(m.minutes->'participants'),
              (SELECT count(*) FROM meeting_participants mp WHERE mp."meetingId" = m.id))::int AS "participantCount"`,
          ),
        );
    return rows.map((row) => ({
      ...row,
      startedAt: row.startedAt.toISOString(),
      endedAt: row.endedAt.toISOString(),
    }));
  },

  /**
   * A meeting with the caller's role on its project's folder (access.ts's `inFolder`), whether the caller
   * took part, and with `recipients` the participants who may still read the folder, in one statement.
   */
  withRole(
    db: Db,
    userId: string,
    meetingId: number,
    options: { recipients?: boolean } = {},
  ): Promise<MeetingMinutesWithRole | undefined> {
    const query = db('meetings as m').join('projects as p', 'p.id', 'm.projectId').where('m.id', meetingId);
    const columns = [
      'm.id',
      'm.projectId',
      'p.name as projectName',
      'm.startedAt',
      'm.endedAt',
      'm.minutes',
      db.raw(`? AS "readsMinutes"`, [mayReadMinutes(db, userId)]),
      db.raw(
        `EXISTS (SELECT 1 FROM meeting_participants mp WHERE mp."meetingId" = m.id AND mp."userId" = ?) AS "tookPart"`,
        [userId],
      ),
    ];
    if (options.recipients)
      columns.push(
        db.raw(`COALESCE((SELECT json_agg(json_build_object('email', u.email, 'name', ${personName('u')})
            ORDER BY mp."joinedAt", u.id)
          FROM meeting_participants mp JOIN users u ON u.id = mp."userId"
          WHERE mp."meetingId" = m.id AND u."emailVerified" AND (u.id = f."ownerId" OR EXISTS (SELECT 1 FROM folder_shares s
            WHERE s."folderId" = f.id AND s."sharedWithUserId" = u.id AND s.status = 'active'))), '[]') AS recipients`),
      );
    return inFolder(db, userId, query, 'm', {}, columns);
  },
};
