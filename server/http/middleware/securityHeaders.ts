// Security headers on every response (pages, assets, API, and Socket.IO's own answers): CSP, no sniffing, no
// framing, no cross-site Referer. One set, built from configuration only, never from a request.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Middleware } from 'koa';
import type { Config } from '../../config';
import { ownOrigins } from '../ownOrigins';

/** The socket's own origin as ws:/wss: (older browsers do not let 'self' match a WebSocket scheme). */
function socketOrigin(origin: string): string {
  return origin.replace(/^http/, 'ws');
}

/**
 * The Content-Security-Policy of the built client (docs/security.md "Headers"). Scripts only from our own
 * files: no inline script, no eval. Styles allow 'unsafe-inline' because styled-components writes its rules
 * into <style> elements it creates at run time. A nonce would mean rewriting every HTML answer per request;
 * CSS cannot run code, so relaxing the style directive alone keeps what CSP is here for: no injected script.
 */
function contentSecurityPolicy(origins: Iterable<string>): string {
  // CSP has no syntax for an IPv6 literal host (browsers drop `ws://[::1]:3000` with a console error): a
  // page opened on one still connects, through 'self'; only the older browsers above miss it.
  const named = [...origins].filter((origin) => !new URL(origin).hostname.startsWith('['));
  const sockets = [...new Set(named.map(socketOrigin))];
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    `connect-src 'self' ${sockets.join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

const memo = new WeakMap<readonly string[], Readonly<Record<string, string>>>();

/**
 * The headers every answer carries; the CSP names our own origins (http/ownOrigins.ts: APP_URL's). In
 * development the page is Vite's (another port, its own headers): this policy only reaches API answers there,
 * which browsers do not render as documents, so it cannot get in Vite's way.
 */
function securityHeaderSet(config: Config): Readonly<Record<string, string>> {
  const origins = ownOrigins(config);
  let headers = memo.get(origins);
  if (!headers) {
    headers = {
      'Content-Security-Policy': contentSecurityPolicy(origins),
      'X-Content-Type-Options': 'nosniff',
      'X-Frame-Options': 'DENY',
      // E-mailed links carry tokens in the query: never send a page's address to another site. Same-origin
      // requests keep their Referer (the origin check falls back to it); no-referrer would also turn the
      // Origin of our own POSTs into "null".
      'Referrer-Policy': 'same-origin',
    };
    memo.set(origins, headers);
  }
  return headers;
}

export function securityHeaders(config: Config): Middleware {
  return async (ctx, next) => {
    ctx.set(securityHeaderSet(config));
    return next();
  };
}

/**
 * The same headers on Socket.IO's answers (an Engine.IO middleware: it runs before Engine.IO's own checks, so
 * its refusals carry them too). On a WebSocket upgrade they go with the 101 answer.
 */
export function socketSecurityHeaders(config: Config) {
  return (_req: IncomingMessage, res: ServerResponse, next: () => void) => {
    for (const [name, value] of Object.entries(securityHeaderSet(config))) res.setHeader(name, value);
    next();
  };
}
