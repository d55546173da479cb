// @vitest-environment happy-dom
// Sign-in page with single sign-on (docs/sso.md): waits for the server's options, the button and where it goes
// (only ever back into this app), each failure's words, enforced, the administrator's `?local=1`, and the
// automatic redirect that stops after a failure or a sign-out.
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  SSO_ENFORCED_MESSAGE,
  SSO_ERRORS,
  SSO_UNAVAILABLE_HINT,
  type SsoErrorCode,
} from '../../../../common/sso';
import { field, jsonResponse, queryField, renderPage } from '../../test/renderPage';
import { clearToasts } from '../../ui';
import { resetSignInOptions } from './signInOptions';
import { SignInPage } from './SignInPage';
import { knownSignInOptions, optionsAnswer } from './ssoTestKit';

/** The full-page navigations the screen asked for (to the provider, or into the app once signed in). */
let assign: ReturnType<typeof vi.fn<(url: string | URL) => void>>;
beforeEach(() => {
  assign = vi.fn<(url: string | URL) => void>();
  vi.spyOn(window.location, 'assign').mockImplementation(assign);
});
afterEach(() => {
  cleanup();
  clearToasts();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  resetSignInOptions();
});

const ssoLink = (name = 'Sign in with SSO') => screen.getByRole('link', { name });

/** What a person can see of the password and magic-link ways in. */
function otherWaysShown() {
  return {
    password: queryField('Password') !== null,
    email: queryField('Email') !== null,
    magic: screen.queryByRole('link', { name: 'Send me a magic link instead' }) !== null,
    signUp: screen.queryByRole('link', { name: 'Sign up' }) !== null,
    forgot: screen.queryByRole('link', { name: 'Forgot your password?' }) !== null,
  };
}

describe('SignInPage and the sign-in options', () => {
  it('waits for the options, then without single sign-on shows the screen as before', async () => {
    let answer: (response: Response) => void = () => {};
    const fetchMock = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', fetchMock);
    renderPage(<SignInPage />, '/signin');
    expect(queryField('Password')).toBeNull(); // no form that might be taken away again
    expect(fetchMock.mock.calls[0]).toEqual(['/api/auth/options', expect.anything()]);
    answer(optionsAnswer(null));
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeTruthy();
    expect(otherWaysShown()).toEqual({
      password: true,
      email: true,
      magic: true,
      signUp: true,
      forgot: true,
    });
    expect(screen.queryByRole('link', { name: /SSO|single sign-on/i })).toBeNull();
    expect(screen.queryByText('or')).not.toBeNull(); // the one divider, before the magic-link switch
    expect(screen.getAllByText('or')).toHaveLength(1);
  });

  it('shows the password form when the options cannot be read (the server refuses what it must)', async () => {
    vi.stubGlobal('fetch', async () => jsonResponse(500, { error: 'boom' }));
    renderPage(<SignInPage />, '/signin');
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeTruthy();
    expect(field('Password')).toBeTruthy();
  });
});

describe('the single sign-on button', () => {
  it('comes above the password form with its label, and starts single sign-on', async () => {
    await knownSignInOptions({ label: 'Sign in with Contoso' });
    renderPage(<SignInPage />, '/signin');
    const link = ssoLink('Sign in with Contoso');
    expect(link.getAttribute('href')).toBe('/api/auth/oidc/start');
    expect(screen.getAllByText('or')).toHaveLength(2);
    expect(otherWaysShown()).toEqual({
      password: true,
      email: true,
      magic: true,
      signUp: true,
      forgot: true,
    });
    // The button comes first in the card.
    const email = field('Email');
    expect(link.compareDocumentPosition(email) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.queryByText(SSO_UNAVAILABLE_HINT)).toBeNull();
  });

  it('comes back to the page the person wanted, when it is a page of this app', async () => {
    await knownSignInOptions({});
    renderPage(<SignInPage />, '/signin?returnTo=%2Fadmin%3Ftab%3Dusers');
    expect(ssoLink().getAttribute('href')).toBe('/api/auth/oidc/start?returnTo=%2Fadmin%3Ftab%3Dusers');
  });

  it.each([
    ['//evil.example', '%2F%2Fevil.example'],
    ['/\\evil.example', '%2F%5Cevil.example'],
    ['https://evil.example/', 'https%3A%2F%2Fevil.example%2F'],
    ['/\t/evil.example', '%2F%09%2Fevil.example'],
    ['admin', 'admin'],
  ])("drops another site's returnTo %j", async (_value, encoded) => {
    await knownSignInOptions({});
    renderPage(<SignInPage />, `/signin?returnTo=${encoded}`);
    expect(ssoLink().getAttribute('href')).toBe('/api/auth/oidc/start');
  });

  it('says when the provider is not reachable, and still offers the button', async () => {
    await knownSignInOptions({ available: false });
    renderPage(<SignInPage />, '/signin');
    const hint = screen.getByText(SSO_UNAVAILABLE_HINT);
    expect(ssoLink().getAttribute('aria-describedby')).toBe(hint.id);
    expect(ssoLink().getAttribute('href')).toBe('/api/auth/oidc/start');
  });
});

