// Logs one line per request with its status and duration.
import type { Middleware } from 'koa';
import type { Logger } from '../../logger';

export function requestLog(logger: Logger): Middleware {
  return async (ctx, next) => {
    const started = performance.now();
    try {
      await next();
    } finally {
      const ms = Math.round((performance.now() - started) * 10) / 10;
      const level = ctx.status >= 500 ? 'error' : ctx.status >= 400 ? 'warn' : 'info';
      logger[level]({ method: ctx.method, path: ctx.path, status: ctx.status, ms }, 'request');
    }
  };
}
