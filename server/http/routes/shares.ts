// /api/folders/{id}/share(s), /api/folder-shares/{id}, /api/folder-share-counts: sharing a folder by e-mail.
import Router from '@koa/router';
import { PROJECT_MESSAGES } from '../../../common/schemas/projects';
import { SHARE_MESSAGES, shareFolderRequest } from '../../../common/schemas/shares';
import { folderSharesRepo } from '../../db/repos/folderShares';
import { usersRepo, type UserRow } from '../../db/repos/users';
import { runCommand } from '../../domain/changes';
import { removeShare, shareFolder, type ShareOutcome } from '../../domain/commands/shares';
import * as projectPolicy from '../../domain/policies/projects';
import { presentShareList } from '../../domain/presenters/shares';
import { mailTemplates } from '../../mail/templates';
import { appLink, type AppDeps } from '../deps';
import { requireUser, type AppState } from '../middleware/currentUser';
import { changeMeta, idParam } from '../params';
import { parse } from '../validate';

const folderId = (params: { id?: string }) => idParam(params.id, PROJECT_MESSAGES.notFound);

export function shareRoutes({ db, changes, config, mailer, logger }: AppDeps) {
  const router = new Router<AppState>({ prefix: '/api' });

  /** Runs after the commit: a mail failure is logged and never loses the share. */
  async function sendInvitation(sharer: UserRow, { share, folderName }: ShareOutcome) {
    const hasAccount = share.status === 'active';
    const url = appLink(
      config,
      hasAccount ? '/' : `/signup?email=${encodeURIComponent(share.sharedWithEmail)}`,
    );
    const sharedBy = [sharer.firstName, sharer.lastName].filter(Boolean).join(' ') || sharer.email;
    await mailer
      .send(share.sharedWithEmail, mailTemplates.shareInvitation({ sharedBy, folderName, url, hasAccount }))
      .catch((err) => logger.error({ err, shareId: share.id }, 'could not send the share invitation'));
  }

  router.post('/folders/:id/share', async (ctx) => {
    const user = requireUser(ctx);
    const id = folderId(ctx.params);
    const { email } = parse(shareFolderRequest, ctx.request.body);
    const outcome = await runCommand(db, changes, changeMeta(ctx), (trx) =>
      shareFolder(trx, user, id, email),
    );
    if (outcome.created) await sendInvitation(user, outcome);
    ctx.status = outcome.created ? 201 : 200;
    ctx.body = outcome.share;
  });

  router.get('/folders/:id/shares', async (ctx) => {
    const user = requireUser(ctx);
    const id = folderId(ctx.params);
    const folder = await projectPolicy.loadFolder(db, user, 'read', id, SHARE_MESSAGES.notAFolder);
    const [rows, owner] = await Promise.all([
      folderSharesRepo.listForFolder(db, folder.id),
      usersRepo.findById(db, folder.ownerId),
    ]);
    ctx.body = presentShareList(rows, owner);
  });

  router.delete('/folder-shares/:id', async (ctx) => {
    const user = requireUser(ctx);
    const id = idParam(ctx.params.id, SHARE_MESSAGES.notFound);
    ctx.body = await runCommand(db, changes, changeMeta(ctx), (trx) => removeShare(trx, user, id));
  });

  router.get('/folder-share-counts', async (ctx) => {
    ctx.body = await folderSharesRepo.visibleCounts(db, requireUser(ctx).id);
  });

  return router;
}
