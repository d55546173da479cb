// Meeting mode's versions (docs/meetings.md) through reconcile, like every other thing: a meeting
// answered by a REST call or read after the project's data loads enters under the version rule (change events
// come in through store/applyRemote.ts), and a read that says "none" ends the meeting it no longer finds.
import type { Meeting, VoteValue } from '../../../common/schemas/meetings';
import { meetingsApi } from '../api/meetings';
import { acceptVersions } from './applyRemote';
import { meetingChangesSoFar, meetingState } from './meeting';

/** Takes a meeting unless an equal or newer version of it (or its end) is known. True when it shows now. */
export function putMeeting(next: Meeting): boolean {
  if (next.projectId !== meetingState.projectId) return false;
  acceptVersions([{ type: 'meeting.updated', data: next }]);
  return meetingState.meeting?.id === next.id && meetingState.meeting.version === next.version;
}

/** The meeting is over as far as this screen knows (its seq is not known: nothing of it comes back). */
export function dropMeeting(meeting: Pick<Meeting, 'id' | 'projectId'>) {
  acceptVersions([
    { type: 'meeting.ended', data: { id: meeting.id, projectId: meeting.projectId, participantIds: [] } },
  ]);
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
  changesBefore = meetingChangesSoFar(),
) {
  if (projectId !== meetingState.projectId) return;
  if (!meeting) {
    const shown = meetingState.meeting;
    if (shown && changesBefore === meetingChangesSoFar()) dropMeeting(shown);
    return;
  }
  putMeeting(meeting);
  if (myBallot !== null && meeting.vote)
    acceptVersions([{ type: 'ballot.cast', data: { id: meeting.vote.id, value: myBallot } }]);
}

/** GET /api/projects/{id}/meeting after the project's data loads (or reloads); a failure keeps what is shown. */
export async function loadCurrentMeeting(projectId: number): Promise<void> {
  const changesBefore = meetingChangesSoFar();
  try {
    const current = await meetingsApi.current(projectId);
    setCurrentMeeting(projectId, current.meeting, current.myBallot, changesBefore);
  } catch {
    // The banner simply stays as it is; the next load or event brings the meeting.
  }
}
