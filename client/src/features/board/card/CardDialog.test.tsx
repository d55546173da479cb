// @vitest-environment happy-dom
// The card dialog: the '#card/{id}' hash, fields and save mapping, delete confirmation, 'Card not found',
// presence and the remote-change notices (never overwriting unsaved edits), and its History tab.
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Card } from '../../../api/workspace';
import { board, resetBoard } from '../../../store/board';
import { hearCard } from '../../../test/remoteChange';
import { setProjectData } from '../../../store/applyRemote';
import { setUser } from '../../../store/session';
import { view } from '../../../store/view';
import { field, jsonResponse, renderPage } from '../../../test/renderPage';
import { clearToasts } from '../../../ui';
import { ANA, BO, makeEntry, page } from '../../history/historyFixtures';
import { routedFetch } from '../../manage/shared/testKit';
import { CardDialog } from './CardDialog';
import { useCardHash } from './useCardHash';

const card: Card = {
  id: 5,
  externalId: 'APP-005',
  title: 'Export to CSV',
  description: '',
  status: 'backlog',
  priority: 'tbd',
  color: '#6B7280',
  notes: '',
  pinned: false,
  order: '5.000',
  projectId: 2,
  categoryId: 1,
  releaseId: null,
  sprintId: null,
  category: { name: 'Reporting', color: '#3B82F6' },
  release: null,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
  version: 0,
};
const stamp = { createdAt: '', updatedAt: '', version: 0 };

function loadBoard() {
  resetBoard(2);
  setProjectData({
    project: { id: 2, name: 'App', clientId: 1, parentId: 1, prefix: 'APP' } as never,
    cards: [card],
    categories: [{ id: 1, name: 'Reporting', color: '#3B82F6', projectId: 2, ...stamp } as never],
    releases: [
      {
        id: 3,
        name: 'Beta',
        description: null,
        startDate: '2025-02-01',
        endDate: null,
        roadmapVisible: true,
        projectId: 2,
        sprints: [],
        ...stamp,
      },
    ],
  });
}

const open = async (id = 5) => {
  act(() => {
    view.openCardId = id;
  });
  return screen.findByRole('dialog');
};

beforeEach(() => {
  setUser({
    id: 'me',
    email: 'me@cardplan.test',
    firstName: 'Me',
    lastName: 'Myself',
    accessLevel: 'user',
  } as never);
  loadBoard();
});
afterEach(() => {
  cleanup();
  clearToasts();
  view.openCardId = null;
  vi.unstubAllGlobals();
});

