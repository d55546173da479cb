// SQL that reads meetings (migrations/20261125000002_meetings.ts): a meeting is read whole — one JSON column
// with its people and its latest vote — so a command decides, and answers its read model, from one statement.
// Writes: meetings.ts, which is the repo the rest of the server uses.
import type { Knex } from 'knex';
import type { ScoringSetting } from '../../../common/estimation/scoring';
import type { MeetingView, VoteField, VoteState, VoteTimer } from '../../../common/schemas/meetings';
import type { Db } from '../connection';
import type { ProjectRow } from './projects';
import { inFolder, type FolderScope } from './folderScope';

/** A card as the meeting found it (meetings.snapshot, keyed by card id). */
export interface SnapshotCard {
  externalId: string;
  title: string;
  status: string;
  priority: string;
  categoryId: number | null;
  releaseId: number | null;
  /** Absent from snapshots taken before estimates existed. */
  estimate?: string | null;
  /** numeric(15,3) as text. */
  order: string;
}
export type CardSnapshot = Record<string, SnapshotCard>;

export interface ParticipantRow {
  userId: string;
  name: string;
  joinedAt: string;
  leftAt: string | null;
}
interface BallotRow {
  userId: string;
  name: string;
  value: string;
  castAt: string;
}
export interface VoteRow {
  id: number;
  cardId: number | null;
  cardExternalId: string;
  cardTitle: string;
  field: VoteField;
  /** Stored states; a revealed vote closed without a value is 'applied' with appliedValue null. */
  state: VoteState;
  openedAt: string;
  round: number;
  autoReveal: boolean;
  timerSeconds: VoteTimer | null;
  appliedValue: string | null;
  ballots: BallotRow[];
}
/** A meeting as stored: everyone who ever joined (left ones with leftAt) and its latest vote. */
export interface MeetingState {
  id: number;
  projectId: number;
  folderId: number;
  facilitatorId: string | null;
  facilitatorName: string | null;
  startedAt: string;
  endedAt: string | null;
  version: number;
  spotlightCardId: number | null;
  view: MeetingView | null;
  startSeq: number;
  participants: ParticipantRow[];
  vote: VoteRow | null;
}

interface Named {
  id: number;
  name: string;
}

/** What a command may ask the loader for, besides the meeting. */
export interface MeetingLoadOptions {
  lock?: boolean;
  /** The card (of the meeting's project only) a spotlight or vote names; null: the spotlight card. */
  cardId?: number | null;
  /** The project's releases, use cases, deck and scoring model: what a vote's choices are. */
  lookups?: boolean;
  /** The vote a path names: its state, if it is this meeting's. */
  voteId?: number;
  /** What ending needs: the cards' snapshot at the start. */
  forEnd?: boolean;
}

export interface MeetingLoad {
  id: number;
  state: MeetingState;
  /** The transaction's clock (what the tables' now() defaults write). */
  now: Date;
  callerName: string | null;
  card?: { id: number; externalId: string; title: string } | null;
  releases?: Named[];
  categories?: Named[];
  estimation?: ScoringSetting;
  askedVoteState?: VoteState | null;
  snapshot?: CardSnapshot;
}
export type MeetingWithRole = MeetingLoad & FolderScope;

/** SQL: the display name of the user row `u` (as presence shows it: first and last name, else the e-mail). */
export const personName = (u: string) =>
  `COALESCE(NULLIF(btrim(concat_ws(' ', ${u}."firstName", ${u}."lastName")), ''), ${u}.email)`;

/** The whole meeting `m` as one jsonb value (MeetingState). */
const STATE = `jsonb_build_object(
  'id', m.id, 'projectId', m."projectId", 'folderId', m."folderId", 'facilitatorId', m."facilitatorId",
  'facilitatorName', (SELECT ${personName('fu')} FROM users fu WHERE fu.id = m."facilitatorId"),
  'startedAt', m."startedAt", 'endedAt', m."endedAt", 'version', m.version,
  'spotlightCardId', m."spotlightCardId", 'view', m.view, 'startSeq', m."startSeq",
  'participants', COALESCE((SELECT jsonb_agg(jsonb_build_object('userId', mp."userId", 'name', ${personName('pu')},
      'joinedAt', mp."joinedAt", 'leftAt', mp."leftAt") ORDER BY mp."joinedAt", mp."userId")
    FROM meeting_participants mp JOIN users pu ON pu.id = mp."userId" WHERE mp."meetingId" = m.id), '[]'::jsonb),
  'vote', (SELECT jsonb_build_object('id', v.id, 'cardId', v."cardId", 'cardExternalId', v."cardExternalId",
      'cardTitle', v."cardTitle", 'field', v.field, 'state', v.state, 'openedAt', v."openedAt",
      'round', v.round, 'autoReveal', v."autoReveal", 'timerSeconds', v."timerSeconds",
      'appliedValue', v."appliedValue",
      'ballots', COALESCE((SELECT jsonb_agg(jsonb_build_object('userId', b."userId", 'name', ${personName('bu')},
          'value', b.value, 'castAt', b."castAt") ORDER BY b."castAt", b."userId")
        FROM meeting_ballots b JOIN users bu ON bu.id = b."userId" WHERE b."voteId" = v.id), '[]'::jsonb))
    FROM meeting_votes v WHERE v."meetingId" = m.id ORDER BY v.id DESC LIMIT 1))`;

