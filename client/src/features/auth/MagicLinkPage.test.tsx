// @vitest-environment happy-dom
// Magic-link page: no-token text, one verify call even under StrictMode, error state with both ways on.
import { cleanup, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderPage } from '../../test/renderPage';
import { clearToasts } from '../../ui';
import { MagicLinkPage } from './MagicLinkPage';

afterEach(() => {
  cleanup();
  clearToasts();
  vi.unstubAllGlobals();
});

describe('MagicLinkPage', () => {
  it('says so when the address has no token, and offers the other ways in', () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderPage(<MagicLinkPage />, '/magic-link');
    expect(screen.getByText('Invalid magic link - no token provided')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Try Another Sign In Method' }).getAttribute('href')).toBe(
      '/signin',
    );
    expect(screen.getByRole('link', { name: 'Create New Account' }).getAttribute('href')).toBe('/signup');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('verifies a token once under StrictMode and shows the server message on failure', async () => {
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) =>
      jsonResponse(400, { error: 'This magic link is invalid or has expired.' }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderPage(
      <StrictMode>
        <MagicLinkPage />
      </StrictMode>,
      '/magic-link?token=once',
    );
    expect(screen.getByText('Signing you in…')).toBeTruthy();
    // The toast comes a moment before the page's own error state: wait for the page.
    expect(await screen.findByRole('heading', { name: "We couldn't sign you in" })).toBeTruthy();
    expect(screen.getByText('Sign in failed')).toBeTruthy(); // the toast
    expect(screen.getAllByText('This magic link is invalid or has expired.').length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Create New Account' })).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/auth/magic-link/verify');
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]!.body))).toEqual({ token: 'once' });
    expect(screen.getAllByTestId('toast')).toHaveLength(1);
  });

  it('welcomes the user back when the link is good', async () => {
    vi.stubGlobal('fetch', async () => jsonResponse(200, { user: { email: 'ana@example.com' } }));
    renderPage(<MagicLinkPage />, '/magic-link?token=good');
    expect(await screen.findByRole('heading', { name: 'Welcome Back' })).toBeTruthy();
  });
});
