// Sign-up, sign-in, sign-out, magic links, password reset and e-mail verification (spec section 7). The
// account rules live in domain/commands/accounts; here stay what only HTTP has: rate limits
// (per IP first, before any costly work), sessions and cookies, redirects, mail sent after commit and live
// sockets ended after commit.
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
import { assertEmailAvailable } from '../../domain/commands/accounts/createAccount';
import {
  assertNotVerified,
  consumeMagicLink,
  issueMagicLink,
  issueVerificationToken,
  signInByMagicLink,
  verifyEmail,
} from '../../domain/commands/accounts/emailProof';
import {
  assertResetTokenValid,
  requestPasswordReset,
  resetPassword,
} from '../../domain/commands/accounts/passwordReset';
import { checkPassword, upgradePasswordHash } from '../../domain/commands/accounts/signIn';
import { signUp } from '../../domain/commands/accounts/signUp';
import { presentCurrentUser } from '../../domain/presenters/users';
import { mailTemplates } from '../../mail/templates';
import { appLink, type AppDeps } from '../deps';
import { unauthorized } from '../errors';
import { requireUser, type AppState } from '../middleware/currentUser';
import { assertSessionUsable, endSession, rememberSignUp, signedUpUserId, startSession } from '../signIn';
import { parse } from '../validate';
import { writeRoutes, type WriteCtx } from '../writeRoute';
import { VERIFY_EMAIL_FAILED_PATH } from '../../../common/appPaths';
import { SSO_ENFORCED_MESSAGE } from '../../../common/sso';
import type { RelyingParty } from '../../auth/oidc';
import { HttpError } from '../errors';

/**
 * Where a followed verification link lands. A browser signed in stays signed in, on the board. Any other
 * lands on sign-in with the address filled in: only a valid link (so only its mailbox) learns the address.
 * When the password was cleared (the link was opened outside the browser that signed up), sign-in offers
 * the magic link.
 */
function afterVerification(user: Pick<UserRow, 'email' | 'passwordHash'>, signedInAs?: string): string {
  if (signedInAs) return '/?emailVerified=1';
  const query = new URLSearchParams({ emailVerified: '1', email: user.email });
  if (!user.passwordHash) query.set('mode', 'magic');
  return `/signin?${query}`;
}

/** Sec-Fetch-Site of a navigation another site started (a link, a redirect, an <img>): not a sign-out. */
const FOREIGN_NAVIGATION = new Set(['cross-site', 'same-site']);

