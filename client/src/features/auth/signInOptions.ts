// The server's sign-in options (single sign-on or not), asked once per page load and kept: the screens' loaders
// (loadPages.ts) ask early, the screens read them (useSignInOptions.ts).
import type { SignInOptions } from '../../../../common/sso';
import { authApi } from '../../api/auth';

export type SsoSettings = NonNullable<SignInOptions['sso']>;

let request: Promise<SsoSettings | null> | null = null;
let answer: { sso: SsoSettings | null } | null = null;

/**
 * The server's single sign-on settings, asked once per page load: they change only when the server restarts.
 * A failed request counts as "not configured" for this screen, since the server refuses whatever it must
 * anyway, and is asked again by the next screen that needs the options.
 */
export function loadSignInOptions(): Promise<SsoSettings | null> {
  request ??= authApi
    .signInOptions()
    .then((options) => {
      answer = { sso: options.sso ?? null };
      return answer.sso;
    })
    .catch(() => {
      request = null;
      return null;
    });
  return request;
}

/** The settings once the server answered (null: no single sign-on), undefined before. */
export const knownSsoSettings = (): SsoSettings | null | undefined => answer?.sso;

/** Forgets the answer (tests, which each start as a fresh page). */
export function resetSignInOptions() {
  request = null;
  answer = null;
}
