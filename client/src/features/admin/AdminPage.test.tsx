// @vitest-environment happy-dom
// Admin panel: Access Denied on 403 (no retry), counts, no delete on own row, Create User checks and call.
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setUser } from '../../store/session';
import { field, jsonResponse, renderPage } from '../../test/renderPage';
import { clearToasts } from '../../ui';
import { AdminPage } from './AdminPage';

const admin = {
  id: 'a1',
  email: 'admin@cardplan.local',
  firstName: 'Ada',
  lastName: 'Admin',
  accessLevel: 'admin' as const,
  emailVerified: true,
  createdAt: '2025-03-04T10:00:00.000Z',
  featureCount: 30,
  signsInWith: ['password'],
};
const member = {
  ...admin,
  id: 'u2',
  email: 'demo@cardplan.local',
  firstName: 'Dee',
  accessLevel: 'user' as const,
  featureCount: 5,
};

beforeEach(() => setUser({ ...admin, profileImageUrl: null }));
afterEach(() => {
  cleanup();
  clearToasts();
  vi.unstubAllGlobals();
});

describe('AdminPage', () => {
  it('shows the Access Denied card on 403 without retrying', async () => {
    const fetchMock = vi.fn(async () => jsonResponse(403, { error: 'Admin access required' }));
    vi.stubGlobal('fetch', fetchMock);
    renderPage(<AdminPage />, '/admin');
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeTruthy();
    expect(screen.getByText("You don't have admin privileges to access this page.")).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('counts users, admins and features and offers no delete on the own row', async () => {
    vi.stubGlobal('fetch', async () => jsonResponse(200, [admin, member]));
    renderPage(<AdminPage />, '/admin');
    const table = await screen.findByRole('table');
    const own = within(table).getByText('admin@cardplan.local').closest('tr')!;
    expect(within(own).queryByRole('button', { name: /Delete/ })).toBeNull();
    expect(within(own).getByRole('button', { name: 'Edit admin@cardplan.local' })).toBeTruthy();
    const other = within(table).getByText('demo@cardplan.local').closest('tr')!;
    expect(within(other).getByRole('button', { name: 'Delete demo@cardplan.local' })).toBeTruthy();
    expect(within(other).getByText('User')).toBeTruthy();
    expect(within(own).getByText('Admin')).toBeTruthy();
    expect(within(own).getByText('Mar 4, 2025')).toBeTruthy();
    const stat = (label: string) => screen.getByText(label).nextElementSibling?.textContent;
    expect(stat('Total users')).toBe('2');
    expect(stat('Admin users')).toBe('1');
    expect(stat('Total features')).toBe('35');
  });

  it('checks the Create User form and sends it', async () => {
    const fetchMock = vi.fn(async (_url: string, init?: RequestInit) =>
      init?.method === 'POST' ? jsonResponse(201, member) : jsonResponse(200, [admin]),
    );
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderPage(<AdminPage />, '/admin');
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Create User' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create User' });

    const password = field('Password');
    expect(password.value).toMatch(/^[A-Za-z0-9!@#$%^&*]{12}$/);
    await user.clear(password);
    await user.click(within(dialog).getByRole('button', { name: 'Create User' }));
    expect(await within(dialog).findByText('Invalid email address')).toBeTruthy();
    expect(within(dialog).getByText('First name is required')).toBeTruthy();
    expect(within(dialog).getByText('Last name is required')).toBeTruthy();
    expect(within(dialog).getByText('Password must be at least 8 characters')).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Generate' }));
    expect(password.value).toHaveLength(12);
    await user.type(field('Email'), 'new@example.com');
    await user.type(field('First name'), ' Nia ');
    await user.type(field('Last name'), 'New');
    await user.selectOptions(field('Access level'), 'admin');
    await user.click(within(dialog).getByRole('button', { name: 'Create User' }));
    expect(await screen.findByText('User created successfully')).toBeTruthy();
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(JSON.parse(String(post[1]!.body))).toEqual({
      email: 'new@example.com',
      firstName: 'Nia',
      lastName: 'New',
      accessLevel: 'admin',
      password: password.value,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
