// Sign-up, sign-in, sign-out, magic links, password reset and e-mail verification (spec section 7).
// The account rules live in domain/commands/accounts; here stay what only HTTP has: rate limits,
// sessions and cookies, redirects, mail sent after commit and live sockets ended after commit.
import Router from '@koa/router';
import {
  AUTH_MESSAGES,
  FORGOT_PASSWORD_MESSAGES,
  emailOnlyRequest,
  magicLinkVerifyRequest,
  resetPasswordRequest,
  signInRequest,
  signUpRequest,
} from '../../../common/schemas/auth';
import { hashPassword } from '../../auth/passwords';
import type { UserRow } from '../../db/repos/users';
import { runCommand } from '../../domain/changes';
import {
  assertNotVerified,
  issueMagicLink,
  issueVerificationToken,
  redeemMagicLink,
  verifyEmail,
} from '../../domain/commands/accounts/emailProof';
import { requestPasswordReset, resetPassword } from '../../domain/commands/accounts/passwordReset';
import { checkPassword, upgradePasswordHash } from '../../domain/commands/accounts/signIn';
import { signUp } from '../../domain/commands/accounts/signUp';
import { presentCurrentUser } from '../../domain/presenters/users';
import { mailTemplates } from '../../mail/templates';
import { appLink, type AppDeps } from '../deps';
import { unauthorized } from '../errors';
import { requireUser, type AppState } from '../middleware/currentUser';
import { endSession, startSession } from '../signIn';
import { parse } from '../validate';

export function authRoutes({ db, mailer, rateLimits, config, logger, connections, changes }: AppDeps) {
  const router = new Router<AppState>({ prefix: '/api' });

  async function mailVerification(user: Pick<UserRow, 'email' | 'firstName'>, token: string) {
    const url = appLink(config, `/api/auth/verify-email?token=${token}`);
    // Sign-up must not fail because the mail server hiccups; the user can ask for the mail again.
    await mailer.send(user.email, mailTemplates.verifyEmail(user.firstName ?? '', url)).catch((err) => {
      logger.error({ err, email: user.email }, 'could not send the verification e-mail');
    });
  }

  router.post('/auth/signup', async (ctx) => {
    const { password, ...input } = parse(signUpRequest, ctx.request.body);
    await rateLimits.consume('signUpPerIp', ctx.ip);
    const passwordHash = await hashPassword(password);
    // The new account is the actor of its shares turning active; its id exists once it is created.
    const meta = { actorId: '' };
    const { user, verificationToken } = await runCommand(db, changes, meta, async (trx) => {
      const outcome = await signUp(trx, input, passwordHash);
      meta.actorId = outcome.result.user.id;
      return outcome;
    });
    await mailVerification(user, verificationToken);
    ctx.status = 201;
    ctx.body = { user: presentCurrentUser(user) };
  });

  router.post('/auth/signin', async (ctx) => {
    const { email, password } = parse(signInRequest, ctx.request.body);
    await rateLimits.consume('signInPerIp', ctx.ip);
    await rateLimits.assertNotBlocked('failedSignInPerEmail', email);
    const user = await checkPassword(db, email, password);
    if (!user) {
      await rateLimits.consume('failedSignInPerEmail', email);
      throw unauthorized(AUTH_MESSAGES.invalidCredentials);
    }
    await rateLimits.reset('failedSignInPerEmail', email);
    await upgradePasswordHash(db, user, password);
    await startSession(ctx, user);
    ctx.body = { user: presentCurrentUser(user) };
  });

  router.get('/auth/user', (ctx) => {
    ctx.body = presentCurrentUser(requireUser(ctx));
  });

  router.get('/logout', (ctx) => {
    const sid = ctx.session?.externalKey;
    endSession(ctx);
    if (sid) connections.endSession(sid);
    ctx.redirect('/');
  });

  router.post('/auth/magic-link', async (ctx) => {
    const { email } = parse(emailOnlyRequest, ctx.request.body);
    await rateLimits.consume('emailLinkPerIp', ctx.ip);
    await rateLimits.consume('emailLinkPerEmail', email);
    const token = await issueMagicLink(db, email);
    await mailer.send(email, mailTemplates.magicLink(appLink(config, `/magic-link?token=${token}`)));
    // The same answer whether or not the address has an account.
    ctx.body = { message: AUTH_MESSAGES.magicLinkSent };
  });

  router.post('/auth/magic-link/verify', async (ctx) => {
    const { token } = parse(magicLinkVerifyRequest, ctx.request.body);
    const user = await redeemMagicLink(db, token);
    await startSession(ctx, user);
    ctx.body = { user: presentCurrentUser(user) };
  });

  router.post('/auth/forgot-password', async (ctx) => {
    const { email } = parse(emailOnlyRequest, ctx.request.body);
    await rateLimits.consume('emailLinkPerIp', ctx.ip);
    await rateLimits.consume('emailLinkPerEmail', email);
    const reset = await requestPasswordReset(db, email);
    if (!reset) {
      ctx.body = { message: FORGOT_PASSWORD_MESSAGES.noAccount };
      return;
    }
    const url = appLink(config, `/reset-password?token=${reset.token}`);
    await mailer.send(reset.user.email, mailTemplates.resetPassword(url));
    ctx.body = { message: FORGOT_PASSWORD_MESSAGES.sent };
  });

  router.post('/auth/reset-password', async (ctx) => {
    const { token, newPassword } = parse(resetPasswordRequest, ctx.request.body);
    const user = await resetPassword(db, token, await hashPassword(newPassword));
    connections.endUser(user.id);
    await rateLimits.reset('failedSignInPerEmail', user.email);
    ctx.body = { message: AUTH_MESSAGES.passwordReset };
  });

  router.get('/auth/verify-email', async (ctx) => {
    const token = typeof ctx.query.token === 'string' ? ctx.query.token : '';
    const verified = await verifyEmail(db, token);
    ctx.redirect(`/?emailVerified=${verified ? 1 : 0}`);
  });

  router.post('/auth/resend-verification', async (ctx) => {
    const user = requireUser(ctx);
    assertNotVerified(user);
    await rateLimits.consume('emailLinkPerEmail', user.email);
    await mailVerification(user, await issueVerificationToken(db, user.id));
    ctx.body = { message: 'Verification e-mail sent.' };
  });

  return router;
}
