// Starting and ending a signed-in session; a new session id on every sign-in.
import type { Context } from 'koa';
import { sessionCookieUnusable } from '../auth/sessionCookie';
import type { UserRow } from '../db/repos/users';
import type { Connections } from '../realtime/socketServer';
import { HttpError } from './errors';

export const HTTPS_REQUIRED =
  'Signing in needs HTTPS: this server sets a Secure session cookie. Open the https:// address ' +
  '(APP_URL); behind a reverse proxy, set TRUST_PROXY=1 and have the proxy send X-Forwarded-Proto.';

/**
 * Refuses, with a clear answer, a request that would need a session cookie but came over plain HTTP in
 * production: the cookie cannot be sent there (Koa would throw: a 500).
 */
export function assertSessionUsable(ctx: Context): void {
  if (sessionCookieUnusable(ctx)) throw new HttpError(403, HTTPS_REQUIRED);
}

/**
 * Replaces this browser's session with a new one for `user`. The replaced session ends here (regenerate
 * deletes its row), so its sockets end too: whoever was signed in on this browser hears nothing more.
 */
export async function startSession(
  ctx: Context,
  user: UserRow,
  connections: Pick<Connections, 'endSession'>,
): Promise<void> {
  assertSessionUsable(ctx);
  // Only a signed-in session can have sockets (the handshake wants a user); any other is a fresh id.
  const replaced = ctx.state.user ? ctx.session!.externalKey : undefined;
  ctx.session!.userId = user.id;
  // The absolute lifetime counts from here (auth/sessionExpiry.ts).
  ctx.session!.signedInAt = Date.now();
  await ctx.session!.regenerate();
  if (replaced) connections.endSession(replaced);
}

/** Over plain HTTP in production no session was loaded (sessionStore), so there is nothing to end. */
export function endSession(ctx: Context): void {
  if (sessionCookieUnusable(ctx)) return;
  ctx.session = null;
}

/**
 * Remembers which account this browser just created: following that account's verification link here is
 * as good as following it signed in (the person who chose the password reads the mailbox).
 */
export function rememberSignUp(ctx: Context, userId: string): void {
  if (!sessionCookieUnusable(ctx)) ctx.session!.signedUpUserId = userId;
}

export function signedUpUserId(ctx: Context): string | undefined {
  const id = ctx.session?.signedUpUserId;
  return typeof id === 'string' ? id : undefined;
}
