// /api/…/history, /api/…/activity, /api/trash…, and card reverts (docs/api/history.md).
import Router, { type RouterContext } from '@koa/router';
import { CARD_MESSAGES } from '../../../common/schemas/cards';
import { PROJECT_MESSAGES } from '../../../common/schemas/projects';
import { revertCard } from '../../domain/commands/cardRevert';
import { emptyTrash, purgeFromTrash, restoreFromTrash } from '../../domain/commands/trash';
import { cardHistory, projectActivity } from '../../domain/queries/history';
import { trashedFolders, trashOf } from '../../domain/queries/trash';
import type { AppDeps } from '../deps';
import { requireUser, type AppState } from '../middleware/currentUser';
import { importCost, movedCardsCost, trashBatchCost } from '../middleware/writeLimits';
import { idParam } from '../params';
import { writeRoutes } from '../writeRoute';

type Ctx = RouterContext<AppState>;

const cardId = (ctx: Ctx) => idParam(ctx.params.id, CARD_MESSAGES.notFound);
const projectId = (ctx: Ctx) => idParam(ctx.params.id, PROJECT_MESSAGES.notFound);

/** A restore of an import (its redo): it keeps the cause, so the Activity shows it as the import's one entry. */
const isImportRedo = (body: unknown) => (body as { kind?: unknown } | null)?.kind === 'import';

export function historyRoutes(deps: AppDeps) {
  const { db } = deps;
  const { write } = writeRoutes(deps);
  const router = new Router<AppState>({ prefix: '/api' });

  router.get('/cards/:id/history', async (ctx) => {
    const id = cardId(ctx);
    ctx.body = await cardHistory(db, requireUser(ctx), id, ctx.query);
  });

  router.get('/projects/:id/activity', async (ctx) => {
    const id = projectId(ctx);
    ctx.body = await projectActivity(db, requireUser(ctx), id, ctx.query);
  });

  router.post(
    '/cards/:id/revert',
    write({
      input: (ctx) => ({ id: cardId(ctx), body: ctx.request.body as unknown }),
      command: (trx, actor, { id, body }) => revertCard(trx, actor, id, body),
    }),
  );

  router.get('/projects/:id/trash', async (ctx) => {
    const id = projectId(ctx);
    ctx.body = { items: await trashOf(db, requireUser(ctx), id) };
  });

  router.get('/trash/folders', async (ctx) => {
    ctx.body = { items: await trashedFolders(db, requireUser(ctx)) };
  });

  // The body names what is restored or purged: the command reads it with what it takes (trash.ts).
  router.post(
    '/trash/restore',
    write({
      input: (ctx) => ctx.request.body as unknown,
      meta: (body) => ({ restoring: true, ...(isImportRedo(body) ? { cause: 'import' as const } : {}) }),
      command: (trx, actor, body) => restoreFromTrash(trx, actor, body),
      cost: {
        upFront: trashBatchCost,
        // The cards a use case, release or sprint links back cost as its delete's did.
        found: movedCardsCost,
        // A redo costs what the import did, counted once its cards are known (the user's next writes pay).
        done: (_changes, answer, body) =>
          isImportRedo(body)
            ? importCost(answer.changes.filter((c) => c.type === 'card.created').length) - 1
            : 0,
      },
    }),
  );

  router.post(
    '/trash/purge',
    write({
      input: (ctx) => ctx.request.body as unknown,
      command: (trx, actor, body) => purgeFromTrash(trx, actor, body),
      cost: { upFront: trashBatchCost },
    }),
  );

  router.delete(
    '/projects/:id/trash',
    write({ input: projectId, command: (trx, actor, id) => emptyTrash(trx, actor, id) }),
  );

  return router;
}