const NAMED = (table: string) =>
  `COALESCE((SELECT jsonb_agg(jsonb_build_object('id', x.id, 'name', x.name) ORDER BY x.id)
    FROM ${table} x WHERE x."projectId" = m."projectId"), '[]'::jsonb)`;

function loadColumns(db: Db, userId: string | null, options: MeetingLoadOptions) {
  const columns: Knex.Raw[] = [
    db.raw(`m.id, ${STATE} AS state, now() AS now`),
    // The same row read with the statement's snapshot: after waiting for a lock, the locked row is the newer
    // one while the subqueries above still see the older state (docs: READ COMMITTED re-checks only it).
    db.raw(`(SELECT x.version FROM meetings x WHERE x.id = m.id) AS "seenVersion"`),
    db.raw(`(SELECT ${personName('cu')} FROM users cu WHERE cu.id = ?) AS "callerName"`, [userId]),
  ];
  if (options.cardId !== undefined)
    columns.push(
      db.raw(
        `(SELECT jsonb_build_object('id', c.id, 'externalId', c."externalId", 'title', c.title)
          FROM cards c WHERE c.id = COALESCE(?::int, m."spotlightCardId") AND c."projectId" = m."projectId") AS card`,
        [options.cardId],
      ),
    );
  if (options.lookups)
    columns.push(
      db.raw(`${NAMED('releases')} AS releases, ${NAMED('categories')} AS categories,
        (SELECT jsonb_build_object('deck', px.deck, 'customDeck', px."customDeck", 'scoringModel', px."scoringModel")
          FROM projects px WHERE px.id = m."projectId") AS estimation`),
    );
  if (options.voteId !== undefined)
    columns.push(
      db.raw(
        `(SELECT v.state FROM meeting_votes v WHERE v.id = ? AND v."meetingId" = m.id) AS "askedVoteState"`,
        [options.voteId],
      ),
    );
  if (options.forEnd) columns.push(db.raw('m.snapshot'));
  return columns;
}

type Loaded<T> = T & { seenVersion: number };

/** Runs a locking load again when it waited for another write: only then is its JSON older than the row. */
async function fresh<T extends MeetingLoad>(load: () => Promise<Loaded<T> | undefined>, lock?: boolean) {
  const row = await load();
  if (!lock || !row || row.state.version === row.seenVersion) return row;
  return load();
}

const byId = (db: Db, id: number) =>
  db('meetings as m').join('projects as p', 'p.id', 'm.projectId').where('m.id', id);

/** A running meeting of the project in column `project`, as a MeetingState jsonb column "meeting". */
export const runningMeetingColumn = (db: Db, project: string) =>
  db.raw(
    `(SELECT ${STATE} FROM meetings m WHERE m."projectId" = ${project} AND m."endedAt" IS NULL) AS meeting`,
  );

/** SQL: true while a running meeting of the event's folder still needs event `e` (its minutes read it). */
export const heldByRunningMeeting = (event: string) =>
  `EXISTS (SELECT 1 FROM meetings hm WHERE hm."folderId" = ${event}."folderId" AND hm."endedAt" IS NULL
    AND ${event}.seq > hm."startSeq")`;

/** SQL: the ids of the running meetings of `folder` that `user` ever joined (int[]). */
export const meetingsJoinedIn = (folder: string, user: string) =>
  `COALESCE((SELECT array_agg(jm.id ORDER BY jm.id) FROM meetings jm
    JOIN meeting_participants jp ON jp."meetingId" = jm.id AND jp."userId" = ${user}
    WHERE jm."folderId" = ${folder} AND jm."endedAt" IS NULL), '{}')`;

export const meetingReads = {
  /** The meeting with the caller's role on its folder, in one statement (a lock makes it a member's write). */
  withRole(db: Db, userId: string, id: number, options: MeetingLoadOptions = {}) {
    return fresh<MeetingWithRole>(
      () => inFolder(db, userId, byId(db, id), 'm', { lock: options.lock }, loadColumns(db, userId, options)),
      options.lock,
    );
  },

  /** A project or folder with the caller's role and its running meeting (null when none runs). */
  projectWithMeeting(
    db: Db,
    userId: string,
    projectId: number,
  ): Promise<(ProjectRow & FolderScope & { meeting: MeetingState | null }) | undefined> {
    const query = db('projects as p').where('p.id', projectId);
    return inFolder(db, userId, query, 'p', {}, ['p.*', runningMeetingColumn(db, 'p.id')]);
  },

  /** The meeting without anyone's role: for what access changes do to it (a share removed). */
  state(db: Db, id: number, options: MeetingLoadOptions = {}) {
    return fresh<MeetingLoad>(() => {
      const query = db('meetings as m')
        .where('m.id', id)
        .first(loadColumns(db, null, options));
      return options.lock ? query.forNoKeyUpdate('m') : query;
    }, options.lock);
  },
};
