// Meeting mode: one facilitated grooming session per project at a time. Its state lives in
// PostgreSQL and reaches screens as `meeting.updated` / `meeting.ended` folder events (docs/meetings.md).
// Ballot values stay hidden from everyone (the voter aside) until the facilitator reveals them.
import { z } from 'zod';
import { VOTE_FIELDS, voteFieldsPhrase, type VoteField } from '../cardFields';
import { SORT_COLUMNS } from '../board/sorting';
import { GROUP_BYS } from './cards';
import { idField } from './fields';
import type { ChangeCause } from './history';

/** What a vote is about: the card's impact (default), its release, or its use case (the registry's `vote`). */
export { VOTE_FIELDS, VOTE_FIELD_LABELS, type VoteField } from '../cardFields';

/**
 * A ballot's value: for impact one of IMPACTS; for release or use case the id as a string, or 'none'
 * (Future / no use case).
 */
export const NO_VALUE = 'none';
const voteValueField = z
  .string({ error: 'Value is required' })
  .trim()
  .min(1, 'Value is required')
  .max(20, 'Value is not valid');
export type VoteValue = string;

/** The facilitator's way of looking at the board, which followers take over. */
const short = z.string().max(100);
const meetingViewField = z.object({
  mode: z.enum(['backlog', 'releases', 'roadmap', 'matrix'], {
    error: 'View must be backlog, releases, roadmap or matrix',
  }),
  filters: z.object({
    search: z.string().max(200),
    groupBy: z.enum(GROUP_BYS),
    categories: z.array(short).max(200),
    statuses: z.array(short).max(20),
    priorities: z.array(short).max(20),
    releases: z.array(short).max(200),
    /** Absent from an older client's view: no sprint filter. */
    sprints: z.array(short).max(400).default([]),
    /** Absent from an older client's view: no estimate filter. */
    estimates: z.array(short).max(100).default([]),
  }),
  sort: z.object({ column: z.enum(SORT_COLUMNS), direction: z.enum(['asc', 'desc']) }),
  customRanking: z.boolean(),
});
export type MeetingView = z.infer<typeof meetingViewField>;

// ---- Requests ----

/** PATCH /api/meetings/{id}: the facilitator steers (any subset). */
export const updateMeetingRequest = z
  .object({
    spotlightCardId: idField('Card').nullable().optional(),
    view: meetingViewField.optional(),
    /** Hand over to another participant. */
    facilitatorId: z.uuid({ error: 'Facilitator must be a participant' }).optional(),
  })
  .strict();
export type UpdateMeetingRequest = z.infer<typeof updateMeetingRequest>;

/** The timers a vote may run, in seconds (shown on every screen; the facilitator still reveals). */
export const VOTE_TIMERS = [30, 60, 120] as const;
export type VoteTimer = (typeof VOTE_TIMERS)[number];

/** POST /api/meetings/{id}/votes: a silent vote on a card (default: the spotlight card, impact). */
export const openVoteRequest = z
  .object({
    cardId: idField('Card').optional(),
    field: z.enum(VOTE_FIELDS, { error: `Vote on ${voteFieldsPhrase()}` }).default('impact'),
    /** Reveal by itself once every person in the meeting has voted. */
    autoReveal: z.boolean({ error: 'Auto-reveal must be true or false' }).default(false),
    timerSeconds: z
      .literal(VOTE_TIMERS, { error: `Timer must be ${VOTE_TIMERS.join(', ')} seconds, or none` })
      .nullable()
      .default(null),
  })
  .strict();
export type OpenVoteRequest = z.input<typeof openVoteRequest>;

/** POST /api/meetings/{id}/votes/{voteId}/ballots and …/apply. */
export const ballotRequest = z.object({ value: voteValueField }).strict();
export type BallotRequest = z.input<typeof ballotRequest>;

// ---- Read models ----

export interface MeetingPerson {
  userId: string;
  name: string;
}

export type VoteState = 'open' | 'revealed' | 'applied' | 'cancelled';

interface MeetingBallot extends MeetingPerson {
  value: VoteValue;
}

export interface MeetingVote {
  id: number;
  cardId: number | null;
  field: VoteField;
  state: VoteState;
  openedAt: string;
  /** 1, then one more for each re-vote on the same card and field in this meeting. */
  round: number;
  /** It reveals itself once everyone in the meeting has voted. */
  autoReveal: boolean;
  timerSeconds: VoteTimer | null;
  /** When the timer runs out (openedAt + timerSeconds), null without one. */
  endsAt: string | null;
  /** Who has voted, in order: visible to everyone while the vote is open. */
  voters: MeetingPerson[];
  /** Who voted what: null until revealed. */
  ballots: MeetingBallot[] | null;
  appliedValue: VoteValue | null;
}

