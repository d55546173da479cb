// @vitest-environment happy-dom
// The card dialog's History tab: tabs by click and arrow keys, the lines of each change, older pages by
// cursor, Retry after a failed load, and a fresh first page when the card changes live.
import { act, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { hearCard } from '../../../test/remoteChange';
import { field, renderPage } from '../../../test/renderPage';
import { ANA, BO, makeEntry, page } from '../../history/historyFixtures';
import { routedFetch } from '../../manage/shared/testKit';
import { CardDialog } from './CardDialog';
import { card, open, withCardDialogSetup } from './cardDialogKit';

withCardDialogSetup();

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
