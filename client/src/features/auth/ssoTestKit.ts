// Test kit for the signed-out screens: what `GET /api/auth/options` answers, and the options known before a
// screen draws, as in the app, where the screen's loader asks for them together with its code.
import { vi } from 'vitest';
import { jsonResponse } from '../../test/renderPage';
import { loadSignInOptions, resetSignInOptions, type SsoSettings } from './signInOptions';

/** Single sign-on configured with its defaults: a button, no enforcement, no redirect, provider reachable. */
const SSO_ON: SsoSettings = {
  label: 'Sign in with SSO',
  enforced: false,
  autoRedirect: false,
  available: true,
};

/** The options' answer: null for "not configured", else the defaults with `changes`. */
export const optionsAnswer = (changes: Partial<SsoSettings> | null) =>
  jsonResponse(200, { sso: changes && { ...SSO_ON, ...changes } });

/**
 * The options, already fetched when the screen draws. Call it before the test stubs fetch for the screen's
 * own requests: it leaves no stub behind.
 */
export async function knownSignInOptions(changes: Partial<SsoSettings> | null) {
  resetSignInOptions();
  vi.stubGlobal('fetch', async (url: string) =>
    url === '/api/auth/options' ? optionsAnswer(changes) : jsonResponse(404, { error: 'Not found' }),
  );
  await loadSignInOptions();
  vi.unstubAllGlobals();
}
