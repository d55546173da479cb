// /api/clients, /api/client-project-counts, /api/clients/{id}/projects.
import Router from '@koa/router';
import { CLIENT_MESSAGES, createClientRequest, updateClientRequest } from '../../../common/schemas/clients';
import { clientsRepo } from '../../db/repos/clients';
import { projectsRepo } from '../../db/repos/projects';
import { runCommand } from '../../domain/changes';
import { createClient, deleteClient, updateClient } from '../../domain/commands/clients';
import * as clientPolicy from '../../domain/policies/clients';
import { presentClient, presentProject } from '../../domain/presenters/workspace';
import type { AppDeps } from '../deps';
import { requireUser, type AppState } from '../middleware/currentUser';
import { changeMeta, idParam } from '../params';
import { parse } from '../validate';

const clientId = (params: { id?: string }) => idParam(params.id, CLIENT_MESSAGES.notFound);

export function clientRoutes({ db, changes }: AppDeps) {
  const router = new Router<AppState>({ prefix: '/api' });

  router.get('/clients', async (ctx) => {
    const user = requireUser(ctx);
    ctx.body = (await clientsRepo.listVisible(db, user.id)).map((row) => presentClient(row, row.access));
  });

  router.get('/client-project-counts', async (ctx) => {
    ctx.body = await clientsRepo.visibleProjectCounts(db, requireUser(ctx).id);
  });

  router.get('/clients/:id/projects', async (ctx) => {
    const user = requireUser(ctx);
    const client = await clientPolicy.load(db, user, 'read', clientId(ctx.params));
    ctx.body = (await projectsRepo.listVisible(db, user.id, client.id)).map((row) =>
      presentProject(row, row.access),
    );
  });

  router.post('/clients', async (ctx) => {
    const user = requireUser(ctx);
    const input = parse(createClientRequest, ctx.request.body);
    ctx.body = await runCommand(db, changes, changeMeta(ctx), (trx) => createClient(trx, user, input));
    ctx.status = 201;
  });

  router.put('/clients/:id', async (ctx) => {
    const user = requireUser(ctx);
    const id = clientId(ctx.params);
    const input = parse(updateClientRequest, ctx.request.body);
    ctx.body = await runCommand(db, changes, changeMeta(ctx), (trx) => updateClient(trx, user, id, input));
  });

  router.delete('/clients/:id', async (ctx) => {
    const user = requireUser(ctx);
    const id = clientId(ctx.params);
    ctx.body = await runCommand(db, changes, changeMeta(ctx), (trx) => deleteClient(trx, user, id));
  });

  return router;
}
