// Steering a meeting (docs/meetings.md): start, follow, leave, hand over and end it, move the
// spotlight and publish the facilitator's view. Every write is an optimistic write through mutate(): what it
// changes shows at once, its answer goes in through reconcile's version rule, and a refusal takes back only
// its own ops and shows a toast with the server's text.
import { subscribe } from 'valtio';
import { ops, type Op } from '../../../../common/realtime/reconcile';
import type { Meeting, MeetingView } from '../../../../common/schemas/meetings';
import { errorText, type RequestOptions } from '../../api/http';
import { meetingsApi } from '../../api/meetings';
import { toast } from '../../ui';
import { board } from '../board';
import { meetingState, showMinutes } from '../meeting';
import { loadCurrentMeeting } from '../meetingRemote';
import { mutate } from '../mutations';
import { session } from '../session';
import { meetingViewOf, sameView, view } from '../view';

/** How long the facilitator's view must rest before it is sent (a typed search sends once). */
export const PUBLISH_VIEW_MS = 250;

const myId = () => session.user?.id ?? null;
/** A meeting or its snapshot (read-only) as far as who is in it goes. */
type People = { facilitator: { userId: string }; participants: readonly { userId: string }[] };

export const isFacilitator = (meeting: People | null, userId = myId()) =>
  meeting !== null && userId !== null && meeting.facilitator.userId === userId;
export const isParticipant = (meeting: People | null, userId = myId()) =>
  meeting !== null && meeting.participants.some((person) => person.userId === userId);

/**
 * Sends one meeting write with `shown` on screen meanwhile; its answer goes through the version guard, a
 * refusal is toasted. Null when refused.
 */
export async function steer(
  send: (options: RequestOptions) => Promise<Meeting>,
  title: string,
  fallback: string,
  shown: Op[] = [],
): Promise<Meeting | null> {
  const outcome = await mutate({
    ops: shown,
    send,
    answers: (meeting) => [{ type: 'meeting.updated', data: meeting }],
    failure: (error) => ({ title, description: errorText(error, fallback) }),
  });
  return outcome.ok ? outcome.result : null;
}

export async function startMeeting(): Promise<boolean> {
  const projectId = board.projectId;
  if (projectId === null) return false;
  const started = await steer(
    (options) => meetingsApi.start(projectId, options),
    'Meeting not started',
    'Could not start it',
  );
  if (!started) {
    // Someone else may have started one a moment ago: show theirs.
    void loadCurrentMeeting(projectId);
    return false;
  }
  meetingState.following = false;
  toast({ title: 'Meeting started', description: 'Press N and P to walk the cards, ? for all the keys.' });
  await publishView();
  return true;
}

/** Follow: join when not in the meeting yet, then take the facilitator's view and spotlight. */
export async function joinMeeting(): Promise<boolean> {
  const meeting = meetingState.meeting;
  if (!meeting) return false;
  if (!isParticipant(meeting)) {
    const send = (options: RequestOptions) => meetingsApi.join(meeting.id, options);
    const joined = await steer(send, 'Could not follow', 'Joining failed');
    if (!joined) return false;
  }
  meetingState.following = true;
  return true;
}

/** Quietly stops following (the banner offers "Follow again"). */
export function breakAway() {
  if (meetingState.following) meetingState.following = false;
}

/** Leave: no longer in the meeting nor following it. */
export async function leaveMeeting(): Promise<boolean> {
  const meeting = meetingState.meeting;
  if (!meeting) return false;
  meetingState.following = false;
  if (!isParticipant(meeting)) return true;
  const me = myId();
  const participants = meeting.participants.filter((person) => person.userId !== me);
  const send = (options: RequestOptions) => meetingsApi.leave(meeting.id, options);
  const left = await steer(send, 'Could not leave', 'Leaving failed', [
    ops.patch('meetings', meeting.id, { participants }),
  ]);
  return left !== null;
}

