// /api/admin/users: admins list, create, edit and delete accounts (spec sections 5–7).
import Router from '@koa/router';
import {
  ADMIN_MESSAGES,
  adminCreateUserRequest,
  adminUpdateUserRequest,
} from '../../../common/schemas/admin';
import { uuidParam } from '../../../common/schemas/fields';
import { hashPassword } from '../../auth/passwords';
import type { Db } from '../../db/connection';
import { sessionsRepo } from '../../db/repos/sessions';
import { runCommand } from '../../domain/changes';
import { activateSharesFor } from '../../domain/commands/shares';
import { usersRepo, type UserRow } from '../../db/repos/users';
import { presentAdminUser } from '../../domain/presenters/users';
import type { AppDeps } from '../deps';
import { badRequest, conflict, HttpError, notFound } from '../errors';
import { requireAdmin, type AppState } from '../middleware/currentUser';
import { parse } from '../validate';

/** Locks the admin rows so two concurrent demotions/deletions cannot both pass the last-admin check. */
async function assertAnotherAdminRemains(trx: Db, target: UserRow) {
  if (target.accessLevel !== 'admin') return;
  const admins = await trx('users').where({ accessLevel: 'admin' }).forUpdate().select('id');
  if (admins.length <= 1) throw conflict(ADMIN_MESSAGES.lastAdmin);
}

export function adminRoutes({ db, connections, changes }: AppDeps) {
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
    const input = parse(adminCreateUserRequest, ctx.request.body);
    if (await usersRepo.findByEmail(db, input.email)) throw conflict(ADMIN_MESSAGES.emailTaken);
    const passwordHash = await hashPassword(input.password);
    const user = await runCommand(db, changes, { actorId: requireAdmin(ctx).id }, async (trx) => {
      const created = await usersRepo.create(trx, {
        email: input.email,
        firstName: input.firstName,
        lastName: input.lastName,
        accessLevel: input.accessLevel,
        passwordHash,
      });
      return { result: created, changes: await activateSharesFor(trx, created) };
    }).catch((error: { code?: string }) => {
      throw error.code === '23505' ? conflict(ADMIN_MESSAGES.emailTaken) : error;
    });
    ctx.status = 201;
    ctx.body = presentAdminUser({ ...user, featureCount: 0 });
  });

  router.put('/users/:id', async (ctx) => {
    const me = requireAdmin(ctx);
    const id = targetId(ctx.params.id);
    const input = parse(adminUpdateUserRequest, ctx.request.body);
    const passwordHash = input.newPassword ? await hashPassword(input.newPassword) : undefined;
    const updated = await db.transaction(async (trx) => {
      const target = await usersRepo.findById(trx, id);
      if (!target) throw notFound(ADMIN_MESSAGES.notFound);
      if (input.accessLevel === 'user' && target.accessLevel === 'admin') {
        if (target.id === me.id) throw new HttpError(400, ADMIN_MESSAGES.selfDemote);
        await assertAnotherAdminRemains(trx, target);
      }
      const changes: Partial<UserRow> = {};
      if (input.firstName !== undefined) changes.firstName = input.firstName;
      if (input.lastName !== undefined) changes.lastName = input.lastName;
      if (input.accessLevel !== undefined) changes.accessLevel = input.accessLevel;
      if (passwordHash) changes.passwordHash = passwordHash;
      const row = await usersRepo.update(trx, id, changes);
      // A password set by an admin signs the account out of its other sessions.
      if (passwordHash && id !== me.id) await sessionsRepo.destroyForUser(trx, id);
      return row!;
    });
    if (passwordHash && id !== me.id) connections.endUser(id);
    ctx.body = presentAdminUser((await usersRepo.findWithFeatureCount(db, updated.id)) ?? updated);
  });

  router.delete('/users/:id', async (ctx) => {
    const me = requireAdmin(ctx);
    const id = targetId(ctx.params.id);
    if (id === me.id) throw badRequest(ADMIN_MESSAGES.selfDelete);
    await db.transaction(async (trx) => {
      const target = await usersRepo.findById(trx, id);
      if (!target) throw notFound(ADMIN_MESSAGES.notFound);
      await assertAnotherAdminRemains(trx, target);
      // Sessions, tokens, owned clients/folders/projects and shares go with the account (ON DELETE CASCADE).
      await usersRepo.delete(trx, id);
    });
    connections.endUser(id);
    ctx.body = { ok: true };
  });

  return router;
}
