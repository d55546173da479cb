// Meeting mode (docs/meetings.md): a project's running meeting, starting one, steering, joining, leaving and
// ending it. Votes: meetingVotes.ts; minutes and past meetings: meetingMinutes.ts. Every write counts
// against the caller's `meetingWritesPerUser` allowance.
import Router, { type RouterContext } from '@koa/router';
import type { CurrentMeeting } from '../../../common/schemas/meetings';
import { MEETING_MESSAGES } from '../../../common/schemas/meetings';
import { PROJECT_MESSAGES } from '../../../common/schemas/projects';
import type { Db } from '../../db/connection';
import type { CommandOutcome } from '../../domain/changes';
import {
  endMeeting,
  joinMeeting,
  leaveMeeting,
  startMeeting,
  updateMeeting,
} from '../../domain/commands/meetings';
import type { Actor } from '../../domain/policies/authorize';
import * as meetingPolicy from '../../domain/policies/meetings';
import { myBallotOf, presentMeeting } from '../../domain/presenters/meetings';
import type { AppDeps } from '../deps';
import { requireUser, type AppState } from '../middleware/currentUser';
import { idParam } from '../params';
import { writeRoutes, type WriteCost } from '../writeRoute';

type Ctx = RouterContext<AppState>;

/** Every meeting write counts against the caller's allowance of meeting writes, a refused one too. */
export const meetingWrites = { allowances: { names: ['meetingWritesPerUser'] } } satisfies WriteCost<
  unknown,
  unknown
>;

/** The meeting id of the path; signed out is 401 before any 404, as everywhere. */
export const meetingId = (ctx: Ctx) => (requireUser(ctx), idParam(ctx.params.id, MEETING_MESSAGES.notFound));

export function meetingRoutes(deps: AppDeps) {
  const { db } = deps;
  const { write } = writeRoutes(deps);
  const router = new Router<AppState>({ prefix: '/api' });
  const projectId = (ctx: Ctx) => (requireUser(ctx), idParam(ctx.params.id, PROJECT_MESSAGES.notFound));
  /** A write on the meeting of the path. */
  const onMeeting = <T>(
    command: (trx: Db, actor: Actor, id: number, body: unknown) => Promise<CommandOutcome<T>>,
  ) =>
    write({
      input: (ctx) => ({ id: meetingId(ctx), body: ctx.request.body as unknown }),
      command: (trx, actor, { id, body }) => command(trx, actor, id, body),
      cost: meetingWrites,
    });

  router.get('/projects/:id/meeting', async (ctx) => {
    const actor = requireUser(ctx);
    const project = await meetingPolicy.loadProjectMeeting(db, actor, projectId(ctx));
    const answer: CurrentMeeting = project.meeting
      ? { meeting: presentMeeting(project.meeting), myBallot: myBallotOf(project.meeting, actor.id) }
      : { meeting: null, myBallot: null };
    ctx.body = answer;
  });

  router.post(
    '/projects/:id/meeting',
    write({
      input: projectId,
      command: (trx, actor, id) => startMeeting(trx, actor, id),
      cost: meetingWrites,
      status: 201,
    }),
  );

  router.patch('/meetings/:id', onMeeting(updateMeeting));
  router.post(
    '/meetings/:id/join',
    onMeeting((trx, actor, id) => joinMeeting(trx, actor, id)),
  );
  router.post(
    '/meetings/:id/leave',
    onMeeting((trx, actor, id) => leaveMeeting(trx, actor, id)),
  );
  router.post(
    '/meetings/:id/end',
    onMeeting((trx, actor, id) => endMeeting(trx, actor, id)),
  );

  return router;
}
