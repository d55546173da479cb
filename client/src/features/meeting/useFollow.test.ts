// @vitest-environment happy-dom
// Following: the follower takes the facilitator's view whenever it changes, breaks away quietly
// by scrolling, changing the view or opening another card, and never loses a field they are typing in.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultFilters } from '../../../../common/board/filters';
import { meetingState, resetMeeting } from '../../store/meeting';
import { putMeeting } from '../../store/meetingRemote';
import { resetBoard } from '../../store/board';
import { setUser } from '../../store/session';
import { setGroupBy, setMode, view } from '../../store/view';
import { clearToasts, toastState } from '../../ui';
import { makeUser } from '../manage/shared/testKit';
import { liveMeeting } from './testMeeting';
import { meetingView } from '../../../../common/test/factories';
import { startFollowing } from './useFollow';

const roadmapView = meetingView({
  mode: 'roadmap',
  filters: { ...meetingView().filters, groupBy: 'release' },
});
let root: HTMLElement;
let stop: () => void = () => {};
const settle = () => new Promise((resolve) => setTimeout(resolve)); // valtio notifies after a microtask

beforeEach(() => {
  setUser(makeUser({ id: 'me' }));
  resetBoard(1);
  resetMeeting(1);
  Object.assign(view, { mode: 'backlog', filters: defaultFilters(), openCardId: null, customRanking: false });
  putMeeting(
    liveMeeting({ view: roadmapView, spotlightCardId: 3, participants: [{ userId: 'me', name: 'Ana' }] }),
  );
  meetingState.following = true;
  document.body.innerHTML = '<main><div class="list"><input aria-label="Title" /></div></main>';
  root = document.querySelector('main')!;
  stop = startFollowing(root);
});
afterEach(() => {
  stop();
  clearToasts();
});

describe('following', () => {
  it('takes the meeting’s view at once and whenever it changes', async () => {
    expect(view.mode).toBe('roadmap');
    expect(view.filters.groupBy).toBe('release');
    putMeeting(liveMeeting({ version: 2, view: meetingView({ mode: 'backlog' }), spotlightCardId: 4 }));
    await settle();
    expect(view.mode).toBe('backlog');
    expect(view.filters.groupBy).toBe('none');
    expect(meetingState.following).toBe(true);
  });

  it('breaks away quietly on a wheel, a touch scroll or a scroll key in the board', async () => {
    root.querySelector('.list')!.dispatchEvent(new WheelEvent('wheel', { bubbles: true }));
    expect(meetingState.following).toBe(false);
    expect(toastState.queue).toHaveLength(0);
    meetingState.following = true;
    root.dispatchEvent(new KeyboardEvent('keydown', { key: 'PageDown', bubbles: true }));
    expect(meetingState.following).toBe(false);
    meetingState.following = true;
    root
      .querySelector('input')!
      .dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true }));
    expect(meetingState.following).toBe(true);
  });

  it('breaks away when the follower changes the view, not when the meeting does', async () => {
    await settle();
    expect(meetingState.following).toBe(true);
    setGroupBy('status');
    await settle();
    expect(meetingState.following).toBe(false);
  });

  it('breaks away when another card is opened; the spotlight card keeps following', async () => {
    view.openCardId = 3;
    await settle();
    expect(meetingState.following).toBe(true);
    view.openCardId = 9;
    await settle();
    expect(meetingState.following).toBe(false);
  });

  it('holds a new view while the follower types in the board, and takes it once they leave the field', async () => {
    const input = root.querySelector('input')!;
    input.focus();
    putMeeting(liveMeeting({ version: 2, view: meetingView({ mode: 'backlog' }) }));
    await settle();
    expect(view.mode).toBe('roadmap');
    input.blur();
    await vi.waitFor(() => expect(view.mode).toBe('backlog'));
    expect(meetingState.following).toBe(true);
  });

  it('stops when this screen is handed the meeting', async () => {
    putMeeting(liveMeeting({ version: 2, facilitator: { userId: 'me', name: 'Ana' }, view: roadmapView }));
    await settle();
    expect(meetingState.following).toBe(false);
    setMode('backlog'); // the new facilitator's own choice
    await settle();
    expect(view.mode).toBe('backlog');
  });
});