export interface Meeting {
  id: number;
  projectId: number;
  facilitator: MeetingPerson;
  startedAt: string;
  /** Bumped by every change: a screen keeps the higher version (events may pass a REST answer). */
  version: number;
  spotlightCardId: number | null;
  /** The facilitator's view, once they have sent one. */
  view: MeetingView | null;
  /** Who is in the meeting now (joined and not left), the facilitator first. */
  participants: MeetingPerson[];
  /** The vote on screen: open, revealed or just applied; null when there is none. */
  vote: MeetingVote | null;
}

/** GET /api/projects/{id}/meeting: the running meeting, and the caller's own ballot in its vote. */
export interface CurrentMeeting {
  meeting: Meeting | null;
  myBallot: VoteValue | null;
}

/** The `meeting.ended` event: who took part sees the minutes (GET /api/meetings/{id}/minutes). */
export interface MeetingEnded {
  id: number;
  projectId: number;
  /** Everyone who took part (ever joined or voted). */
  participantIds: string[];
}

/** A card as the minutes name it (kept when the card is gone later). */
export interface MinutesCard {
  cardId: number;
  externalId: string;
  title: string;
}
/** A card the minutes list, with who made the change and, for an undo or a redo, which. */
export interface MinutesEntry extends MinutesCard {
  by: string;
  /** Set when the change was an undo or a redo (the X-Change-Cause of its write); absent for an edit of its own. */
  cause?: ChangeCause;
}
export interface MinutesChange extends MinutesEntry {
  from: string;
  to: string;
}
interface MinutesTally {
  value: VoteValue;
  label: string;
  count: number;
}
export interface MinutesVote extends MinutesCard {
  field: VoteField;
  /** Absent from minutes kept before re-vote rounds were counted: round 1. */
  round?: number;
  /** Planning poker (an estimate or a scoring input): the median's label and whether the team agreed. */
  median?: string | null;
  agreed?: boolean;
  /** Who voted what, with labels. */
  ballots: { name: string; value: VoteValue; label: string }[];
  distribution: MinutesTally[];
  /** The most common choice(s): several on a tie. */
  mostCommon: string[];
  /** How far apart the votes were, in words (e.g. "unanimous", "3 different choices"). */
  spread: string;
  /** The applied value's label, or null when none was applied. */
  applied: string | null;
}

/** The meeting's minutes, built at its end from the change log (folder_events) and its votes. */
export interface Minutes {
  meetingId: number;
  projectId: number;
  projectName: string;
  startedAt: string;
  endedAt: string;
  durationSeconds: number;
  facilitator: string;
  participants: MeetingPerson[];
  created: MinutesEntry[];
  releaseMoves: MinutesChange[];
  useCaseMoves: MinutesChange[];
  reranked: MinutesEntry[];
  statusChanges: MinutesChange[];
  impactChanges: MinutesChange[];
  /** A card's estimate set, changed or cleared (by a poker vote applied, or by hand). */
  estimateChanges: MinutesChange[];
  deleted: MinutesEntry[];
  /** Cards brought back from the trash (a restore, an undone delete, a redone create). */
  restored: MinutesEntry[];
  votes: MinutesVote[];
}

/**
 * Minutes as `meetings.minutes` keeps them: those stored before a list was added lack it (`restored`, issue
 * 26; `estimateChanges`, issue 45). Stored minutes never change, so they are read through `parseStoredMinutes`.
 */
export type StoredMinutes = Omit<Minutes, 'restored' | 'estimateChanges'> &
  Partial<Pick<Minutes, 'restored' | 'estimateChanges'>>;

/** Stored minutes as they are served: a list the meeting's minutes did not have yet is empty. */
export const parseStoredMinutes = (stored: StoredMinutes): Minutes => ({
  ...stored,
  restored: stored.restored ?? [],
  estimateChanges: stored.estimateChanges ?? [],
});

/** GET /api/projects/{id}/meetings: the project's past meetings, newest first. */
export interface PastMeeting {
  id: number;
  startedAt: string;
  endedAt: string;
  facilitator: string;
  participantCount: number;
}

export const MEETING_MESSAGES = {
  notFound: 'Meeting not found',
  alreadyRunning: 'A meeting is already running in this project',
  facilitatorOnly: 'Only the facilitator can steer the meeting',
  handOverToParticipant: 'Hand over to someone who is in the meeting',
  facilitatorLeaves: 'Hand the meeting over or end it before you leave',
  cardNotInProject: 'That card is not in this project',
  noSpotlight: 'Put a card in the spotlight first',
  voteNotFound: 'Vote not found',
  alreadyVoted: 'You have already voted',
  voteClosed: 'Voting has closed',
  notRevealed: 'Reveal the votes first',
  invalidValue: 'That is not a choice of this vote',
  cardGone: 'The card of this vote is no longer on the board',
  notApplicable: '“?” and “☕” are votes, not values a card can take',
  fieldNotInModel: 'This project’s scoring model does not use that input',
  ended: 'This meeting has ended',
} as const;
