// /api/projects…: folders and projects, the project data bundle, and card counts.
import Router from '@koa/router';
import { createProjectRequest, PROJECT_MESSAGES } from '../../../common/schemas/projects';
import { createProject, deleteProject, updateProject } from '../../domain/commands/projects';
import * as projectPolicy from '../../domain/policies/projects';
import { presentProject } from '../../domain/presenters/workspace';
import {
  projectCardsJson,
  projectCategories,
  projectReleasesJson,
  visibleCardCounts,
  visibleProjects,
} from '../../domain/queries/workspace';
import type { AppDeps } from '../deps';
import { projectDataAnswers } from '../projectDataAnswers';
import { requireUser, type AppState } from '../middleware/currentUser';
import { idParam } from '../params';
import { parse } from '../validate';
import { writeRoutes } from '../writeRoute';

const projectId = (params: { id?: string }) => idParam(params.id, PROJECT_MESSAGES.notFound);

/** A data load this long or longer goes gzipped to a client that accepts it (a small one gains nothing). */
const GZIP_FROM_CHARS = 4096;

export function projectRoutes(deps: AppDeps) {
  const { db } = deps;
  const { write } = writeRoutes(deps);
  const router = new Router<AppState>({ prefix: '/api' });
  const dataAnswers = projectDataAnswers(db);

  router.get('/projects', async (ctx) => {
    ctx.body = await visibleProjects(db, requireUser(ctx));
  });

  router.get('/card-counts', async (ctx) => {
    ctx.body = await visibleCardCounts(db, requireUser(ctx));
  });

  router.get('/projects/:id', async (ctx) => {
    const project = await projectPolicy.load(db, requireUser(ctx), 'read', projectId(ctx.params));
    ctx.body = presentProject(project, project.role);
  });

  // The two hottest reads answer JSON text that PostgreSQL built (see projectJsonRepo); the data load's is
  // kept per project and seq (projectDataAnswers.ts), revalidated by its ETag and gzipped when asked.
  router.get('/projects/:id/data', async (ctx) => {
    const answer = await dataAnswers.load(requireUser(ctx), projectId(ctx.params));
    ctx.status = 200;
    // Private data: kept only in the user's own browser, and asked again on every use.
    ctx.set('Cache-Control', 'private, no-cache');
    ctx.vary('Accept-Encoding');
    ctx.etag = answer.etag;
    if (ctx.fresh) {
      ctx.status = 304;
      return;
    }
    ctx.type = 'json';
    if (answer.json.length >= GZIP_FROM_CHARS && ctx.acceptsEncodings('gzip', 'identity') === 'gzip') {
      ctx.set('Content-Encoding', 'gzip');
      ctx.body = await answer.gzipped();
    } else ctx.body = answer.json;
  });

  router.get('/projects/:id/cards', async (ctx) => {
    ctx.type = 'json';
    ctx.body = await projectCardsJson(db, requireUser(ctx), projectId(ctx.params));
  });

  router.get('/projects/:id/categories', async (ctx) => {
    ctx.body = await projectCategories(db, requireUser(ctx), projectId(ctx.params));
  });

  router.get('/projects/:id/releases', async (ctx) => {
    ctx.type = 'json';
    ctx.body = await projectReleasesJson(db, requireUser(ctx), projectId(ctx.params));
  });

  router.post(
    '/projects',
    write({
      input: (ctx) => parse(createProjectRequest, ctx.request.body),
      command: (trx, user, input) => createProject(trx, user, input),
      status: 201,
    }),
  );

  router.put(
    '/projects/:id',
    write({
      input: (ctx) => ({ id: projectId(ctx.params), body: ctx.request.body as unknown }),
      command: (trx, user, { id, body }) => updateProject(trx, user, id, body),
    }),
  );

  router.delete(
    '/projects/:id',
    write({
      input: (ctx) => projectId(ctx.params),
      command: (trx, user, id) => deleteProject(trx, user, id),
    }),
  );

  return router;
}
