// Minutes of ended meetings: opening a past meeting's minutes in the minutes dialog, and mailing
// the minutes to everyone who took part.
import { errorText } from '../../api/http';
import { meetingsApi } from '../../api/meetings';
import { toast } from '../../ui';
import { meetingState, showMinutes } from '../meeting';

const failureToast = (options: { title: string; description: string }) =>
  toast({ variant: 'destructive', ...options });

/** Shows the minutes dialog loading, then the minutes; closed meanwhile (or another opened), nothing shows. */
export async function openMinutes(meetingId: number): Promise<void> {
  meetingState.minutes = null;
  meetingState.endedMeetingId = meetingId;
  try {
    const minutes = await meetingsApi.minutes(meetingId);
    if (meetingState.endedMeetingId === meetingId) showMinutes(minutes);
  } catch (error) {
    if (meetingState.endedMeetingId === meetingId) showMinutes(null);
    failureToast({
      title: 'Could not load the minutes',
      description: errorText(error, 'Failed to load the minutes'),
    });
  }
}

/**
 * Opens the minutes dialog (loading first) for a meeting that just ended, unless they are already shown or
 * on their way.
 */
export async function loadMinutes(meetingId: number): Promise<void> {
  if (meetingState.minutes?.meetingId === meetingId || meetingState.endedMeetingId === meetingId) return;
  await openMinutes(meetingId);
}

/** Mails the Markdown minutes to every participant who still has access and has confirmed their address. */
export async function emailMinutes(meetingId: number): Promise<boolean> {
  try {
    const { sent } = await meetingsApi.email(meetingId);
    if (sent === 0)
      toast({
        title: 'No one to send the minutes to',
        description: 'Only participants who have confirmed their e-mail address receive them.',
      });
    else toast({ title: `Minutes sent to ${sent} ${sent === 1 ? 'participant' : 'participants'}` });
    return true;
  } catch (error) {
    failureToast({
      title: 'Could not send the minutes',
      description: errorText(error, 'Failed to send the minutes'),
    });
    return false;
  }
}
