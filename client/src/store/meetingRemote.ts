// Meeting mode's live state (issue 16, docs/meetings.md): the `meeting.*` change events (board and room
// projector alike), the current meeting read after the project's data loads, and the minutes a participant
// sees once a meeting has ended. Meeting events never reach reconcile: they touch no card.
import { isChange, type ChangeEvent } from '../../../common/events';
import { errorText } from '../api/http';
import { meetingsApi } from '../api/meetings';
import {
  endMeeting,
  meetingChangesSoFar,
  meetingState,
  putMeeting,
  setCurrentMeeting,
  showMinutes,
} from './meeting';
import { failureToast } from './mutations';

/** Opens the minutes dialog (loading first) for an ended meeting, unless they are already shown or coming. */
export async function loadMinutes(meetingId: number): Promise<void> {
  if (meetingState.minutes?.meetingId === meetingId || meetingState.endedMeetingId === meetingId) return;
  meetingState.endedMeetingId = meetingId;
  try {
    const minutes = await meetingsApi.minutes(meetingId);
    // The person may have closed the loading dialog, or opened another project meanwhile.
    if (meetingState.endedMeetingId === meetingId) showMinutes(minutes);
  } catch (error) {
    if (meetingState.endedMeetingId === meetingId) meetingState.endedMeetingId = null;
    failureToast({
      title: 'Minutes not loaded',
      description: errorText(error, 'Could not load the minutes'),
    });
  }
}

/**
 * Applies a `meeting.updated` / `meeting.ended` event; false for any other event (it goes on to reconcile).
 * `userId` is null on a room projector: it never opens minutes.
 */
export function applyMeetingChange(event: ChangeEvent, userId: string | null): boolean {
  if (isChange(event, 'meeting.updated')) {
    putMeeting(event.data);
    return true;
  }
  if (isChange(event, 'meeting.ended')) {
    if (endMeeting(event.data, userId)) void loadMinutes(event.data.id);
    return true;
  }
  return false;
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
