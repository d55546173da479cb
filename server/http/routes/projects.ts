// /api/projects…: folders and projects, the project data bundle, and card counts.
import Router from '@koa/router';
import {
  createProjectRequest,
  PROJECT_MESSAGES,
  updateProjectRequest,
} from '../../../common/schemas/projects';
import type { Db } from '../../db/connection';
import { categoriesRepo } from '../../db/repos/categories';
import { projectJsonRepo } from '../../db/repos/projectJson';
import { projectsRepo } from '../../db/repos/projects';
import { runCommand } from '../../domain/changes';
import { createProject, deleteProject, updateProject } from '../../domain/commands/projects';
import * as projectPolicy from '../../domain/policies/projects';
import { presentCategory } from '../../domain/presenters/planning';
import { presentProject } from '../../domain/presenters/workspace';
import type { AppDeps } from '../deps';
import { projectDataAnswers } from '../projectDataAnswers';
import { requireUser, type AppState } from '../middleware/currentUser';
import { changeMeta, idParam } from '../params';
import { parse } from '../validate';

const categoriesOf = async (db: Db, projectId: number) =>
  (await categoriesRepo.listForProject(db, projectId)).map(presentCategory);

const projectId = (params: { id?: string }) => idParam(params.id, PROJECT_MESSAGES.notFound);

/** A data load this long or longer goes gzipped to a client that accepts it (a small one gains nothing). */
const GZIP_FROM_CHARS = 4096;

export function projectRoutes({ db, changes }: AppDeps) {
  const router = new Router<AppState>({ prefix: '/api' });
  const dataAnswers = projectDataAnswers(db);

  router.get('/projects', async (ctx) => {
    const user = requireUser(ctx);
    ctx.body = (await projectsRepo.listVisible(db, user.id)).map((row) => presentProject(row, row.access));
  });

  router.get('/card-counts', async (ctx) => {
    ctx.body = await projectsRepo.visibleCardCounts(db, requireUser(ctx).id);
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
    const project = await projectPolicy.load(db, requireUser(ctx), 'read', projectId(ctx.params));
    ctx.type = 'json';
    ctx.body = await projectJsonRepo.cards(db, project.id);
  });

  router.get('/projects/:id/categories', async (ctx) => {
    const project = await projectPolicy.load(db, requireUser(ctx), 'read', projectId(ctx.params));
    ctx.body = await categoriesOf(db, project.id);
  });

  router.get('/projects/:id/releases', async (ctx) => {
    const project = await projectPolicy.load(db, requireUser(ctx), 'read', projectId(ctx.params));
    ctx.type = 'json';
    ctx.body = await projectJsonRepo.releases(db, project.id);
  });

  router.post('/projects', async (ctx) => {
    const user = requireUser(ctx);
    const input = parse(createProjectRequest, ctx.request.body);
    ctx.body = await runCommand(db, changes, changeMeta(ctx), (trx) => createProject(trx, user, input));
    ctx.status = 201;
  });

  router.put('/projects/:id', async (ctx) => {
    const user = requireUser(ctx);
    const id = projectId(ctx.params);
    const input = parse(updateProjectRequest, ctx.request.body);
    ctx.body = await runCommand(db, changes, changeMeta(ctx), (trx) => updateProject(trx, user, id, input));
  });

  router.delete('/projects/:id', async (ctx) => {
    const user = requireUser(ctx);
    const id = projectId(ctx.params);
    ctx.body = await runCommand(db, changes, changeMeta(ctx), (trx) => deleteProject(trx, user, id));
  });

  return router;
}
