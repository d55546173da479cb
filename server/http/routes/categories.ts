// /api/categories…: create, rename/recolour and delete use cases (listing lives in routes/projects.ts).
import Router from '@koa/router';
import type { ParameterizedContext } from 'koa';
import {
  CATEGORY_MESSAGES,
  createCategoryRequest,
  updateCategoryRequest,
} from '../../../common/schemas/categories';
import { PROJECT_MESSAGES } from '../../../common/schemas/projects';
import { categoriesRepo } from '../../db/repos/categories';
import { runCommand } from '../../domain/changes';
import { createCategory, deleteCategory, updateCategory } from '../../domain/commands/categories';
import { authorizeChildProject, authorizeProject } from '../../domain/policies';
import type { AppDeps } from '../deps';
import { notFound } from '../errors';
import { requireUser, type AppState } from '../middleware/currentUser';
import { changeMeta, idParam } from '../params';
import { parse } from '../validate';

export function categoryRoutes({ db, changes }: AppDeps) {
  const router = new Router<AppState>({ prefix: '/api' });

  /** Resolves :id to a use case whose project the caller may read (and so change), or 404. */
  async function readableCategory(ctx: ParameterizedContext<AppState> & { params: { id?: string } }) {
    const user = requireUser(ctx);
    const id = idParam(ctx.params.id, CATEGORY_MESSAGES.notFound);
    const row = await categoriesRepo.findById(db, id);
    if (!row) throw notFound(CATEGORY_MESSAGES.notFound);
    return { id, access: await authorizeProject(db, user, row.projectId, CATEGORY_MESSAGES.notFound) };
  }

  router.post('/categories', async (ctx) => {
    const user = requireUser(ctx);
    const input = parse(createCategoryRequest, ctx.request.body);
    // Use cases belong to a project; a folder id is "not found" like any project the caller cannot use.
    const access = await authorizeChildProject(db, user, input.projectId, PROJECT_MESSAGES.notFound);
    ctx.body = await runCommand(db, changes, changeMeta(ctx), (trx) => createCategory(trx, access, input));
    ctx.status = 201;
  });

  router.put('/categories/:id', async (ctx) => {
    const { id, access } = await readableCategory(ctx);
    const input = parse(updateCategoryRequest, ctx.request.body);
    ctx.body = await runCommand(db, changes, changeMeta(ctx), (trx) =>
      updateCategory(trx, access, id, input),
    );
  });

  router.delete('/categories/:id', async (ctx) => {
    const { id, access } = await readableCategory(ctx);
    ctx.body = await runCommand(db, changes, changeMeta(ctx), (trx) => deleteCategory(trx, access, id));
  });

  return router;
}
