// Single sign-on (OpenID Connect, docs/sso.md): what the sign-in screen learns of it, where it starts, and the
// app's words for each way a sign-in through the identity provider can fail. No zod here: the sign-in screen's
// bundle imports this and must stay small (test/landingSize.test.ts).

/** Where a browser starts signing in through the provider: `?returnTo=/a/path/of/this/app` (optional). */
export const SSO_START_PATH = '/api/auth/oidc/start';

/** Where the provider sends the browser back (register `{APP_URL}/api/auth/oidc/callback` there). */
export const SSO_CALLBACK_PATH = '/api/auth/oidc/callback';

/** The sign-in screen's query parameter naming why a sign-in through the provider failed. */
export const SSO_ERROR_PARAM = 'sso_error';

/**
 * `/signin?local=1`: the password form even when single sign-on is enforced (the break-glass of the admin set
 * by ADMIN_EMAIL), and no automatic redirect to the provider.
 */
export const LOCAL_SIGN_IN_PARAM = 'local';

/** The sign-in screen's (and the start's) query parameter naming the path to come back to. */
export const RETURN_TO_PARAM = 'returnTo';

/**
 * The value when it is a path of this app, else null: the client and the server keep a return path by this one
 * rule. "//host" and "/\host" are read by browsers as another site, and browsers drop tabs and line breaks from
 * an address, so "/\t/host" would become "//host": a value with any control character or white space is refused.
 */
export function sameAppPath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > 2000 || !value.startsWith('/')) return null;
  if (value.startsWith('//') || value.startsWith('/\\')) return null;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is looked for
  if (/[\u0000-\u0020\u007F]/.test(value)) return null;
  return value;
}

/** What `GET /api/auth/options` answers (public): how this server lets people sign in. */
export interface SignInOptions {
  /** null: no OIDC_* setting, nothing changes. */
  sso: {
    /** OIDC_BUTTON_LABEL, default "Sign in with SSO". */
    label: string;
    /** OIDC_ENFORCED: password sign-in, sign-up, magic link and reset are hidden and refused. */
    enforced: boolean;
    /** OIDC_AUTO_REDIRECT: the sign-in screen goes straight to the provider. */
    autoRedirect: boolean;
    /** false while the provider's discovery has not answered (the button explains, and a click retries). */
    available: boolean;
  } | null;
}

/** How each failure of a sign-in through the provider is told on the sign-in screen (`?sso_error=code`). */
export const SSO_ERRORS = {
  unavailable:
    'Single sign-on is not available right now: the identity provider did not answer. Try again in a moment.',
  denied: 'Sign-in was cancelled at the identity provider. Nothing was changed.',
  no_email:
    'Your identity provider did not share your e-mail address, so Cardplan cannot sign you in. Ask your administrator to release the email claim to Cardplan.',
  unverified:
    'An account with this e-mail address already exists, and your identity provider does not confirm that the address is yours, so it was not linked. Ask your administrator to have the provider mark the address verified.',
  expired: 'This sign-in attempt has expired or was already used. Please start again.',
  invalid:
    "The identity provider's answer could not be verified, so you were not signed in. Please start again; if it happens again, tell your administrator.",
  removed: 'This account was removed from Cardplan. Ask an administrator if you need access again.',
  rate_limited: 'Too many sign-in attempts. Please wait a minute and try again.',
} as const;

export type SsoErrorCode = keyof typeof SSO_ERRORS;

export const isSsoErrorCode = (code: unknown): code is SsoErrorCode =>
  typeof code === 'string' && Object.hasOwn(SSO_ERRORS, code);

/** The 403 of a password, sign-up, magic-link or reset call while single sign-on is enforced. */
export const SSO_ENFORCED_MESSAGE =
  'This workspace signs in through single sign-on only. Use the single sign-on button on the sign-in screen.';

/** The text shown while the provider's discovery has not answered. */
export const SSO_UNAVAILABLE_HINT = 'Single sign-on is not reachable right now. Try again in a moment.';
