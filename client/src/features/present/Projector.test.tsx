// @vitest-environment happy-dom
// The projector's picture: use cases × roadmap releases with Unsorted and Future, chips in their cells,
// headers with dates and progress; a changed card glows in its new cell; presence and "Reconnecting…";
// paging with ←/→ when the board is too big for one screen; the revoked banner over the last picture; the
// empty roadmap; the cursor hiding when the mouse rests.
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Card } from '../../../../common/schemas/cards';
import { board } from '../../store/board';
import { hearCard } from '../../test/remoteChange';
import { renderPage } from '../../test/renderPage';
import { makeCard, makeCategory, makeRelease, openBoard, resetStores } from '../manage/shared/testKit';
import { IDLE_MS } from './useIdle';
import { Projector } from './Projector';

const billing = makeCategory(7, 'Billing', '#22C55E');
const mobile = makeCategory(8, 'Mobile', '#3B82F6');
const later = makeRelease(4, 'Later', null, null);
const beta = makeRelease(3, 'Beta', '2025-03-07', '2025-04-01');
const hidden = { ...makeRelease(5, 'Hidden', '2025-01-01', null), roadmapVisible: false };

function small() {
  openBoard({
    categories: [mobile, billing],
    releases: [later, beta, hidden],
    cards: [
      makeCard(1, { categoryId: 7, releaseId: 3, status: 'deployed', title: 'Invoices', priority: 'wow' }),
      makeCard(2, { categoryId: 7, releaseId: 3 }),
      makeCard(3),
      makeCard(4, { categoryId: 8, releaseId: 5 }),
    ],
  });
}

const draw = (props: Partial<Parameters<typeof Projector>[0]> = {}) =>
  renderPage(<Projector room={false} revoked={false} mode="dark" onTheme={() => {}} {...props} />);
const cell = (key: string) => document.querySelector(`[data-cell="${key}"]`) as HTMLElement | null;
const chip = (id: number) => document.querySelector(`[data-card-id="${id}"]`) as HTMLElement | null;

afterEach(() => {
  cleanup();
  resetStores();
  vi.useRealTimers();
});

