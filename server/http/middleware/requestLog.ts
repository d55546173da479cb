// Logs one line per request with its status and duration: errors at error, refusals at warn, the rest at
// info. Asking who is signed in and hearing "nobody" (401 from GET /api/auth/user, every signed-out page
// load) is the expected answer, not a warning.
import type { Middleware } from 'koa';
import type { Logger } from '../../logger';

type Level = 'error' | 'warn' | 'info';

export function requestLevel(request: { method: string; path: string; status: number }): Level {
  if (request.status >= 500) return 'error';
  if (request.status === 401 && request.method === 'GET' && request.path === '/api/auth/user') return 'info';
  return request.status >= 400 ? 'warn' : 'info';
}

export function requestLog(logger: Logger): Middleware {
  return async (ctx, next) => {
    const started = performance.now();
    try {
      await next();
    } finally {
      const ms = Math.round((performance.now() - started) * 10) / 10;
      const request = { method: ctx.method, path: ctx.path, status: ctx.status };
      logger[requestLevel(request)]({ ...request, ms }, 'request');
    }
  };
}
