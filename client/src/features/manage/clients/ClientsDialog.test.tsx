// @vitest-environment happy-dom
// Manage Clients: project counts, delete disabled while a client has projects, confirmation, the
// 'Validation error' toast, read-only shared clients, and the list on every opening.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { closeDialog } from '../../../store/dialogs';
import { field, renderPage } from '../../../test/renderPage';
import { clearToasts } from '../../../ui';
import { ManagementDialogs } from '../ManagementDialogs';
import { cleanUpAfterEach, makeClient, open, routedFetch, setWorkspace } from '../shared/testKit';

vi.mock('../../../store/live', () => ({
  openProject: vi.fn(async () => {}),
  focusCard: vi.fn(),
  closeLive: vi.fn(),
}));

beforeEach(() => {
  setWorkspace({
    clients: [makeClient(1, 'Acme'), makeClient(2, 'Globex'), makeClient(3, 'Partner', 'shared')],
    clientProjectCounts: { 1: 2 },
  });
  open('clients');
  vi.stubGlobal('fetch', routedFetch({}).fetchStub);
});
cleanUpAfterEach();

describe('Manage Clients', () => {
  it('disables delete while a client has projects and asks before deleting', async () => {
    const { fetchStub, calls } = routedFetch({
      'DELETE /api/clients/2': () => ({ status: 200, body: { id: 2 } }),
    });
    vi.stubGlobal('fetch', fetchStub);
    const user = userEvent.setup();
    renderPage(<ManagementDialogs />);
    const dialog = await screen.findByRole('dialog', { name: 'Manage Clients' });
    expect(dialog.textContent).toContain('2 projects');
    expect((screen.getByRole('button', { name: 'Delete Acme' }) as HTMLButtonElement).disabled).toBe(true);
    // a client seen through a shared folder cannot be renamed or deleted
    expect(screen.queryByRole('button', { name: 'Edit Partner' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete Partner' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Delete Globex' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete Client' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Client deleted')).toBeTruthy();
    expect(calls).toEqual([{ method: 'DELETE', url: '/api/clients/2', body: undefined }]);
    await waitFor(() => expect(within(dialog).queryByText('Globex')).toBeNull());
  });

  it("shows the server's 'Cannot delete client' text when it refuses, 'Deletion failed' on other failures", async () => {
    // Globex's projects were created elsewhere: this screen still counts none, the server counts two.
    const { fetchStub } = routedFetch({
      'DELETE /api/clients/2': () => ({
        status: 409,
        body: { error: 'This client has 2 projects. Delete all projects first.' },
      }),
      'DELETE /api/clients/1': () => ({ status: 500, body: { error: 'Internal error' } }),
    });
    vi.stubGlobal('fetch', fetchStub);
    setWorkspace({ clients: [makeClient(1, 'Acme'), makeClient(2, 'Globex')], clientProjectCounts: {} });
    const user = userEvent.setup();
    renderPage(<ManagementDialogs />);
    const deleteClient = async (name: string) => {
      await user.click(await screen.findByRole('button', { name: `Delete ${name}` }));
      const confirm = screen.getByRole('dialog', { name: 'Delete Client' });
      await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    };

    await deleteClient('Globex');
    const refused = (await screen.findByText('Cannot delete client')).closest('li')!;
    expect(refused.textContent).toContain('This client has 2 projects. Delete all projects first.');
    expect(screen.queryByText('Deletion failed')).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Manage Clients' }).textContent).toContain('Globex');

    clearToasts();
    await deleteClient('Acme');
    const failed = (await screen.findByText('Deletion failed')).closest('li')!;
    expect(failed.textContent).toContain(
      'Failed to delete client. Make sure all projects are deleted first.',
    );
    expect(screen.queryByText('Cannot delete client')).toBeNull();
  });

  it("validates the name with a 'Validation error' toast and creates the client", async () => {
    const { fetchStub, calls } = routedFetch({
      'POST /api/clients': (body) => ({ status: 201, body: { ...makeClient(4, 'x'), ...(body as object) } }),
    });
    vi.stubGlobal('fetch', fetchStub);
    const user = userEvent.setup();
    renderPage(<ManagementDialogs />);
    await user.click(await screen.findByRole('button', { name: 'New Client' }));
    expect(screen.getByRole('dialog', { name: 'New Client' })).toBeTruthy();
    await user.type(field('Client Name'), '   ');
    await user.click(screen.getByRole('button', { name: 'Create Client' }));
    expect(await screen.findByText('Validation error')).toBeTruthy();
    expect(screen.getAllByText('Client name is required').length).toBeGreaterThan(0);
    expect(calls).toHaveLength(0);
    await user.type(field('Client Name'), ' Initech ');
    await user.click(screen.getByRole('button', { name: 'Create Client' }));
    expect(await screen.findByText('Client created')).toBeTruthy();
    expect(calls[0]?.body).toEqual({ name: 'Initech' });
    expect(screen.getByRole('dialog', { name: 'Manage Clients' }).textContent).toContain('Initech');
  });

  it('opens on the list each time', async () => {
    const user = userEvent.setup();
    renderPage(<ManagementDialogs />);
    await user.click(await screen.findByRole('button', { name: 'Edit Globex' }));
    expect(screen.getByRole('dialog', { name: 'Edit Client' })).toBeTruthy();
    closeDialog();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    open('clients');
    expect(await screen.findByRole('dialog', { name: 'Manage Clients' })).toBeTruthy();
  });
});
