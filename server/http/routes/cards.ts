// /api/cards… and a project's rank calls: parse, authorize (404 for what the caller cannot read), run a command.
import Router, { type RouterContext } from '@koa/router';
import { needsCleanup } from '../../../common/ranking';
import {
  CARD_MESSAGES,
  createCardRequest,
  moveToGroupRequest,
  reorderRequest,
  repositionRequest,
  updateCardRequest,
  type RankComplexity,
} from '../../../common/schemas/cards';
import { PROJECT_MESSAGES } from '../../../common/schemas/projects';
import type { Db } from '../../db/connection';
import { cardsRepo } from '../../db/repos/cards';
import type { UserRow } from '../../db/repos/users';
import { runCommand, type CommandOutcome } from '../../domain/changes';
import { recalculateRanks, reorderCard, repositionCard } from '../../domain/commands/cardRanking';
import { createCard, deleteCard, moveCardToGroup, updateCard } from '../../domain/commands/cards';
import { authorizeChildProject, authorizeProject } from '../../domain/policies';
import { presentCard } from '../../domain/presenters/planning';
import type { AppDeps } from '../deps';
import { notFound } from '../errors';
import { requireUser, type AppState } from '../middleware/currentUser';
import { changeMeta, idParam } from '../params';
import { parse } from '../validate';

type Ctx = RouterContext<AppState>;

export function cardRoutes({ db, changes }: AppDeps) {
  const router = new Router<AppState>({ prefix: '/api' });

  /** A card and the caller's access to its project; "Card not found" when they cannot read it. */
  async function readableCard(user: UserRow, cardId: number) {
    const card = await cardsRepo.findById(db, cardId);
    if (!card) throw notFound(CARD_MESSAGES.notFound);
    return { card, access: await authorizeProject(db, user, card.projectId, CARD_MESSAGES.notFound) };
  }
  const cardInPath = (ctx: Ctx) =>
    readableCard(requireUser(ctx), idParam(ctx.params.id, CARD_MESSAGES.notFound));
  const projectInPath = (ctx: Ctx) =>
    authorizeChildProject(
      db,
      requireUser(ctx),
      idParam(ctx.params.id, PROJECT_MESSAGES.notFound),
      CARD_MESSAGES.notAProject,
    );
  const run = <T>(ctx: Ctx, command: (trx: Db) => Promise<CommandOutcome<T>>) =>
    runCommand(db, changes, changeMeta(ctx), command);

  router.post('/cards', async (ctx) => {
    const user = requireUser(ctx);
    const input = parse(createCardRequest, ctx.request.body);
    const access = await authorizeChildProject(db, user, input.projectId, CARD_MESSAGES.notAProject);
    ctx.body = await run(ctx, (trx) => createCard(trx, access, input));
    ctx.status = 201;
  });

  router.get('/cards/:id', async (ctx) => {
    const { card } = await cardInPath(ctx);
    const row = await cardsRepo.findRead(db, card.id);
    if (!row) throw notFound(CARD_MESSAGES.notFound);
    ctx.body = presentCard(row);
  });

  const update = async (ctx: Ctx) => {
    const { card, access } = await cardInPath(ctx);
    const input = parse(updateCardRequest, ctx.request.body);
    ctx.body = await run(ctx, (trx) => updateCard(trx, access, card.id, input));
  };
  router.put('/cards/:id', update);
  router.patch('/cards/:id', update);

  router.delete('/cards/:id', async (ctx) => {
    const { card, access } = await cardInPath(ctx);
    ctx.body = await run(ctx, (trx) => deleteCard(trx, access, card.id));
  });

  router.patch('/cards/:id/reorder', async (ctx) => {
    const { card, access } = await cardInPath(ctx);
    const input = parse(reorderRequest, ctx.request.body);
    ctx.body = await run(ctx, (trx) => reorderCard(trx, access, card.id, input));
  });

  router.post('/cards/:id/reposition', async (ctx) => {
    const { card, access } = await cardInPath(ctx);
    const input = parse(repositionRequest, ctx.request.body);
    // A target the caller cannot read is "not found"; one in another project is checked by the command.
    await readableCard(requireUser(ctx), input.targetCardId);
    ctx.body = await run(ctx, (trx) => repositionCard(trx, access, card.id, input));
  });

  router.post('/cards/:id/move-to-group', async (ctx) => {
    const { card, access } = await cardInPath(ctx);
    const input = parse(moveToGroupRequest, ctx.request.body);
    ctx.body = await run(ctx, (trx) => moveCardToGroup(trx, access, card.id, input));
  });

  router.get('/projects/:id/cards/rank-complexity', async (ctx) => {
    const project = await projectInPath(ctx);
    const answer: RankComplexity = { needsCleanup: needsCleanup(await cardsRepo.orders(db, project.id)) };
    ctx.body = answer;
  });

  router.post('/projects/:id/cards/recalculate-ranks', async (ctx) => {
    const project = await projectInPath(ctx);
    ctx.body = await run(ctx, (trx) => recalculateRanks(trx, project));
  });

  return router;
}
