// @vitest-environment happy-dom
// Export to CSV: the tree's selection count, indeterminate folders, the download with the server's
// filename, and the success / failure toasts.
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { filenameFrom } from '../../../api/export';
import { dialogs } from '../../../store/dialogs';
import { renderPage } from '../../../test/renderPage';
import { clearToasts } from '../../../ui';
import { ManagementDialogs } from '../ManagementDialogs';
import { makeClient, makeFolder, makeProject, open, resetStores, setWorkspace } from '../shared/testKit';

beforeEach(() => {
  setWorkspace({
    clients: [makeClient(1, 'Acme'), makeClient(2, 'Globex')],
    projects: [
      makeFolder(10, 'Product', 1),
      makeProject(11, 'Web', 10, 'WEB', 1),
      makeProject(12, 'App', 10, 'APP', 1),
      makeFolder(20, 'Ops', 2),
      makeProject(21, 'Infra', 20, 'INF', 2),
    ],
    selectedProjectId: 11,
  });
  open('export');
});
afterEach(() => {
  cleanup();
  clearToasts();
  resetStores();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const box = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;

describe('Export to CSV', () => {
  it('counts the selected projects; client and folder boxes select everything under them', async () => {
    const user = userEvent.setup();
    renderPage(<ManagementDialogs />);
    const dialog = await screen.findByRole('dialog', { name: 'Export to CSV' });
    expect(dialog.textContent).toContain(
      'Select the clients, folders, and projects you want to include in your CSV export.',
    );
    // the open project starts selected
    expect(within(dialog).getByText('1 project selected')).toBeTruthy();
    expect(box('Product').indeterminate).toBe(true);
    expect(box('Acme').indeterminate).toBe(true);
    await user.click(box('Acme'));
    expect(box('Acme').checked).toBe(true);
    expect(box('App').checked).toBe(true);
    expect(within(dialog).getByText('2 projects selected')).toBeTruthy();
    await user.click(box('Ops'));
    expect(within(dialog).getByText('3 projects selected')).toBeTruthy();
    await user.click(box('Acme'));
    await user.click(box('Infra'));
    expect(within(dialog).getByText('0 projects selected')).toBeTruthy();
    expect((within(dialog).getByRole('button', { name: 'Export CSV' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('downloads the file under the server name and closes with a toast', async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response('Client,Folder\nAcme,Product\n', {
          status: 200,
          headers: { 'Content-Disposition': 'attachment; filename="cardplan-export-2025-01-02.csv"' },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const createObjectURL = vi.fn(() => 'blob:csv');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    const user = userEvent.setup();
    renderPage(<ManagementDialogs />);
    const dialog = await screen.findByRole('dialog', { name: 'Export to CSV' });
    await user.click(box('Ops'));
    await user.click(within(dialog).getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('Export successful')).toBeTruthy();
    expect(screen.getByText('Exported 2 projects to CSV')).toBeTruthy();
    expect(dialogs.open).toBeNull();
    expect(clicked).toEqual(['cardplan-export-2025-01-02.csv']);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/export/csv');
    expect(init).toMatchObject({ method: 'POST', credentials: 'include' });
    expect(JSON.parse(String(init.body))).toEqual({ projectIds: [11, 21] });
  });

  it('shows the failure toast and stays open', async () => {
    vi.stubGlobal('fetch', async () => new Response('{"error":"Project not found"}', { status: 404 }));
    const user = userEvent.setup();
    renderPage(<ManagementDialogs />);
    const dialog = await screen.findByRole('dialog', { name: 'Export to CSV' });
    await user.click(within(dialog).getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('Export failed')).toBeTruthy();
    expect(screen.getByText('Failed to export CSV file')).toBeTruthy();
    expect(dialogs.open).toBe('export');
  });

  it('reads the filename from Content-Disposition, with the default', () => {
    expect(filenameFrom(null)).toBe('features.csv');
    expect(filenameFrom('attachment')).toBe('features.csv');
    expect(filenameFrom('attachment; filename="a b.csv"')).toBe('a b.csv');
    expect(filenameFrom("attachment; filename=x.csv; filename*=UTF-8''%C3%A9t%C3%A9.csv")).toBe('été.csv');
  });
});
