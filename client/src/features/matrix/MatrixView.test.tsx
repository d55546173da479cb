// @vitest-environment happy-dom
// The value × effort view: cards on the place of their value and estimate, counted per quadrant, the rest
// listed apart with what they lack; an arrow key writes value and estimate in one update (none at an edge);
// the sidebar's filters apply; the designed states without the model and without cards.
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ScoringSetting } from '../../../../common/estimation';
import { dialogs } from '../../store/dialogs';
import { setSearch, view } from '../../store/view';
import { renderPage } from '../../test/renderPage';
import { loadProject, makeCard, resetView } from '../board/backlog/testFixtures';
import { MatrixView } from './MatrixView';

const actions = vi.hoisted(() => ({ updateCard: vi.fn(async () => true) }));
vi.mock('../../store/actions/cards', () => actions);

const valueEffort: ScoringSetting = { deck: 'fibonacci', customDeck: null, scoringModel: 'valueEffort' };

const cards = () => [
  makeCard(1, { title: 'Dark mode', value: 8, estimate: '2' }),
  makeCard(2, { title: 'Invoices', value: 3, estimate: '13' }),
  makeCard(3, { title: 'Audit log' }),
  makeCard(4, { title: 'Exports', value: 9, estimate: 'XL' }),
  makeCard(5, { title: 'Alerts', value: 10, estimate: '0' }),
];

const chip = (id: number) => document.querySelector(`[data-card-id="${id}"]`) as HTMLElement;
const placeOf = (id: number) => {
  const cell = chip(id).closest('td');
  return cell ? `${cell.dataset.value}:${cell.dataset.estimate}` : 'apart';
};

beforeEach(resetView);
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('placing cards', () => {
  it('puts each card on its value and estimate and lists the others apart with the reason', () => {
    loadProject(cards(), undefined, undefined, valueEffort);
    renderPage(<MatrixView />);
    const table = screen.getByRole('table', { name: 'Value × Effort' });
    expect([...table.querySelectorAll('thead th')].map((th) => th.textContent)).toEqual([
      'EstimateValue',
      ...['0', '1', '2', '3', '5', '8', '13', '21'],
    ]);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((th) => th.textContent),
    ).toEqual(['10', '9', '8', '7', '6', '5', '4', '3', '2', '1']);
    expect([1, 2, 5].map(placeOf)).toEqual(['8:2', '3:13', '10:0']);
    expect(table.querySelector('[data-quadrant="quickWins"]')?.textContent).toBe(
      'Quick winsHigh value, low effort · 2 cards',
    );
    expect(table.querySelector('[data-quadrant="timeSinks"]')?.textContent).toContain('1 card');
    expect(table.querySelector('[data-quadrant="bigBets"]')?.textContent).toContain('0 cards');

    const apart = screen.getByTestId('matrix-unplaced');
    expect([3, 4].map(placeOf)).toEqual(['apart', 'apart']);
    expect(within(apart).getByText('Needs Value and Estimate')).toBeTruthy();
    expect(within(apart).getByText('Estimate “XL” is not in the deck')).toBeTruthy();
    expect(chip(3).getAttribute('aria-describedby')).toBe('matrix-reason-3');
    expect(screen.getByText('3 cards placed · 2 not placed yet')).toBeTruthy();
  });

  it('shows only the cards the sidebar’s filters let through', () => {
    loadProject(cards(), undefined, undefined, valueEffort);
    setSearch('dark');
    renderPage(<MatrixView />);
    expect(screen.getByText('1 card placed · 0 not placed yet · 1 of 5 cards shown')).toBeTruthy();
    expect(document.querySelectorAll('[data-card-id]')).toHaveLength(1);
    expect(screen.getByText('Every card shown is on the matrix.')).toBeTruthy();
  });
});

describe('the keyboard', () => {
  it('moves a card one step per arrow key, value and estimate in one write, and says so', () => {
    loadProject(cards(), undefined, undefined, valueEffort);
    renderPage(<MatrixView />);
    fireEvent.keyDown(chip(1), { key: 'ArrowRight' });
    expect(actions.updateCard).toHaveBeenLastCalledWith(
      1,
      { value: 8, estimate: '3' },
      'Move card to value 8, estimate 3',
    );
    fireEvent.keyDown(chip(1), { key: 'ArrowUp' });
    expect(actions.updateCard).toHaveBeenLastCalledWith(
      1,
      { value: 9, estimate: '2' },
      'Move card to value 9, estimate 2',
    );
    expect(actions.updateCard).toHaveBeenCalledTimes(2);
    expect(screen.getByTestId('matrix-status').textContent).toBe(
      'APP-001 Dark mode moved to Value 9, estimate 2 (Quick wins).',
    );
  });

  it('says so when the server refuses the move', async () => {
    loadProject(cards(), undefined, undefined, valueEffort);
    actions.updateCard.mockResolvedValueOnce(false);
    renderPage(<MatrixView />);
    fireEvent.keyDown(chip(2), { key: 'ArrowDown' });
    expect(await screen.findByText('APP-002 Invoices could not be moved.')).toBeTruthy();
  });

  it('writes nothing at an edge, nor for a card set apart, and opens a card with Enter', () => {
    loadProject(cards(), undefined, undefined, valueEffort);
    renderPage(<MatrixView />);
    fireEvent.keyDown(chip(5), { key: 'ArrowUp' });
    fireEvent.keyDown(chip(5), { key: 'ArrowLeft' });
    fireEvent.keyDown(chip(3), { key: 'ArrowLeft' });
    expect(actions.updateCard).not.toHaveBeenCalled();
    expect(screen.getByTestId('matrix-status').textContent).toBe(
      'APP-005 Alerts has the smallest estimate of the deck.',
    );
    fireEvent.keyDown(chip(3), { key: 'Enter' });
    expect(window.location.hash).toBe('#card/3');
  });
});

describe('designed states', () => {
  it('asks the owner for the Value / effort model, and opens Manage Projects', () => {
    loadProject(cards(), undefined, undefined, { ...valueEffort, scoringModel: 'rice' });
    renderPage(<MatrixView />);
    expect(screen.getByText(/This project scores with RICE\./)).toBeTruthy();
    act(() => screen.getByRole('button', { name: 'Open Manage Projects' }).click());
    expect(dialogs.open).toBe('projects');
    expect(document.querySelector('table')).toBeNull();
  });

  it('offers the backlog when the project has no cards, and clearing filters when none match', () => {
    loadProject([], undefined, undefined, valueEffort);
    const { unmount } = renderPage(<MatrixView />);
    expect(screen.getByText('No cards yet')).toBeTruthy();
    act(() => screen.getByRole('button', { name: 'Go to Backlog' }).click());
    expect(view.mode).toBe('backlog');
    unmount();

    loadProject(cards(), undefined, undefined, valueEffort);
    setSearch('nothing like this');
    renderPage(<MatrixView />);
    expect(screen.getByText('No cards match the filters')).toBeTruthy();
    act(() => screen.getByRole('button', { name: 'Clear filters' }).click());
    expect(view.filters.search).toBe('');
  });
});