export async function handOver(userId: string): Promise<boolean> {
  const meeting = meetingState.meeting;
  if (!meeting) return false;
  const person = meeting.participants.find((p) => p.userId === userId);
  const name = person?.name ?? 'them';
  const send = (options: RequestOptions) =>
    meetingsApi.update(meeting.id, { facilitatorId: userId }, options);
  const shown = person ? [ops.patch('meetings', meeting.id, { facilitator: { ...person } })] : [];
  if (!(await steer(send, 'Not handed over', 'Could not hand the meeting over', shown))) return false;
  meetingState.following = true; // the former facilitator now follows the new one
  toast({ title: 'Meeting handed over', description: `${name} is running the meeting now.` });
  return true;
}

/** Facilitator: ends the meeting (gone from screen at once) and opens its minutes. */
export async function endMeeting(): Promise<boolean> {
  const meeting = meetingState.meeting;
  if (!meeting) return false;
  const { id, projectId } = meeting;
  const outcome = await mutate({
    ops: [ops.remove('meetings', id)],
    send: (options) => meetingsApi.end(id, options),
    answers: () => [{ type: 'meeting.ended', data: { id, projectId, participantIds: [] } }],
    failure: (error) => ({
      title: 'Meeting not ended',
      description: errorText(error, 'Could not end the meeting'),
    }),
  });
  if (!outcome.ok) return false;
  showMinutes(outcome.result);
  return true;
}

// ---- Spotlight: shown at once, sent one at a time (N held down sends the latest, not every step) ----

/** The latest spotlight asked for: a move still waiting to be sent when a newer one comes is not sent. */
let latestSpotlight = 0;
/** The spotlight write on its way (one at a time, in order); null when none. */
let sending: Promise<unknown> | null = null;

class Superseded extends Error {}

/** Facilitator: puts a card (null: none) in the spotlight. */
export async function moveSpotlight(cardId: number | null): Promise<void> {
  const meeting = meetingState.meeting;
  if (!meeting || meeting.spotlightCardId === cardId) return;
  const mine = ++latestSpotlight;
  const before = sending;
  const sent = mutate({
    ops: [ops.patch('meetings', meeting.id, { spotlightCardId: cardId })],
    async send(options) {
      if (before) await before;
      if (mine !== latestSpotlight) throw new Superseded();
      return meetingsApi.update(meeting.id, { spotlightCardId: cardId }, options);
    },
    answers: (answer) => [{ type: 'meeting.updated', data: answer }],
    failure: (error) =>
      error instanceof Superseded
        ? null
        : { title: 'Spotlight not moved', description: errorText(error, 'Could not move the spotlight') },
  });
  sending = sent;
  await sent;
  if (sending === sent) sending = null;
}

/** The card to spotlight next (+1) or before (-1) in `order`; the first card when none is spotlit. */
export function stepThrough(order: readonly number[], current: number | null, step: 1 | -1): number | null {
  if (order.length === 0) return null;
  const index = current === null ? -1 : order.indexOf(current);
  if (index < 0) return order[0]!;
  return order[Math.min(order.length - 1, Math.max(0, index + step))]!;
}

// ---- The facilitator's view ----

/** Sends the facilitator's view when it differs from the meeting's. */
async function publishView(): Promise<void> {
  const meeting = meetingState.meeting;
  if (!isFacilitator(meeting)) return;
  const mine: MeetingView = meetingViewOf();
  if (meeting!.view && sameView(meeting!.view, mine)) return;
  await steer(
    (options) => meetingsApi.update(meeting!.id, { view: mine }, options),
    'View not shared',
    'Could not share the view',
    [ops.patch('meetings', meeting!.id, { view: mine })],
  );
}

/** While facilitating: every change of mode, filters, sort or ranking is published after a short rest. */
export function watchFacilitatorView(): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const unsubscribe = subscribe(view, () => {
    clearTimeout(timer);
    timer = setTimeout(() => void publishView(), PUBLISH_VIEW_MS);
  });
  return () => {
    clearTimeout(timer);
    unsubscribe();
  };
}
