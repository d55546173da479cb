// The open project's running meeting (issue 16, docs/meetings.md), as this screen knows it: the meeting
// (the higher version wins, whether it came as an event or a REST answer), this person's own ballot, whether
// they follow the facilitator, and the minutes to show once a meeting they took part in has ended.
import { proxy, ref } from 'valtio';
import type { Meeting, MeetingEnded, Minutes, VoteValue } from '../../../common/schemas/meetings';

export interface MeetingState {
  /** The project the state below belongs to. */
  projectId: number | null;
  meeting: Meeting | null;
  /** This person's ballot per vote id (their own value is theirs to see before the reveal). */
  myBallots: Record<number, VoteValue>;
  /** On while this screen takes over the facilitator's view and spotlight. */
  following: boolean;
  /** The minutes of a meeting this person took part in, shown once it has ended (null: none open). */
  minutes: Minutes | null;
  /** The meeting that just ended whose minutes are on their way (loading state of the dialog). */
  endedMeetingId: number | null;
}

export const meetingState = proxy<MeetingState>({
  projectId: null,
  meeting: null,
  myBallots: {},
  following: false,
  minutes: null,
  endedMeetingId: null,
});

/** Meetings this screen has seen end: a late answer or event about one never brings it back. */
let endedIds = new Set<number>();
/** Counts what changed the meeting here, so a fetch that began before an event cannot undo the event. */
let changes = 0;
export const meetingChangesSoFar = () => changes;

/** Forgets everything when another project opens (or none). */
export function resetMeeting(projectId: number | null) {
  endedIds = new Set();
  changes += 1;
  meetingState.projectId = projectId;
  meetingState.meeting = null;
  meetingState.myBallots = {};
  meetingState.following = false;
}

/**
 * Takes a meeting unless an equal or newer version of it is held. A different meeting id replaces the old
 * one (a new meeting after an end this screen missed). Returns true when it was taken.
 */
export function putMeeting(next: Meeting): boolean {
  if (next.projectId !== meetingState.projectId) return false;
  const held = meetingState.meeting;
  if (endedIds.has(next.id)) return false;
  if (held && held.id === next.id && held.version >= next.version) return false;
  meetingState.meeting = ref(next);
  changes += 1;
  return true;
}

/**
 * The current state from GET /api/projects/{id}/meeting or a projector's room:join (null: none running).
 * `changesBefore` (meetingChangesSoFar() when the request went out): an answer of "none" older than an event
 * heard since is stale and ignored.
 */
export function setCurrentMeeting(
  projectId: number,
  meeting: Meeting | null,
  myBallot: VoteValue | null,
  changesBefore = changes,
) {
  if (projectId !== meetingState.projectId) return;
  if (!meeting) {
    if (changesBefore === changes) meetingState.meeting = null;
    return;
  }
  putMeeting(meeting);
  if (myBallot !== null && meeting.vote) meetingState.myBallots[meeting.vote.id] = myBallot;
}

/** A `meeting.ended` event: the meeting is over. Returns true when this user took part (show the minutes). */
export function endMeeting(ended: MeetingEnded, userId: string | null): boolean {
  if (ended.projectId !== meetingState.projectId) return false;
  endedIds.add(ended.id);
  changes += 1;
  if (meetingState.meeting?.id === ended.id) meetingState.meeting = null;
  meetingState.following = false;
  return userId !== null && ended.participantIds.includes(userId);
}

export function showMinutes(minutes: Minutes | null) {
  meetingState.minutes = minutes ? ref(minutes) : null;
  meetingState.endedMeetingId = null;
}
