// /api/admin/users: admins list, create, edit and delete accounts (spec sections 5–7). The rules live in
// domain/commands/accounts/; here stay validation, ending live sockets after commit and presenting.
import { bodyParser } from '@koa/bodyparser';
import Router from '@koa/router';
import {
  ADMIN_MESSAGES,
  adminCreateUserRequest,
  adminUpdateUserRequest,
} from '../../../common/schemas/admin';
import { uuidParam } from '../../../common/schemas/fields';
import { hashPassword } from '../../auth/passwords';
import { runCommand } from '../../domain/changes';
import { createUser, updateUser } from '../../domain/commands/accounts/adminUsers';
import { assertEmailAvailable } from '../../domain/commands/accounts/createAccount';
import { deleteUser } from '../../domain/commands/accounts/deleteUser';
import { adminUser, adminUsers, sharedFoldersOf } from '../../domain/queries/accounts';
import { presentAdminUser } from '../../domain/presenters/users';
import type { AppDeps } from '../deps';
import { notFound } from '../../domain/errors';
import { requireAdmin, type AppState } from '../middleware/currentUser';
import { changeMeta } from '../params';
import { parse } from '../validate';

/**
 * A delete's body (what happens to the account's shared folders): the app's body parser reads POST, PUT and
 * PATCH only. The origin check has already refused anything but JSON.
 */
const deleteBody = bodyParser({ enableTypes: ['json'], jsonLimit: '1mb', parsedMethods: ['DELETE'] });

export function adminRoutes({ db, changes, connections }: AppDeps) {
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

  router.post('/users', async (ctx) => {
    const { password, ...input } = parse(adminCreateUserRequest, ctx.request.body);
    await assertEmailAvailable(db, input.email, ADMIN_MESSAGES.emailTaken);
    const passwordHash = await hashPassword(password);
    const user = await db.transaction((trx) => createUser(trx, input, passwordHash));
    ctx.status = 201;
    ctx.body = presentAdminUser({ ...user, featureCount: 0 });
  });

  router.put('/users/:id', async (ctx) => {
    const me = requireAdmin(ctx);
    const id = targetId(ctx.params.id);
    const input = parse(adminUpdateUserRequest, ctx.request.body);
    const passwordHash = input.newPassword ? await hashPassword(input.newPassword) : undefined;
    const sid = ctx.session?.externalKey;
    const { user, endedSessions } = await db.transaction((trx) =>
      updateUser(trx, me, sid, id, input, passwordHash),
    );
    // Their own password: the admin's other sessions go, this one stays; anyone else's: all of them.
    if (passwordHash && id !== me.id) connections.endUser(id);
    else for (const ended of endedSessions) connections.endSession(ended);
    ctx.body = await adminUser(db, user);
  });

  router.get('/users/:id/shared-folders', async (ctx) => {
    ctx.body = await sharedFoldersOf(db, targetId(ctx.params.id));
  });

  router.delete('/users/:id', deleteBody, async (ctx) => {
    const me = requireAdmin(ctx);
    const id = targetId(ctx.params.id);
    ctx.body = await runCommand(db, changes, changeMeta(ctx), (trx) =>
      deleteUser(trx, me, id, ctx.request.body),
    );
    connections.endUser(id);
  });

  return router;
}
