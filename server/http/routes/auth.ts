// Sign-up, sign-in, sign-out, magic links, password reset and e-mail verification (spec section 7).
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
import { ARGON2_OPTIONS, burnVerifyTime, hashPassword, verifyPassword } from '../../auth/passwords';
import { newToken, TOKEN_LIFETIMES_MS } from '../../auth/tokens';
import { sessionsRepo } from '../../db/repos/sessions';
import { tokensRepo } from '../../db/repos/tokens';
import { runCommand } from '../../domain/changes';
import { activateSharesFor } from '../../domain/commands/shares';
import { usersRepo } from '../../db/repos/users';
import { presentCurrentUser } from '../../domain/presenters/users';
import { mailTemplates } from '../../mail/templates';
import { appLink, type AppDeps } from '../deps';
import { badRequest, conflict, HttpError, unauthorized } from '../errors';
import { requireUser, type AppState } from '../middleware/currentUser';
import { endSession, startSession } from '../signIn';
import { parse } from '../validate';
import argon2 from 'argon2';

export function authRoutes({ db, mailer, rateLimits, config, logger, connections, changes }: AppDeps) {
  const router = new Router<AppState>({ prefix: '/api' });

  async function sendVerificationEmail(userId: string, email: string, firstName: string) {
    const token = newToken();
    await tokensRepo.createForUser(
      db,
      'email_verification_tokens',
      userId,
      token,
      TOKEN_LIFETIMES_MS.emailVerification,
    );
    const url = appLink(config, `/api/auth/verify-email?token=${token}`);
    // Sign-up must not fail because the mail server hiccups; the user can ask for the mail again.
    await mailer.send(email, mailTemplates.verifyEmail(firstName, url)).catch((err) => {
      logger.error({ err, email }, 'could not send the verification e-mail');
    });
  }

  router.post('/auth/signup', async (ctx) => {
    const input = parse(signUpRequest, ctx.request.body);
    await rateLimits.consume('signUpPerIp', ctx.ip);
    if (await usersRepo.findByEmail(db, input.email)) throw conflict(AUTH_MESSAGES.emailTaken);
    const passwordHash = await hashPassword(input.password);
    // The new account is the actor of its shares turning active; its id exists once it is created.
    const meta = { actorId: '' };
    const user = await runCommand(db, changes, meta, async (trx) => {
      const { email, firstName, lastName } = input;
      const created = await usersRepo.create(trx, { email, firstName, lastName, passwordHash });
      meta.actorId = created.id;
      return { result: created, changes: await activateSharesFor(trx, created) };
    }).catch((error: { code?: string }) => {
      throw error.code === '23505' ? conflict(AUTH_MESSAGES.emailTaken) : error;
    });
    await sendVerificationEmail(user.id, user.email, input.firstName);
    ctx.status = 201;
    ctx.body = { user: presentCurrentUser(user) };
  });

  router.post('/auth/signin', async (ctx) => {
    const { email, password } = parse(signInRequest, ctx.request.body);
    await rateLimits.consume('signInPerIp', ctx.ip);
    await rateLimits.assertNotBlocked('failedSignInPerEmail', email);
    const user = await usersRepo.findByEmail(db, email);
    const valid = user
      ? await verifyPassword(user.passwordHash, password)
      : (await burnVerifyTime(password), false);
    if (!user || !valid) {
      await rateLimits.consume('failedSignInPerEmail', email);
      throw unauthorized(AUTH_MESSAGES.invalidCredentials);
    }
    await rateLimits.reset('failedSignInPerEmail', email);
    if (user.passwordHash && argon2.needsRehash(user.passwordHash, ARGON2_OPTIONS)) {
      await usersRepo.update(db, user.id, { passwordHash: await hashPassword(password) });
    }
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
    const token = newToken();
    await tokensRepo.createMagicLink(db, email, token, TOKEN_LIFETIMES_MS.magicLink);
    await mailer.send(email, mailTemplates.magicLink(appLink(config, `/magic-link?token=${token}`)));
    // The same answer whether or not the address has an account.
    ctx.body = { message: AUTH_MESSAGES.magicLinkSent };
  });

  router.post('/auth/magic-link/verify', async (ctx) => {
    const { token } = parse(magicLinkVerifyRequest, ctx.request.body);
    const email = await tokensRepo.consumeMagicLink(db, token);
    if (!email) throw badRequest(AUTH_MESSAGES.magicLinkInvalid);
    let user = await usersRepo.findByEmail(db, email);
    if (!user) throw new HttpError(404, AUTH_MESSAGES.magicLinkNoAccount);
    // Following a link sent to the address proves the address.
    if (!user.emailVerified) user = (await usersRepo.update(db, user.id, { emailVerified: true })) ?? user;
    await startSession(ctx, user);
    ctx.body = { user: presentCurrentUser(user) };
  });

  router.post('/auth/forgot-password', async (ctx) => {
    const { email } = parse(emailOnlyRequest, ctx.request.body);
    await rateLimits.consume('emailLinkPerIp', ctx.ip);
    await rateLimits.consume('emailLinkPerEmail', email);
    const user = await usersRepo.findByEmail(db, email);
    if (!user) {
      ctx.body = { message: FORGOT_PASSWORD_MESSAGES.noAccount };
      return;
    }
    if (user.authProvider !== 'email') throw badRequest(AUTH_MESSAGES.oauthReset);
    const token = newToken();
    await tokensRepo.createForUser(
      db,
      'password_reset_tokens',
      user.id,
      token,
      TOKEN_LIFETIMES_MS.passwordReset,
    );
    await mailer.send(
      user.email,
      mailTemplates.resetPassword(appLink(config, `/reset-password?token=${token}`)),
    );
    ctx.body = { message: FORGOT_PASSWORD_MESSAGES.sent };
  });

  router.post('/auth/reset-password', async (ctx) => {
    const { token, newPassword } = parse(resetPasswordRequest, ctx.request.body);
    const passwordHash = await hashPassword(newPassword);
    const user = await db.transaction(async (trx) => {
      const userId = await tokensRepo.consumeForUser(trx, 'password_reset_tokens', token);
      if (!userId) return undefined;
      // A reset signs the account out everywhere: whoever knew the old password is out.
      await sessionsRepo.destroyForUser(trx, userId);
      return usersRepo.update(trx, userId, { passwordHash, emailVerified: true });
    });
    if (!user) throw badRequest(AUTH_MESSAGES.resetLinkInvalid);
    connections.endUser(user.id);
    await rateLimits.reset('failedSignInPerEmail', user.email);
    ctx.body = { message: AUTH_MESSAGES.passwordReset };
  });

  router.get('/auth/verify-email', async (ctx) => {
    const token = typeof ctx.query.token === 'string' ? ctx.query.token : '';
    const userId = token
      ? await tokensRepo.consumeForUser(db, 'email_verification_tokens', token)
      : undefined;
    if (userId) await usersRepo.update(db, userId, { emailVerified: true });
    ctx.redirect(`/?emailVerified=${userId ? 1 : 0}`);
  });

  router.post('/auth/resend-verification', async (ctx) => {
    const user = requireUser(ctx);
    if (user.emailVerified) throw badRequest('Your e-mail address is already verified.');
    await rateLimits.consume('emailLinkPerEmail', user.email);
    await sendVerificationEmail(user.id, user.email, user.firstName ?? '');
    ctx.body = { message: 'Verification e-mail sent.' };
  });

  return router;
}
