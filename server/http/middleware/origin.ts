// Refuses state-changing requests that come from another site (Origin, else Referer) or carry no JSON.
import type { Middleware } from 'koa';
import { IMPORT_CONTENT_TYPE, IMPORTS_PATH } from '../../../common/import/requestLines';
import type { Config } from '../../config';
import { HttpError } from '../errors';
import { ownOrigins } from '../ownOrigins';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
// The CSV export may also be posted as a form so the browser downloads the file natively.
const FORM_ALLOWED_PATHS = new Set(['/api/export/csv']);
// An import's body is JSON lines (routes/imports.ts): like JSON, a type no cross-site form can send without
// the browser asking first (it is not a CORS-safelisted type).
const LINES_PATHS = new Set([IMPORTS_PATH]);

function originOf(value: string | undefined): string | undefined {
  if (!value) return undefined;
  try {
    return new URL(value).origin;
  } catch {
    return 'invalid';
  }
}

/** A body is coming: a non-zero Content-Length, or a chunked one, which has no length (Transfer-Encoding). */
function hasBody(ctx: Parameters<Middleware>[0]): boolean {
  return Boolean(ctx.request.length) || ctx.get('Transfer-Encoding') !== '';
}

/** Our own origins come from configuration (ownOrigins.ts), never from Host or X-Forwarded-Host. */
export function sameOriginOnly(config: Config): Middleware {
  return async (ctx, next) => {
    if (SAFE_METHODS.has(ctx.method)) return next();
    const from = originOf(ctx.get('Origin')) ?? originOf(ctx.get('Referer'));
    if (from !== undefined && !ownOrigins(config).includes(from))
      throw new HttpError(403, 'Cross-site request refused');
    if (LINES_PATHS.has(ctx.path)) {
      if (hasBody(ctx) && !ctx.is(IMPORT_CONTENT_TYPE) && !ctx.is('application/json'))
        throw new HttpError(415, `Send JSON lines (Content-Type: ${IMPORT_CONTENT_TYPE})`);
    } else if (
      hasBody(ctx) &&
      !ctx.is('application/json') &&
      !(FORM_ALLOWED_PATHS.has(ctx.path) && ctx.is('urlencoded'))
    ) {
      throw new HttpError(415, 'Send JSON (Content-Type: application/json)');
    }
    return next();
  };
}
