// The origins of this deployment's own pages, from configuration alone: no request header (Host, Origin,
// X-Forwarded-Host) ever adds one. Used by the cross-site check of the API, the socket handshake and the CSP.
import type { Config } from '../config';

const LOOPBACK_ALIASES = ['127.0.0.1', '[::1]'];
const memo = new WeakMap<Config, { appUrl: string; origins: readonly string[] }>();

/**
 * APP_URL's origin. On http://localhost:<port> — the development and test default, which server.ts fills in
 * once the port is known (production requires an https:// APP_URL) — the same port on 127.0.0.1 and [::1]
 * too: the same server on the same machine. Empty before APP_URL is known (nothing is served then).
 */
export function ownOrigins(config: Config): readonly string[] {
  const { appUrl } = config;
  if (!appUrl) return [];
  const known = memo.get(config);
  if (known?.appUrl === appUrl) return known.origins;
  const app = new URL(appUrl);
  const alias = (hostname: string) => {
    const url = new URL(app.origin);
    url.hostname = hostname;
    return url.origin;
  };
  const local = app.protocol === 'http:' && app.hostname === 'localhost';
  const origins = [app.origin, ...(local ? LOOPBACK_ALIASES.map(alias) : [])];
  memo.set(config, { appUrl, origins });
  return origins;
}
