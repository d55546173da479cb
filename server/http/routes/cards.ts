// /api/cards… and a project's rank calls: path ids and bodies in, a command or query, the answer out.
import Router, { type RouterContext } from '@koa/router';
import {
  bulkCreateCardsRequest,
  CARD_MESSAGES,
  createCardRequest,
  type OrderChange,
} from '../../../common/schemas/cards';
import { PROJECT_MESSAGES } from '../../../common/schemas/projects';
import type { Db } from '../../db/connection';
import type { CommandOutcome } from '../../domain/changes';
import { bulkAddCards } from '../../domain/commands/bulkAddCards';
import {
  moveCardAtOnce,
  recalculateRanks,
  reorderCard,
  reorderMove,
  repositionCard,
  repositionMove,
  type MoveRequest,
} from '../../domain/commands/cardRanking';
import { createCard, createCardAtOnce } from '../../domain/commands/cardCreates';
import { deleteCard, moveCardToGroup, updateCard } from '../../domain/commands/cards';
import { rankComplexity, readCard } from '../../domain/queries/cards';
import type { AppDeps } from '../deps';
import { requireUser, type AppState } from '../middleware/currentUser';
import type { Actor } from '../../domain/policies/authorize';
import { rankRewriteCost } from '../middleware/writeLimits';
import { idParam } from '../params';
import { parse } from '../validate';
import { writeRoutes } from '../writeRoute';

type Ctx = RouterContext<AppState>;

export function cardRoutes(deps: AppDeps) {
  const { db } = deps;
  const { write } = writeRoutes(deps);
  const router = new Router<AppState>({ prefix: '/api' });
  const cardId = (ctx: Ctx) => idParam(ctx.params.id, CARD_MESSAGES.notFound);
  const projectId = (ctx: Ctx) => idParam(ctx.params.id, PROJECT_MESSAGES.notFound);
  /** The cards a command renumbered count against the caller's write allowance afterwards. */
  const renumbering = { done: rankRewriteCost };
  /** A command on a card: it reads its body after finding the card, 404 for what the caller cannot read first. */
  const onCard = <T>(
    command: (trx: Db, actor: Actor, id: number, body: unknown) => Promise<CommandOutcome<T>>,
  ) =>
    write({
      input: (ctx) => ({ id: cardId(ctx), body: ctx.request.body as unknown }),
      command: (trx, actor, { id, body }) => command(trx, actor, id, body),
      cost: renumbering,
    });
  /** A rank move: the one statement first (db/repos/cardMove.ts); when it declines, the command decides. */
  const move = (
    command: (trx: Db, actor: Actor, id: number, body: unknown) => Promise<CommandOutcome<OrderChange[]>>,
    asked: (id: number, body: unknown) => MoveRequest | undefined,
  ) =>
    write({
      input: (ctx) => ({ id: cardId(ctx), body: ctx.request.body as unknown }),
      atOnce: ({ id, body }, meta) => moveCardAtOnce(db, deps.changes, meta, asked(id, body)),
      command: (trx, actor, { id, body }) => command(trx, actor, id, body),
      cost: renumbering,
    });

  // The one-statement create first; when it declines, the command decides (and refuses with its message).
  router.post(
    '/cards',
    write({
      input: (ctx) => parse(createCardRequest, ctx.request.body),
      atOnce: (input, meta) => createCardAtOnce(db, deps.changes, meta, input),
      command: (trx, actor, input) => createCard(trx, actor, input),
      cost: renumbering,
      status: 201,
    }),
  );

  // Capped at BULK_ADD_MAX titles and a fixed number of statements, yet each card is one more for every
  // screen and every data load: it costs a point per card of the write allowance (the request paid one).
  router.post(
    '/cards/bulk',
    write({
      input: (ctx) => parse(bulkCreateCardsRequest, ctx.request.body),
      command: (trx, actor, input) => bulkAddCards(trx, actor, input),
      cost: { ...renumbering, upFront: (input) => input.titles.length - 1 },
      status: 201,
    }),
  );

  router.get('/cards/:id', async (ctx) => {
    const actor = requireUser(ctx);
    ctx.body = await readCard(db, actor, cardId(ctx));
  });

  const update = onCard(updateCard);
  router.put('/cards/:id', update);
  router.patch('/cards/:id', update);
  router.delete(
    '/cards/:id',
    onCard((trx, actor, id) => deleteCard(trx, actor, id)),
  );
  router.patch('/cards/:id/reorder', move(reorderCard, reorderMove));
  router.post('/cards/:id/reposition', move(repositionCard, repositionMove));
  router.post('/cards/:id/move-to-group', onCard(moveCardToGroup));

  router.get('/projects/:id/cards/rank-complexity', async (ctx) => {
    const actor = requireUser(ctx);
    ctx.body = await rankComplexity(db, actor, projectId(ctx));
  });

  router.post(
    '/projects/:id/cards/recalculate-ranks',
    write({
      input: (ctx) => projectId(ctx),
      command: (trx, actor, id) => recalculateRanks(trx, actor, id),
      cost: renumbering,
    }),
  );

  return router;
}
