// @vitest-environment happy-dom
// The projector during a meeting: the banner, the spotlight card large beside a narrower grid with
// its chip ringed, the page that holds it shown, and the vote (watch only) under it.
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Meeting } from '../../../../common/schemas/meetings';
import { meetingState, resetMeeting } from '../../store/meeting';
import { putMeeting } from '../../store/meetingRemote';
import { resetSession, setUser } from '../../store/session';
import { renderPage } from '../../test/renderPage';
import {
  makeCard,
  makeCategory,
  makeRelease,
  makeUser,
  openBoard,
  resetStores,
} from '../manage/shared/testKit';
import { Projector } from './Projector';
import * as make from '../../../../common/test/factories';

const draw = () => renderPage(<Projector room={false} revoked={false} mode="dark" onTheme={() => {}} />);
const chip = (id: number) => document.querySelector(`[data-card-id="${id}"]`) as HTMLElement | null;
const pageLabel = () => screen.queryByTestId('present-page')?.getAttribute('aria-label') ?? null;

function small() {
  openBoard({
    categories: [makeCategory(7, 'Billing', '#22C55E')],
    releases: [makeRelease(3, 'Beta', '2025-03-07', null)],
    cards: [
      makeCard(1, {
        categoryId: 7,
        releaseId: 3,
        title: 'Invoices',
        description: 'PDF export',
        priority: 'wow',
      }),
      makeCard(2),
    ],
  });
  resetMeeting(2);
}

const meet = (meeting: Partial<Meeting>) =>
  act(async () => void putMeeting(make.meeting({ version: 9, ...meeting })));

afterEach(() => {
  cleanup();
  resetMeeting(null);
  resetStores();
  resetSession();
});

describe('Projector during a meeting', () => {
  it('shows the banner and the spotlight card large, its chip ringed, and drops both when it ends', async () => {
    small();
    draw();
    expect(screen.queryByTestId('present-meeting')).toBe(null);
    await meet({ spotlightCardId: 1 });
    expect(screen.getByTestId('present-meeting').textContent).toBe('Ana Lopez is running a meeting');
    const panel = screen.getByRole('complementary', { name: 'Spotlight' });
    expect(within(panel).getByRole('heading', { name: 'Invoices' })).toBeTruthy();
    const details = within(panel).getByRole('list', { name: 'Card details' }).textContent;
    expect(details).toContain('Wow');
    expect(details).toContain('Backlog');
    expect(details).toContain('Billing');
    expect(details).toContain('Beta');
    expect(panel.textContent).toContain('PDF export');
    expect(chip(1)!.getAttribute('data-spotlight')).toBe('true');
    expect(chip(2)!.getAttribute('data-spotlight')).toBe(null);
    await act(async () => void (meetingState.meeting = null));
    expect(screen.queryByRole('complementary', { name: 'Spotlight' })).toBe(null);
    expect(chip(1)!.getAttribute('data-spotlight')).toBe(null);
  });

  it('shows the vote under the spotlight card without a button, even to a signed-in facilitator', async () => {
    small();
    setUser(makeUser());
    draw();
    await meet({ spotlightCardId: 1, vote: make.vote({ voters: [make.BEN] }) });
    const vote = screen.getByRole('region', { name: 'Vote' });
    expect(vote.getAttribute('data-vote-state')).toBe('open');
    expect(vote.textContent).toContain('1 of 3 voted');
    expect(within(vote).queryAllByRole('button')).toEqual([]);
  });

  it('shows the page that holds the spotlight card', async () => {
    const releases = Array.from({ length: 6 }, (_, i) =>
      makeRelease(10 + i, `R${i + 1}`, `2025-0${i + 1}-01`, null),
    );
    const categories = Array.from({ length: 10 }, (_, i) => makeCategory(20 + i, `Use case ${i + 1}`));
    const cards = Array.from({ length: 60 }, (_, i) =>
      makeCard(i + 1, { categoryId: 20 + (i % 10), releaseId: i % 7 === 6 ? null : 10 + (i % 6) }),
    );
    openBoard({ categories, releases, cards });
    resetMeeting(2);
    draw();
    expect(pageLabel()).toMatch(/^Page 1 of/);
    const future = cards.find((card) => card.releaseId === null)!;
    await meet({ spotlightCardId: future.id });
    const [, last] = /of (\d+)/.exec(pageLabel()!)!;
    expect(pageLabel()).toBe(`Page ${last} of ${last}`);
    expect(chip(future.id)!.getAttribute('data-spotlight')).toBe('true');
    // Paging away by hand stays where it is while the spotlight does not move.
    act(() => void fireEvent.keyDown(window, { key: 'ArrowLeft' }));
    await meet({ version: 10, spotlightCardId: future.id });
    expect(pageLabel()).not.toBe(`Page ${last} of ${last}`);
  });
});
