// /api/releases… and /api/sprints…: releases and the sprints inside them (listing lives in routes/projects.ts).
import Router, { type RouterContext } from '@koa/router';
import { createReleaseRequest, RELEASE_MESSAGES } from '../../../common/schemas/releases';
import { createRelease, deleteRelease, updateRelease } from '../../domain/commands/releases';
import { createSprint, deleteSprint, updateSprint } from '../../domain/commands/sprints';
import { sprintsOfRelease } from '../../domain/queries/releases';
import type { AppDeps } from '../deps';
import { requireUser, type AppState } from '../middleware/currentUser';
import { movedCardsCost } from '../middleware/writeLimits';
import { idParam } from '../params';
import { parse } from '../validate';
import { writeRoutes } from '../writeRoute';

type Ctx = RouterContext<AppState>;

const releaseId = (ctx: Ctx) => idParam(ctx.params.id, RELEASE_MESSAGES.notFound);
const sprintId = (ctx: Ctx) => idParam(ctx.params.id, RELEASE_MESSAGES.sprintNotFound);
/** A path id and the raw body, which the command reads after finding the thing: 404 before 400. */
const withBody = (id: (ctx: Ctx) => number) => (ctx: Ctx) => ({
  id: id(ctx),
  body: ctx.request.body as unknown,
});
/** A release's or sprint's cards move out: they cost the write allowance by their number (writeLimits.ts). */
const movingCards = { found: movedCardsCost };

export function releaseRoutes(deps: AppDeps) {
  const { db } = deps;
  const { write } = writeRoutes(deps);
  const router = new Router<AppState>({ prefix: '/api' });

  router.post(
    '/releases',
    write({
      input: (ctx) => parse(createReleaseRequest, ctx.request.body),
      command: (trx, actor, input) => createRelease(trx, actor, input),
      status: 201,
    }),
  );

  router.put(
    '/releases/:id',
    write({
      input: withBody(releaseId),
      command: (trx, actor, { id, body }) => updateRelease(trx, actor, id, body),
    }),
  );

  router.delete(
    '/releases/:id',
    write({
      input: releaseId,
      command: (trx, actor, id) => deleteRelease(trx, actor, id),
      cost: movingCards,
    }),
  );

  router.get('/releases/:id/sprints', async (ctx) => {
    const actor = requireUser(ctx);
    ctx.body = await sprintsOfRelease(db, actor, releaseId(ctx));
  });

  // A sprint's body names no release of its own: the command reads it after finding the release.
  router.post(
    '/releases/:id/sprints',
    write({
      input: withBody(releaseId),
      command: (trx, actor, { id, body }) => createSprint(trx, actor, id, body),
      status: 201,
    }),
  );

  router.put(
    '/sprints/:id',
    write({
      input: withBody(sprintId),
      command: (trx, actor, { id, body }) => updateSprint(trx, actor, id, body),
    }),
  );

  router.delete(
    '/sprints/:id',
    write({
      input: sprintId,
      command: (trx, actor, id) => deleteSprint(trx, actor, id),
      cost: movingCards,
    }),
  );

  return router;
}
