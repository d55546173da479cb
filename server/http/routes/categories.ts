// /api/categories…: create, rename/recolour and delete use cases (listing lives in routes/projects.ts).
import Router, { type RouterContext } from '@koa/router';
import { CATEGORY_MESSAGES, createCategoryRequest } from '../../../common/schemas/categories';
import { createCategory, deleteCategory, updateCategory } from '../../domain/commands/categories';
import type { AppDeps } from '../deps';
import type { AppState } from '../middleware/currentUser';
import { movedCardsCost } from '../middleware/writeLimits';
import { idParam } from '../params';
import { parse } from '../validate';
import { writeRoutes } from '../writeRoute';

const categoryId = (ctx: RouterContext<AppState>) => idParam(ctx.params.id, CATEGORY_MESSAGES.notFound);

export function categoryRoutes(deps: AppDeps) {
  const { write } = writeRoutes(deps);
  const router = new Router<AppState>({ prefix: '/api' });

  router.post(
    '/categories',
    write({
      input: (ctx) => parse(createCategoryRequest, ctx.request.body),
      command: (trx, actor, input) => createCategory(trx, actor, input),
      status: 201,
    }),
  );

  // The command reads the body after finding the use case: 404 for what the caller cannot read first.
  router.put(
    '/categories/:id',
    write({
      input: (ctx) => ({ id: categoryId(ctx), body: ctx.request.body as unknown }),
      command: (trx, actor, { id, body }) => updateCategory(trx, actor, id, body),
    }),
  );

  // Its cards move to Unsorted: they cost the write allowance by their number (writeLimits.ts).
  router.delete(
    '/categories/:id',
    write({
      input: categoryId,
      command: (trx, actor, id) => deleteCategory(trx, actor, id),
      cost: { found: movedCardsCost },
    }),
  );

  return router;
}
