// Projector room links: the folder's owner creates a read-only link to one project's live
// roadmap, lists the folder's links and revokes them. A revoke ends the link's open projector sockets
// before it answers. No route accepts the key itself.
import Router from '@koa/router';
import { PROJECT_MESSAGES } from '../../../common/schemas/projects';
import { ROOM_LINK_MESSAGES, roomLinkPath, type CreatedRoomLink } from '../../../common/schemas/roomLinks';
import { runCommand } from '../../domain/changes';
import { createRoomLink, revokeRoomLink } from '../../domain/commands/roomLinks';
import { folderRoomLinks } from '../../domain/queries/roomLinks';
import { appLink, type AppDeps } from '../deps';
import { requireUser, type AppState } from '../middleware/currentUser';
import { changeMeta, idParam } from '../params';

const projectId = (params: { id?: string }) => idParam(params.id, PROJECT_MESSAGES.notFound);

export function roomLinkRoutes({ db, changes, config, connections }: AppDeps) {
  const router = new Router<AppState>({ prefix: '/api' });

  router.get('/folders/:id/room-links', async (ctx) => {
    ctx.body = await folderRoomLinks(db, requireUser(ctx), projectId(ctx.params));
  });

  router.post('/projects/:id/room-links', async (ctx) => {
    const user = requireUser(ctx);
    const id = projectId(ctx.params);
    const { link, key } = await runCommand(db, changes, changeMeta(ctx), (trx) =>
      createRoomLink(trx, user, id),
    );
    const answer: CreatedRoomLink = { ...link, url: appLink(config, roomLinkPath(link.projectId, key)) };
    ctx.status = 201;
    ctx.body = answer;
  });

  router.delete('/room-links/:id', async (ctx) => {
    const user = requireUser(ctx);
    const id = idParam(ctx.params.id, ROOM_LINK_MESSAGES.notFound);
    ctx.body = await runCommand(db, changes, changeMeta(ctx), (trx) => revokeRoomLink(trx, user, id));
    // After the commit, so a projector that reconnects meanwhile finds the link gone.
    await connections.endRoomLink(id);
  });

  return router;
}
