// The signed-in user (valtio): loaded once at start from GET /api/auth/user; a 401 means signed out.
import { proxy } from 'valtio';
import { authApi, type CurrentUser } from '../api/auth';

export type SessionStatus = 'loading' | 'signedIn' | 'signedOut';

export const session = proxy<{ status: SessionStatus; user: CurrentUser | null }>({
  status: 'loading',
  user: null,
});

let pending: Promise<void> | null = null;

/** Loads the current user once (later calls share the first request); `force` asks again. */
export function loadSession(force = false): Promise<void> {
  if (pending && !force) return pending;
  pending = authApi
    .currentUser()
    .then((user) => setUser(user))
    .catch(() => setUser(null));
  return pending;
}

export function setUser(user: CurrentUser | null) {
  session.user = user;
  session.status = user ? 'signedIn' : 'signedOut';
}

export const isAdmin = (user: CurrentUser | null | undefined) => user?.accessLevel === 'admin';

/** "Ana Lopez", or the e-mail when the account has no name. */
export function displayName(user: Pick<CurrentUser, 'firstName' | 'lastName' | 'email'>): string {
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ').trim();
  return name || user.email;
}

/** Back to "not loaded yet" (tests, or before asking the server again). */
export function resetSession() {
  pending = null;
  session.status = 'loading';
  session.user = null;
}
