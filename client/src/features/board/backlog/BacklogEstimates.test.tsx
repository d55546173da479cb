// @vitest-environment happy-dom
// Estimates and scores in the backlog (docs/estimation.md): the Estimate column with its out-of-deck mark, the
// Score column (only under a scoring model) with its formula, sorting by both (empties last, no rank written),
// the No estimate filter of the sidebar, and the bulk estimate.
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ScoringSetting } from '../../../../../common/estimation';
import { board } from '../../../store/board';
import { view } from '../../../store/view';
import { renderPage } from '../../../test/renderPage';
import { FilterPanel } from '../sidebar/FilterPanel';
import { BacklogView } from './BacklogView';
import { billing, fakeLayout, launch, loadProject, makeCard, mobile, resetView } from './testFixtures';

const actions = vi.hoisted(() => ({
  addCard: vi.fn(async () => true),
  updateCards: vi.fn(async () => true),
  deleteCards: vi.fn(async () => true),
  renameCard: vi.fn(async () => true),
  bulkAddCards: vi.fn(async () => true),
}));
vi.mock('../../../store/actions/cards', () => actions);
const ranking = vi.hoisted(() => ({
  installRankCleanupOnHide: vi.fn(() => () => {}),
  moveCardBeside: vi.fn(async () => true),
}));
vi.mock('../../../store/actions/ranking', () => ranking);

