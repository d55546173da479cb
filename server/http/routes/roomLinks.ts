// Projector room links (issue 7): the folder's owner creates a read-only link to one project's live
// roadmap (the key is shown once; only its SHA-256 is stored), lists the folder's links and revokes them.
// A revoke ends the link's open projector sockets before it answers. No route accepts the key itself.
import Router from '@koa/router';
import { CARD_MESSAGES } from '../../../common/schemas/cards';
import { PROJECT_MESSAGES } from '../../../common/schemas/projects';
import { ROOM_LINK_MESSAGES, roomLinkPath, type CreatedRoomLink } from '../../../common/schemas/roomLinks';
import { hashToken, newToken } from '../../auth/tokens';
import { roomLinksRepo } from '../../db/repos/roomLinks';
import { assertFolderOwner, authorizeChildProject, authorizeProject } from '../../domain/policies';
import { presentRoomLink } from '../../domain/presenters/roomLinks';
import { assertFolder } from '../../domain/commands/shares';
import { appLink, type AppDeps } from '../deps';
import { notFound } from '../errors';
import { requireUser, type AppState } from '../middleware/currentUser';
import { idParam } from '../params';

export function roomLinkRoutes({ db, config, connections }: AppDeps) {
  const router = new Router<AppState>({ prefix: '/api' });

  router.get('/folders/:id/room-links', async (ctx) => {
    const user = requireUser(ctx);
    const folder = await authorizeProject(db, user, idParam(ctx.params.id, PROJECT_MESSAGES.notFound));
    assertFolder(folder);
    assertFolderOwner(folder, ROOM_LINK_MESSAGES.ownerOnly);
    ctx.body = (await roomLinksRepo.listForFolder(db, folder.id)).map(presentRoomLink);
  });

  router.post('/projects/:id/room-links', async (ctx) => {
    const user = requireUser(ctx);
    const projectId = idParam(ctx.params.id, PROJECT_MESSAGES.notFound);
    const project = await authorizeChildProject(db, user, projectId, CARD_MESSAGES.notAProject);
    // A project's role is its folder's: only the folder's owner makes links.
    assertFolderOwner(project, ROOM_LINK_MESSAGES.ownerOnly);
    const key = newToken();
    const row = await roomLinksRepo.create(db, {
      projectId: project.id,
      tokenHash: hashToken(key),
      createdByUserId: user.id,
    });
    const answer: CreatedRoomLink = {
      ...presentRoomLink(row),
      url: appLink(config, roomLinkPath(project.id, key)),
    };
    ctx.status = 201;
    ctx.body = answer;
  });

  router.delete('/room-links/:id', async (ctx) => {
    const user = requireUser(ctx);
    const id = idParam(ctx.params.id, ROOM_LINK_MESSAGES.notFound);
    const link = await roomLinksRepo.find(db, id);
    if (!link) throw notFound(ROOM_LINK_MESSAGES.notFound);
    // Someone who cannot see the project gets the same 404 as for a link that does not exist.
    const project = await authorizeProject(db, user, link.projectId).catch(() => {
      throw notFound(ROOM_LINK_MESSAGES.notFound);
    });
    assertFolderOwner(project, ROOM_LINK_MESSAGES.ownerOnly);
    await roomLinksRepo.delete(db, id);
    await connections.endRoomLink(id);
    ctx.body = { id };
  });

  return router;
}
