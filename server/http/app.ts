// Assembles the Koa application from its services; testable without listening.
import { bodyParser } from '@koa/bodyparser';
import Koa from 'koa';
import session from 'koa-session';
import { sessionCookieName } from '../auth/sessionCookie';
import { createSessionStore, newSessionId, SESSION_IDLE_TIMEOUT_MS } from '../auth/sessionStore';
import { koaProxyOptions } from './clientIp';
import type { AppDeps } from './deps';
import { HttpError } from './errors';
import { loadCurrentUser, type AppState } from './middleware/currentUser';
import { errorHandler } from './middleware/errors';
import { sameOriginOnly } from './middleware/origin';
import { requestLog } from './middleware/requestLog';
import { securityHeaders } from './middleware/securityHeaders';
import { writeLimits } from './middleware/writeLimits';
import { adminRoutes } from './routes/admin';
import { authRoutes } from './routes/auth';
import { oidcRoutes } from './routes/oidc';
import { createRelyingParty } from '../auth/oidc';
import { cardRoutes } from './routes/cards';
import { categoryRoutes } from './routes/categories';
import { clientRoutes } from './routes/clients';
import { roomLinkRoutes } from './routes/roomLinks';
import { exportRoutes } from './routes/exports';
import { healthRoutes } from './routes/health';
import { historyRoutes } from './routes/history';
import { importRoutes, isImportUpload } from './routes/imports';
import { meetingMinutesRoutes } from './routes/meetingMinutes';
import { meetingRoutes } from './routes/meetings';
import { meetingVoteRoutes } from './routes/meetingVotes';
import { projectRoutes } from './routes/projects';
import { releaseRoutes } from './routes/releases';
import { searchRoutes } from './routes/search';
import { shareRoutes } from './routes/shares';
import { staticClient } from './staticClient';

/** `clientDir`: where the built client is (default dist/client; browser tests build their own copy). */
/**
 * Counts requests being served, so a stopping node can wait for them; while stopping, every answer closes
 * its connection, so no client reuses a keep-alive socket that is about to go.
 */
function inFlight(lifecycle: AppDeps['lifecycle']): Koa.Middleware {
  return async (ctx, next) => {
    lifecycle.inFlight += 1;
    try {
      await next();
    } finally {
      lifecycle.inFlight -= 1;
      if (lifecycle.shuttingDown) ctx.set('Connection', 'close');
    }
  };
}

export function createApp(deps: AppDeps, options: { clientDir?: string } = {}): Koa<AppState> {
  const { config, db, logger } = deps;
  // Behind TRUST_PROXY reverse proxies, ctx.ip is the address the outermost of them saw (clientIp.ts).
  const app = new Koa<AppState>({ keys: config.sessionKeys, ...koaProxyOptions(config.trustProxy) });
  app.silent = true; // errors are logged on their request's line (requestLog)

  app.use(inFlight(deps.lifecycle));
  app.use(requestLog(logger));
  app.use(errorHandler());
  // Before the static client, so pages and assets carry them as well as every API answer, errors included.
  app.use(securityHeaders(config));
  // The built client needs no session: serving it first keeps asset requests away from the database.
  for (const middleware of staticClient(options.clientDir)) app.use(middleware);
  app.use(
    session(
      {
        key: sessionCookieName(config),
        maxAge: SESSION_IDLE_TIMEOUT_MS,
        rolling: true,
        httpOnly: true,
        sameSite: 'lax',
        secure: config.isProduction,
        signed: true,
        store: createSessionStore(db),
        genid: newSessionId,
      },
      app as unknown as Koa,
    ),
  );
  app.use(sameOriginOnly(config));
  const parseBody = bodyParser({
    enableTypes: ['json', 'form'],
    jsonLimit: '1mb',
    formLimit: '1mb',
    encoding: 'utf-8',
  });
  // An import's body (up to 16 MB) is read by its route, after the user check (routes/imports.ts).
  app.use((ctx, next) => (isImportUpload(ctx) ? next() : parseBody(ctx, next)));
  app.use(loadCurrentUser(db));
  app.use(writeLimits(deps.rateLimits));

  // Single sign-on (docs/sso.md): discovery is asked now, and a provider that does not answer stops nothing.
  const sso = config.oidc ? createRelyingParty(config.oidc, logger) : undefined;
  const routers = [
    healthRoutes(deps),
    authRoutes(deps, sso),
    oidcRoutes(deps, sso),
    adminRoutes(deps),
    clientRoutes(deps),
    projectRoutes(deps),
    shareRoutes(deps),
    categoryRoutes(deps),
    releaseRoutes(deps),
    cardRoutes(deps),
    historyRoutes(deps),
    importRoutes(deps),
    exportRoutes(deps),
    roomLinkRoutes(deps),
    meetingRoutes(deps),
    meetingVoteRoutes(deps),
    meetingMinutesRoutes(deps),
    searchRoutes(deps),
  ];
  for (const router of routers) {
    app.use(router.routes());
    app.use(router.allowedMethods());
  }
  app.use(async (ctx, next) => {
    if (ctx.path.startsWith('/api/')) throw new HttpError(404, 'Not found');
    return next();
  });
  return app;
}
