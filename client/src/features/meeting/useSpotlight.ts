// The spotlight card of the running meeting as the board's rows and chips draw it. Each row
// subscribes to one derived value, so moving the spotlight re-renders the two rows it leaves and reaches,
// never the whole 1,500-card list.
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { subscribe } from 'valtio';
import { meetingState } from '../../store/meeting';
import { session } from '../../store/session';

/** none: not the spotlight; subtle: someone else's meeting you don't follow; strong: you follow or run it. */
export type SpotlightLook = 'none' | 'subtle' | 'strong';

const subscribeMeeting = (notify: () => void) => subscribe(meetingState, notify);

/** Whether this screen walks with the meeting: it follows, or it runs it. */
function steersOrFollows(): boolean {
  const meeting = meetingState.meeting;
  if (!meeting) return false;
  return meetingState.following || meeting.facilitator.userId === session.user?.id;
}

function spotlightLook(cardId: number): SpotlightLook {
  if (meetingState.meeting?.spotlightCardId !== cardId) return 'none';
  return steersOrFollows() ? 'strong' : 'subtle';
}

export function useSpotlight(cardId: number): SpotlightLook {
  const read = useCallback(() => spotlightLook(cardId), [cardId]);
  return useSyncExternalStore(subscribeMeeting, read);
}

/** The spotlight card id while this screen follows or runs the meeting (null otherwise). */
export const walkedSpotlight = (): number | null =>
  steersOrFollows() ? (meetingState.meeting?.spotlightCardId ?? null) : null;

/** walkedSpotlight, as a hook: the component renders again when it changes. */
export function useWalkedSpotlight(): number | null {
  return useSyncExternalStore(subscribeMeeting, walkedSpotlight);
}

/** True while focus is in a text field inside `root` (an inline title edit, the quick add). */
export function typingIn(root: Element | null): boolean {
  const active = document.activeElement;
  if (!root || !active || !root.contains(active)) return false;
  if (active instanceof HTMLInputElement) return !['checkbox', 'radio', 'button'].includes(active.type);
  return active.matches('textarea, select, [contenteditable="true"]');
}

/**
 * Scrolls the walked spotlight card into view (smooth, centred) whenever it moves. `scrollTo` gets the card
 * id and does it for its list (the virtualised backlog scrolls by index, the roadmap by element); `key`
 * changes when the card's place in the list does. Nothing moves while the person types in the list.
 */
export function useSpotlightScroll(
  root: { current: Element | null },
  scrollTo: (cardId: number) => void,
  key: unknown = null,
) {
  const spotlight = useWalkedSpotlight();
  useEffect(() => {
    if (spotlight === null || typingIn(root.current)) return;
    scrollTo(spotlight);
    // scrollTo is a fresh closure every render; the spotlight and its place decide when to scroll.
  }, [spotlight, key]);
}
