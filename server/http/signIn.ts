// Starting and ending a signed-in session; a new session id on every sign-in.
import type { Context } from 'koa';
import type { UserRow } from '../db/repos/users';

export async function startSession(ctx: Context, user: UserRow): Promise<void> {
  ctx.session!.userId = user.id;
  await ctx.session!.regenerate();
}

export function endSession(ctx: Context): void {
  ctx.session = null;
}
