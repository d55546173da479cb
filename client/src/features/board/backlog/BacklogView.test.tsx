// @vitest-environment happy-dom
// The backlog view: empty states, rows (names from the lists, not the card), sorting and the rank star,
// quick add, selection with the bulk-action bar and its delete confirmation, and opening a card by a click.
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { board } from '../../../store/board';
import { setUser } from '../../../store/session';
import { setFilter, startCustomRanking, view } from '../../../store/view';
import { renderPage } from '../../../test/renderPage';
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
vi.mock('../../../store/actions/ranking', () => ({
  installRankCleanupOnHide: vi.fn(() => () => {}),
  moveCardBeside: vi.fn(async () => true),
}));

let restoreLayout: () => void;
beforeAll(() => (restoreLayout = fakeLayout()));
afterAll(() => restoreLayout());
beforeEach(() => {
  resetView();
  window.location.hash = '';
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const cards = () => [
  makeCard(1, {
    title: 'Dark mode',
    status: 'ready',
    priority: 'wow',
    categoryId: billing.id,
    releaseId: launch.id,
  }),
  // a stale embedded name must not be shown: the use case's current name comes from the list
  makeCard(2, { title: 'Invoices', categoryId: mobile.id, category: { name: 'Old name', color: '#000000' } }),
  makeCard(3, { title: 'Audit log', createdAt: '2025-05-06T10:00:00.000Z' }),
];
const me = {
  id: 'me',
  email: 'me@example.test',
  firstName: 'Me',
  lastName: 'Myself',
  accessLevel: 'user' as const,
  emailVerified: true,
  profileImageUrl: null,
  createdAt: '2025-01-01T00:00:00.000Z',
};
const rowOf = (id: number) => document.querySelector(`[data-card-id="${id}"]`) as HTMLElement;
const idsInOrder = () =>
  [...document.querySelectorAll('[data-card-id]')].map((row) => Number(row.getAttribute('data-card-id')));

describe('BacklogView', () => {
  it('shows the empty state of a project without cards', () => {
    loadProject([]);
    renderPage(<BacklogView />);
    expect(screen.getByRole('heading', { name: 'No features yet' })).toBeTruthy();
    expect(screen.getByPlaceholderText('Enter feature title...')).toBeTruthy();
  });

  it('offers Clear filters when nothing matches', async () => {
    loadProject(cards());
    act(() => setFilter('statuses', 'deployed'));
    renderPage(<BacklogView />);
    expect(screen.getByRole('heading', { name: 'No features match your filters' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(view.filters.statuses).toEqual([]);
    expect(await screen.findByRole('table', { name: 'Backlog' })).toBeTruthy();
  });

  it('renders groups and rows with the names of the use-case and release lists', () => {
    loadProject(cards());
    renderPage(<BacklogView />);
    expect(screen.getByTestId('backlog-list')).toBeTruthy();
    expect(document.querySelector('[data-group-key="status:backlog"]')?.textContent).toContain('Backlog');
    expect(document.querySelector('[data-drop-zone="status:in-progress"]')).toBeTruthy();
    const dark = within(rowOf(1));
    expect(dark.getByText('Dark mode')).toBeTruthy();
    expect(dark.getAllByText('APP-001').length).toBeGreaterThan(0);
    expect(dark.getByText('Ready')).toBeTruthy();
    expect(dark.getByText('Wow')).toBeTruthy();
    expect(dark.getByText('Billing')).toBeTruthy();
    expect(dark.getByText('v1 Launch')).toBeTruthy();
    expect(dark.getByText('03/04/25')).toBeTruthy();
    expect(within(rowOf(2)).getByText('Mobile')).toBeTruthy();
    expect(within(rowOf(2)).queryByText('Old name')).toBeNull();
    expect(within(rowOf(2)).getByText('Future')).toBeTruthy();
    expect(within(rowOf(3)).getByText('Unsorted')).toBeTruthy();
  });

  it('sorts by header (Added desc by default, same header toggles) and stars Rank under custom ranking', async () => {
    loadProject(cards());
    act(() => (view.filters.groupBy = 'none'));
    renderPage(<BacklogView />);
    expect(idsInOrder()).toEqual([3, 2, 1]); // Added desc, ties by rank
    await userEvent.click(screen.getByRole('button', { name: /^Title/ }));
    expect(view.sort).toEqual({ column: 'title', direction: 'asc' });
    expect(idsInOrder()).toEqual([3, 1, 2]);
    await userEvent.click(screen.getByRole('button', { name: /^Title/ }));
    expect(idsInOrder()).toEqual([2, 1, 3]);
    await act(async () => startCustomRanking());
    expect(screen.getByLabelText('custom ranking').textContent).toBe('★');
    expect(idsInOrder()).toEqual([1, 2, 3]);
  });

  it('quick-adds on Enter (trimmed, blank ignored) and clears on Escape', async () => {
    loadProject(cards());
    renderPage(<BacklogView />);
    const input = screen.getByPlaceholderText('Enter feature title...') as HTMLInputElement;
    await userEvent.type(input, '   {Enter}');
    expect(actions.addCard).not.toHaveBeenCalled();
    await userEvent.type(input, '  Slack alerts {Enter}');
    expect(actions.addCard).toHaveBeenCalledWith('Slack alerts');
    expect(input.value).toBe('');
    expect(document.activeElement).toBe(input);
    await userEvent.type(input, 'Draft{Escape}');
    expect(input.value).toBe('');
    expect(document.activeElement).not.toBe(input);
  });

  it('closes the quick add on Escape, focus to the list, and C opens it again (spec 2: "Escape closes")', async () => {
    loadProject(cards());
    renderPage(<BacklogView />);
    const user = userEvent.setup();
    const input = screen.getByPlaceholderText('Enter feature title...') as HTMLInputElement;
    expect(input.getAttribute('aria-keyshortcuts')).toBe('C');
    await user.click(input);
    await user.keyboard('Half-typed idea{Escape}');
    expect(input.value).toBe('');
    expect(document.activeElement).toBe(screen.getByRole('table', { name: 'Backlog' }));
    await user.keyboard('c');
    expect(document.activeElement).toBe(input);
    expect(input.value).toBe(''); // the C opened the field and was not typed into it
    await user.keyboard('Cache{Escape}'); // a C typed in the field is text
    expect(document.activeElement).toBe(screen.getByRole('table', { name: 'Backlog' }));
    // With a modifier, the key is the browser's.
    await user.keyboard('{Control>}c{/Control}');
    expect(document.activeElement).not.toBe(input);
    // From a row's checkbox too.
    act(() => screen.getAllByRole('checkbox', { name: /^Select / })[0]!.focus());
    await user.keyboard('c');
    expect(document.activeElement).toBe(input);
    expect(actions.addCard).not.toHaveBeenCalled();
  });

  it('hands the focus to the backlog itself when it has no list yet', async () => {
    loadProject([]);
    renderPage(<BacklogView />);
    const user = userEvent.setup();
    const input = screen.getByPlaceholderText('Enter feature title...') as HTMLInputElement;
    await user.click(input);
    await user.keyboard('{Escape}');
    expect(document.activeElement).toBe(screen.getByRole('region', { name: 'Backlog' }));
    await user.keyboard('C');
    expect(document.activeElement).toBe(input);
  });

  it('selects rows (shift-click range, select all) and bulk-updates and deletes them', async () => {
    loadProject(cards());
    act(() => (view.filters.groupBy = 'none'));
    renderPage(<BacklogView />);
    const bar = screen.getByRole('toolbar', { name: 'Bulk actions' });
    expect(within(bar).getByText('No cards selected')).toBeTruthy();
    expect((within(bar).getByRole('combobox', { name: 'Set status' }) as HTMLSelectElement).disabled).toBe(
      true,
    );
    expect((within(bar).getByRole('button', { name: 'Delete' }) as HTMLButtonElement).disabled).toBe(true);

    await userEvent.click(screen.getByRole('checkbox', { name: 'Select APP-003' }));
    await userEvent.keyboard('{Shift>}');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select APP-002' }));
    await userEvent.keyboard('{/Shift}');
    expect(Object.keys(view.selected).map(Number).sort()).toEqual([2, 3]);
    expect(within(bar).getByText('2 selected')).toBeTruthy();

    await userEvent.selectOptions(within(bar).getByRole('combobox', { name: 'Set status' }), 'ready');
    expect(actions.updateCards).toHaveBeenCalledWith(expect.arrayContaining([2, 3]), { status: 'ready' });
    await userEvent.selectOptions(within(bar).getByRole('combobox', { name: 'Set use case' }), 'Unsorted');
    expect(actions.updateCards).toHaveBeenLastCalledWith(expect.arrayContaining([2, 3]), {
      categoryId: null,
    });

    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all cards' }));
    expect(Object.keys(view.selected)).toHaveLength(3);
    await userEvent.click(within(bar).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog');
    expect(
      within(confirm).getByText('Delete 3 cards? You can undo this or restore them from the trash.'),
    ).toBeTruthy();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(actions.deleteCards).toHaveBeenCalledWith(expect.arrayContaining([1, 2, 3]));
  });

  it('marks a card someone else has open, not one I have open', async () => {
    loadProject(cards());
    setUser(me);
    board.presence = [
      { userId: 'ana', name: 'Ana Lopez', initials: 'AL', color: '#3B82F6', cardId: 1 },
      { userId: 'me', name: 'Me Myself', initials: 'MM', color: '#22C55E', cardId: 2 },
    ];
    renderPage(<BacklogView />);
    expect(within(rowOf(1)).getByRole('img', { name: 'Ana Lopez is editing' }).textContent).toBe('AL');
    expect(within(rowOf(2)).queryByRole('img', { name: /is editing/ })).toBeNull();
  });

  it('opens a card by a click on its row, but not from its checkbox', async () => {
    loadProject(cards());
    renderPage(<BacklogView />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select APP-002' }));
    expect(window.location.hash).toBe('');
    fireEvent.click(within(rowOf(3)).getByText('Unsorted'));
    expect(window.location.hash).toBe('#card/3');
  });
});
