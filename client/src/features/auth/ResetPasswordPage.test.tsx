// @vitest-environment happy-dom
// Reset page: no token → toast + 'Invalid Reset Link' + /signin after 2 s; match and length checks.
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { field, jsonResponse, renderPage } from '../../test/renderPage';
import { clearToasts } from '../../ui';
import { INVALID_LINK_REDIRECT_MS, ResetPasswordPage } from './ResetPasswordPage';
import { knownSignInOptions } from './ssoTestKit';

// Single sign-on is not configured (`{ sso: null }`); SsoOnlyNotice.test.tsx has it enforced.
beforeEach(() => knownSignInOptions(null));
afterEach(() => {
  cleanup();
  clearToasts();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('ResetPasswordPage', () => {
  it('without a token reads "Invalid Reset Link", toasts once and goes to /signin after 2 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { location } = renderPage(<ResetPasswordPage />, '/reset-password');
    expect(screen.getByRole('heading', { name: 'Invalid Reset Link' })).toBeTruthy();
    expect(screen.getByText('Invalid reset link')).toBeTruthy();
    expect(screen.getByText('This reset link is invalid or has expired.')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(INVALID_LINK_REDIRECT_MS - 100));
    expect(location.history.at(-1)).toBe('/reset-password');
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(location.history.at(-1)).toBe('/signin');
  });

  it('checks that both passwords match and are long enough before sending', async () => {
    const fetchMock = vi.fn(async () => jsonResponse(200, { message: 'ok' }));
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderPage(<ResetPasswordPage />, '/reset-password?token=abc');

    await user.type(field('New password'), 'short');
    await user.type(field('Confirm password'), 'shorter');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText("Passwords don't match")).toBeTruthy();

    await user.clear(field('Confirm password'));
    await user.type(field('Confirm password'), 'short');
    clearToasts();
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Password too short')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('toggles visibility and shows "Password Updated" after a successful reset', async () => {
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) =>
      jsonResponse(200, { message: 'ok' }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderPage(<ResetPasswordPage />, '/reset-password?token=abc');

    const input = field('New password');
    expect(input.type).toBe('password');
    await user.click(screen.getAllByRole('button', { name: 'Show password' })[0]!);
    expect(input.type).toBe('text');
    expect(screen.getByRole('button', { name: 'Hide password' })).toBeTruthy();

    await user.type(input, 'correct horse');
    await user.type(field('Confirm password'), 'correct horse');
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'Password Updated' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign In Now' }).getAttribute('href')).toBe('/signin');
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]!.body))).toEqual({
      token: 'abc',
      newPassword: 'correct horse',
    });
  });

  it('shows the server message when the reset fails', async () => {
    vi.stubGlobal('fetch', async () =>
      jsonResponse(400, { error: 'This reset link is invalid or has expired.' }),
    );
    const user = userEvent.setup();
    renderPage(<ResetPasswordPage />, '/reset-password?token=used');
    await user.type(field('New password'), 'password123');
    await user.type(field('Confirm password'), 'password123');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    await waitFor(() => expect(screen.getByText('Reset failed')).toBeTruthy());
    expect(screen.getByText('This reset link is invalid or has expired.')).toBeTruthy();
  });
});
