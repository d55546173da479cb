// /api/…/history, /api/…/activity, /api/trash…, and card reverts (docs/api/history.md).
import Router from '@koa/router';
import { CARD_MESSAGES } from '../../../common/schemas/cards';
import { PROJECT_MESSAGES } from '../../../common/schemas/projects';
import { TRASH_BATCH_MAX } from '../../../common/schemas/trash';
import { runCommand } from '../../domain/changes';
import { revertCard } from '../../domain/commands/cardRevert';
import { emptyTrash, purgeFromTrash, restoreFromTrash } from '../../domain/commands/trash';
import { cardHistory, projectActivity } from '../../domain/queries/history';
import { trashedFolders, trashOf } from '../../domain/queries/trash';
import type { AppDeps } from '../deps';
import { requireUser, type AppState } from '../middleware/currentUser';
import { chargeDoneWrites, chargeWrites, chargingMovedCards } from '../middleware/writeLimits';
import { importCost } from './imports';
import { changeMeta, idParam } from '../params';

/**
 * A restore or purge of n things costs n points of the write allowance, as a bulk add of n cards does (the
 * request's own point is charged by the middleware); the count is capped as the request schema caps it.
 */
const batchSize = (body: unknown) => {
  const ids = (body as { ids?: unknown } | null)?.ids;
  return Array.isArray(ids) ? Math.min(ids.length, TRASH_BATCH_MAX) : 0;
};

export function historyRoutes({ db, changes, rateLimits }: AppDeps) {
  const router = new Router<AppState>({ prefix: '/api' });

  router.get('/cards/:id/history', async (ctx) => {
    const id = idParam(ctx.params.id, CARD_MESSAGES.notFound);
    ctx.body = await cardHistory(db, requireUser(ctx), id, ctx.query);
  });

  router.get('/projects/:id/activity', async (ctx) => {
    const id = idParam(ctx.params.id, PROJECT_MESSAGES.notFound);
    ctx.body = await projectActivity(db, requireUser(ctx), id, ctx.query);
  });

  router.post('/cards/:id/revert', async (ctx) => {
    const actor = requireUser(ctx);
    const id = idParam(ctx.params.id, CARD_MESSAGES.notFound);
    ctx.body = await runCommand(db, changes, changeMeta(ctx), (trx) =>
      revertCard(trx, actor, id, ctx.request.body),
    );
  });

  router.get('/projects/:id/trash', async (ctx) => {
    const id = idParam(ctx.params.id, PROJECT_MESSAGES.notFound);
    ctx.body = { items: await trashOf(db, requireUser(ctx), id) };
  });

  router.get('/trash/folders', async (ctx) => {
    ctx.body = { items: await trashedFolders(db, requireUser(ctx)) };
  });

  router.post('/trash/restore', async (ctx) => {
    const actor = requireUser(ctx);
    await chargeWrites(rateLimits, actor.id, batchSize(ctx.request.body) - 1);
    // An import's redo keeps its cause: the Activity shows it as the import's one entry.
    const cause = (ctx.request.body as { kind?: unknown } | null)?.kind === 'import' ? 'import' : undefined;
    const answer = await runCommand(
      db,
      changes,
      { ...changeMeta(ctx), restoring: true, ...(cause ? { cause } : {}) },
      // The cards a use case, release or sprint links back cost as its delete's did.
      chargingMovedCards(rateLimits, actor.id, (trx) => restoreFromTrash(trx, actor, ctx.request.body)),
    );
    // A redo costs what the import did, counted once its cards are known (the user's next writes pay).
    if (cause) {
      const cards = answer.changes.filter((c) => c.type === 'card.created').length;
      await chargeDoneWrites(rateLimits, actor.id, importCost(cards) - 1);
    }
    ctx.body = answer;
  });

  router.post('/trash/purge', async (ctx) => {
    const actor = requireUser(ctx);
    await chargeWrites(rateLimits, actor.id, batchSize(ctx.request.body) - 1);
    ctx.body = await runCommand(db, changes, changeMeta(ctx), (trx) =>
      purgeFromTrash(trx, actor, ctx.request.body),
    );
  });

  router.delete('/projects/:id/trash', async (ctx) => {
    const actor = requireUser(ctx);
    const id = idParam(ctx.params.id, PROJECT_MESSAGES.notFound);
    ctx.body = await runCommand(db, changes, changeMeta(ctx), (trx) => emptyTrash(trx, actor, id));
  });

  return router;
}
