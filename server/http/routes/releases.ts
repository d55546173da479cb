// /api/releases… and /api/sprints…: releases and the sprints inside them (listing lives in routes/projects.ts).
import Router, { type RouterContext } from '@koa/router';
import { createReleaseRequest, RELEASE_MESSAGES } from '../../../common/schemas/releases';
import type { Db } from '../../db/connection';
import { runCommand, type CommandOutcome } from '../../domain/changes';
import { createRelease, deleteRelease, updateRelease } from '../../domain/commands/releases';
import { createSprint, deleteSprint, updateSprint } from '../../domain/commands/sprints';
import { sprintsOfRelease } from '../../domain/queries/releases';
import type { AppDeps } from '../deps';
import { requireUser, type AppState } from '../middleware/currentUser';
import { chargingMovedCards } from '../middleware/writeLimits';
import { changeMeta, idParam } from '../params';
import { parse } from '../validate';

type Ctx = RouterContext<AppState>;

export function releaseRoutes({ db, changes, rateLimits }: AppDeps) {
  const router = new Router<AppState>({ prefix: '/api' });
  const run = <T>(ctx: Ctx, command: (trx: Db) => Promise<CommandOutcome<T>>) =>
    runCommand(db, changes, changeMeta(ctx), command);
  const releaseId = (ctx: Ctx) => idParam(ctx.params.id, RELEASE_MESSAGES.notFound);
  const sprintId = (ctx: Ctx) => idParam(ctx.params.id, RELEASE_MESSAGES.sprintNotFound);

  router.post('/releases', async (ctx) => {
    const actor = requireUser(ctx);
    const input = parse(createReleaseRequest, ctx.request.body);
    ctx.body = await run(ctx, (trx) => createRelease(trx, actor, input));
    ctx.status = 201;
  });

  // Commands on a release or sprint read their body after finding it: 404 for what the caller cannot read first.
  router.put('/releases/:id', async (ctx) => {
    const actor = requireUser(ctx);
    const id = releaseId(ctx);
    ctx.body = await run(ctx, (trx) => updateRelease(trx, actor, id, ctx.request.body));
  });

  // A release's or sprint's cards move out: they cost the write allowance by their number (writeLimits.ts).
  router.delete('/releases/:id', async (ctx) => {
    const actor = requireUser(ctx);
    const id = releaseId(ctx);
    ctx.body = await run(
      ctx,
      chargingMovedCards(rateLimits, actor.id, (trx) => deleteRelease(trx, actor, id)),
    );
  });

  router.get('/releases/:id/sprints', async (ctx) => {
    const actor = requireUser(ctx);
    ctx.body = await sprintsOfRelease(db, actor, releaseId(ctx));
  });

  router.post('/releases/:id/sprints', async (ctx) => {
    const actor = requireUser(ctx);
    const id = releaseId(ctx);
    ctx.body = await run(ctx, (trx) => createSprint(trx, actor, id, ctx.request.body));
    ctx.status = 201;
  });

  router.put('/sprints/:id', async (ctx) => {
    const actor = requireUser(ctx);
    const id = sprintId(ctx);
    ctx.body = await run(ctx, (trx) => updateSprint(trx, actor, id, ctx.request.body));
  });

  router.delete('/sprints/:id', async (ctx) => {
    const actor = requireUser(ctx);
    const id = sprintId(ctx);
    ctx.body = await run(
      ctx,
      chargingMovedCards(rateLimits, actor.id, (trx) => deleteSprint(trx, actor, id)),
    );
  });

  return router;
}
