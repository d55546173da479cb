// GET /healthz: 200 {ok:true} once the database answers, else 503.
import Router from '@koa/router';
import type { AppDeps } from '../deps';

const DB_CHECK_TIMEOUT_MS = 2000;

export function healthRoutes({ db, lifecycle }: AppDeps) {
  const router = new Router();
  router.get('/healthz', async (ctx) => {
    if (lifecycle.shuttingDown) {
      ctx.status = 503;
      ctx.body = { ok: false, error: 'Shutting down' };
      return;
    }
    try {
      await db.raw('select 1').timeout(DB_CHECK_TIMEOUT_MS, { cancel: false });
      ctx.body = { ok: true };
    } catch {
      ctx.status = 503;
      ctx.body = { ok: false, error: 'The database is unavailable' };
    }
  });
  return router;
}
