// Projector room links: the folder's owner creates a read-only link to one project's live
// roadmap, lists the folder's links and revokes them. A revoke ends the link's open projector sockets
// before it answers. No route accepts the key itself.
import Router from '@koa/router';
import { PROJECT_MESSAGES } from '../../../common/schemas/projects';
import { ROOM_LINK_MESSAGES, roomLinkPath, type CreatedRoomLink } from '../../../common/schemas/roomLinks';
import { createRoomLink, revokeRoomLink } from '../../domain/commands/roomLinks';
import { folderRoomLinks } from '../../domain/queries/roomLinks';
import { appLink, type AppDeps } from '../deps';
import { requireUser, type AppState } from '../middleware/currentUser';
import { idParam } from '../params';
import { writeRoutes } from '../writeRoute';

const projectId = (params: { id?: string }) => idParam(params.id, PROJECT_MESSAGES.notFound);

export function roomLinkRoutes(deps: AppDeps) {
  const { db, config, connections } = deps;
  const { write } = writeRoutes(deps);
  const router = new Router<AppState>({ prefix: '/api' });

  router.get('/folders/:id/room-links', async (ctx) => {
    ctx.body = await folderRoomLinks(db, requireUser(ctx), projectId(ctx.params));
  });

  router.post(
    '/projects/:id/room-links',
    write({
      input: (ctx) => projectId(ctx.params),
      command: (trx, user, id) => createRoomLink(trx, user, id),
      answer: ({ link, key }): CreatedRoomLink => ({
        ...link,
        url: appLink(config, roomLinkPath(link.projectId, key)),
      }),
      status: 201,
    }),
  );

  router.delete(
    '/room-links/:id',
    write({
      input: (ctx) => idParam(ctx.params.id, ROOM_LINK_MESSAGES.notFound),
      command: (trx, user, id) => revokeRoomLink(trx, user, id),
      // After the commit, so a projector that reconnects meanwhile finds the link gone.
      afterCommit: (_result, _ctx, id) => connections.endRoomLink(id),
    }),
  );

  return router;
}
