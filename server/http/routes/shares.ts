// /api/folders/{id}/share(s), /api/folder-shares/{id}, /api/folder-share-counts: sharing a folder by e-mail.
import Router from '@koa/router';
import { PROJECT_MESSAGES } from '../../../common/schemas/projects';
import { SHARE_MESSAGES } from '../../../common/schemas/shares';
import type { UserRow } from '../../db/repos/users';
import { runCommand } from '../../domain/changes';
import { removeShare, shareFolder, type ShareOutcome } from '../../domain/commands/shares';
import { folderShareList, visibleShareCounts } from '../../domain/queries/shares';
import { mailTemplates } from '../../mail/templates';
import { appLink, type AppDeps } from '../deps';
import { requireUser, type AppState } from '../middleware/currentUser';
import { changeMeta, idParam } from '../params';
import type { LimiterName } from '../rateLimits';

const folderId = (params: { id?: string }) => idParam(params.id, PROJECT_MESSAGES.notFound);

/** Each share mails an invitation: a sharer's allowance per hour and per day (docs/api/sharing.md "Limits"). */
const SHARE_LIMITS: LimiterName[] = ['sharesPerUserHour', 'sharesPerUserDay'];

export function shareRoutes({ db, changes, config, mailer, logger, rateLimits }: AppDeps) {
  const router = new Router<AppState>({ prefix: '/api' });

  /**
   * Counts the share against the sharer's allowance before it is made, so racing requests cannot overrun
   * it, and gives the count back unless a share was created (refused, failed, or already there).
   */
  async function withinShareAllowance(userId: string, share: () => Promise<ShareOutcome>) {
    const counted: LimiterName[] = [];
    let outcome: ShareOutcome | undefined;
    try {
      for (const name of SHARE_LIMITS) {
        await rateLimits.consume(name, userId);
        counted.push(name);
      }
      outcome = await share();
      return outcome;
    } finally {
      if (!outcome?.created) await Promise.all(counted.map((name) => rateLimits.refund(name, userId)));
    }
  }

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

  router.post('/folders/:id/share', async (ctx) => {
    const user = requireUser(ctx);
    const id = folderId(ctx.params);
    const body: unknown = ctx.request.body;
    const outcome = await withinShareAllowance(user.id, () =>
      runCommand(db, changes, changeMeta(ctx), (trx) => shareFolder(trx, user, id, body)),
    );
    if (outcome.created) await sendInvitation(user, outcome);
    ctx.status = outcome.created ? 201 : 200;
    ctx.body = outcome.share;
  });

  router.get('/folders/:id/shares', async (ctx) => {
    ctx.body = await folderShareList(db, requireUser(ctx), folderId(ctx.params));
  });

  router.delete('/folder-shares/:id', async (ctx) => {
    const user = requireUser(ctx);
    const id = idParam(ctx.params.id, SHARE_MESSAGES.notFound);
    ctx.body = await runCommand(db, changes, changeMeta(ctx), (trx) => removeShare(trx, user, id));
  });

  router.get('/folder-share-counts', async (ctx) => {
    ctx.body = await visibleShareCounts(db, requireUser(ctx));
  });

  return router;
}
