// GET /api/search and GET, POST /api/projects/{id}/similar-cards (docs/api/search.md): signed in (401 before
// any work), one search per point of the caller's `searchesPerUser` allowance (a batch of titles one per
// SIMILAR_TITLES_PER_POINT), then the query.
import Router from '@koa/router';
import { PROJECT_MESSAGES } from '../../../common/schemas/projects';
import { SIMILAR_BATCH_MAX } from '../../../common/schemas/search';
import { search } from '../../domain/queries/search';
import { similarCards, similarCardsOfTitles } from '../../domain/queries/similarCards';
import type { AppDeps } from '../deps';
import { requireUser, type AppState } from '../middleware/currentUser';
import { idParam } from '../params';

/**
 * A batch of similar-title asks costs one search per this many titles: a full batch of 500 takes a second's
 * whole allowance (20), as each title costs the database about what one GET's does.
 */
const SIMILAR_TITLES_PER_POINT = 25;

/** What a batch costs, counted from the body as sent and capped as its schema caps it: at least one search. */
function similarBatchCost(body: unknown): number {
  const titles = (body as { titles?: unknown } | null)?.titles;
  const count = Array.isArray(titles) ? Math.min(titles.length, SIMILAR_BATCH_MAX) : 0;
  return Math.max(1, Math.ceil(count / SIMILAR_TITLES_PER_POINT));
}

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

  /** The same for many titles at once: a bulk add's lines, an import's rows. */
  router.post('/projects/:id/similar-cards', async (ctx) => {
    const user = requireUser(ctx);
    const body: unknown = ctx.request.body;
    await rateLimits.consume('searchesPerUser', user.id, similarBatchCost(body));
    const projectId = idParam(ctx.params.id, PROJECT_MESSAGES.notFound);
    ctx.body = await similarCardsOfTitles(db, user, projectId, body);
  });

  return router;
}
