// Following the facilitator (docs/meetings.md "Screens"): while this screen follows, it takes
// the meeting's view (mode, filters, grouping, sort, ranking) whenever that changes; the board lists
// scroll the spotlight into view themselves (useSpotlightScroll). The follower breaks away quietly by
// scrolling the board (wheel, touch, scroll keys), changing the view, or opening another card. Only the
// view state changes underneath: open dialogs stay, and while the person types in the board (an inline
// title edit, the quick add) the new view waits until they leave the field.
import { useEffect, type RefObject } from 'react';
import { subscribe } from 'valtio';
import { breakAway } from '../../store/actions/meetingSteer';
import { meetingState } from '../../store/meeting';
import { session } from '../../store/session';
import { meetingViewOf, sameView, takeView, view, type SharedView } from '../../store/view';
import { typingIn } from './useSpotlight';

/** Keys that scroll a list when no field has the focus. */
const SCROLL_KEYS = new Set(['ArrowUp', 'ArrowDown', 'PageUp', 'PageDown', 'Home', 'End', ' ']);

function editable(target: EventTarget | null): boolean {
  return (
    target instanceof Element && target.closest('input, textarea, select, [contenteditable="true"]') !== null
  );
}

/**
 * Starts following on this screen: `root` is the board's view area (where scrolling breaks away).
 * Returns the stop function; the hook below mounts it.
 */
export function startFollowing(root: HTMLElement): () => void {
  /** The view this screen should show while it follows: the meeting's, or the one it had when it started. */
  let baseline: SharedView | null = null;
  let waiting = false;
  let openCardId = view.openCardId;

  function apply() {
    const meeting = meetingState.meeting;
    if (!meetingState.following || !meeting) {
      baseline = null;
      waiting = false;
      return;
    }
    if (meeting.facilitator.userId === session.user?.id) {
      breakAway(); // handed the meeting: now this screen runs it
      return;
    }
    baseline = meeting.view ?? baseline ?? meetingViewOf();
    if (typingIn(root)) waiting = true;
    else takeView(baseline);
  }

  function onViewChange() {
    const opened = view.openCardId;
    const openedAnother = opened !== openCardId && opened !== null;
    openCardId = opened;
    if (!meetingState.following) return;
    if (openedAnother && opened !== meetingState.meeting?.spotlightCardId) breakAway();
    if (!waiting && baseline && !sameView(meetingViewOf(), baseline)) breakAway();
  }

  const breakOnScroll = () => breakAway();
  function onKey(event: KeyboardEvent) {
    if (!SCROLL_KEYS.has(event.key) || event.ctrlKey || event.metaKey || event.altKey) return;
    if (
      editable(event.target) ||
      (event.target instanceof Element && event.target.closest('[role="dialog"]'))
    )
      return;
    breakAway();
  }
  function onFocusOut() {
    // Focus moves after focusout: look once it has landed.
    setTimeout(() => {
      if (waiting && !typingIn(root)) {
        waiting = false;
        apply();
      }
    });
  }

  const stops = [subscribe(meetingState, apply), subscribe(view, onViewChange)];
  root.addEventListener('wheel', breakOnScroll, { passive: true });
  root.addEventListener('touchmove', breakOnScroll, { passive: true });
  root.addEventListener('keydown', onKey);
  root.addEventListener('focusout', onFocusOut);
  apply();
  return () => {
    for (const stop of stops) stop();
    root.removeEventListener('wheel', breakOnScroll);
    root.removeEventListener('touchmove', breakOnScroll);
    root.removeEventListener('keydown', onKey);
    root.removeEventListener('focusout', onFocusOut);
  };
}

/** Mounted once on the board while a meeting runs. */
export function useFollow(root: RefObject<HTMLElement | null>, active: boolean) {
  useEffect(() => {
    if (!active || !root.current) return;
    return startFollowing(root.current);
  }, [root, active]);
}
