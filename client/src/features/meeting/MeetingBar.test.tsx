// @vitest-environment happy-dom
// The meeting bar: the banner region for someone else's meeting (Follow / Following / Follow
// again, Leave), the facilitator's controls, the "?" sheet, and the spotlight mark on the card's row.
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as make from '../../../../common/test/factories';
import { meetingsApi } from '../../api/meetings';
import { board, resetBoard } from '../../store/board';
import { setProjectData } from '../../store/applyRemote';
import { meetingState, resetMeeting } from '../../store/meeting';
import { putMeeting } from '../../store/meetingRemote';
import { setUser } from '../../store/session';
import { renderPage } from '../../test/renderPage';
import { makeUser } from '../manage/shared/testKit';
import { MeetingBar } from './MeetingBar';
import { liveMeeting } from './testMeeting';

function Board() {
  const ref = useRef<HTMLDivElement | null>(null);
  return (
    <>
      <MeetingBar boardRef={ref} />
      <div ref={ref} />
    </>
  );
}

const bo = { userId: 'bo', name: 'Bo Chen' };
const ana = { userId: 'me', name: 'Ana Lopez' };

beforeEach(() => {
  // A wide screen: every control in the bar (below 1280 px some move into "More", see meetingBar.e2e).
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query) => ({ matches: true, media: query, addEventListener() {}, removeEventListener() {} }) as never,
  );
  setUser(makeUser({ id: 'me' }));
  resetBoard(1);
  setProjectData({
    project: make.project(1, { parentId: 9 }),
    cards: [make.card(3)],
    categories: [],
    releases: [],
  });
  resetMeeting(1);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the meeting bar', () => {
  it('shows nothing without a meeting', () => {
    renderPage(<Board />);
    expect(screen.queryByRole('region', { name: 'Meeting' })).toBeNull();
  });

  it('offers Follow, then says Following, and Follow again after breaking away', async () => {
    putMeeting(liveMeeting({ spotlightCardId: 3 }));
    renderPage(<Board />);
    const region = screen.getByRole('region', { name: 'Meeting' });
    expect(region.textContent).toContain('Bo Chen is running a meeting');
    expect(region.textContent).toContain('APP-3');
    vi.spyOn(meetingsApi, 'join').mockResolvedValue(liveMeeting({ version: 2, participants: [bo, ana] }));
    fireEvent.click(screen.getByRole('button', { name: 'Follow' }));
    await screen.findByText('Following');
    expect(screen.getByRole('button', { name: 'Leave' })).toBeTruthy();
    act(() => void (meetingState.following = false));
    expect(await screen.findByRole('button', { name: 'Follow again' })).toBeTruthy();
  });

  it('gives the facilitator the controls and opens the shortcut sheet with ?', async () => {
    putMeeting(liveMeeting({ facilitator: ana, participants: [ana, bo] }));
    vi.spyOn(meetingsApi, 'update').mockResolvedValue(liveMeeting({ facilitator: ana, version: 2 }));
    renderPage(<Board />);
    expect(screen.getByRole('region', { name: 'Meeting' }).textContent).toContain(
      'You are running a meeting',
    );
    for (const name of ['Previous', 'Next', 'Open vote', 'Hand over', 'End meeting'])
      expect(screen.getByRole('button', { name })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Follow' })).toBeNull();
    fireEvent.keyDown(window, { key: '?' });
    expect(await screen.findByRole('dialog', { name: 'Keyboard shortcuts' })).toBeTruthy();
    expect(board.projectId).toBe(1);
  });

  it('lets the facilitator vote on another field, with auto-reveal and a timer', async () => {
    putMeeting(liveMeeting({ facilitator: ana, participants: [ana, bo], spotlightCardId: 3 }));
    const opened = vi
      .spyOn(meetingsApi, 'openVote')
      .mockResolvedValue(liveMeeting({ facilitator: ana, version: 2 }));
    renderPage(<Board />);
    fireEvent.click(screen.getByRole('button', { name: 'Choose what to vote on' }));
    const fields = within(await screen.findByRole('group', { name: 'Vote on' })).getAllByRole('button');
    // No scoring model: the card's categories and the estimate.
    expect(fields.map((item) => item.textContent)).toEqual(['Impact', 'Release', 'Use Case', 'Estimate']);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Reveal when everyone has voted' }));
    fireEvent.change(screen.getByRole('combobox', { name: 'Timer' }), { target: { value: '60' } });
    await act(async () => void fireEvent.click(fields[3]!));
    expect(opened).toHaveBeenCalledWith(
      7,
      { field: 'estimate', autoReveal: true, timerSeconds: 60 },
      expect.anything(),
    );
  });
});