describe('Projector', () => {
  it('lays out use cases × roadmap releases with Unsorted and Future', () => {
    small();
    draw();
    const grid = screen.getByTestId('present-grid');
    const heads = within(grid)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(heads[1]).toContain('Beta');
    expect(heads[1]).toContain('03/07/25 – 04/01/25');
    expect(heads[1]).toContain('1 of 2 accepted');
    expect(heads[1]).toContain('50%');
    expect(heads[2]).toContain('Later');
    expect(heads[2]).toContain('No date set');
    expect(heads[3]).toContain('Future');
    expect(heads.join()).not.toContain('Hidden');
    const rows = within(grid)
      .getAllByRole('rowheader')
      .map((th) => th.textContent);
    expect(rows).toEqual(['Billing2 cards', 'Mobile0 cards', 'Unsorted1 card']);
    expect(cell('7:3')!.querySelectorAll('[data-card-id]')).toHaveLength(2);
    expect(chip(3)!.closest('[data-cell]')!.getAttribute('data-cell')).toBe('none:none');
    expect(chip(4)).toBe(null); // in a release hidden from the roadmap
    expect(chip(1)!.textContent).toContain('WEB-001');
    expect(chip(1)!.textContent).toContain('Invoices');
    expect(chip(1)!.querySelector('svg[role="img"]')!.getAttribute('aria-label')).toBe('Wow');
    expect(screen.getByRole('heading', { name: /Web/ })).toBeTruthy();
  });

  it('shows a moved card in its new cell, glowing', async () => {
    small();
    draw();
    expect(chip(2)!.getAttribute('data-highlight')).toBe(null);
    // (valtio tells its subscribers a microtask later)
    await act(async () => hearCard({ ...(board.cards[2] as Card), categoryId: 8, releaseId: 4 }));
    expect(cell('8:4')!.querySelector('[data-card-id="2"]')!.getAttribute('data-highlight')).toBe('true');
    expect(cell('7:3')!.querySelector('[data-card-id="2"]')).toBe(null);
    expect(chip(1)!.getAttribute('data-highlight')).toBe(null);
  });

  it('shows who is watching and a discreet "Reconnecting…" without blanking the grid', async () => {
    small();
    board.presence = [
      { userId: 'a', name: 'Ana Lopez', initials: 'AL', color: '#3B82F6', cardId: null },
      { userId: 'b', name: 'Ben Ode', initials: 'BO', color: '#22C55E', cardId: null },
    ];
    draw();
    expect(screen.getByTestId('present-presence').textContent).toContain('2 watching');
    expect(screen.queryByText('Reconnecting…')).toBe(null);
    await act(async () => void (board.connection = 'reconnecting'));
    expect(screen.getByRole('status').textContent).toBe('Reconnecting…');
    expect(chip(1)).toBeTruthy();
  });

  it('pages the releases when one screen would be too small to read, with ←/→', () => {
    const releases = Array.from({ length: 6 }, (_, i) =>
      makeRelease(10 + i, `R${i + 1}`, `2025-0${i + 1}-01`, null),
    );
    const categories = Array.from({ length: 10 }, (_, i) => makeCategory(20 + i, `Use case ${i + 1}`));
    const cards = Array.from({ length: 60 }, (_, i) =>
      makeCard(i + 1, { categoryId: 20 + (i % 10), releaseId: i % 7 === 6 ? null : 10 + (i % 6) }),
    );
    openBoard({ categories, releases, cards });
    draw();
    const label = screen.getByTestId('present-page').getAttribute('aria-label')!;
    const pages = Number(/of (\d+)/.exec(label)![1]);
    expect(pages).toBeGreaterThan(1);
    const seen = new Set<string>();
    const columns = () =>
      screen
        .getAllByRole('columnheader')
        .slice(1)
        .map((th) => th.textContent);
    for (let page = 1; page <= pages; page++) {
      expect(screen.getByTestId('present-page').textContent).toContain(`Page ${page} of ${pages}`);
      for (const name of columns()) seen.add(name!.slice(0, 2));
      act(() => void fireEvent.keyDown(window, { key: 'ArrowRight' }));
    }
    expect([...seen].sort()).toEqual(['Fu', 'R1', 'R2', 'R3', 'R4', 'R5', 'R6']);
    act(() => void fireEvent.keyDown(window, { key: 'ArrowLeft' }));
    expect(screen.getByTestId('present-page').textContent).toContain(`Page ${pages - 1} of ${pages}`);
  });

  it('keeps the last picture under the revoked banner', () => {
    small();
    draw({ room: true, revoked: true });
    expect(screen.getByRole('alert').textContent).toContain('This link was revoked');
    expect(chip(1)).toBeTruthy();
    cleanup();
    draw({ revoked: true });
    expect(screen.getByRole('alert').textContent).toContain('Your access to this project was removed');
  });

  it('says when there is nothing on the roadmap yet', () => {
    openBoard();
    draw();
    expect(screen.getByRole('heading', { name: 'Nothing on this roadmap yet' })).toBeTruthy();
    expect(screen.queryByTestId('present-grid')).toBe(null);
  });

  it('hides the cursor when the mouse rests, and shows it again when it moves', () => {
    vi.useFakeTimers();
    small();
    draw();
    const projector = screen.getByTestId('projector');
    expect(projector.getAttribute('data-idle')).toBe(null);
    act(() => vi.advanceTimersByTime(IDLE_MS + 10));
    expect(projector.getAttribute('data-idle')).toBe('true');
    act(() => void fireEvent.mouseMove(window));
    expect(projector.getAttribute('data-idle')).toBe(null);
  });
});
