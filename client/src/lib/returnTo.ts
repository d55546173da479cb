// Where a person goes back to after signing in: `/signin?returnTo=/admin`. The value comes from the address
// bar, so anyone can put anything there; only a path of this app is followed, never another site (the rule:
// sameAppPath of common/sso.ts, which the server keeps too).
import { RETURN_TO_PARAM, sameAppPath } from '../../../common/sso';

/** `href` with `returnTo` added to its query; "/" is where a sign-in ends anyway, so it is left out. */
export function withReturnTo(href: string, returnTo: string | null): string {
  if (!returnTo || returnTo === '/') return href;
  const query = new URLSearchParams({ [RETURN_TO_PARAM]: returnTo });
  return `${href}${href.includes('?') ? '&' : '?'}${query.toString()}`;
}

/** The sign-in screen, coming back to `path` (this app's current address) once signed in. */
export const signInPathFor = (path: string) => withReturnTo('/signin', sameAppPath(path));
