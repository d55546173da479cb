// The open project's running meeting (docs/meetings.md), as this screen knows it: the meeting
// (reconcile decides which version shows: store/applyRemote.ts writes it here), this person's own ballot,
// whether they follow the facilitator, and the minutes to show once a meeting they took part in has ended.
import { proxy, ref } from 'valtio';
import type { Meeting, MeetingEnded, Minutes, VoteTimer, VoteValue } from '../../../common/schemas/meetings';
import { clearBallots } from './board';

export interface MeetingState {
  /** The project the state below belongs to. */
  projectId: number | null;
  meeting: Meeting | null;
  /**
   * This person's ballot per vote id (their own value is theirs to see before the reveal); reconcile writes
   * it (store/applyRemote.ts).
   */
  myBallots: Record<number, VoteValue>;
  /** On while this screen takes over the facilitator's view and spotlight. */
  following: boolean;
  /** The minutes of a meeting this person took part in, shown once it has ended (null: none open). */
  minutes: Minutes | null;
  /** The meeting that just ended whose minutes are on their way (loading state of the dialog). */
  endedMeetingId: number | null;
  /** How the facilitator's next vote runs (this screen's choice, kept across meetings). */
  voteOptions: { autoReveal: boolean; timerSeconds: VoteTimer | null };
}

export const meetingState = proxy<MeetingState>({
  projectId: null,
  meeting: null,
  myBallots: {},
  following: false,
  minutes: null,
  endedMeetingId: null,
  voteOptions: { autoReveal: false, timerSeconds: null },
});

/** Counts what changed the meeting here, so a fetch that began before an event cannot undo the event. */
let changes = 0;
export const meetingChangesSoFar = () => changes;
/** Called whenever the meeting shown here changes (store/applyRemote.ts commits it). */
export const noteMeetingChange = () => void (changes += 1);

/** Forgets everything when another project opens (or none). */
export function resetMeeting(projectId: number | null) {
  changes += 1;
  meetingState.projectId = projectId;
  meetingState.meeting = null;
  meetingState.myBallots = {};
  clearBallots();
  meetingState.following = false;
}

/** After a meeting ended here: no one follows it any more. True when this user took part (show the minutes). */
export function afterMeetingEnded(ended: MeetingEnded, userId: string | null): boolean {
  if (ended.projectId !== meetingState.projectId) return false;
  meetingState.following = false;
  return userId !== null && ended.participantIds.includes(userId);
}

/** The facilitator's choice of how their next votes run. */
export function setVoteOptions(changes: Partial<MeetingState['voteOptions']>) {
  Object.assign(meetingState.voteOptions, changes);
}

export function showMinutes(minutes: Minutes | null) {
  meetingState.minutes = minutes ? ref(minutes) : null;
  meetingState.endedMeetingId = null;
}
