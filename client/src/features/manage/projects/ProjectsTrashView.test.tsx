// @vitest-environment happy-dom
// Manage Projects' trash view: a folder's deleted projects, the trash emptied whole after naming the count,
// and deleted folders restored.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { emptyTrash, restoreFromTrash } from '../../../store/actions/trash';
import { openDialog } from '../../../store/dialogs';
import { field, renderPage } from '../../../test/renderPage';
import { ManagementDialogs } from '../ManagementDialogs';
import { routedFetch } from '../shared/testKit';
import { withProjectsSetup } from './projectsDialogKit';

vi.mock('../../../store/actions/trash', () => ({
  restoreFromTrash: vi.fn(async (kind: string, ids: number[]) => ids.map((id) => ({ id, kind }))),
  purgeFromTrash: vi.fn(async () => true),
  emptyTrash: vi.fn(async () => 3),
}));

vi.mock('../../../store/live', () => ({
  openProject: vi.fn(async () => {}),
  focusCard: vi.fn(),
  closeLive: vi.fn(),
}));

withProjectsSetup();

describe('Manage Projects trash', () => {
  it('opens the trash: a folder’s deleted projects, emptied whole after naming the count, and deleted folders', async () => {
    const deleted = (kind: 'project' | 'folder', id: number, label: string, contains = 0) => ({
      id,
      kind,
      label,
      folderId: kind === 'folder' ? id : 1,
      projectId: kind === 'folder' ? null : id,
      deletedAt: new Date(Date.now() - 3_600_000).toISOString(),
      deletedBy: { id: 'me', name: 'Mia Owner' },
      purgeAt: new Date(Date.now() + 20 * 86_400_000).toISOString(),
      contains,
    });
    const archive = deleted('folder', 7, 'Archive', 2);
    const stub = routedFetch({
      'GET /api/projects/1/trash': () => ({
        status: 200,
        body: { items: [deleted('project', 5, 'Old site')] },
      }),
      'GET /api/projects/2/trash': () => ({
        status: 200,
        body: { items: [deleted('project', 11, 'x'), deleted('project', 12, 'y')] },
      }),
      'GET /api/projects/3/trash': () => ({ status: 200, body: { items: [] } }),
      'GET /api/trash/folders': () => ({
        status: 200,
        body: { items: [archive] },
      }),
    });
    vi.stubGlobal('fetch', stub.fetchStub);
    const user = userEvent.setup();
    renderPage(<ManagementDialogs />);
    await user.click(screen.getByRole('button', { name: 'Trash' }));
    const dialog = screen.getByRole('dialog', { name: 'Trash' });
    // The trash view's code loads when first opened.
    const projects = await within(dialog).findByRole(
      'list',
      { name: 'Deleted projects of Product' },
      { timeout: 5000 },
    );
    expect(field('Show').value).toBe('1');
    expect(within(projects).getByText('Old site')).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Empty trash' }));
    const confirm = await screen.findByRole('dialog', { name: 'Empty trash' });
    expect(within(confirm).getByText('Delete 3 items for good? This cannot be undone.')).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'Empty trash' }));
    await waitFor(() => expect(emptyTrash).toHaveBeenCalledExactlyOnceWith(1));
    expect(await screen.findByText('3 items deleted for good')).toBeTruthy();

    await user.selectOptions(field('Show'), 'Deleted folders');
    const folders = await within(dialog).findByRole('list', { name: 'Deleted folders' });
    expect(within(folders).getByText('Deleted by Mia Owner · 1 hour ago · 2 projects')).toBeTruthy();
    await user.click(within(folders).getByRole('button', { name: 'Restore folder Archive' }));
    expect(restoreFromTrash).toHaveBeenCalledExactlyOnceWith('folder', [7]);
    expect(await screen.findByText('Restored')).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Back to list' }));
    expect(screen.getByRole('dialog', { name: 'Manage Projects' })).toBeTruthy();
  });

  // A notice that a folder was deleted links here (store/actions/projectGone.ts).
  it('opens straight on the deleted folders when asked to', async () => {
    const stub = routedFetch({ 'GET /api/trash/folders': () => ({ status: 200, body: { items: [] } }) });
    vi.stubGlobal('fetch', stub.fetchStub);
    openDialog('projects', { projectsAt: { view: 'trash', folderId: 'deletedFolders' } });
    renderPage(<ManagementDialogs />);
    const dialog = screen.getByRole('dialog', { name: 'Trash' });
    expect(
      await within(dialog).findByText('Deleted folders wait here with their projects, ready to restore.'),
    ).toBeTruthy();
    expect(field('Show').value).toBe('folders');
    openDialog('projects');
  });
});
