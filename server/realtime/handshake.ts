// Who may open a socket: same-origin browsers with a valid session cookie (the REST session), or a projector
// with a room link's key (which can watch that one project and nothing else).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { sessionIdFromCookieHeader } from '../auth/sessionCookie';
import type { Config } from '../config';
import type { Db } from '../db/connection';
import { sessionsRepo } from '../db/repos/sessions';
import { identityOf } from './identity';
import { authenticateRoom, roomKeyOf } from './roomSockets';
import { sessionRoom, userRoom } from './rooms';
import type { RealtimeSocket } from './types';

export const HANDSHAKE_ERRORS = { signedOut: 'Not signed in', origin: 'Origin not allowed' } as const;

/** Browsers always send Origin on a cross-site WebSocket; same-origin polling may omit it. */
export function originAllowed(config: Config) {
  return (req: IncomingMessage, callback: (err: string | null | undefined, success: boolean) => void) => {
    const origin = req.headers.origin;
    const own = new Set([
      config.appUrl && new URL(config.appUrl).origin,
      `http://${req.headers.host}`,
      `https://${req.headers.host}`,
    ]);
    const allowed = !origin || own.has(origin);
    callback(allowed ? null : HANDSHAKE_ERRORS.origin, allowed);
  };
}

/**
 * `allowRequest` (originAllowed) sees only a connection's first request. A long-polling connection then sends
 * one request per message batch, each naming its engine session id: those must come from our own pages too,
 * or another site's page that learnt the id could send events on that socket or read its queue away.
 * (A WebSocket has no later requests: its frames ride the upgraded connection.)
 */
export function originAllowedLater(config: Config) {
  const allowed = originAllowed(config);
  return (req: IncomingMessage, res: ServerResponse, next: (err?: Error) => void) => {
    if (!new URL(req.url ?? '/', 'http://socket').searchParams.has('sid')) return next();
    allowed(req, (error, ok) => {
      if (ok) return next();
      // Engine.IO's own refusal shape (code 4: Forbidden), as allowRequest's refusals answer.
      res.writeHead(403, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ code: 4, message: error }));
    });
  };
}

export function authenticate(config: Config, db: Db) {
  return async (socket: RealtimeSocket, next: (err?: Error) => void) => {
    try {
      // A projector room link: the key, not the session, decides (see roomSockets.ts).
      const roomKey = roomKeyOf(socket);
      if (roomKey !== undefined) return next(await authenticateRoom(db, socket, roomKey));
      const sid = sessionIdFromCookieHeader(config, socket.handshake.headers.cookie);
      const found = sid ? await sessionsRepo.getWithUser(db, sid) : undefined;
      if (!sid || !found?.user) return next(new Error(HANDSHAKE_ERRORS.signedOut));
      socket.data = { ...identityOf(found.user), sid, cardId: null };
      await socket.join([userRoom(found.user.id), sessionRoom(sid)]);
      next();
    } catch (error) {
      next(error instanceof Error ? error : new Error(String(error)));
    }
  };
}
