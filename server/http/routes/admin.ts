// /api/admin/users: admins list, create, edit and delete accounts (spec sections 5–7). The rules live in
// domain/commands/accounts/adminUsers; here stay validation, ending live sockets after commit and presenting.
import Router from '@koa/router';
import {
  ADMIN_MESSAGES,
  adminCreateUserRequest,
  adminUpdateUserRequest,
} from '../../../common/schemas/admin';
import { uuidParam } from '../../../common/schemas/fields';
import { hashPassword } from '../../auth/passwords';
import { usersRepo } from '../../db/repos/users';
import { createUser, deleteUser, updateUser } from '../../domain/commands/accounts/adminUsers';
import { assertEmailAvailable } from '../../domain/commands/accounts/createAccount';
import { presentAdminUser } from '../../domain/presenters/users';
import type { AppDeps } from '../deps';
import { notFound } from '../errors';
import { requireAdmin, type AppState } from '../middleware/currentUser';
import { parse } from '../validate';

export function adminRoutes({ db, connections }: AppDeps) {
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
    const rows = await usersRepo.listWithFeatureCounts(db);
    ctx.body = rows.map(presentAdminUser);
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
    ctx.body = presentAdminUser((await usersRepo.findWithFeatureCount(db, user.id)) ?? user);
  });

  router.delete('/users/:id', async (ctx) => {
    const me = requireAdmin(ctx);
    const id = targetId(ctx.params.id);
    await db.transaction((trx) => deleteUser(trx, me, id));
    connections.endUser(id);
    ctx.body = { ok: true };
  });

  return router;
}
