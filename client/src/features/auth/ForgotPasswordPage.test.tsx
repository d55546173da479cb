// @vitest-environment happy-dom
// Forgot password: each server answer gets its spec toast; "sent" switches to 'Check Your Email'.
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FORGOT_PASSWORD_MESSAGES } from '../../../../common/schemas/auth';
import { field, jsonResponse, renderPage } from '../../test/renderPage';
import { clearToasts } from '../../ui';
import { ForgotPasswordPage } from './ForgotPasswordPage';
import { knownSignInOptions } from './ssoTestKit';

// Single sign-on is not configured (`{ sso: null }`); SsoOnlyNotice.test.tsx has it enforced.
beforeEach(() => knownSignInOptions(null));
afterEach(() => {
  cleanup();
  clearToasts();
  vi.unstubAllGlobals();
});

async function submit(answer: Response) {
  vi.stubGlobal('fetch', async () => answer);
  const user = userEvent.setup();
  renderPage(<ForgotPasswordPage />, '/forgot-password');
  await user.type(field('Email'), 'ana@example.com');
  await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
  return user;
}

describe('ForgotPasswordPage', () => {
  it('shows "Check Your Email" with the address after the sent message', async () => {
    const user = await submit(jsonResponse(200, { message: FORGOT_PASSWORD_MESSAGES.sent }));
    expect(await screen.findByRole('heading', { name: 'Check Your Email' })).toBeTruthy();
    expect(screen.getByText('Reset link sent!')).toBeTruthy();
    expect(screen.getByText('ana@example.com')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to sign in' }).getAttribute('href')).toBe('/signin');
    await user.click(screen.getByRole('button', { name: 'Send Another Email' }));
    expect(field('Email').value).toBe('ana@example.com');
  });

  it('says when there is no account', async () => {
    await submit(jsonResponse(200, { message: FORGOT_PASSWORD_MESSAGES.noAccount }));
    expect(await screen.findByText('No account found')).toBeTruthy();
    expect(screen.getByText("There's no account associated with that email address.")).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Check Your Email' })).toBeNull();
  });

  it('shows any other message as "Request processed"', async () => {
    await submit(jsonResponse(200, { message: 'Something else happened.' }));
    expect(await screen.findByText('Request processed')).toBeTruthy();
    expect(screen.getByText('Something else happened.')).toBeTruthy();
  });

  it('explains OAuth accounts and falls back to a generic failure', async () => {
    await submit(
      jsonResponse(400, { error: 'Password reset is only available for email/password accounts.' }),
    );
    expect(await screen.findByText('OAuth Account')).toBeTruthy();
    cleanup();
    clearToasts();
    await submit(jsonResponse(500, { error: 'boom' }));
    expect(await screen.findByText('Failed to send reset link')).toBeTruthy();
    expect(screen.getByText('Please try again or contact support.')).toBeTruthy();
  });
});
