// @vitest-environment happy-dom
// Routing of spec 2: 404 texts, "/" by session state, visitors-only and signed-in-only pages.
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from './App';
import { resetSession } from './store/session';
import { jsonResponse, renderPage } from './test/renderPage';
import { clearToasts } from './ui';

/** The feature manager is a lazy chunk: on a loaded machine it may take a while to arrive (a wait, not a target). */
const LAZY_SCREEN_MS = 15_000;

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

/** A new account's empty workspace: no clients, projects or counts yet. */
const EMPTY_WORKSPACE: Record<string, unknown> = {
  '/api/clients': [],
  '/api/projects': [],
  '/api/client-project-counts': {},
  '/api/card-counts': {},
  '/api/folder-share-counts': {},
};

function signedIn(user: object | null) {
  vi.stubGlobal('fetch', async (url: string) => {
    if (!user) return jsonResponse(401, { error: 'Not signed in' });
    if (url === '/api/auth/user') return jsonResponse(200, user);
    return url in EMPTY_WORKSPACE
      ? jsonResponse(200, EMPTY_WORKSPACE[url])
      : jsonResponse(404, { error: 'Not found' });
  });
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

  it(
    'shows the feature manager at "/" with the user menu (a new account starts with a client)',
    { timeout: 2 * LAZY_SCREEN_MS },
    async () => {
      signedIn(ana);
      renderPage(<App />, '/');
      expect(await screen.findByText('Welcome to Cardplan', {}, { timeout: LAZY_SCREEN_MS })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Create your first client' })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'ana@example.com' })).toBeTruthy();
    },
  );

  it('sends a signed-in user from /signin to "/"', { timeout: 2 * LAZY_SCREEN_MS }, async () => {
    signedIn(ana);
    const { location } = renderPage(<App />, '/signin');
    expect(await screen.findByText('Welcome to Cardplan', {}, { timeout: LAZY_SCREEN_MS })).toBeTruthy();
    expect(location.history.at(-1)).toBe('/');
  });

  it('sends a visitor from /admin to /signin, to come back to /admin once signed in', async () => {
    signedIn(null);
    const { location } = renderPage(<App />, '/admin');
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeTruthy();
    expect(location.history.at(-1)).toBe('/signin?returnTo=%2Fadmin');
  });
});
