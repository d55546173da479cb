// @vitest-environment happy-dom
// Routing of spec 2: 404 texts, "/" by session state, visitors-only and signed-in-only pages.
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from './App';
import { resetSession } from './store/session';
import { jsonResponse, renderPage } from './test/renderPage';
import { clearToasts } from './ui';

const ana = {
  id: 'u1',
  email: 'ana@example.com',
  firstName: 'Ana',
  lastName: 'Lopez',
  profileImageUrl: null,
  emailVerified: true,
  accessLevel: 'user',
  createdAt: '2025-01-01T00:00:00.000Z',
};

function signedIn(user: object | null) {
  vi.stubGlobal('fetch', async (url: string) =>
    url === '/api/auth/user' && user
      ? jsonResponse(200, user)
      : jsonResponse(401, { error: 'Not signed in' }),
  );
}

beforeEach(resetSession);
afterEach(() => {
  cleanup();
  clearToasts();
  vi.unstubAllGlobals();
});

describe('App routes', () => {
  it('shows the 404 texts for an unknown path', async () => {
    signedIn(null);
    renderPage(<App />, '/no/such/page');
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeTruthy();
    expect(screen.getByText('Did you forget to add the page to the router?')).toBeTruthy();
  });

  it('shows the landing page at "/" while loading and when signed out', async () => {
    signedIn(null);
    renderPage(<App />, '/');
    expect(screen.getByRole('heading', { name: 'Capture. Sort. Plan. Export.' })).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(screen.getByRole('heading', { name: 'Capture. Sort. Plan. Export.' })).toBeTruthy();
  });

  it('shows the signed-in home at "/" with the user menu', async () => {
    signedIn(ana);
    renderPage(<App />, '/');
    expect(await screen.findByText('Your workspace is ready')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'ana@example.com' })).toBeTruthy();
  });

  it('sends a signed-in user from /signin to "/"', async () => {
    signedIn(ana);
    const { location } = renderPage(<App />, '/signin');
    expect(await screen.findByText('Your workspace is ready')).toBeTruthy();
    expect(location.history.at(-1)).toBe('/');
  });

  it('sends a visitor from /admin to /signin', async () => {
    signedIn(null);
    const { location } = renderPage(<App />, '/admin');
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeTruthy();
    expect(location.history.at(-1)).toBe('/signin');
  });
});
