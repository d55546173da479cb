// GET /api/search (docs/api/search.md): signed in (401 before any work), one search per point of the caller's
// `searchesPerUser` allowance, then the query.
import Router from '@koa/router';
import { search } from '../../domain/queries/search';
import type { AppDeps } from '../deps';
import { requireUser, type AppState } from '../middleware/currentUser';

export function searchRoutes(deps: AppDeps) {
  const { db, rateLimits } = deps;
  const router = new Router<AppState>({ prefix: '/api' });

  router.get('/search', async (ctx) => {
    const user = requireUser(ctx);
    await rateLimits.consume('searchesPerUser', user.id);
    ctx.body = await search(db, user, ctx.query);
  });

  return router;
}
