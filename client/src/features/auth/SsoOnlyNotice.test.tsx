// @vitest-environment happy-dom
// While single sign-on is enforced, sign-up, forgot password, reset password and magic link say so and point
// to the sign-in screen instead of offering their form; without it they are as before.
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SSO_ENFORCED_MESSAGE } from '../../../../common/sso';
import { field, jsonResponse, queryField, renderPage } from '../../test/renderPage';
import { clearToasts } from '../../ui';
import { ForgotPasswordPage } from './ForgotPasswordPage';
import { resetSignInOptions } from './signInOptions';
import { MagicLinkPage } from './MagicLinkPage';
import { ResetPasswordPage } from './ResetPasswordPage';
import { SignUpPage } from './SignUpPage';
import { knownSignInOptions, optionsAnswer } from './ssoTestKit';

afterEach(() => {
  cleanup();
  clearToasts();
  vi.unstubAllGlobals();
  resetSignInOptions();
});

function expectNotice() {
  expect(screen.getByRole('heading', { name: 'Single sign-on only' })).toBeTruthy();
  expect(screen.getByText(SSO_ENFORCED_MESSAGE)).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Go to Sign In' }).getAttribute('href')).toBe('/signin');
  expect(queryField('Email')).toBeNull();
  expect(queryField('New password')).toBeNull();
}

const SCREENS: [string, ReactNode, string, string][] = [
  ['sign-up', <SignUpPage key="up" />, '/signup', 'First name'],
  ['forgot password', <ForgotPasswordPage key="forgot" />, '/forgot-password', 'Email'],
  ['reset password', <ResetPasswordPage key="reset" />, '/reset-password?token=abc', 'New password'],
];

describe.each(SCREENS)('%s', (_name, page, path, firstField) => {
  it('shows the notice instead of the form while single sign-on is enforced', async () => {
    await knownSignInOptions({ enforced: true });
    renderPage(page, path);
    expectNotice();
    expect(queryField(firstField)).toBeNull();
  });

  it('keeps its form when single sign-on is on but not enforced', async () => {
    await knownSignInOptions({ autoRedirect: true });
    renderPage(page, path);
    expect(queryField(firstField)).not.toBeNull();
    expect(screen.queryByText(SSO_ENFORCED_MESSAGE)).toBeNull();
  });

  it('shows its form until the server answers, then the notice', async () => {
    let answer: (response: Response) => void = () => {};
    vi.stubGlobal('fetch', () => new Promise<Response>((resolve) => (answer = resolve)));
    renderPage(page, path);
    expect(queryField(firstField)).not.toBeNull();
    answer(optionsAnswer({ enforced: true }));
    expect(await screen.findByRole('heading', { name: 'Single sign-on only' })).toBeTruthy();
    expect(queryField(firstField)).toBeNull();
  });
});

describe('reset password without a token', () => {
  it('shows the notice rather than the invalid-link state', async () => {
    await knownSignInOptions({ enforced: true });
    renderPage(<ResetPasswordPage />, '/reset-password');
    expectNotice();
    expect(screen.queryByText('Invalid reset link')).toBeNull();
  });
});

describe('magic link', () => {
  it('shows the notice, not an error, when the server refuses it for single sign-on', async () => {
    vi.stubGlobal('fetch', async () => jsonResponse(403, { error: SSO_ENFORCED_MESSAGE }));
    renderPage(<MagicLinkPage />, '/magic-link?token=sso-only');
    expect(await screen.findByRole('heading', { name: 'Single sign-on only' })).toBeTruthy();
    expect(screen.queryByText('Sign in failed')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Create New Account' })).toBeNull();
  });
});

describe('a form sent before the options came', () => {
  it("shows the server's refusal in the sign-up toast", async () => {
    await knownSignInOptions(null);
    vi.stubGlobal('fetch', async () => jsonResponse(403, { error: SSO_ENFORCED_MESSAGE }));
    const user = userEvent.setup();
    renderPage(<SignUpPage />, '/signup');
    await user.type(field('First name'), 'Ana');
    await user.type(field('Last name'), 'Lopez');
    await user.type(field('Email'), 'ana@example.com');
    await user.type(field('Password'), 'long enough');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText('Sign up failed')).toBeTruthy();
    expect(screen.getByText(SSO_ENFORCED_MESSAGE)).toBeTruthy();
  });
});
