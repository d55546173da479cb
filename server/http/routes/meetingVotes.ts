// Silent votes of a meeting (docs/meetings.md): the facilitator opens, reveals, applies and cancels; every
// member casts one ballot. Each call counts against the caller's `meetingWritesPerUser` allowance.
import Router, { type RouterContext } from '@koa/router';
import { MEETING_MESSAGES } from '../../../common/schemas/meetings';
import { applyVote, cancelVote, castBallot, openVote, revealVote } from '../../domain/commands/meetingVotes';
import type { Db } from '../../db/connection';
import type { CommandOutcome } from '../../domain/changes';
import type { Actor } from '../../domain/policies/authorize';
import type { AppDeps } from '../deps';
import type { AppState } from '../middleware/currentUser';
import { idParam } from '../params';
import { writeRoutes } from '../writeRoute';
import { meetingId, meetingWrites } from './meetings';

type Ctx = RouterContext<AppState>;

export function meetingVoteRoutes(deps: AppDeps) {
  const { write } = writeRoutes(deps);
  const router = new Router<AppState>({ prefix: '/api' });
  const ids = (ctx: Ctx) => ({
    id: meetingId(ctx),
    voteId: idParam(ctx.params.voteId, MEETING_MESSAGES.voteNotFound),
  });
  /** A write on the vote of the path. */
  const onVote = <T>(
    command: (
      trx: Db,
      actor: Actor,
      ids: { id: number; voteId: number },
      body: unknown,
    ) => Promise<CommandOutcome<T>>,
    status?: number,
  ) =>
    write({
      input: (ctx) => ({ ids: ids(ctx), body: ctx.request.body as unknown }),
      command: (trx, actor, input) => command(trx, actor, input.ids, input.body),
      cost: meetingWrites,
      status,
    });

  router.post(
    '/meetings/:id/votes',
    write({
      input: (ctx) => ({ id: meetingId(ctx), body: ctx.request.body as unknown }),
      command: (trx, actor, { id, body }) => openVote(trx, actor, id, body),
      cost: meetingWrites,
      status: 201,
    }),
  );
  router.post(
    '/meetings/:id/votes/:voteId/ballots',
    onVote((trx, actor, { id, voteId }, body) => castBallot(trx, actor, id, voteId, body), 201),
  );
  router.post(
    '/meetings/:id/votes/:voteId/reveal',
    onVote((trx, actor, { id, voteId }) => revealVote(trx, actor, id, voteId)),
  );
  router.post(
    '/meetings/:id/votes/:voteId/apply',
    onVote((trx, actor, { id, voteId }, body) => applyVote(trx, actor, id, voteId, body)),
  );
  router.delete(
    '/meetings/:id/votes/:voteId',
    onVote((trx, actor, { id, voteId }) => cancelVote(trx, actor, id, voteId)),
  );

  return router;
}
