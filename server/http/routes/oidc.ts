// Single sign-on through an OpenID provider (docs/sso.md): what the sign-in screen learns, the start of the round
// trip and its callback. The protocol is openid-client's (auth/oidc.ts); the account rules are the command's
// (commands/accounts/ssoSignIn.ts); here stay what only HTTP has: limits per IP before any work, the attempt's
// cookie, the session, and redirects — every failure lands on the sign-in screen in the app's words.
import Router from '@koa/router';
import type { Context } from 'koa';
import {
  RETURN_TO_PARAM,
  sameAppPath,
  SSO_CALLBACK_PATH,
  SSO_ERROR_PARAM,
  type SignInOptions,
  type SsoErrorCode,
} from '../../../common/sso';
import { SsoFailure, type RelyingParty, type SsoAttempt } from '../../auth/oidc';
import { openAttempt, sealAttempt } from '../../auth/sealedAttempt';
import { ssoSignIn } from '../../domain/commands/accounts/ssoSignIn';
import { appLink, type AppDeps } from '../deps';
import { HttpError } from '../errors';
import type { AppState } from '../middleware/currentUser';
import { assertSessionUsable, startSession } from '../signIn';
import { writeRoutes } from '../writeRoute';

/** The attempt's state, nonce, PKCE verifier and return path ride in this sealed cookie for the round trip. */
const ATTEMPT_COOKIE = 'cardplan.sso';
/** A sign-in at the provider that takes longer than this starts again. */
const ATTEMPT_MS = 10 * 60 * 1000;

/** A path of this app to come back to (sameAppPath), still of this origin once resolved; "/" for anything else. */
function safeReturnPath(value: unknown, origin: string): string {
  const path = sameAppPath(value);
  if (!path) return '/';
  const resolved = new URL(path, origin);
  return resolved.origin === new URL(origin).origin
    ? resolved.pathname + resolved.search + resolved.hash
    : '/';
}

export function oidcRoutes(deps: AppDeps, sso: RelyingParty | undefined) {
  const { rateLimits, config, logger, connections } = deps;
  const { accountWrite } = writeRoutes(deps);
  const router = new Router<AppState>({ prefix: '/api' });
  const origin = () => appLink(config, '');
  const redirectUri = () => appLink(config, SSO_CALLBACK_PATH);

  router.get('/auth/options', (ctx) => {
    const body: SignInOptions = {
      sso: sso
        ? {
            label: sso.settings.buttonLabel,
            enforced: sso.settings.enforced,
            autoRedirect: sso.settings.autoRedirect,
            available: sso.available(),
          }
        : null,
    };
    ctx.set('Cache-Control', 'no-store');
    ctx.body = body;
  });

  if (!sso) return router;

  /** Where each request of the round trip was going: a failure keeps it for the next try. */
  const returnPaths = new WeakMap<Context, string>();

  function fail(ctx: Context, code: SsoErrorCode, reason: string) {
    logger.warn({ code, reason, ip: ctx.ip }, 'single sign-on failed');
    const query = new URLSearchParams({ [SSO_ERROR_PARAM]: code });
    const returnTo = returnPaths.get(ctx) ?? '/';
    if (returnTo !== '/') query.set(RETURN_TO_PARAM, returnTo);
    ctx.redirect(`/signin?${query}`);
  }

  // Sealed (auth/sealedAttempt.ts), not signed: encryption authenticates it already.
  const cookieOptions = (ctx: Context) => ({
    httpOnly: true,
    // Lax: the provider's redirect back is a top-level navigation from another site, which Lax lets through.
    sameSite: 'lax' as const,
    secure: config.isProduction && ctx.secure,
    path: '/api/auth/oidc',
    overwrite: true,
  });

  function readAttempt(ctx: Context): SsoAttempt | undefined {
    const sealed = ctx.cookies.get(ATTEMPT_COOKIE);
    // Used once: a replayed callback finds no attempt.
    ctx.cookies.set(ATTEMPT_COOKIE, null, cookieOptions(ctx));
    return sealed ? openAttempt(config.sessionKeys, sealed, ATTEMPT_MS) : undefined;
  }

  router.get('/auth/oidc/start', async (ctx) => {
    try {
      await rateLimits.consume('ssoStartPerIp', ctx.ip);
    } catch (err) {
      if (err instanceof HttpError && err.status === 429) return fail(ctx, 'rate_limited', 'starts per IP');
      throw err;
    }
    assertSessionUsable(ctx);
    const returnTo = safeReturnPath(ctx.query[RETURN_TO_PARAM], origin());
    returnPaths.set(ctx, returnTo);
    try {
      const { url, attempt } = await sso.start(redirectUri(), returnTo);
      const sealed = sealAttempt(config.sessionKeys, attempt);
      ctx.cookies.set(ATTEMPT_COOKIE, sealed, { ...cookieOptions(ctx), maxAge: ATTEMPT_MS });
      ctx.set('Cache-Control', 'no-store');
      ctx.redirect(url);
    } catch (err) {
      if (err instanceof SsoFailure) return fail(ctx, err.code, err.message);
      throw err;
    }
  });

  const signIn = accountWrite({
    input: async (ctx: Context) => {
      await rateLimits.consume('ssoCallbackPerIp', ctx.ip);
      assertSessionUsable(ctx);
      const attempt = readAttempt(ctx);
      if (!attempt)
        throw new SsoFailure('expired', 'no attempt cookie (expired, replayed or another browser)');
      const returnTo = safeReturnPath(attempt.returnTo, origin());
      returnPaths.set(ctx, returnTo);
      const { claims, idToken } = await sso.finish(new URL(ctx.originalUrl, origin()), attempt);
      return { claims, idToken, returnTo };
    },
    command: (trx, { claims }) =>
      ssoSignIn(trx, {
        issuer: sso.settings.issuer.href,
        claims,
        settings: sso.settings,
        breakGlassEmail: config.admin?.email,
      }),
    actorOf: (user) => user.id,
    afterCommit: async (user, ctx, { idToken, returnTo }) => {
      // Kept for the provider's logout (routes/auth.ts): its id_token_hint.
      ctx.session!.ssoIdToken = idToken;
      await startSession(ctx, user, connections);
      logger.info({ userId: user.id }, 'signed in through single sign-on');
      ctx.set('Cache-Control', 'no-store');
      ctx.redirect(returnTo);
    },
    answer: () => undefined,
  });

  router.get('/auth/oidc/callback', async (ctx) => {
    try {
      await signIn(ctx);
    } catch (err) {
      if (err instanceof SsoFailure) return fail(ctx, err.code, err.message);
      if (err instanceof HttpError && err.status === 429)
        return fail(ctx, 'rate_limited', 'callbacks per IP');
      throw err;
    }
  });

  return router;
}