describe('a failed single sign-on', () => {
  it.each(Object.keys(SSO_ERRORS) as SsoErrorCode[])('tells %s in words at the top', async (code) => {
    await knownSignInOptions({});
    renderPage(<SignInPage />, `/signin?sso_error=${code}`);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe(SSO_ERRORS[code]);
    expect(alert.compareDocumentPosition(ssoLink()) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows nothing special for a code it does not know', async () => {
    await knownSignInOptions({});
    renderPage(<SignInPage />, '/signin?sso_error=toString');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(ssoLink()).toBeTruthy();
  });
});

describe('single sign-on enforced', () => {
  it('offers only the button: no password, magic link, sign-up or reset', async () => {
    await knownSignInOptions({ enforced: true });
    renderPage(<SignInPage />, '/signin?mode=magic&sso_error=denied');
    expect(ssoLink()).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(SSO_ERRORS.denied);
    expect(otherWaysShown()).toEqual({
      password: false,
      email: false,
      magic: false,
      signUp: false,
      forgot: false,
    });
    expect(screen.queryByText('or')).toBeNull();
  });

  it("?local=1 is the administrator's password form, without the other ways", async () => {
    await knownSignInOptions({ enforced: true, autoRedirect: true });
    renderPage(<SignInPage />, '/signin?local=1&returnTo=%2Fadmin');
    expect(
      screen.getByText(
        "The administrator's password sign-in. Everyone else signs in through single sign-on.",
      ),
    ).toBeTruthy();
    expect(otherWaysShown()).toEqual({
      password: true,
      email: true,
      magic: false,
      signUp: false,
      forgot: false,
    });
    expect(screen.queryByRole('link', { name: 'Sign in with SSO' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Use single sign-on instead' }).getAttribute('href')).toBe(
      '/signin?returnTo=%2Fadmin',
    );
    expect(assign).not.toHaveBeenCalled();
  });

  it('shows the server’s words when a password sign-in is refused', async () => {
    await knownSignInOptions({ enforced: true });
    vi.stubGlobal('fetch', async () => jsonResponse(403, { error: SSO_ENFORCED_MESSAGE }));
    const user = userEvent.setup();
    renderPage(<SignInPage />, '/signin?local=1');
    await user.type(field('Email'), 'someone@example.com');
    await user.type(field('Password'), 'a password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    const toast = (await screen.findByText('Sign in failed')).closest('[data-testid="toast"]')!;
    expect(within(toast as HTMLElement).getByText(SSO_ENFORCED_MESSAGE)).toBeTruthy();
  });
});

describe('automatic redirect', () => {
  it('goes straight to single sign-on, with the page the person wanted', async () => {
    await knownSignInOptions({ autoRedirect: true });
    renderPage(<SignInPage />, '/signin?returnTo=%2Fpresent%2F4');
    expect(screen.getByRole('heading', { name: 'Taking you to single sign-on…' })).toBeTruthy();
    expect(assign).toHaveBeenCalledExactlyOnceWith('/api/auth/oidc/start?returnTo=%2Fpresent%2F4');
    expect(queryField('Password')).toBeNull();
  });

  it('stays after a failure, so it does not loop', async () => {
    await knownSignInOptions({ autoRedirect: true, enforced: true });
    renderPage(<SignInPage />, '/signin?sso_error=expired');
    expect(screen.getByRole('alert').textContent).toBe(SSO_ERRORS.expired);
    expect(ssoLink()).toBeTruthy();
    expect(assign).not.toHaveBeenCalled();
  });

  it('stays after a sign-out through the provider', async () => {
    await knownSignInOptions({ autoRedirect: true });
    renderPage(<SignInPage />, '/signin?signed_out=1');
    expect(ssoLink()).toBeTruthy();
    expect(assign).not.toHaveBeenCalled();
  });
});

describe('after a password sign-in', () => {
  it('goes to the page the person wanted', async () => {
    await knownSignInOptions(null);
    vi.stubGlobal('fetch', async () => jsonResponse(200, { user: {} }));
    const user = userEvent.setup();
    renderPage(<SignInPage />, '/signin?returnTo=%2Fadmin');
    await user.type(field('Email'), 'ana@example.com');
    await user.type(field('Password'), 'a password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/admin'), { timeout: 2000 });
  });
});
