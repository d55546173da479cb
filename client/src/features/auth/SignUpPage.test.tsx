// @vitest-environment happy-dom
// Sign up: server-matching checks, the taken-address message under Email, success → /signin after 1.5 s.
import { act, cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { field, jsonResponse, renderPage } from '../../test/renderPage';
import { clearToasts } from '../../ui';
import { SIGN_UP_REDIRECT_MS, SignUpPage } from './SignUpPage';
import { knownSignInOptions } from './ssoTestKit';

// Single sign-on is not configured (`{ sso: null }`); SsoOnlyNotice.test.tsx has it enforced.
beforeEach(() => knownSignInOptions(null));
afterEach(() => {
  cleanup();
  clearToasts();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

async function fillIn(user: ReturnType<typeof userEvent.setup>, password = 'long enough') {
  await user.type(field('First name'), 'Ana');
  await user.type(field('Last name'), 'Lopez');
  await user.type(field('Email'), 'ana@example.com');
  await user.type(field('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign Up' }));
}

describe('SignUpPage', () => {
  it('checks all four fields before sending', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderPage(<SignUpPage />, '/signup');
    expect(screen.getByText('At least 8 characters')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText('First name is required')).toBeTruthy();
    expect(screen.getByText('Last name is required')).toBeTruthy();
    expect(screen.getByText('Invalid email address')).toBeTruthy();
    expect(screen.getByText('Password must be at least 8 characters')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows a taken address under the email field and the failure toast', async () => {
    vi.stubGlobal('fetch', async () =>
      jsonResponse(409, { error: 'An account with this email already exists' }),
    );
    const user = userEvent.setup();
    renderPage(<SignUpPage />, '/signup');
    await fillIn(user);
    expect(await screen.findByText('An account with this email already exists')).toBeTruthy();
    expect(screen.getByText('Sign up failed')).toBeTruthy();
    expect(screen.getByText('Please try again or use a different sign-up method.')).toBeTruthy();
  });

  it('toasts and goes to /signin 1.5 s after a successful sign-up', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.stubGlobal('fetch', async () => jsonResponse(201, { user: {} }));
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { location } = renderPage(<SignUpPage />, '/signup');
    await fillIn(user);
    expect(await screen.findByText('Account created')).toBeTruthy();
    expect(location.history.at(-1)).toBe('/signup');
    await act(() => vi.advanceTimersByTimeAsync(SIGN_UP_REDIRECT_MS + 50));
    expect(location.history.at(-1)).toBe('/signin');
  });
});
