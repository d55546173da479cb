// Meeting mode (docs/meetings.md): a project's running meeting, starting one, steering, joining, leaving and
// ending it. Votes: meetingVotes.ts; minutes and past meetings: meetingMinutes.ts. Every write counts
// against the caller's `meetingWritesPerUser` allowance.
import Router, { type RouterContext } from '@koa/router';
import type { CurrentMeeting } from '../../../common/schemas/meetings';
import { MEETING_MESSAGES } from '../../../common/schemas/meetings';
import { PROJECT_MESSAGES } from '../../../common/schemas/projects';
import type { Db } from '../../db/connection';
import { runCommand, type CommandOutcome } from '../../domain/changes';
import {
  endMeeting,
  joinMeeting,
  leaveMeeting,
  startMeeting,
  updateMeeting,
} from '../../domain/commands/meetings';
import * as meetingPolicy from '../../domain/policies/meetings';
import { myBallotOf, presentMeeting } from '../../domain/presenters/meetings';
import type { AppDeps } from '../deps';
import { requireUser, type AppState } from '../middleware/currentUser';
import { changeMeta, idParam } from '../params';

type Ctx = RouterContext<AppState>;

/** Runs a meeting write for the signed-in caller, within their allowance of meeting writes. */
export function meetingWriter({ db, changes, rateLimits }: AppDeps) {
  return async <T>(ctx: Ctx, command: (trx: Db, actor: { id: string }) => Promise<CommandOutcome<T>>) => {
    const actor = requireUser(ctx);
    await rateLimits.consume('meetingWritesPerUser', actor.id);
    return runCommand(db, changes, changeMeta(ctx), (trx) => command(trx, actor));
  };
}

/** The meeting id of the path; signed out is 401 before any 404, as everywhere. */
export const meetingId = (ctx: Ctx) => (requireUser(ctx), idParam(ctx.params.id, MEETING_MESSAGES.notFound));

export function meetingRoutes(deps: AppDeps) {
  const { db } = deps;
  const router = new Router<AppState>({ prefix: '/api' });
  const write = meetingWriter(deps);
  const projectId = (ctx: Ctx) => (requireUser(ctx), idParam(ctx.params.id, PROJECT_MESSAGES.notFound));

  router.get('/projects/:id/meeting', async (ctx) => {
    const actor = requireUser(ctx);
    const project = await meetingPolicy.loadProjectMeeting(db, actor, projectId(ctx));
    const answer: CurrentMeeting = project.meeting
      ? { meeting: presentMeeting(project.meeting), myBallot: myBallotOf(project.meeting, actor.id) }
      : { meeting: null, myBallot: null };
    ctx.body = answer;
  });

  router.post('/projects/:id/meeting', async (ctx) => {
    const id = projectId(ctx);
    ctx.body = await write(ctx, (trx, actor) => startMeeting(trx, actor, id));
    ctx.status = 201;
  });

  router.patch('/meetings/:id', async (ctx) => {
    const id = meetingId(ctx);
    ctx.body = await write(ctx, (trx, actor) => updateMeeting(trx, actor, id, ctx.request.body));
  });

  router.post('/meetings/:id/join', async (ctx) => {
    const id = meetingId(ctx);
    ctx.body = await write(ctx, (trx, actor) => joinMeeting(trx, actor, id));
  });

  router.post('/meetings/:id/leave', async (ctx) => {
    const id = meetingId(ctx);
    ctx.body = await write(ctx, (trx, actor) => leaveMeeting(trx, actor, id));
  });

  router.post('/meetings/:id/end', async (ctx) => {
    const id = meetingId(ctx);
    ctx.body = await write(ctx, (trx, actor) => endMeeting(trx, actor, id));
  });

  return router;
}
