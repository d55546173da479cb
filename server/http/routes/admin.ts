// /api/admin/users: admins list, create, edit and delete accounts (spec sections 5–7). The rules live in
// domain/commands/accounts/; here stay a create's validation, hashing before the transaction, ending live
// sockets after commit and presenting.
import { bodyParser } from '@koa/bodyparser';
import Router from '@koa/router';
import type { Next } from 'koa';
import { ADMIN_MESSAGES, adminCreateUserRequest } from '../../../common/schemas/admin';
import { uuidParam } from '../../../common/schemas/fields';
import { hashPassword } from '../../auth/passwords';
import { createUser, readUserUpdate, updateUser } from '../../domain/commands/accounts/adminUsers';
import { assertEmailAvailable } from '../../domain/commands/accounts/createAccount';
import { deleteUser } from '../../domain/commands/accounts/deleteUser';
import { adminUser, adminUsers, sharedFoldersOf } from '../../domain/queries/accounts';
import { presentAdminUser } from '../../domain/presenters/users';
import type { AppDeps } from '../deps';
import { notFound } from '../../domain/errors';
import { requireAdmin, type AppState } from '../middleware/currentUser';
import { parse } from '../validate';
import { writeRoutes, type WriteCtx } from '../writeRoute';

/**
 * A delete's body (what happens to the account's shared folders): the app's body parser reads POST, PUT and
 * PATCH only. The origin check has already refused anything but JSON.
 */
const readDeleteBody = bodyParser({ enableTypes: ['json'], jsonLimit: '1mb', parsedMethods: ['DELETE'] });
const deleteBody = (ctx: WriteCtx, next: Next) => readDeleteBody(ctx, next);

export function adminRoutes(deps: AppDeps) {
  const { db, connections } = deps;
  const { write } = writeRoutes(deps);
  const router = new Router<AppState>({ prefix: '/api/admin' });

  router.use(async (ctx, next) => {
    requireAdmin(ctx);
    return next();
  });

  const targetId = (id: string | undefined) => {
    const parsed = uuidParam.safeParse(id);
    if (!parsed.success) throw notFound(ADMIN_MESSAGES.notFound);
    return parsed.data;
  };

  router.get('/users', async (ctx) => {
    ctx.body = await adminUsers(db);
  });

  // The password is hashed before the transaction (slow, it must not hold one open); a taken address costs none.
  router.post(
    '/users',
    write({
      input: async (ctx) => {
        const { password, ...input } = parse(adminCreateUserRequest, ctx.request.body);
        await assertEmailAvailable(db, input.email, ADMIN_MESSAGES.emailTaken);
        return { input, passwordHash: await hashPassword(password) };
      },
      command: (trx, _me, { input, passwordHash }) => createUser(trx, input, passwordHash),
      answer: (user) => presentAdminUser({ ...user, featureCount: 0 }),
      status: 201,
    }),
  );

  router.put(
    '/users/:id',
    write({
      input: async (ctx) => {
        const id = targetId(ctx.params.id);
        const request = readUserUpdate(ctx.request.body);
        const newPassword = request.hint?.newPassword;
        return {
          id,
          request,
          passwordHash: newPassword ? await hashPassword(newPassword) : undefined,
          actorSid: ctx.session?.externalKey,
        };
      },
      command: (trx, me, update) => updateUser(trx, me, update),
      // Their own password: the admin's other sessions go, this one stays; anyone else's: all of them.
      afterCommit: ({ endedSessions }, ctx, { id, passwordHash }) => {
        if (passwordHash && id !== requireAdmin(ctx).id) connections.endUser(id);
        else for (const ended of endedSessions) connections.endSession(ended);
      },
      answer: ({ user }) => adminUser(db, user),
    }),
  );

  router.get('/users/:id/shared-folders', async (ctx) => {
    ctx.body = await sharedFoldersOf(db, targetId(ctx.params.id));
  });

  router.delete(
    '/users/:id',
    deleteBody,
    write({
      input: (ctx) => ({ id: targetId(ctx.params.id), body: ctx.request.body as unknown }),
      command: (trx, me, { id, body }) => deleteUser(trx, me, id, body),
      afterCommit: (_done, _ctx, { id }) => connections.endUser(id),
    }),
  );

  return router;
}