describe('CardDialog', () => {
  it('shows the card and saves only the changed fields with the save mapping', async () => {
    const fetchMock = vi.fn(async (_url: string, init?: RequestInit) =>
      jsonResponse(200, {
        ...card,
        ...JSON.parse(String(init?.body)),
        updatedAt: '2025-01-02T00:00:00.000Z',
        version: 1,
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderPage(<CardDialog />);
    const dialog = await open();
    expect(within(dialog).getByRole('heading', { name: 'Export to CSV' })).toBeTruthy();
    expect(within(dialog).getByText('APP-005')).toBeTruthy();
    expect(field('Description').placeholder).toBe('Add a description...');

    await user.clear(field('Title'));
    await user.type(field('Title'), 'Export to Excel');
    await user.selectOptions(field('Status'), 'Working');
    await user.selectOptions(field('Use Case'), 'Unsorted');
    await user.selectOptions(field('Release'), 'Beta');
    await user.click(within(dialog).getByRole('button', { name: 'Save & Close' }));

    await waitFor(() => expect(view.openCardId).toBeNull());
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/cards/5');
    expect(JSON.parse(String(init!.body))).toEqual({
      title: 'Export to Excel',
      status: 'in-progress',
      categoryId: null,
      releaseId: 3,
    });
    expect(await screen.findByText('Card updated')).toBeTruthy();
  });

  it('asks before deleting, then deletes and closes', async () => {
    const fetchMock = vi.fn(async () => jsonResponse(200, { id: 5 }));
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderPage(<CardDialog />);
    const dialog = await open();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete card' });
    expect(
      within(confirm).getByText(
        'Are you sure you want to delete this card? You can undo this or restore it from the trash.',
      ),
    ).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(view.openCardId).toBeNull());
    expect(fetchMock).toHaveBeenCalledWith('/api/cards/5', expect.objectContaining({ method: 'DELETE' }));
    expect(board.cards[5]).toBeUndefined();
  });

  it("fetches a card the project does not hold and says 'Card not found' on 404", async () => {
    const fetchMock = vi.fn(async () => jsonResponse(404, { error: 'Card not found' }));
    vi.stubGlobal('fetch', fetchMock);
    renderPage(<CardDialog />);
    await open(77);
    expect(await screen.findByRole('heading', { name: 'Card not found' })).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledWith('/api/cards/77', expect.anything());
  });

  it('shows a spinner while the project is loading', async () => {
    resetBoard(2);
    renderPage(<CardDialog />);
    const dialog = await open();
    expect(within(dialog).getByRole('status', { name: 'Loading card' })).toBeTruthy();
    act(() => loadBoard());
    expect(await within(dialog).findByRole('heading', { name: 'Export to CSV' })).toBeTruthy();
  });

  it('shows who else is editing, and keeps unsaved edits when someone else saves', async () => {
    const user = userEvent.setup();
    renderPage(<CardDialog />);
    const dialog = await open();
    act(() => {
      board.presence = [
        { userId: 'u2', name: 'Bo Chen', initials: 'BC', color: '#3B82F6', cardId: 5 },
        { userId: 'me', name: 'Me Myself', initials: 'MM', color: '#3B82F6', cardId: 5 },
      ];
    });
    expect(await within(dialog).findByText('Bo Chen is editing')).toBeTruthy();

    await user.type(field('Notes'), 'my note');
    act(() => {
      hearCard({ ...card, title: 'Their title', status: 'ready' }, 'u2');
    });
    const notice = await within(dialog).findByTestId('card-notice');
    expect(notice.textContent).toContain('Bo Chen changed this card.');
    expect(field('Notes').value).toBe('my note');
    expect(field('Title').value).toBe('Their title');
    expect(field('Status').value).toBe('ready');

    await user.click(within(notice).getByRole('button', { name: 'Load changes' }));
    expect(field('Notes').value).toBe('');
    expect(within(dialog).queryByTestId('card-notice')).toBeNull();
  });

  it('warns about a field both changed and keeps the user’s value', async () => {
    const user = userEvent.setup();
    renderPage(<CardDialog />);
    const dialog = await open();
    await user.clear(field('Title'));
    await user.type(field('Title'), 'Mine');
    act(() => {
      hearCard({ ...card, title: 'Theirs' }, 'u9');
    });
    const notice = await within(dialog).findByTestId('card-notice');
    expect(notice.textContent).toContain('Someone changed this card.');
    expect(notice.textContent).toContain('You both edited Title');
    expect(field('Title').value).toBe('Mine');
  });

  it('refreshes an untouched form and says who changed what', async () => {
    renderPage(<CardDialog />);
    const dialog = await open();
    act(() => {
      board.presence = [{ userId: 'u2', name: 'Bo Chen', initials: 'BC', color: '#3B82F6', cardId: 5 }];
      hearCard({ ...card, priority: 'wow' }, 'u2');
    });
    const notice = await within(dialog).findByTestId('card-notice');
    expect(notice.textContent).toContain('Bo Chen changed this card.');
    expect(notice.textContent).toContain('Impact updated.');
    expect(within(notice).queryByRole('button', { name: 'Load changes' })).toBeNull();
    expect(field('Impact').value).toBe('wow');
  });

  it('shows a remote delete and disables saving', async () => {
    renderPage(<CardDialog />);
    const dialog = await open();
    act(() => {
      board.presence = [{ userId: 'u2', name: 'Bo Chen', initials: 'BC', color: '#3B82F6', cardId: null }];
      board.remoteChanges[5] = { actorId: 'u2', at: Date.now() + 1, deleted: true };
      delete board.cards[5];
    });
    expect(await within(dialog).findByText('Bo Chen deleted this card.')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Save & Close' }).hasAttribute('disabled')).toBe(true);
  });
});

/** How long a test waits for code loaded on demand (the History tab), on a busy machine. */
const LAZY_LOAD = 20_000;

describe('CardDialog history', () => {
  const lines = (root: HTMLElement) =>
    Array.from(root.querySelectorAll('[data-history-line]')).map((line) => line.textContent);

  async function openHistory(routes: Parameters<typeof routedFetch>[0]) {
    const stub = routedFetch(routes);
    vi.stubGlobal('fetch', stub.fetchStub);
    const user = userEvent.setup();
    renderPage(<CardDialog />);
    const dialog = await open();
    await user.click(within(dialog).getByRole('tab', { name: 'History' }));
    return { dialog, user, calls: stub.calls };
  }

  it('switches tabs by click and arrow keys, keeping the focus in the title at first', async () => {
    vi.stubGlobal(
      'fetch',
      routedFetch({ 'GET /api/cards/5/history': () => ({ status: 200, body: page([]) }) }).fetchStub,
    );
    const user = userEvent.setup();
    renderPage(<CardDialog />);
    const dialog = await open();
    const tablist = within(dialog).getByRole('tablist', { name: 'Card' });
    const [details, history] = within(tablist).getAllByRole('tab');
    expect(details!.textContent).toBe('Details');
    expect(details!.getAttribute('aria-selected')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(field('Title')));
    expect(within(dialog).getByRole('tabpanel', { name: 'Details' })).toBeTruthy();

    details!.focus();
    await user.keyboard('{ArrowRight}');
    expect(history!.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(history);
    expect(history!.tabIndex).toBe(0);
    expect(details!.tabIndex).toBe(-1);
    // The History tab's code loads on its first opening.
    expect(await within(dialog).findByText('No changes yet', {}, { timeout: LAZY_LOAD })).toBeTruthy();
    await user.keyboard('{ArrowLeft}');
    expect(details!.getAttribute('aria-selected')).toBe('true');
    expect(field('Title').value).toBe('Export to CSV');
    await user.keyboard('{End}');
    expect(history!.getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{Home}');
    expect(details!.getAttribute('aria-selected')).toBe('true');
  });

  it('lists the changes newest first, one line per field, with the time and its exact value', async () => {
    const entries = [
      makeEntry({
        actor: BO,
        changes: [
          { field: 'priority', label: 'Impact', from: 'TBD', to: 'Wow' },
          { field: 'releaseId', label: 'Release', from: null, to: 'Beta' },
        ],
      }),
      makeEntry({ action: 'moved', cause: 'undo' }),
      makeEntry({ action: 'restored' }),
      makeEntry({ action: 'deleted', actor: ANA }),
      makeEntry({ action: 'created', actor: null }),
    ];
    const { dialog } = await openHistory({
      'GET /api/cards/5/history': () => ({ status: 200, body: page(entries) }),
    });
    const list = await within(dialog).findByRole(
      'list',
      { name: 'Changes to this card' },
      { timeout: LAZY_LOAD },
    );
    expect(lines(list)).toEqual([
      'Bo Chen changed Impact TBD → Wow',
      'Bo Chen changed Release none → Beta',
      'Ana Lopez moved this card (undo)',
      'Ana Lopez restored this card',
      'Ana Lopez deleted this card',
      'A deleted account created this card',
    ]);
    const first = within(list).getAllByRole('listitem')[0]!;
    expect(first.textContent).toContain('Bo Chen changed Impact TBD → Wow · 2 min ago');
    const time = within(first).getByText('2 min ago');
    expect(time.getAttribute('datetime')).toBe(entries[0]!.at);
    expect(time.getAttribute('title')).toMatch(/\d{4}, \d{1,2}:\d{2}/);
    expect(within(first).getByText('none').tagName).toBe('SPAN');
    expect(within(dialog).queryByRole('button', { name: 'Load older' })).toBeNull();
  });

  it('loads older pages by the cursor until there are no more', async () => {
    const newer = makeEntry({
      action: 'updated',
      changes: [{ field: 'title', label: 'Title', from: 'A', to: 'B' }],
    });
    const older = makeEntry({ action: 'created' });
    const { dialog, user, calls } = await openHistory({
      'GET /api/cards/5/history': () => ({ status: 200, body: page([newer], 41) }),
      'GET /api/cards/5/history?before=41': () => ({ status: 200, body: page([older], null) }),
    });
    const list = await within(dialog).findByRole(
      'list',
      { name: 'Changes to this card' },
      { timeout: LAZY_LOAD },
    );
    expect(lines(list)).toEqual(['Ana Lopez changed Title A → B']);
    await user.click(within(dialog).getByRole('button', { name: 'Load older' }));
    await waitFor(() =>
      expect(lines(list)).toEqual(['Ana Lopez changed Title A → B', 'Ana Lopez created this card']),
    );
    expect(calls.map((call) => call.url)).toEqual(['/api/cards/5/history', '/api/cards/5/history?before=41']);
    expect(within(dialog).queryByRole('button', { name: 'Load older' })).toBeNull();
  });

  it("says when it couldn't load, and tries again on Retry", async () => {
    let fail = true;
    const { dialog, user } = await openHistory({
      'GET /api/cards/5/history': () =>
        fail
          ? { status: 500, body: { error: 'Server error' } }
          : { status: 200, body: page([makeEntry({ action: 'created' })]) },
    });
    expect(
      await within(dialog).findByText("Couldn't load the history", {}, { timeout: LAZY_LOAD }),
    ).toBeTruthy();
    fail = false;
    await user.click(within(dialog).getByRole('button', { name: 'Retry' }));
    expect(await within(dialog).findByText('Ana Lopez created this card')).toBeTruthy();
  });

  it('fetches the first page again when the card changes live', async () => {
    let answer = page([makeEntry({ action: 'created' })]);
    const { dialog, calls } = await openHistory({
      'GET /api/cards/5/history': () => ({ status: 200, body: answer }),
    });
    expect(
      await within(dialog).findByText('Ana Lopez created this card', {}, { timeout: LAZY_LOAD }),
    ).toBeTruthy();
    answer = page([
      makeEntry({ actor: BO, changes: [{ field: 'priority', label: 'Impact', from: 'TBD', to: 'Wow' }] }),
      ...answer.entries,
    ]);
    act(() => hearCard({ ...card, priority: 'wow' }, 'u2'));
    await waitFor(() =>
      expect(lines(dialog)).toEqual(['Bo Chen changed Impact TBD → Wow', 'Ana Lopez created this card']),
    );
    expect(calls.filter((call) => call.url === '/api/cards/5/history')).toHaveLength(2);
  });
});

function HashProbe() {
  useCardHash();
  return null;
}

describe('useCardHash', () => {
  it('opens the card of the hash on load and on hashchange, and removes the hash on close', async () => {
    window.history.replaceState(null, '', '/#card/5');
    render(<HashProbe />);
    expect(view.openCardId).toBe(5);
    act(() => {
      window.location.hash = '#card/9';
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    expect(view.openCardId).toBe(9);
    act(() => {
      view.openCardId = null;
    });
    await waitFor(() => expect(window.location.hash).toBe(''));
    act(() => {
      view.openCardId = 12;
    });
    await waitFor(() => expect(window.location.hash).toBe('#card/12'));
  });
});
