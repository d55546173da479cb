// @vitest-environment happy-dom
// Manage Projects: the list (folders, nested projects, counts, shared icon), view switching (back arrow,
// Escape from a form returns to the list, from the list closes), the form rules (required fields, one
// folder preselected, Update disabled until a change, the prefix-in-use rule) and the share view. The trash
// view: ProjectsTrashView.test.tsx.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { dialogs } from '../../../store/dialogs';
import { field, renderPage } from '../../../test/renderPage';
import { ManagementDialogs } from '../ManagementDialogs';
import { makeCard, makeClient, makeFolder, makeProject, routedFetch, setWorkspace } from '../shared/testKit';
import { withProjectsSetup } from './projectsDialogKit';

vi.mock('../../../store/live', () => ({
  openProject: vi.fn(async () => {}),
  focusCard: vi.fn(),
  closeLive: vi.fn(),
}));

withProjectsSetup();

const dialog = () => screen.getByRole('dialog');

describe('Manage Projects', () => {
  it('lists folders with nested projects, card counts and the shared icon', async () => {
    renderPage(<ManagementDialogs />);
    await screen.findByRole('dialog', { name: 'Manage Projects' });
    const rows = within(dialog()).getAllByRole('listitem');
    expect(rows.map((r) => r.getAttribute('aria-label'))).toEqual([
      'Folder Product',
      'Project App',
      'Project Web',
    ]);
    expect(rows[0]!.textContent).toContain('(3)');
    expect(rows[2]!.textContent).toContain('Web(3)');
    expect(within(rows[0]!).getByRole('img', { name: 'Shared with 2 people' })).toBeTruthy();
  });

  it('switches views: form and back arrow, Escape back to the list, Escape on the list closes', async () => {
    const user = userEvent.setup();
    renderPage(<ManagementDialogs />);
    await screen.findByRole('dialog', { name: 'Manage Projects' });
    await user.click(screen.getByRole('button', { name: 'New Folder' }));
    expect(screen.getByRole('dialog', { name: 'Create New Folder' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Back to list' }));
    expect(screen.getByRole('dialog', { name: 'Manage Projects' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'New Project' }));
    expect(screen.getByRole('dialog', { name: 'Create New Project' })).toBeTruthy();
    // the only folder is preselected; the name gets the focus after 100 ms
    expect((field('Parent Folder') as unknown as HTMLSelectElement).value).toBe('1');
    await waitFor(() => expect(document.activeElement).toBe(field('Project Name')));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Manage Projects' })).toBeTruthy();
    expect(dialogs.open).toBe('projects');

    await user.click(screen.getByRole('button', { name: 'Share Product' }));
    expect(screen.getByRole('dialog', { name: 'Share Folder: Product' })).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Manage Projects' })).toBeTruthy();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(dialogs.open).toBeNull());
  });

  it('checks a new project: name and prefix required, prefix upper-cased', async () => {
    const { fetchStub, calls } = routedFetch({
      'POST /api/projects': (body) => ({
        status: 201,
        body: { ...makeProject(9, 'x', 1, 'X'), ...(body as object) },
      }),
      'GET /api/clients': () => ({ status: 200, body: [] }),
    });
    vi.stubGlobal('fetch', fetchStub);
    const user = userEvent.setup();
    renderPage(<ManagementDialogs />);
    await user.click(await screen.findByRole('button', { name: 'Add project to Product' }));
    await user.click(screen.getByRole('button', { name: 'Create Project' }));
    expect(await screen.findAllByText('Project name is required')).toHaveLength(2); // inline + toast
    expect(screen.getByText('Prefix is required for projects')).toBeTruthy();
    expect(screen.getByText('This prefix will be used for card IDs (e.g., FLD-001, ENG-002)')).toBeTruthy();
    await user.type(field('Project Name'), 'Docs');
    await user.type(field('Prefix'), 'do-c1xyz');
    expect(field('Prefix').value).toBe('DOC1X');
    await user.click(screen.getByRole('button', { name: 'Create Project' }));
    expect(await screen.findByText('Project created successfully')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      name: 'Docs',
      description: null,
      prefix: 'DOC1X',
      parentId: 1,
      clientId: null,
    });
    expect(screen.getByRole('dialog', { name: 'Manage Projects' })).toBeTruthy();
  });

  it('keeps Update disabled until a change, and the prefix while cards use it', async () => {
    const { fetchStub } = routedFetch({
      'GET /api/projects/2/cards': () => ({
        status: 200,
        body: [makeCard(1), makeCard(2), makeCard(3, { externalId: 'OLD-1' })],
      }),
    });
    vi.stubGlobal('fetch', fetchStub);
    const user = userEvent.setup();
    renderPage(<ManagementDialogs />);
    await user.click(await screen.findByRole('button', { name: 'Edit Web' }));
    expect(screen.getByRole('dialog', { name: 'Edit Project' })).toBeTruthy();
    const update = screen.getByRole('button', { name: 'Update Project' }) as HTMLButtonElement;
    expect(update.disabled).toBe(true);
    await user.clear(field('Prefix'));
    await user.type(field('Prefix'), 'SITE');
    expect(await screen.findByText('To change prefix, first delete all (2) cards with WEB.')).toBeTruthy();
    expect(update.disabled).toBe(true);
    await user.clear(field('Prefix'));
    await user.type(field('Prefix'), 'WEB');
    await user.type(field('Project Name'), ' site');
    expect(update.disabled).toBe(false);
  });

  it('asks before deleting, with the name and what goes to the trash with it', async () => {
    const user = userEvent.setup();
    renderPage(<ManagementDialogs />);
    await user.click(await screen.findByRole('button', { name: 'Delete Web' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete Project' });
    expect(confirm.textContent).toContain('Are you sure you want to delete "Web"?');
    expect(confirm.textContent).toContain(
      'The project and its 3 cards go to the trash, where you can restore them.',
    );
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog', { name: 'Delete Project' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Delete Product' }));
    const folder = screen.getByRole('dialog', { name: 'Delete Folder' });
    expect(folder.textContent).toContain(
      'The folder and its 2 projects, with 3 cards, go to the trash, where you can restore them.',
    );
  });

  it('hides owner-only folder actions from a share recipient', async () => {
    setWorkspace({
      clients: [makeClient(1, 'Acme', 'shared')],
      projects: [makeFolder(1, 'Product', 1, 'shared')],
      selectedClientId: 1,
    });
    renderPage(<ManagementDialogs />);
    await screen.findByRole('dialog', { name: 'Manage Projects' });
    expect(screen.getByRole('button', { name: 'Add project to Product' })).toBeTruthy();
    for (const action of ['Edit', 'Share', 'Delete'])
      expect(screen.queryByRole('button', { name: `${action} Product` })).toBeNull();
  });

  it('shares a folder and lists the owner first, then Pending and Active shares', async () => {
    const share = (id: number, email: string, status: 'pending' | 'active', extra = {}) => ({
      id,
      folderId: 1,
      sharedWithEmail: email,
      sharedWithUserId: status === 'active' ? 'u2' : null,
      sharedByUserId: 'me',
      status,
      sharedWithUser: status === 'active' ? { firstName: 'Bo', lastName: 'Active' } : null,
      createdAt: '',
      updatedAt: '',
      ...extra,
    });
    let shares: unknown[] = [
      share(5, 'bo@example.test', 'active', {
        folderOwner: { email: 'me@example.test', firstName: 'Mia', lastName: 'Owner' },
      }),
    ];
    const { fetchStub, calls } = routedFetch({
      'GET /api/folders/1/shares': () => ({ status: 200, body: shares }),
      'POST /api/folders/1/share': () => {
        shares = [...shares, share(6, 'new@example.test', 'pending')];
        return { status: 201, body: shares[1] };
      },
    });
    vi.stubGlobal('fetch', fetchStub);
    const user = userEvent.setup();
    renderPage(<ManagementDialogs />);
    await user.click(await screen.findByRole('button', { name: 'Share Product' }));
    const view = screen.getByTestId('share-view');
    expect(view.textContent).toContain(
      'When you share a folder, all projects and cards within it will be accessible to the recipient.',
    );
    const shareButton = within(view).getByRole('button', { name: 'Share' }) as HTMLButtonElement;
    expect(shareButton.disabled).toBe(true);
    const list = await within(view).findByRole('list', { name: 'Current shares' });
    let rows = within(list).getAllByRole('listitem');
    expect(rows[0]!.textContent).toContain('me@example.test');
    expect(rows[0]!.textContent).toContain('Owner');
    expect(rows[0]!.textContent).toContain('Mia Owner');
    expect(rows[1]!.textContent).toContain('Active');
    expect(rows[1]!.textContent).toContain('Bo Active');

    const email = within(view).getByLabelText('Email address') as HTMLInputElement;
    expect(email.type).toBe('email');
    await user.type(email, 'new@example.test');
    await user.click(shareButton);
    expect(await screen.findByText('Folder shared successfully')).toBeTruthy();
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3));
    rows = within(list).getAllByRole('listitem');
    expect(rows[2]!.textContent).toContain('Pending');
    expect(calls.filter((c) => c.url === '/api/folders/1/shares')).toHaveLength(2);
  });
});
