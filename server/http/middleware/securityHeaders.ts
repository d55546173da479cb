// Security headers on every response (pages, assets, API): CSP, no sniffing, no framing, no cross-site Referer.
import type { Middleware } from 'koa';

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
export function contentSecurityPolicy(origins: Iterable<string>): string {
  const sockets = [...new Set([...origins].map(socketOrigin))];
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

/**
 * `appOrigin`: APP_URL's origin when configured; the request's own origin is allowed too, as the origin
 * check does. In development the page is Vite's (another port, its own headers): this policy only reaches
 * API answers there, which browsers do not render as documents, so it cannot get in Vite's way.
 */
export function securityHeaders(appOrigin: () => string | undefined): Middleware {
  return async (ctx, next) => {
    const origins = [ctx.origin, appOrigin()].filter((o): o is string => Boolean(o));
    ctx.set({
      'Content-Security-Policy': contentSecurityPolicy(origins),
      'X-Content-Type-Options': 'nosniff',
      'X-Frame-Options': 'DENY',
      // E-mailed links carry tokens in the query: never send a page's address to another site. Same-origin
      // requests keep their Referer (the origin check falls back to it); no-referrer would also turn the
      // Origin of our own POSTs into "null".
      'Referrer-Policy': 'same-origin',
    });
    return next();
  };
}
