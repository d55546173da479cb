// @vitest-environment happy-dom
// Room links in the share view: only the folder's owner sees them; the list shows each link's
// project, date and maker; a new link is shown once with Copy; revoking asks first; failures toast.
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setUser } from '../../../store/session';
import { renderPage } from '../../../test/renderPage';
import { clearToasts } from '../../../ui';
import { makeFolder, makeProject, makeUser, resetStores, routedFetch, setWorkspace } from '../shared/testKit';
import { ShareView } from './ShareView';

const folder = makeFolder(1, 'Product');
const link = (id: number, projectId: number, projectName: string) => ({
  id,
  projectId,
  projectName,
  createdAt: '2025-03-04T10:00:00.000Z',
  createdBy: { name: 'Mia Owner' },
});
const URL = 'https://cardplan.test/present/2#key=s3cr3tKeyOnlyShownOnce0000000000000000000';

let links: ReturnType<typeof link>[];
let routes: Parameters<typeof routedFetch>[0];

beforeEach(() => {
  setUser(makeUser({ email: 'me@example.test', firstName: 'Mia', lastName: 'Owner', createdAt: '' }));
  setWorkspace({ projects: [folder, makeProject(2, 'Web', 1, 'WEB'), makeProject(3, 'App', 1, 'APP')] });
  links = [link(5, 3, 'App')];
  routes = {
    'GET /api/folders/1/shares': () => ({ status: 200, body: [] }),
    'GET /api/folders/1/room-links': () => ({ status: 200, body: links }),
    'POST /api/projects/2/room-links': () => {
      links = [...links, link(6, 2, 'Web')];
      return { status: 201, body: { ...link(6, 2, 'Web'), url: URL } };
    },
    'DELETE /api/room-links/5': () => {
      links = links.filter((l) => l.id !== 5);
      return { status: 200, body: { id: 5 } };
    },
  };
  vi.stubGlobal('fetch', (url: string, init?: RequestInit) => routedFetch(routes).fetchStub(url, init));
});
afterEach(() => {
  cleanup();
  clearToasts();
  resetStores();
  vi.unstubAllGlobals();
});

describe('Room links', () => {
  it('lists the folder’s links for its owner, and nothing for a share recipient', async () => {
    renderPage(<ShareView folder={folder} />);
    const list = await screen.findByRole('list', { name: 'Room links' });
    const row = within(list).getByRole('listitem');
    expect(row.textContent).toContain('App');
    expect(row.textContent).toContain('Created Mar 4, 2025 by Mia Owner');
    cleanup();
    renderPage(<ShareView folder={{ ...folder, access: 'shared' }} />);
    await screen.findByRole('list', { name: 'Current shares' });
    expect(screen.queryByTestId('room-links')).toBe(null);
  });

  it('creates a link for a chosen project and shows it once, with Copy', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderPage(<ShareView folder={folder} />);
    const section = await screen.findByTestId('room-links');
    const select = within(section).getByLabelText('Project for the projector link') as HTMLSelectElement;
    expect([...select.options].map((o) => o.textContent)).toEqual(['App', 'Web']);
    await user.selectOptions(select, 'Web');
    await user.click(within(section).getByRole('button', { name: 'Create projector link' }));
    const created = await within(section).findByTestId('room-link-created');
    expect((within(created).getByLabelText('Projector link') as HTMLInputElement).value).toBe(URL);
    expect(created.textContent).toContain('it will not be shown again');
    expect(await screen.findByText('Room link created')).toBeTruthy();
    await user.click(within(created).getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith(URL);
    expect(await screen.findByText('Link copied')).toBeTruthy();
    await waitFor(() => expect(within(section).getAllByRole('listitem')).toHaveLength(2));
    await user.click(within(created).getByRole('button', { name: 'Done' }));
    expect(within(section).queryByTestId('room-link-created')).toBe(null);
  });

  it('revokes after a confirmation', async () => {
    const user = userEvent.setup();
    renderPage(<ShareView folder={folder} />);
    const list = await screen.findByRole('list', { name: 'Room links' });
    await user.click(within(list).getByRole('button', { name: 'Revoke the room link for App' }));
    const confirm = await screen.findByRole('dialog', { name: 'Revoke Room Link' });
    expect(confirm.textContent).toContain('Revoke the room link for "App"?');
    await user.click(within(confirm).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('Room link revoked')).toBeTruthy();
    expect(await screen.findByText('No room links yet')).toBeTruthy();
  });

  it('toasts the server’s reason when a link cannot be made', async () => {
    const user = userEvent.setup();
    routes['POST /api/projects/3/room-links'] = () => ({
      status: 403,
      body: { error: 'Only the owner of this folder can manage projector links' },
    });
    renderPage(<ShareView folder={folder} />);
    const section = await screen.findByTestId('room-links');
    await user.click(within(section).getByRole('button', { name: 'Create projector link' }));
    expect(await screen.findByText('Could not create the room link')).toBeTruthy();
    expect(screen.getByText(/Only the owner of this folder/)).toBeTruthy();
    expect(within(section).queryByTestId('room-link-created')).toBe(null);
  });
});
