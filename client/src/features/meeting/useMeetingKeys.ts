// Meeting mode's keys on the board (docs/meetings.md "Screens"): the facilitator walks the cards
// with N / P, opens a vote with V, reveals it with R, applies an impact with 1–7 after the reveal and leaves
// the vote with Esc; everyone opens the shortcut sheet with ?, and votes in planning poker with 1–9 and 0. Never while typing, never with Ctrl/Meta/Alt
// (the browser's), never over a dialog or menu. C stays the quick add's (features/board/backlog/QuickAdd).
import { useEffect, useRef } from 'react';
import { IMPACTS, type Impact } from '../../../../common/schemas/cards';
import { isPokerField } from '../../../../common/meetings/choices';
import type { MeetingVote } from '../../../../common/schemas/meetings';

export type MeetingKeyAction =
  | { kind: 'next' | 'previous' | 'openVote' | 'reveal' | 'cancelVote' | 'shortcuts' }
  | { kind: 'apply'; impact: Impact }
  /** Planning poker: the choice at `index` (key 1 is the first, key 0 the tenth). */
  | { kind: 'cast'; index: number };

export interface MeetingKeyContext {
  facilitator: boolean;
  /** A signed-in member on their own screen (not a room link): may cast a ballot. */
  canVote: boolean;
  vote: Pick<MeetingVote, 'state' | 'field'> | null;
}

type KeyLike = Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'target'>;

const TYPING = 'textarea, select, [contenteditable=""], [contenteditable="true"]';
/** Inputs nothing is typed into: a key on a focused checkbox still counts. */
const TEXTLESS = new Set(['checkbox', 'radio', 'button', 'submit', 'reset', 'range', 'color', 'file']);

/** True when a key belongs to what has the focus, or to a dialog or menu on top. */
function keyBelongsElsewhere(event: KeyLike, doc: Document = document): boolean {
  const target = event.target instanceof Element ? event.target : null;
  if (target instanceof HTMLInputElement && !TEXTLESS.has(target.type)) return true;
  if (target?.closest(TYPING) || (target instanceof HTMLElement && target.isContentEditable)) return true;
  if (target?.closest('[role="dialog"], [role="menu"], [role="listbox"]')) return true;
  return doc.querySelector('[aria-modal="true"], [role="menu"]') !== null;
}

/** What a key does in a running meeting, or null when it is not a meeting key here. */
export function meetingKeyAction(event: KeyLike, context: MeetingKeyContext): MeetingKeyAction | null {
  if (event.ctrlKey || event.metaKey || event.altKey || keyBelongsElsewhere(event)) return null;
  if (event.key === '?') return { kind: 'shortcuts' };
  const { vote } = context;
  if (context.canVote && vote?.state === 'open' && isPokerField(vote.field) && /^[0-9]$/.test(event.key))
    return { kind: 'cast', index: event.key === '0' ? 9 : Number(event.key) - 1 };
  if (!context.facilitator) return null;
  switch (event.key.toLowerCase()) {
    case 'n':
      return { kind: 'next' };
    case 'p':
      return { kind: 'previous' };
    case 'v':
      return { kind: 'openVote' };
    case 'r':
      return vote?.state === 'open' ? { kind: 'reveal' } : null;
    case 'escape':
      return vote?.state === 'open' ? { kind: 'cancelVote' } : null;
    default:
  }
  const digit = /^[1-7]$/.test(event.key) ? Number(event.key) : 0;
  if (digit && vote?.state === 'revealed' && vote.field === 'impact')
    return { kind: 'apply', impact: IMPACTS[digit - 1]! };
  return null;
}

/** Listens on the window while mounted; `context` and `onAction` are read fresh at every key (null: no meeting, no keys). */
export function useMeetingKeys(
  context: () => MeetingKeyContext | null,
  onAction: (action: MeetingKeyAction) => void,
) {
  const latest = useRef({ context, onAction });
  latest.current = { context, onAction };
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      const context = latest.current.context();
      if (event.defaultPrevented || !context) return;
      const action = meetingKeyAction(event, context);
      if (!action) return;
      event.preventDefault();
      latest.current.onAction(action);
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