export function authRoutes(deps: AppDeps, sso?: RelyingParty) {
  const { db, mailer, rateLimits, config, logger, connections } = deps;
  const { accountWrite } = writeRoutes(deps);
  const router = new Router<AppState>({ prefix: '/api' });

  /**
   * With OIDC_ENFORCED people sign in through the provider only: password sign-in (but for the ADMIN_EMAIL
   * account, the documented break-glass), sign-up, magic links and resets are refused before any work.
   */
  const breakGlass = config.admin?.email.toLowerCase();
  function assertNotEnforced(exceptEmail?: unknown) {
    if (!sso?.settings.enforced) return;
    if (breakGlass && typeof exceptEmail === 'string' && exceptEmail.trim().toLowerCase() === breakGlass)
      return;
    throw new HttpError(403, SSO_ENFORCED_MESSAGE);
  }
  const bodyEmail = (body: unknown) => (body as { email?: unknown } | undefined)?.email;

  async function mailVerification(user: Pick<UserRow, 'email' | 'firstName'>, token: string) {
    const url = appLink(config, `/api/auth/verify-email?token=${token}`);
    // Sign-up must not fail because the mail server hiccups; the user can ask for the mail again.
    await mailer.send(user.email, mailTemplates.verifyEmail(url)).catch((err) => {
      logger.error({ err, email: user.email }, 'could not send the verification e-mail');
    });
  }

  const endSessions = (sids: string[]) => sids.forEach((sid) => connections.endSession(sid));

  // The password is hashed before the transaction (slow, it must not hold one open); a taken address costs none.
  router.post(
    '/auth/signup',
    accountWrite({
      input: async (ctx) => {
        assertNotEnforced();
        await rateLimits.consume('signUpPerIp', ctx.ip);
        const { password, ...input } = parse(signUpRequest, ctx.request.body);
        await assertEmailAvailable(db, input.email, AUTH_MESSAGES.emailTaken);
        return { input, passwordHash: await hashPassword(password) };
      },
      command: (trx, { input, passwordHash }) => signUp(trx, input, passwordHash),
      actorOf: ({ user }) => user.id,
      afterCommit: async ({ user, verificationToken }, ctx) => {
        rememberSignUp(ctx, user.id);
        await mailVerification(user, verificationToken);
      },
      answer: ({ user }) => ({ user: presentCurrentUser(user) }),
      status: 201,
    }),
  );

  router.post(
    '/auth/signin',
    accountWrite({
      input: async (ctx) => {
        assertNotEnforced(bodyEmail(ctx.request.body));
        await rateLimits.consume('signInPerIp', ctx.ip);
        assertSessionUsable(ctx);
        const { email, password } = parse(signInRequest, ctx.request.body);
        // Counted before the password is checked: guesses sent at once cannot all be checked before the
        // first failure is counted. A success gives the count back (reset).
        await rateLimits.consume('failedSignInPerEmail', email);
        const user = await checkPassword(db, email, password);
        if (!user) throw unauthorized(AUTH_MESSAGES.invalidCredentials);
        await rateLimits.reset('failedSignInPerEmail', email);
        return { user, password };
      },
      direct: async ({ user, password }) => {
        await upgradePasswordHash(db, user, password);
        return user;
      },
      afterCommit: (user, ctx) => startSession(ctx, user, connections),
      answer: (user) => ({ user: presentCurrentUser(user) }),
    }),
  );

  router.get('/auth/user', (ctx) => {
    ctx.body = presentCurrentUser(requireUser(ctx));
  });

  /** The address a mailed link is asked for, once the asking IP and the address are within their limits. */
  async function linkAsked(ctx: WriteCtx) {
    assertNotEnforced();
    await rateLimits.consume('emailLinkPerIp', ctx.ip);
    const { email } = parse(emailOnlyRequest, ctx.request.body);
    await rateLimits.consume('emailLinkPerEmail', email);
    return email;
  }

  router.post(
    '/auth/magic-link',
    accountWrite({
      input: linkAsked,
      direct: (email) => issueMagicLink(db, email),
      afterCommit: async (token, _ctx, email) => {
        await mailer.send(email, mailTemplates.magicLink(appLink(config, `/magic-link?token=${token}`)));
      },
      // The same answer whether or not the address has an account.
      answer: () => ({ message: AUTH_MESSAGES.magicLinkSent }),
    }),
  );

  router.post(
    '/auth/magic-link/verify',
    accountWrite({
      input: async (ctx) => {
        assertNotEnforced();
        await rateLimits.consume('linkFollowPerIp', ctx.ip);
        // Before the link is used up: over plain HTTP in production no session could start.
        assertSessionUsable(ctx);
        const { token } = parse(magicLinkVerifyRequest, ctx.request.body);
        return consumeMagicLink(db, token);
      },
      command: (trx, email) => signInByMagicLink(trx, email),
      actorOf: ({ user }) => user.id,
      afterCommit: async ({ user, endedSessions }, ctx) => {
        endSessions(endedSessions);
        await startSession(ctx, user, connections);
      },
      answer: ({ user }) => ({ user: presentCurrentUser(user) }),
    }),
  );

  router.post(
    '/auth/forgot-password',
    accountWrite({
      input: linkAsked,
      direct: (email) => requestPasswordReset(db, email),
      afterCommit: async (reset) => {
        if (!reset) return;
        const url = appLink(config, `/reset-password?token=${reset.token}`);
        await mailer.send(reset.user.email, mailTemplates.resetPassword(url));
      },
      answer: (reset) => ({
        message: reset ? FORGOT_PASSWORD_MESSAGES.sent : FORGOT_PASSWORD_MESSAGES.noAccount,
      }),
    }),
  );

  router.post(
    '/auth/reset-password',
    accountWrite({
      input: async (ctx) => {
        assertNotEnforced();
        await rateLimits.consume('resetPasswordPerIp', ctx.ip);
        const { token, newPassword } = parse(resetPasswordRequest, ctx.request.body);
        // The token first: only a real reset link costs an argon2 hash.
        await assertResetTokenValid(db, token);
        return { token, passwordHash: await hashPassword(newPassword) };
      },
      command: (trx, { token, passwordHash }) => resetPassword(trx, token, passwordHash),
      actorOf: ({ user }) => user.id,
      afterCommit: async ({ user }) => {
        connections.endUser(user.id);
        await rateLimits.reset('failedSignInPerEmail', user.email);
      },
      answer: () => ({ message: AUTH_MESSAGES.passwordReset }),
    }),
  );

  router.get(
    '/auth/verify-email',
    accountWrite({
      input: async (ctx) => {
        await rateLimits.consume('linkFollowPerIp', ctx.ip);
        return {
          token: typeof ctx.query.token === 'string' ? ctx.query.token : '',
          follower: {
            userId: ctx.state.user?.id,
            sid: ctx.session?.externalKey,
            signedUpUserId: signedUpUserId(ctx),
          },
        };
      },
      command: (trx, { token, follower }) => verifyEmail(trx, token, follower),
      actorOf: (proof) => proof?.user.id,
      afterCommit: (proof) => endSessions(proof?.endedSessions ?? []),
      answer: (proof, ctx) => {
        // Used, expired or made up: a page that says so, and names no one.
        if (!proof) ctx.redirect(VERIFY_EMAIL_FAILED_PATH);
        else ctx.redirect(afterVerification(proof.user, ctx.state.user?.id));
        return undefined;
      },
    }),
  );

  router.post(
    '/auth/resend-verification',
    accountWrite({
      input: async (ctx) => {
        const user = requireUser(ctx);
        assertNotVerified(user);
        await rateLimits.consume('emailLinkPerEmail', user.email);
        return user;
      },
      direct: (user) => issueVerificationToken(db, user.id),
      afterCommit: (token, _ctx, user) => mailVerification(user, token),
      answer: () => ({ message: 'Verification e-mail sent.' }),
    }),
  );

  /** Ends the session; the provider's logout address when the session began there and it offers one. */
  function signOut(ctx: Parameters<typeof endSession>[0]): string | undefined {
    const sid = ctx.session?.externalKey;
    const idToken = ctx.state.user ? (ctx.session?.ssoIdToken as string | undefined) : undefined;
    endSession(ctx);
    if (sid) connections.endSession(sid);
    return idToken ? sso?.logoutUrl(idToken, appLink(config, '/signin?signed_out=1')) : undefined;
  }

  // The spec's full-page navigation. Another site may link here, so a navigation it started leaves the user
  // signed in and lands on the app (browsers without Sec-Fetch-Site are let through, as before). Signed in
  // through the provider, the browser goes on to the provider's logout, which sends it back to sign-in.
  router.get('/logout', (ctx) => {
    const providerLogout = FOREIGN_NAVIGATION.has(ctx.get('Sec-Fetch-Site')) ? undefined : signOut(ctx);
    ctx.redirect(providerLogout ?? '/');
  });

  // The app's own call: like every state-changing request, refused from another origin (sameOriginOnly).
  router.post('/logout', (ctx) => {
    const providerLogoutUrl = signOut(ctx);
    ctx.body = { ok: true, ...(providerLogoutUrl ? { providerLogoutUrl } : {}) };
  });

  return router;
}
