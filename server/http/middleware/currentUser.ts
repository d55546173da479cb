// Loads the signed-in user from the session into ctx.state.user; guards for routes that need one.
import type { Middleware, ParameterizedContext } from 'koa';
import { AUTH_MESSAGES } from '../../../common/schemas/auth';
import { ADMIN_MESSAGES } from '../../../common/schemas/admin';
import type { Db } from '../../db/connection';
import type { UserRow } from '../../db/repos/users';
import { accountById } from '../../domain/queries/accounts';
import { HttpError } from '../errors';

export interface AppState {
  user?: UserRow;
  /** The user the session store read along with the session. */
  sessionUser?: UserRow;
}

export function loadCurrentUser(db: Db): Middleware<AppState> {
  return async (ctx, next) => {
    const userId = ctx.session?.userId as string | undefined;
    if (userId) {
      const preloaded = ctx.state.sessionUser;
      const user = preloaded?.id === userId ? preloaded : await accountById(db, userId);
      if (user) ctx.state.user = user;
      else ctx.session = null; // the account was deleted
    }
    return next();
  };
}

export function requireUser(ctx: ParameterizedContext<AppState>): UserRow {
  if (!ctx.state.user) throw new HttpError(401, AUTH_MESSAGES.notSignedIn);
  return ctx.state.user;
}

export function requireAdmin(ctx: ParameterizedContext<AppState>): UserRow {
  const user = requireUser(ctx);
  if (user.accessLevel !== 'admin') throw new HttpError(403, ADMIN_MESSAGES.forbidden);
  return user;
}
