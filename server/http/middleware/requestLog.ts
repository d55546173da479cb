// Logs one line per request, "GET /api/clients 200 4 ms": errors at error (with the server error's stack, kept
// by errorHandler), refusals at warn, the rest at info. Asking who is signed in and hearing "nobody" (401 from
// GET /api/auth/user, every signed-out page load) is the expected answer, not a warning. The request's fields
// also go under `request` for a log collector; the pretty printer leaves them out, as the line says them.
import type { Middleware } from 'koa';
import type { Logger } from '../../logger';
import { failureOf } from './errors';

type Level = 'error' | 'warn' | 'info';

export function requestLevel(request: { method: string; path: string; status: number }): Level {
  if (request.status >= 500) return 'error';
  if (request.status === 401 && request.method === 'GET' && request.path === '/api/auth/user') return 'info';
  return request.status >= 400 ? 'warn' : 'info';
}

/** A request's log line: method, path, status and duration. */
export const requestLine = (request: { method: string; path: string; status: number; ms: number }) =>
  `${request.method} ${request.path} ${request.status} ${request.ms} ms`;

export function requestLog(logger: Logger): Middleware {
  return async (ctx, next) => {
    const started = performance.now();
    try {
      await next();
    } finally {
      const ms = Math.round((performance.now() - started) * 10) / 10;
      const request = { method: ctx.method, path: ctx.path, status: ctx.status, ms };
      const failure = failureOf(ctx.state);
      logger[requestLevel(request)](
        failure === undefined ? { request } : { request, err: failure },
        requestLine(request),
      );
    }
  };
}
