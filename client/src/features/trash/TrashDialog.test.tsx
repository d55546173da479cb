// @vitest-environment happy-dom
// A project's trash: what each row says, Restore (one, or the ones selected) through restoreFromTrash with the
// right kind and ids, "Delete for good" and "Empty trash" for the folder owner only, each confirmed.
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TrashItem } from '../../../../common/schemas/trash';
import { emptyTrash, purgeFromTrash, restoreFromTrash } from '../../store/actions/trash';
import { setUser } from '../../store/session';
import { renderPage } from '../../test/renderPage';
import { clearToasts } from '../../ui';
import {
  makeFolder,
  makeProject,
  makeUser,
  openBoard,
  resetStores,
  routedFetch,
  setWorkspace,
} from '../manage/shared/testKit';
import { TrashDialog } from './TrashDialog';

vi.mock('../../store/live', () => ({
  openProject: vi.fn(async () => {}),
  focusCard: vi.fn(),
  closeLive: vi.fn(),
}));
vi.mock('../../store/actions/trash', () => ({
  restoreFromTrash: vi.fn(async (kind: string, ids: number[]) => ids.map((id) => ({ id, kind }))),
  purgeFromTrash: vi.fn(async () => true),
  emptyTrash: vi.fn(async () => 0),
}));

const BO = { id: '22222222-2222-4222-8222-222222222222', name: 'Bo Chen' };
const hoursAgo = (n: number) => new Date(Date.now() - n * 3_600_000).toISOString();

const trashItem = (kind: TrashItem['kind'], id: number, label: string, changes: Partial<TrashItem> = {}) => ({
  id,
  kind,
  label,
  folderId: 1,
  projectId: 2,
  deletedAt: hoursAgo(2),
  deletedBy: BO,
  purgeAt: '2025-05-29T12:00:00.000Z',
  contains: 0,
  ...changes,
});

const items = [
  trashItem('card', 9, 'WEB-009 Old idea', { deletedBy: null }),
  trashItem('category', 3, 'Reporting', { contains: 4 }),
  trashItem('release', 4, 'Beta', { contains: 3 }),
  trashItem('sprint', 8, 'Sprint 2', { contains: 1 }),
];

function renderTrash(list: unknown[] = items) {
  const stub = routedFetch({ 'GET /api/projects/2/trash': () => ({ status: 200, body: { items: list } }) });
  vi.stubGlobal('fetch', stub.fetchStub);
  renderPage(<TrashDialog projectId={2} projectName="Web" folderId={1} onClose={() => {}} />);
  return { user: userEvent.setup(), calls: stub.calls };
}

const list = () => screen.getByRole('list', { name: 'Deleted items' });
const row = (kind: string, id: number) =>
  document.querySelector<HTMLElement>(`[data-trash-item="${kind}:${id}"]`)!;

beforeEach(() => {
  setUser(makeUser());
  setWorkspace({ projects: [makeFolder(1, 'Product'), makeProject(2, 'Web', 1, 'WEB')] });
  openBoard();
  vi.mocked(restoreFromTrash).mockClear();
  vi.mocked(purgeFromTrash).mockClear();
  vi.mocked(emptyTrash).mockClear();
});
afterEach(() => {
  vi.useRealTimers();
  cleanup();
  clearToasts();
  resetStores();
  vi.unstubAllGlobals();
});

