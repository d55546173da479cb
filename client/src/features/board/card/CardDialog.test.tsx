// @vitest-environment happy-dom
// The card dialog: fields and save mapping, delete confirmation, 'Card not found', presence and the
// remote-change notices (never overwriting unsaved edits). Its History tab: CardHistoryTab.test.tsx.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { board, resetBoard } from '../../../store/board';
import { view } from '../../../store/view';
import { hearCard } from '../../../test/remoteChange';
import { field, jsonResponse, renderPage } from '../../../test/renderPage';
import { CardDialog } from './CardDialog';
import { card, loadBoard, open, withCardDialogSetup } from './cardDialogKit';

withCardDialogSetup();

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
    // The save, whether or not the renamed title's look-alikes were asked for first.
    const [, init] = fetchMock.mock.calls.find(([url]) => url === '/api/cards/5')!;
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
