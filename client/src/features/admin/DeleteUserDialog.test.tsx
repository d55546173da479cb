// @vitest-environment happy-dom
// Delete User: the account's shared folders are listed first, each going to its first member unless the admin
// picks another member or the trash; the decisions travel with the DELETE. Without any, the dialog is as before.
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminUser, SharedFolder } from '../../api/admin';
import { jsonResponse, renderPage } from '../../test/renderPage';
import { clearToasts } from '../../ui';
import { DeleteUserDialog } from './DeleteUserDialog';

const user: AdminUser = {
  id: 'u2',
  email: 'owner@example.com',
  firstName: 'Olga',
  lastName: 'Owner',
  accessLevel: 'user',
  emailVerified: true,
  createdAt: '2025-03-04T10:00:00.000Z',
  featureCount: 5,
  signsInWith: ['password'],
};
const fay = { id: 'm1', name: 'Fay First', email: 'fay@example.com' };
const sid = { id: 'm2', name: 'Sid Second', email: 'sid@example.com' };
const product: SharedFolder = { id: 7, name: 'Product', clientName: 'Acme', members: [fay, sid] };
const roadmap: SharedFolder = { id: 9, name: 'Roadmap', clientName: 'Acme', members: [sid] };

afterEach(() => {
  cleanup();
  clearToasts();
  vi.unstubAllGlobals();
});

/** Answers the shared-folders read with `folders` and the delete with `deleteAnswer`; records every call. */
function serve(folders: SharedFolder[], deleteAnswer = () => jsonResponse(200, { ok: true })) {
  const fetchMock = vi.fn(async (_url: string, init?: RequestInit) =>
    init?.method === 'DELETE' ? deleteAnswer() : jsonResponse(200, { folders }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const deleteCall = (fetchMock: ReturnType<typeof serve>) =>
  fetchMock.mock.calls.find(([, init]) => init?.method === 'DELETE');

function open() {
  const onDeleted = vi.fn();
  const onClose = vi.fn();
  renderPage(<DeleteUserDialog user={user} onClose={onClose} onDeleted={onDeleted} />);
  return { onDeleted, onClose, dialog: screen.getByRole('dialog', { name: 'Delete User' }) };
}

describe('DeleteUserDialog', () => {
  it('lists the shared folders, transfers to the first member by default, and sends the choices', async () => {
    const fetchMock = serve([product, roadmap]);
    const { dialog, onDeleted } = open();
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/admin/users/u2/shared-folders');
    await within(dialog).findByText(
      'This user shares 2 folders with teammates. Choose what happens to each:',
    );
    const productChoice = within(dialog).getByLabelText('Product') as HTMLSelectElement;
    expect([...productChoice.options].map((o) => o.text)).toEqual([
      'Transfer to Fay First',
      'Transfer to Sid Second',
      'Move to trash',
    ]);
    expect(productChoice.selectedOptions[0]!.text).toBe('Transfer to Fay First');
    expect(within(dialog).getByText('Acme · shared with 2 people')).toBeTruthy();
    expect(within(dialog).getByText('Acme · shared with Sid Second')).toBeTruthy();

    await userEvent.selectOptions(within(dialog).getByLabelText('Roadmap'), 'Move to trash');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete User' }));
    await waitFor(() => expect(onDeleted).toHaveBeenCalled());
    const [url, init] = deleteCall(fetchMock)!;
    expect(url).toBe('/api/admin/users/u2');
    expect(JSON.parse(String(init!.body))).toEqual({
      folders: { 7: { transferTo: 'm1' }, 9: { trash: true } },
    });
    expect(await screen.findByText('User deleted successfully')).toBeTruthy();
  });

  it('says it in the singular for one folder', async () => {
    serve([roadmap]);
    const { dialog } = open();
    expect(
      await within(dialog).findByText('This user shares 1 folder with teammates. Choose what happens to it:'),
    ).toBeTruthy();
    expect(within(dialog).getByText(/A transferred folder keeps everything in it/)).toBeTruthy();
  });

  it('is the plain confirmation without shared folders, and sends no body', async () => {
    const fetchMock = serve([]);
    const { dialog, onDeleted } = open();
    const remove = within(dialog).getByRole('button', { name: 'Delete User' }) as HTMLButtonElement;
    await waitFor(() => expect(remove.disabled).toBe(false));
    expect(within(dialog).queryByRole('combobox')).toBeNull();
    expect(within(dialog).getByText(/everything they own .* is deleted with the account/)).toBeTruthy();
    await userEvent.click(remove);
    await waitFor(() => expect(onDeleted).toHaveBeenCalled());
    expect(deleteCall(fetchMock)![1]!.body).toBeUndefined();
  });

  it("shows the server's refusal and reads the folders again after a 409", async () => {
    const fetchMock = serve([roadmap], () =>
      jsonResponse(409, { error: 'Choose what happens to 1 shared folder' }),
    );
    const { dialog, onDeleted } = open();
    await within(dialog).findByLabelText('Roadmap');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete User' }));
    expect(await screen.findByText('Choose what happens to 1 shared folder')).toBeTruthy();
    await waitFor(() =>
      expect(fetchMock.mock.calls.filter(([, init]) => init?.method !== 'DELETE')).toHaveLength(2),
    );
    expect(onDeleted).not.toHaveBeenCalled();
  });
});
