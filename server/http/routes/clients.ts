// /api/clients, /api/client-project-counts, /api/clients/{id}/projects.
import Router from '@koa/router';
import { CLIENT_MESSAGES, createClientRequest } from '../../../common/schemas/clients';
import { runCommand } from '../../domain/changes';
import { createClient, deleteClient, updateClient } from '../../domain/commands/clients';
import { clientProjects, visibleClients, visibleProjectCounts } from '../../domain/queries/workspace';
import type { AppDeps } from '../deps';
import { requireUser, type AppState } from '../middleware/currentUser';
import { changeMeta, idParam } from '../params';
import { parse } from '../validate';

const clientId = (params: { id?: string }) => idParam(params.id, CLIENT_MESSAGES.notFound);

export function clientRoutes({ db, changes }: AppDeps) {
  const router = new Router<AppState>({ prefix: '/api' });

  router.get('/clients', async (ctx) => {
    ctx.body = await visibleClients(db, requireUser(ctx));
  });

  router.get('/client-project-counts', async (ctx) => {
    ctx.body = await visibleProjectCounts(db, requireUser(ctx));
  });

  router.get('/clients/:id/projects', async (ctx) => {
    ctx.body = await clientProjects(db, requireUser(ctx), clientId(ctx.params));
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
    const body: unknown = ctx.request.body;
    ctx.body = await runCommand(db, changes, changeMeta(ctx), (trx) => updateClient(trx, user, id, body));
  });

  router.delete('/clients/:id', async (ctx) => {
    const user = requireUser(ctx);
    const id = clientId(ctx.params);
    ctx.body = await runCommand(db, changes, changeMeta(ctx), (trx) => deleteClient(trx, user, id));
  });

  return router;
}
