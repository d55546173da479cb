// /api/folders/{id}/share(s), /api/folder-shares/{id}, /api/folder-share-counts: sharing a folder by e-mail.
import Router from '@koa/router';
import { PROJECT_MESSAGES } from '../../../common/schemas/projects';
import { SHARE_MESSAGES } from '../../../common/schemas/shares';
import type { UserRow } from '../../db/repos/users';
import { removeShare, shareFolder, type ShareOutcome } from '../../domain/commands/shares';
import { folderShareList, visibleShareCounts } from '../../domain/queries/shares';
import { mailTemplates } from '../../mail/templates';
import { appLink, type AppDeps } from '../deps';
import { requireUser, type AppState } from '../middleware/currentUser';
import { idParam } from '../params';
import type { LimiterName } from '../rateLimits';
import { writeRoutes } from '../writeRoute';

const folderId = (params: { id?: string }) => idParam(params.id, PROJECT_MESSAGES.notFound);

/** Each share mails an invitation: a sharer's allowance per hour and per day (docs/api/sharing.md "Limits"). */
const SHARE_LIMITS: LimiterName[] = ['sharesPerUserHour', 'sharesPerUserDay'];

export function shareRoutes(deps: AppDeps) {
  const { db, config, mailer, logger } = deps;
  const { write } = writeRoutes(deps);
  const router = new Router<AppState>({ prefix: '/api' });

  /** Runs after the commit: a mail failure is logged and never loses the share. */
  async function sendInvitation(sharer: UserRow, outcome: ShareOutcome) {
    const { share, folderName } = outcome;
    // An account that has not proven the address yet signs in (a magic link proves it) rather than signs up.
    const hasAccount = outcome.recipientHasAccount;
    const url = appLink(
      config,
      hasAccount ? '/' : `/signup?email=${encodeURIComponent(share.sharedWithEmail)}`,
    );
    const sharedBy = [sharer.firstName, sharer.lastName].filter(Boolean).join(' ') || sharer.email;
    await mailer
      .send(share.sharedWithEmail, mailTemplates.shareInvitation({ sharedBy, folderName, url, hasAccount }))
      .catch((err) => logger.error({ err, shareId: share.id }, 'could not send the share invitation'));
  }

  // Each share counts against the sharer's allowances before it is made, so racing requests cannot overrun
  // them, and is given back unless a share was created (refused, failed, or already there).
  router.post(
    '/folders/:id/share',
    write({
      input: (ctx, sharer) => ({ sharer, id: folderId(ctx.params), body: ctx.request.body as unknown }),
      command: (trx, sharer, { id, body }) => shareFolder(trx, sharer, id, body),
      cost: { allowances: { names: SHARE_LIMITS, counts: (outcome) => outcome.created } },
      afterCommit: (outcome, _ctx, { sharer }) =>
        outcome.created ? sendInvitation(sharer, outcome) : undefined,
      answer: (outcome) => outcome.share,
      status: (outcome) => (outcome.created ? 201 : 200),
    }),
  );

  router.get('/folders/:id/shares', async (ctx) => {
    ctx.body = await folderShareList(db, requireUser(ctx), folderId(ctx.params));
  });

  router.delete(
    '/folder-shares/:id',
    write({
      input: (ctx) => idParam(ctx.params.id, SHARE_MESSAGES.notFound),
      command: (trx, user, id) => removeShare(trx, user, id),
    }),
  );

  router.get('/folder-share-counts', async (ctx) => {
    ctx.body = await visibleShareCounts(db, requireUser(ctx));
  });

  return router;
}
