// /api/releases… and /api/sprints…: releases and the sprints inside them (listing lives in routes/projects.ts).
import Router from '@koa/router';
import type { ParameterizedContext } from 'koa';
import { PROJECT_MESSAGES } from '../../../common/schemas/projects';
import {
  createReleaseRequest,
  createSprintRequest,
  RELEASE_MESSAGES,
  updateReleaseRequest,
  updateSprintRequest,
} from '../../../common/schemas/releases';
import { releasesRepo } from '../../db/repos/releases';
import { runCommand } from '../../domain/changes';
import { createRelease, deleteRelease, updateRelease } from '../../domain/commands/releases';
import { createSprint, deleteSprint, updateSprint } from '../../domain/commands/sprints';
import { authorizeChildProject, authorizeProject } from '../../domain/policies';
import { presentSprint } from '../../domain/presenters/planning';
import type { AppDeps } from '../deps';
import { notFound } from '../errors';
import { requireUser, type AppState } from '../middleware/currentUser';
import { changeMeta, idParam } from '../params';
import { parse } from '../validate';

type IdContext = ParameterizedContext<AppState> & { params: { id?: string } };

export function releaseRoutes({ db, changes }: AppDeps) {
  const router = new Router<AppState>({ prefix: '/api' });

  /** Resolves :id to a release whose project the caller may read (and so change), or 404. */
  async function readableRelease(ctx: IdContext) {
    const user = requireUser(ctx);
    const id = idParam(ctx.params.id, RELEASE_MESSAGES.notFound);
    const row = await releasesRepo.findById(db, id);
    if (!row) throw notFound(RELEASE_MESSAGES.notFound);
    return { id, access: await authorizeProject(db, user, row.projectId, RELEASE_MESSAGES.notFound) };
  }

  /** Resolves :id to a sprint the caller may read through its release's project, or 404. */
  async function readableSprint(ctx: IdContext) {
    const user = requireUser(ctx);
    const id = idParam(ctx.params.id, RELEASE_MESSAGES.sprintNotFound);
    const sprint = await releasesRepo.findSprintById(db, id);
    const release = sprint && (await releasesRepo.findById(db, sprint.releaseId));
    if (!release) throw notFound(RELEASE_MESSAGES.sprintNotFound);
    return {
      id,
      access: await authorizeProject(db, user, release.projectId, RELEASE_MESSAGES.sprintNotFound),
    };
  }

  router.post('/releases', async (ctx) => {
    const user = requireUser(ctx);
    const input = parse(createReleaseRequest, ctx.request.body);
    // Releases belong to a project; a folder id is "not found" like any project the caller cannot use.
    const access = await authorizeChildProject(db, user, input.projectId, PROJECT_MESSAGES.notFound);
    ctx.body = await runCommand(db, changes, changeMeta(ctx), (trx) => createRelease(trx, access, input));
    ctx.status = 201;
  });

  router.put('/releases/:id', async (ctx) => {
    const { id, access } = await readableRelease(ctx);
    const input = parse(updateReleaseRequest, ctx.request.body);
    ctx.body = await runCommand(db, changes, changeMeta(ctx), (trx) => updateRelease(trx, access, id, input));
  });

  router.delete('/releases/:id', async (ctx) => {
    const { id, access } = await readableRelease(ctx);
    ctx.body = await runCommand(db, changes, changeMeta(ctx), (trx) => deleteRelease(trx, access, id));
  });

  router.get('/releases/:id/sprints', async (ctx) => {
    const { id } = await readableRelease(ctx);
    ctx.body = (await releasesRepo.sprintsForReleases(db, [id])).map(presentSprint);
  });

  router.post('/releases/:id/sprints', async (ctx) => {
    const { id, access } = await readableRelease(ctx);
    const input = parse(createSprintRequest, ctx.request.body);
    ctx.body = await runCommand(db, changes, changeMeta(ctx), (trx) => createSprint(trx, access, id, input));
    ctx.status = 201;
  });

  router.put('/sprints/:id', async (ctx) => {
    const { id, access } = await readableSprint(ctx);
    const input = parse(updateSprintRequest, ctx.request.body);
    ctx.body = await runCommand(db, changes, changeMeta(ctx), (trx) => updateSprint(trx, access, id, input));
  });

  router.delete('/sprints/:id', async (ctx) => {
    const { id, access } = await readableSprint(ctx);
    ctx.body = await runCommand(db, changes, changeMeta(ctx), (trx) => deleteSprint(trx, access, id));
  });

  return router;
}
