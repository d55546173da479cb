// Silent votes of a meeting (docs/meetings.md): the facilitator opens, reveals, applies and cancels; every
// member casts one ballot. Each call counts against the caller's `meetingWritesPerUser` allowance.
import Router, { type RouterContext } from '@koa/router';
import { MEETING_MESSAGES } from '../../../common/schemas/meetings';
import { applyVote, cancelVote, castBallot, openVote, revealVote } from '../../domain/commands/meetingVotes';
import type { AppDeps } from '../deps';
import type { AppState } from '../middleware/currentUser';
import { idParam } from '../params';
import { meetingId, meetingWriter } from './meetings';

type Ctx = RouterContext<AppState>;

export function meetingVoteRoutes(deps: AppDeps) {
  const router = new Router<AppState>({ prefix: '/api' });
  const write = meetingWriter(deps);
  const ids = (ctx: Ctx) => ({
    id: meetingId(ctx),
    voteId: idParam(ctx.params.voteId, MEETING_MESSAGES.voteNotFound),
  });

  router.post('/meetings/:id/votes', async (ctx) => {
    const id = meetingId(ctx);
    ctx.body = await write(ctx, (trx, actor) => openVote(trx, actor, id, ctx.request.body));
    ctx.status = 201;
  });

  router.post('/meetings/:id/votes/:voteId/ballots', async (ctx) => {
    const { id, voteId } = ids(ctx);
    ctx.body = await write(ctx, (trx, actor) => castBallot(trx, actor, id, voteId, ctx.request.body));
    ctx.status = 201;
  });

  router.post('/meetings/:id/votes/:voteId/reveal', async (ctx) => {
    const { id, voteId } = ids(ctx);
    ctx.body = await write(ctx, (trx, actor) => revealVote(trx, actor, id, voteId));
  });

  router.post('/meetings/:id/votes/:voteId/apply', async (ctx) => {
    const { id, voteId } = ids(ctx);
    ctx.body = await write(ctx, (trx, actor) => applyVote(trx, actor, id, voteId, ctx.request.body));
  });

  router.delete('/meetings/:id/votes/:voteId', async (ctx) => {
    const { id, voteId } = ids(ctx);
    ctx.body = await write(ctx, (trx, actor) => cancelVote(trx, actor, id, voteId));
  });

  return router;
}
