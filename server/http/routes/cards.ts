// /api/cards… and a project's rank calls: path ids and bodies in, a command or query, the answer out.
import Router, { type RouterContext } from '@koa/router';
import { bulkCreateCardsRequest, CARD_MESSAGES, createCardRequest } from '../../../common/schemas/cards';
import { PROJECT_MESSAGES } from '../../../common/schemas/projects';
import type { Db } from '../../db/connection';
import { runCommand, type CommandOutcome } from '../../domain/changes';
import { bulkAddCards } from '../../domain/commands/bulkAddCards';
import { recalculateRanks, reorderCard, repositionCard } from '../../domain/commands/cardRanking';
import { createCard, createCardAtOnce } from '../../domain/commands/cardCreates';
import { deleteCard, moveCardToGroup, updateCard } from '../../domain/commands/cards';
import { rankComplexity, readCard } from '../../domain/queries/cards';
import type { AppDeps } from '../deps';
import { requireUser, type AppState } from '../middleware/currentUser';
import { chargeDoneWrites, chargeWrites, rankRewriteCost } from '../middleware/writeLimits';
import { changeMeta, idParam } from '../params';
import { parse } from '../validate';

type Ctx = RouterContext<AppState>;

export function cardRoutes({ db, changes, rateLimits }: AppDeps) {
  const router = new Router<AppState>({ prefix: '/api' });
  /** Runs a card command; the cards it renumbered count against the caller's write allowance afterwards. */
  const run = async <T>(ctx: Ctx, command: (trx: Db) => Promise<CommandOutcome<T>>) => {
    let extra = 0;
    const result = await runCommand(db, changes, changeMeta(ctx), async (trx) => {
      const outcome = await command(trx);
      extra = rankRewriteCost(outcome.changes);
      return outcome;
    });
    await chargeDoneWrites(rateLimits, requireUser(ctx).id, extra);
    return result;
  };
  const cardId = (ctx: Ctx) => idParam(ctx.params.id, CARD_MESSAGES.notFound);
  const projectId = (ctx: Ctx) => idParam(ctx.params.id, PROJECT_MESSAGES.notFound);

  router.post('/cards', async (ctx) => {
    const actor = requireUser(ctx);
    const input = parse(createCardRequest, ctx.request.body);
    ctx.body =
      (await createCardAtOnce(db, changes, changeMeta(ctx), input)) ??
      (await run(ctx, (trx) => createCard(trx, actor, input)));
    ctx.status = 201;
  });

  // Capped at BULK_ADD_MAX titles and a fixed number of statements, yet each card is one more for every
  // screen and every data load: it costs a point per card of the write allowance (the request paid one).
  router.post('/cards/bulk', async (ctx) => {
    const actor = requireUser(ctx);
    const input = parse(bulkCreateCardsRequest, ctx.request.body);
    await chargeWrites(rateLimits, actor.id, input.titles.length - 1);
    ctx.body = await run(ctx, (trx) => bulkAddCards(trx, actor, input));
    ctx.status = 201;
  });

  router.get('/cards/:id', async (ctx) => {
    const actor = requireUser(ctx);
    ctx.body = await readCard(db, actor, cardId(ctx));
  });

  // Commands on a card read their body after finding the card: 404 for what the caller cannot read first.
  const update = async (ctx: Ctx) => {
    const actor = requireUser(ctx);
    const id = cardId(ctx);
    ctx.body = await run(ctx, (trx) => updateCard(trx, actor, id, ctx.request.body));
  };
  router.put('/cards/:id', update);
  router.patch('/cards/:id', update);

  router.delete('/cards/:id', async (ctx) => {
    const actor = requireUser(ctx);
    const id = cardId(ctx);
    ctx.body = await run(ctx, (trx) => deleteCard(trx, actor, id));
  });

  router.patch('/cards/:id/reorder', async (ctx) => {
    const actor = requireUser(ctx);
    const id = cardId(ctx);
    ctx.body = await run(ctx, (trx) => reorderCard(trx, actor, id, ctx.request.body));
  });

  router.post('/cards/:id/reposition', async (ctx) => {
    const actor = requireUser(ctx);
    const id = cardId(ctx);
    ctx.body = await run(ctx, (trx) => repositionCard(trx, actor, id, ctx.request.body));
  });

  router.post('/cards/:id/move-to-group', async (ctx) => {
    const actor = requireUser(ctx);
    const id = cardId(ctx);
    ctx.body = await run(ctx, (trx) => moveCardToGroup(trx, actor, id, ctx.request.body));
  });

  router.get('/projects/:id/cards/rank-complexity', async (ctx) => {
    const actor = requireUser(ctx);
    ctx.body = await rankComplexity(db, actor, projectId(ctx));
  });

  router.post('/projects/:id/cards/recalculate-ranks', async (ctx) => {
    const actor = requireUser(ctx);
    const id = projectId(ctx);
    ctx.body = await run(ctx, (trx) => recalculateRanks(trx, actor, id));
  });

  return router;
}
