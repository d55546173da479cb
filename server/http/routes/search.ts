// GET /api/search and GET /api/projects/{id}/similar-cards (docs/api/search.md): signed in (401 before any
// work), one search per point of the caller's `searchesPerUser` allowance, then the query.
import Router from '@koa/router';
import { PROJECT_MESSAGES } from '../../../common/schemas/projects';
import { search } from '../../domain/queries/search';
import { similarCards } from '../../domain/queries/similarCards';
import type { AppDeps } from '../deps';
import { requireUser, type AppState } from '../middleware/currentUser';
import { idParam } from '../params';

export function searchRoutes(deps: AppDeps) {
  const { db, rateLimits } = deps;
  const router = new Router<AppState>({ prefix: '/api' });

  router.get('/search', async (ctx) => {
    const user = requireUser(ctx);
    await rateLimits.consume('searchesPerUser', user.id);
    ctx.body = await search(db, user, ctx.query);
  });

  /** Duplicates caught while a title is typed: the project's cards with a title like it. */
  router.get('/projects/:id/similar-cards', async (ctx) => {
    const user = requireUser(ctx);
    await rateLimits.consume('searchesPerUser', user.id);
    ctx.body = await similarCards(db, user, idParam(ctx.params.id, PROJECT_MESSAGES.notFound), ctx.query);
  });

  return router;
}