let restoreLayout: () => void;
beforeAll(() => (restoreLayout = fakeLayout()));
afterAll(() => restoreLayout());
beforeEach(() => {
  resetView();
  view.filters.groupBy = 'none';
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const valueEffort: ScoringSetting = { deck: 'fibonacci', customDeck: null, scoringModel: 'valueEffort' };
const noModel: ScoringSetting = { ...valueEffort, scoringModel: 'none' };

/** In rank order. Value ÷ Effort: 1 → 8 ÷ 2 = 4, 2 → none (no value), 3 → 9 ÷ 1 = 9, 4 → none, 5 → 3 ÷ 5 = 0.6. */
const cards = () => [
  makeCard(1, { title: 'Dark mode', estimate: '2', value: 8 }),
  makeCard(2, { title: 'Invoices', estimate: '4' }),
  makeCard(3, { title: 'Audit log', estimate: '1', value: 9 }),
  makeCard(4, { title: 'Exports' }),
  makeCard(5, { title: 'Alerts', estimate: '5', value: 3 }),
];
const load = (scoring: ScoringSetting) => loadProject(cards(), [billing, mobile], [launch], scoring);

const rowOf = (id: number) => document.querySelector(`[data-card-id="${id}"]`) as HTMLElement;
/** The figure a cell shows (the estimate's sits in its picker's button). */
const cellOf = (id: number, column: string) =>
  rowOf(id).querySelector(`[data-col="${column}"] span`) as HTMLElement;
const idsInOrder = () =>
  [...document.querySelectorAll('[data-card-id]')].map((row) => Number(row.getAttribute('data-card-id')));
const header = (name: string) =>
  within(screen.getByRole('columnheader', { name: new RegExp(`^${name}`) })).getByRole('button');

describe('estimate and score columns', () => {
  it('shows each estimate, marks one outside the deck, and has no Score column without a model', () => {
    load(noModel);
    renderPage(<BacklogView />);
    expect(cellOf(1, 'estimate').textContent).toBe('2');
    expect(cellOf(1, 'estimate').title).toBe('');
    // 4 is no value of the Fibonacci deck (kept from another deck): marked.
    expect(cellOf(2, 'estimate')).toBe(within(rowOf(2)).getByTitle('Not in this project’s deck'));
    expect(cellOf(2, 'estimate').textContent).toBe('4 (not in deck)');
    expect(cellOf(4, 'estimate').textContent).toBe('—');
    expect(cellOf(4, 'estimate').title).toBe('No estimate');
    expect(header('Estimate')).toBeTruthy();
    expect(screen.queryByRole('columnheader', { name: /^Score/ })).toBeNull();
    expect(document.querySelector('[data-col="score"]')).toBeNull();
  });

  it('shows the score under a model, its formula (and what a card lacks) as the title', () => {
    load(valueEffort);
    renderPage(<BacklogView />);
    expect(header('Score')).toBeTruthy();
    expect(cellOf(1, 'score').textContent).toBe('4');
    expect(cellOf(1, 'score').title).toBe('Value ÷ Effort = 8 ÷ 2 = 4');
    expect(cellOf(5, 'score').textContent).toBe('0.6');
    expect(cellOf(4, 'score').textContent).toBe('—');
    expect(cellOf(4, 'score').title).toBe('Value ÷ Effort\nNeeds Value and Estimate');
  });
});

describe('sorting by estimate and score', () => {
  it('sorts by effort from the Estimate header, cards without one last in both directions', async () => {
    load(valueEffort);
    renderPage(<BacklogView />);
    await userEvent.click(header('Estimate'));
    expect(view.sort).toEqual({ column: 'estimate', direction: 'asc' });
    expect(idsInOrder()).toEqual([3, 1, 2, 5, 4]);
    await userEvent.click(header('Estimate'));
    expect(idsInOrder()).toEqual([5, 2, 1, 3, 4]);
  });

  it('sorts by score from the Score header, cards without one last in both directions, no rank written', async () => {
    load(valueEffort);
    const orders = Object.values(board.cards).map((card) => card.order);
    renderPage(<BacklogView />);
    await userEvent.click(header('Score'));
    expect(idsInOrder()).toEqual([5, 1, 3, 2, 4]);
    await userEvent.click(header('Score'));
    expect(view.sort).toEqual({ column: 'score', direction: 'desc' });
    expect(idsInOrder()).toEqual([3, 1, 5, 2, 4]);
    expect(Object.values(board.cards).map((card) => card.order)).toEqual(orders);
    expect(ranking.moveCardBeside).not.toHaveBeenCalled();
    expect(actions.updateCards).not.toHaveBeenCalled();
  });
});

describe('the No estimate filter', () => {
  it('shows only the cards without an estimate once its chip is on', async () => {
    load(noModel);
    renderPage(
      <>
        <FilterPanel />
        <BacklogView />
      </>,
    );
    const chips = screen.getByRole('group', { name: 'Estimate' });
    expect(
      within(chips)
        .getAllByRole('button')
        .map((chip) => chip.textContent),
    ).toEqual(['No estimate', ...['0', '1', '2', '3', '5', '8', '13', '21']]);
    await userEvent.click(within(chips).getByRole('button', { name: 'No estimate' }));
    expect(view.filters.estimates).toEqual(['no estimate']);
    expect(idsInOrder()).toEqual([4]);
    await userEvent.click(within(chips).getByRole('button', { name: '2' }));
    expect(idsInOrder().sort()).toEqual([1, 4]);
  });
});

describe('the bulk estimate', () => {
  it('offers the deck’s values and No estimate, and sets the chosen one on every selected card', async () => {
    loadProject(cards(), [billing, mobile], [launch], { ...noModel, deck: 'tshirt' });
    renderPage(<BacklogView />);
    const bar = screen.getByRole('toolbar', { name: 'Bulk actions' });
    const select = within(bar).getByRole('combobox', { name: 'Set estimate' }) as HTMLSelectElement;
    expect([...select.options].map((option) => option.text)).toEqual([
      'Estimate',
      ...['XS', 'S', 'M', 'L', 'XL'],
      'No estimate',
    ]);
    expect(select.disabled).toBe(true);

    await userEvent.click(screen.getByRole('checkbox', { name: 'Select APP-001' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select APP-004' }));
    await userEvent.selectOptions(select, 'L');
    expect(actions.updateCards).toHaveBeenCalledTimes(1);
    expect(actions.updateCards).toHaveBeenLastCalledWith(expect.arrayContaining([1, 4]), { estimate: 'L' });
    expect(select.value).toBe('');

    act(() => (view.selected = { 2: true }));
    await userEvent.selectOptions(select, 'No estimate');
    expect(actions.updateCards).toHaveBeenLastCalledWith([2], { estimate: null });
  });
});
