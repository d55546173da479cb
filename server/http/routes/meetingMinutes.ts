// /api/projects/{id}/meetings and /api/meetings/{id}/minutes(.md|.csv|/email): a project's past meetings
// and their minutes, as JSON, as downloads, and e-mailed to those who took part (docs/meetings.md).
import Router from '@koa/router';
import type { ParameterizedContext } from 'koa';
import { MEETING_MESSAGES } from '../../../common/schemas/meetings';
import { PROJECT_MESSAGES } from '../../../common/schemas/projects';
import { minutesCsv } from '../../domain/minutes/minutesCsv';
import { meetingDate, minutesFilename } from '../../domain/minutes/minutesFormat';
import { minutesMarkdown } from '../../domain/minutes/minutesMarkdown';
import * as minutesPolicy from '../../domain/policies/minutes';
import { pastMeetings } from '../../domain/queries/meetings';
import { mailTemplates } from '../../mail/templates';
import { appLink, type AppDeps } from '../deps';
import { HttpError } from '../errors';
import { requireUser, type AppState } from '../middleware/currentUser';
import { idParam } from '../params';

const meetingId = (params: { id?: string }) => idParam(params.id, MEETING_MESSAGES.notFound);

/** Sends `body` as a download the browser saves under `filename` (never rendered in the page). */
function attachment(ctx: ParameterizedContext<AppState>, type: string, filename: string, body: string) {
  ctx.type = type;
  ctx.set('Content-Disposition', `attachment; filename="${filename}"`);
  ctx.set('Cache-Control', 'no-store');
  ctx.set('X-Content-Type-Options', 'nosniff');
  ctx.body = body;
}

export function meetingMinutesRoutes({ db, config, mailer, logger, rateLimits }: AppDeps) {
  const router = new Router<AppState>({ prefix: '/api' });

  router.get('/projects/:id/meetings', async (ctx) => {
    const id = idParam(ctx.params.id, PROJECT_MESSAGES.notFound);
    ctx.body = await pastMeetings(db, requireUser(ctx), id);
  });

  router.get('/meetings/:id/minutes', async (ctx) => {
    ctx.body = (await minutesPolicy.load(db, requireUser(ctx), meetingId(ctx.params))).minutes;
  });

  router.get('/meetings/:id/minutes.md', async (ctx) => {
    const { minutes } = await minutesPolicy.load(db, requireUser(ctx), meetingId(ctx.params));
    attachment(ctx, 'text/markdown; charset=utf-8', minutesFilename(minutes, 'md'), minutesMarkdown(minutes));
  });

  router.get('/meetings/:id/minutes.csv', async (ctx) => {
    const { minutes } = await minutesPolicy.load(db, requireUser(ctx), meetingId(ctx.params));
    attachment(ctx, 'text/csv; charset=utf-8', minutesFilename(minutes, 'csv'), await minutesCsv(minutes));
  });

  /**
   * Mails the Markdown minutes to every participant who may still read the folder and has proven their
   * address (mail with people's words in it goes only to verified addresses). The allowance is counted
   * before sending (racing requests cannot overrun it) and given back when the mail server fails: nothing
   * the caller can fix, so 503 and try again.
   */
  router.post('/meetings/:id/minutes/email', async (ctx) => {
    const user = requireUser(ctx);
    const meeting = await minutesPolicy.load(db, user, meetingId(ctx.params), { email: true });
    await rateLimits.consume('minutesEmailPerUser', user.id);
    const { minutes } = meeting;
    const message = mailTemplates.meetingMinutes({
      date: meetingDate(minutes),
      markdown: minutesMarkdown(minutes),
      url: appLink(config, '/'),
    });
    const recipients = meeting.recipients ?? [];
    const results = await Promise.allSettled(recipients.map(({ email }) => mailer.send(email, message)));
    const failed = results.filter((result) => result.status === 'rejected');
    if (failed.length) {
      logger.error(
        { err: failed[0]!.reason, meetingId: meeting.id, failed: failed.length, of: recipients.length },
        'could not e-mail the meeting minutes',
      );
      await rateLimits.refund('minutesEmailPerUser', user.id);
      throw new HttpError(503, minutesPolicy.MINUTES_MESSAGES.mailFailed);
    }
    ctx.body = { sent: recipients.length };
  });

  return router;
}
