// The session cookie's name and signature check, shared by koa-session and the socket handshake.
import { parse as parseCookies } from 'cookie';
import Keygrip from 'keygrip';
import type { Config } from '../config';

const BASE_NAME = 'cardplan.sid';

/** `__Host-` in production: the browser then only accepts it over HTTPS, for this exact host. */
export const sessionCookieName = (config: Config) =>
  config.isProduction ? `__Host-${BASE_NAME}` : BASE_NAME;

/** The session id of a Cookie header, if its signature (koa's `name.sig` cookie) is valid. */
export function sessionIdFromCookieHeader(config: Config, header: string | undefined): string | undefined {
  if (!header) return undefined;
  const name = sessionCookieName(config);
  const cookies = parseCookies(header);
  const value = cookies[name];
  const signature = cookies[`${name}.sig`];
  if (!value || !signature) return undefined;
  return new Keygrip(config.sessionKeys).verify(`${name}=${value}`, signature) ? value : undefined;
}

/**
 * True when the session cookie is Secure (production) but this request came over plain HTTP: no session
 * cookie can be set or cleared on it (Koa would throw, a 500), so it must be treated as signed out.
 */
export function sessionCookieUnusable(ctx: {
  secure: boolean;
  sessionOptions?: { secure?: boolean };
}): boolean {
  return Boolean(ctx.sessionOptions?.secure) && !ctx.secure;
}
