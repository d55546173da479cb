// @vitest-environment happy-dom
// Sign-in page: password ↔ magic-link mode switch, client checks, and the failure toast.
// Single sign-on is not configured here (the server answers `{ sso: null }`), known before the screen draws as
// in the app: SignInPage.sso.test.tsx has the rest.
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { field, jsonResponse, queryField, renderPage } from '../../test/renderPage';
import { clearToasts } from '../../ui';
import { SignInPage } from './SignInPage';
import { knownSignInOptions } from './ssoTestKit';

beforeEach(() => knownSignInOptions(null));
afterEach(() => {
  cleanup();
  clearToasts();
  vi.unstubAllGlobals();
});

describe('SignInPage', () => {
  it('arriving from a verification link: says the address is confirmed, fills it in, then tidies the URL', async () => {
    window.history.replaceState(null, '', '/signin?emailVerified=1&email=ana%40example.com');
    renderPage(<SignInPage />, '/signin');
    expect(screen.getByRole('status').textContent).toContain('E-mail confirmed — sign in to continue');
    expect(field('Email').value).toBe('ana@example.com');
    await vi.waitFor(() => expect(window.location.search).toBe(''));
    expect(screen.getByRole('status').textContent).toContain('E-mail confirmed');
  });

  it('switches to an email-only magic-link form and back', async () => {
    const user = userEvent.setup();
    renderPage(<SignInPage />, '/signin');
    expect(field('Password')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Forgot your password?' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe('/signup');

    await user.type(field('Email'), 'ana@example.com');
    await user.click(screen.getByRole('link', { name: 'Send me a magic link instead' }));
    expect(screen.getByRole('button', { name: 'Send Magic Link' })).toBeTruthy();
    expect(queryField('Password')).toBeNull();
    expect(field('Email').value).toBe('ana@example.com');

    await user.click(screen.getByRole('link', { name: 'Use password instead' }));
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeTruthy();
    expect(field('Password')).toBeTruthy();
  });

  it('clears the messages of one mode when switching to the other', async () => {
    const user = userEvent.setup();
    renderPage(<SignInPage />, '/signin');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Invalid email address')).toBeTruthy();
    await user.click(screen.getByRole('link', { name: 'Send me a magic link instead' }));
    expect(screen.queryByText('Invalid email address')).toBeNull();
  });

  it('checks the fields like the server before sending', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderPage(<SignInPage />, '/signin');
    await user.type(field('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Invalid email address')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the spec toast when the credentials are wrong', async () => {
    vi.stubGlobal('fetch', async () => jsonResponse(401, { error: 'Invalid email or password' }));
    const user = userEvent.setup();
    renderPage(<SignInPage />, '/signin');
    await user.type(field('Email'), 'ana@example.com');
    await user.type(field('Password'), 'wrong-password');
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Sign in failed')).toBeTruthy();
    expect(screen.getByText('Please check your email and password.')).toBeTruthy();
  });

  it('sends a magic link and confirms it', async () => {
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) =>
      jsonResponse(200, { message: 'sent' }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderPage(<SignInPage />, '/signin?mode=magic');
    await user.type(field('Email'), ' Ana@Example.com ');
    await user.click(screen.getByRole('button', { name: 'Send Magic Link' }));
    expect(await screen.findByText('Magic link sent!')).toBeTruthy();
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/auth/magic-link');
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]!.body))).toEqual({ email: 'ana@example.com' });
  });
});
