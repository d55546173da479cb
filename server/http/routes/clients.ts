// /api/clients, /api/client-project-counts, /api/clients/{id}/projects.
import Router from '@koa/router';
import { CLIENT_MESSAGES, createClientRequest } from '../../../common/schemas/clients';
import { createClient, deleteClient, updateClient } from '../../domain/commands/clients';
import { clientProjects, visibleClients, visibleProjectCounts } from '../../domain/queries/workspace';
import type { AppDeps } from '../deps';
import { requireUser, type AppState } from '../middleware/currentUser';
import { idParam } from '../params';
import { parse } from '../validate';
import { writeRoutes } from '../writeRoute';

const clientId = (params: { id?: string }) => idParam(params.id, CLIENT_MESSAGES.notFound);

export function clientRoutes(deps: AppDeps) {
  const { db } = deps;
  const { write } = writeRoutes(deps);
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

  router.post(
    '/clients',
    write({
      input: (ctx) => parse(createClientRequest, ctx.request.body),
      command: (trx, user, input) => createClient(trx, user, input),
      status: 201,
    }),
  );

  router.put(
    '/clients/:id',
    write({
      input: (ctx) => ({ id: clientId(ctx.params), body: ctx.request.body as unknown }),
      command: (trx, user, { id, body }) => updateClient(trx, user, id, body),
    }),
  );

  router.delete(
    '/clients/:id',
    write({
      input: (ctx) => clientId(ctx.params),
      command: (trx, user, id) => deleteClient(trx, user, id),
    }),
  );

  return router;
}
