// @vitest-environment happy-dom
// The meeting keys: what each key does for the facilitator and for everyone else, and that
// typing, modifiers, dialogs and menus keep their keys.
import { afterEach, describe, expect, it } from 'vitest';
import type { MeetingVote } from '../../../../common/schemas/meetings';
import { meetingKeyAction, type MeetingKeyContext } from './useMeetingKeys';

const facilitator: MeetingKeyContext = { facilitator: true, canVote: true, vote: null };
const vote = (state: MeetingVote['state'], field: MeetingVote['field'] = 'impact') => ({ state, field });

/** A keydown as it reaches the window from `target` (the body by default). */
function press(key: string, context: MeetingKeyContext, target: Element = document.body, mods = {}) {
  let seen: ReturnType<typeof meetingKeyAction> = null;
  const listen = (event: KeyboardEvent) => void (seen = meetingKeyAction(event, context));
  window.addEventListener('keydown', listen);
  target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, ...mods }));
  window.removeEventListener('keydown', listen);
  return seen;
}

function mount(html: string): Element {
  document.body.innerHTML = html;
  return document.body.querySelector('[data-target]')!;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('meeting keys', () => {
  it('lets the facilitator walk, vote, reveal, apply an impact after the reveal and leave the vote', () => {
    expect(press('n', facilitator)).toEqual({ kind: 'next' });
    expect(press('P', facilitator)).toEqual({ kind: 'previous' });
    expect(press('v', facilitator)).toEqual({ kind: 'openVote' });
    expect(press('r', facilitator)).toBeNull();
    expect(press('r', { facilitator: true, canVote: true, vote: vote('open') })).toEqual({ kind: 'reveal' });
    expect(press('Escape', { facilitator: true, canVote: true, vote: vote('open') })).toEqual({
      kind: 'cancelVote',
    });
    expect(press('Escape', facilitator)).toBeNull();
    expect(press('3', { facilitator: true, canVote: true, vote: vote('open') })).toBeNull();
    expect(press('3', { facilitator: true, canVote: true, vote: vote('revealed') })).toEqual({
      kind: 'apply',
      impact: 'wow',
    });
    expect(press('7', { facilitator: true, canVote: true, vote: vote('revealed') })).toEqual({
      kind: 'apply',
      impact: 'tbd',
    });
    expect(press('8', { facilitator: true, canVote: true, vote: vote('revealed') })).toBeNull();
    expect(press('1', { facilitator: true, canVote: true, vote: vote('revealed', 'release') })).toBeNull();
  });

  it('gives everyone else only the shortcut sheet, and leaves C to the quick add', () => {
    const follower = { facilitator: false, canVote: true, vote: vote('open') };
    expect(press('?', follower)).toEqual({ kind: 'shortcuts' });
    for (const key of ['n', 'p', 'v', 'r', '1', 'Escape']) expect(press(key, follower)).toBeNull();
    expect(press('c', facilitator)).toBeNull();
  });

  it('casts a planning-poker ballot by number for anyone who may vote, while the vote is open', () => {
    const poker = { facilitator: false, canVote: true, vote: vote('open', 'estimate') };
    expect(press('1', poker)).toEqual({ kind: 'cast', index: 0 });
    expect(press('9', poker)).toEqual({ kind: 'cast', index: 8 });
    expect(press('0', poker)).toEqual({ kind: 'cast', index: 9 });
    expect(press('3', { ...poker, facilitator: true, vote: vote('open', 'value') })).toEqual({
      kind: 'cast',
      index: 2,
    });
    // A room link watches; a revealed vote takes no ballot; an impact vote is clicked (1–7 apply after it).
    expect(press('1', { ...poker, canVote: false })).toBeNull();
    expect(press('1', { ...poker, vote: vote('revealed', 'estimate') })).toBeNull();
    expect(press('1', { ...poker, vote: vote('open', 'impact') })).toBeNull();
    expect(press('1', poker, mount('<input data-target />'))).toBeNull();
  });

  it('ignores keys typed into a field, with Ctrl/Meta/Alt, or over a dialog or menu', () => {
    for (const html of [
      '<input data-target />',
      '<textarea data-target></textarea>',
      '<select data-target></select>',
      '<div contenteditable="true"><p data-target>text</p></div>',
      '<div role="dialog"><button data-target>x</button></div>',
    ])
      expect(press('n', facilitator, mount(html)), html).toBeNull();
    expect(press('n', facilitator, mount('<input type="checkbox" data-target />'))).toEqual({ kind: 'next' });
    expect(press('n', facilitator, document.body, { ctrlKey: true })).toBeNull();
    expect(press('n', facilitator, document.body, { metaKey: true })).toBeNull();
    expect(press('?', facilitator, document.body, { altKey: true })).toBeNull();
    mount('<button data-target>x</button><div aria-modal="true"></div>');
    expect(press('n', facilitator)).toBeNull();
    expect(press('Escape', { facilitator: true, canVote: true, vote: vote('open') })).toBeNull();
  });
});
