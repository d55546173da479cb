// /api/folders/{id}/share(s), /api/folder-shares/{id}, /api/folder-share-counts: sharing a folder by e-mail.
import Router from '@koa/router';
import { PROJECT_MESSAGES } from '../../../common/schemas/projects';
import { SHARE_MESSAGES, shareFolderRequest, type FolderShare } from '../../../common/schemas/shares';
import { folderSharesRepo } from '../../db/repos/folderShares';
import { usersRepo, type UserRow } from '../../db/repos/users';
import { runCommand } from '../../domain/changes';
import { assertFolder, removeShare, shareFolder } from '../../domain/commands/shares';
import { authorizeProject, type ProjectAccess } from '../../domain/policies';
import { presentShareList } from '../../domain/presenters/shares';
import { mailTemplates } from '../../mail/templates';
import { appLink, type AppDeps } from '../deps';
import { requireUser, type AppState } from '../middleware/currentUser';
import { changeMeta, idParam } from '../params';
import { parse } from '../validate';

export function shareRoutes({ db, changes, config, mailer, logger }: AppDeps) {
  const router = new Router<AppState>({ prefix: '/api' });

  /** Resolves :id to a folder or project the caller may read, or 404. */
  const readable = (ctx: { params: { id?: string }; state: AppState }) =>
    authorizeProject(db, requireUser(ctx as never), idParam(ctx.params.id, PROJECT_MESSAGES.notFound));

  /** Runs after the commit: a mail failure is logged and never loses the share. */
  async function sendInvitation(sharer: UserRow, folder: ProjectAccess, share: FolderShare) {
    const hasAccount = share.status === 'active';
    const url = appLink(
      config,
      hasAccount ? '/' : `/signup?email=${encodeURIComponent(share.sharedWithEmail)}`,
    );
    const sharedBy = [sharer.firstName, sharer.lastName].filter(Boolean).join(' ') || sharer.email;
    await mailer
      .send(
        share.sharedWithEmail,
        mailTemplates.shareInvitation({ sharedBy, folderName: folder.name, url, hasAccount }),
      )
      .catch((err) => logger.error({ err, shareId: share.id }, 'could not send the share invitation'));
  }

  router.post('/folders/:id/share', async (ctx) => {
    const user = requireUser(ctx);
    const folder = await readable(ctx);
    const { email } = parse(shareFolderRequest, ctx.request.body);
    const { share, created } = await runCommand(db, changes, changeMeta(ctx), (trx) =>
      shareFolder(trx, user, folder, email),
    );
    if (created) await sendInvitation(user, folder, share);
    ctx.status = created ? 201 : 200;
    ctx.body = share;
  });

  router.get('/folders/:id/shares', async (ctx) => {
    const folder = await readable(ctx);
    assertFolder(folder);
    const [rows, owner] = await Promise.all([
      folderSharesRepo.listForFolder(db, folder.id),
      usersRepo.findById(db, folder.ownerId),
    ]);
    ctx.body = presentShareList(rows, owner);
  });

  router.delete('/folder-shares/:id', async (ctx) => {
    const user = requireUser(ctx);
    const shareId = idParam(ctx.params.id, SHARE_MESSAGES.notFound);
    ctx.body = await runCommand(db, changes, changeMeta(ctx), (trx) => removeShare(trx, user, shareId));
  });

  router.get('/folder-share-counts', async (ctx) => {
    ctx.body = await folderSharesRepo.visibleCounts(db, requireUser(ctx).id);
  });

  return router;
}