describe('TrashDialog', () => {
  it('lists what was deleted, by whom, when, what comes back with it and when it goes for good', async () => {
    // A month before the purge date: it is still to come, and says so (issue 41).
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-04-29T12:00:00.000Z'));
    renderTrash([
      ...items.map((item) => ({ ...item, deletedAt: hoursAgo(2) })),
      trashItem('project', 2, 'Web', { contains: 12, purgeAt: '2026-01-03T12:00:00.000Z' }),
    ]);
    const dialog = await screen.findByRole('dialog', { name: 'Trash' });
    const list = await within(dialog).findByRole('list', { name: 'Deleted items' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    expect(row('release', 4).textContent).toContain('Release');
    expect(within(row('release', 4)).getByText('Deleted by Bo Chen · 2 hours ago · 3 sprints')).toBeTruthy();
    expect(within(row('category', 3)).getByText('Use case')).toBeTruthy();
    expect(within(row('category', 3)).getByText('Deleted by Bo Chen · 2 hours ago · 4 cards')).toBeTruthy();
    expect(within(row('sprint', 8)).getByText('Deleted by Bo Chen · 2 hours ago · 1 card')).toBeTruthy();
    expect(within(row('card', 9)).getByText('Deleted by a deleted account · 2 hours ago')).toBeTruthy();
    expect(within(row('card', 9)).getByText('Will be deleted for good on May 29')).toBeTruthy();
    // A project brings back its cards; a date of another year names the year.
    expect(within(row('project', 2)).getByText('Deleted by Bo Chen · 2 hours ago · 12 cards')).toBeTruthy();
    expect(within(row('project', 2)).getByText('Will be deleted for good on Jan 3, 2026')).toBeTruthy();
  });

  it('restores one thing with its kind and id, takes it off the list and says so', async () => {
    const { user } = renderTrash();
    await screen.findByRole('list', { name: 'Deleted items' });
    await user.click(within(row('release', 4)).getByRole('button', { name: 'Restore release Beta' }));
    expect(restoreFromTrash).toHaveBeenCalledExactlyOnceWith('release', [4]);
    expect(await screen.findByText('Restored')).toBeTruthy();
    await waitFor(() => expect(row('release', 4)).toBeNull());
    expect(within(list()).getAllByRole('listitem')).toHaveLength(3);
  });

  it('restores the ones selected, a request per kind, containers first', async () => {
    const { user } = renderTrash();
    await screen.findByRole('list', { name: 'Deleted items' });
    await user.click(screen.getByRole('checkbox', { name: 'Select card WEB-009 Old idea' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select sprint Sprint 2' }));
    expect(screen.getByText('2 selected')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Restore 2' }));
    expect(vi.mocked(restoreFromTrash).mock.calls).toEqual([
      ['sprint', [8]],
      ['card', [9]],
    ]);
    expect(await screen.findByText('2 items restored')).toBeTruthy();
    expect(within(list()).getAllByRole('listitem')).toHaveLength(2);

    await user.click(screen.getByRole('checkbox', { name: 'Select all' }));
    await user.click(screen.getByRole('button', { name: 'Restore 2' }));
    expect(vi.mocked(restoreFromTrash).mock.calls.slice(2)).toEqual([
      ['category', [3]],
      ['release', [4]],
    ]);
    expect(await screen.findByText('The trash is empty')).toBeTruthy();
  });

  it('asks before emptying the trash, naming how many things go for good', async () => {
    const { user } = renderTrash();
    await screen.findByRole('list', { name: 'Deleted items' });
    await user.click(screen.getByRole('button', { name: 'Empty trash' }));
    const confirm = await screen.findByRole('dialog', { name: 'Empty trash' });
    expect(within(confirm).getByText('Delete 4 items for good? This cannot be undone.')).toBeTruthy();
    expect(purgeFromTrash).not.toHaveBeenCalled();
    await user.click(within(confirm).getByRole('button', { name: 'Empty trash' }));
    await waitFor(() => expect(purgeFromTrash).toHaveBeenCalledTimes(4));
    expect(vi.mocked(purgeFromTrash).mock.calls).toEqual([
      ['category', [3]],
      ['release', [4]],
      ['sprint', [8]],
      ['card', [9]],
    ]);
    expect(await screen.findByText('4 items deleted for good')).toBeTruthy();
    expect(screen.getByText('The trash is empty')).toBeTruthy();
    expect(emptyTrash).not.toHaveBeenCalled();
  });

  it('deletes one thing for good after a confirmation', async () => {
    const { user } = renderTrash();
    await screen.findByRole('list', { name: 'Deleted items' });
    await user.click(screen.getByRole('button', { name: 'Delete card WEB-009 Old idea for good' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete for good' });
    expect(
      within(confirm).getByText('Delete card "WEB-009 Old idea" for good? This cannot be undone.'),
    ).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'Delete for good' }));
    expect(purgeFromTrash).toHaveBeenCalledExactlyOnceWith('card', [9]);
    await waitFor(() => expect(row('card', 9)).toBeNull());
  });

  it('offers no deleting for good to a member who is not the folder owner', async () => {
    setWorkspace({ projects: [makeFolder(1, 'Product', 1, 'shared'), makeProject(2, 'Web', 1, 'WEB')] });
    renderTrash();
    await screen.findByRole('list', { name: 'Deleted items' });
    expect(screen.getAllByRole('button', { name: /^Restore / })).toHaveLength(4);
    expect(screen.queryByRole('button', { name: 'Empty trash' })).toBeNull();
    expect(screen.queryByRole('button', { name: /for good$/ })).toBeNull();
  });

  it('says when the trash is empty, and when it could not load', async () => {
    renderTrash([]);
    expect(await screen.findByText('The trash is empty')).toBeTruthy();
    cleanup();
    vi.stubGlobal('fetch', routedFetch({}).fetchStub);
    renderPage(<TrashDialog projectId={2} folderId={1} onClose={() => {}} />);
    expect(await screen.findByText("Couldn't load the trash")).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
