// /api/categories…: create, rename/recolour and delete use cases (listing lives in routes/projects.ts).
import Router from '@koa/router';
import { CATEGORY_MESSAGES, createCategoryRequest } from '../../../common/schemas/categories';
import { runCommand } from '../../domain/changes';
import { createCategory, deleteCategory, updateCategory } from '../../domain/commands/categories';
import type { AppDeps } from '../deps';
import { requireUser, type AppState } from '../middleware/currentUser';
import { chargingMovedCards } from '../middleware/writeLimits';
import { changeMeta, idParam } from '../params';
import { parse } from '../validate';

export function categoryRoutes({ db, changes, rateLimits }: AppDeps) {
  const router = new Router<AppState>({ prefix: '/api' });

  router.post('/categories', async (ctx) => {
    const actor = requireUser(ctx);
    const input = parse(createCategoryRequest, ctx.request.body);
    ctx.body = await runCommand(db, changes, changeMeta(ctx), (trx) => createCategory(trx, actor, input));
    ctx.status = 201;
  });

  // The command reads the body after finding the use case: 404 for what the caller cannot read first.
  router.put('/categories/:id', async (ctx) => {
    const actor = requireUser(ctx);
    const id = idParam(ctx.params.id, CATEGORY_MESSAGES.notFound);
    ctx.body = await runCommand(db, changes, changeMeta(ctx), (trx) =>
      updateCategory(trx, actor, id, ctx.request.body),
    );
  });

  // Its cards move to Unsorted: they cost the write allowance by their number (writeLimits.ts).
  router.delete('/categories/:id', async (ctx) => {
    const actor = requireUser(ctx);
    const id = idParam(ctx.params.id, CATEGORY_MESSAGES.notFound);
    ctx.body = await runCommand(
      db,
      changes,
      changeMeta(ctx),
      chargingMovedCards(rateLimits, actor.id, (trx) => deleteCategory(trx, actor, id)),
    );
  });

  return router;
}
