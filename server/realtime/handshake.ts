// Who may open a socket: same-origin browsers with a valid session cookie (the REST session), or a projector
// with a room link's key (which can watch that one project and nothing else).
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { HandshakeRefusal } from '../../common/events';
import { sessionIdFromCookieHeader } from '../auth/sessionCookie';
import type { Config } from '../config';
import type { Db } from '../db/connection';
import { sessionWithUser } from '../domain/queries/sessions';
import { clientIp } from '../http/clientIp';
import { HttpError } from '../http/errors';
import type { RateLimits } from '../http/rateLimits';
import { ownOrigins } from '../http/ownOrigins';
import { identityOf } from './identity';
import { OPEN_SOCKETS_RETRY_SECONDS } from './limits';
import type { OpenSockets } from './openSockets';
import { authenticateRoom, roomKeyOf } from './roomSockets';
import { sessionRoom, userRoom } from './rooms';
import type { RealtimeSocket } from './types';

export const HANDSHAKE_ERRORS = {
  signedOut: 'Not signed in',
  tooMany: 'Too many connections. Please wait a moment.',
  origin: 'Origin not allowed',
  otherClient: 'Not the client that opened this session',
} as const;

type EngineMiddleware = (req: IncomingMessage, res: ServerResponse, next: (err?: Error) => void) => void;

/** An Engine.IO session as the checks below need it: the request that opened it, and its peer address. */
export interface EngineSession {
  request: IncomingMessage;
  remoteAddress: string;
}

/** The engine session id a request names (`sid`): a long-polling session's later requests, or its upgrade. */
const sidOf = (req: IncomingMessage) => new URL(req.url ?? '/', 'http://socket').searchParams.get('sid');

/** Engine.IO's own refusal shape (code 4: Forbidden), as allowRequest's refusals answer. */
function refuse(res: ServerResponse, message: string) {
  res.writeHead(403, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify({ code: 4, message }));
}

/**
 * Browsers always send Origin on a cross-site WebSocket; same-origin polling may omit it. Our own origins
 * come from configuration (http/ownOrigins.ts), never from the request's Host.
 */
export function originAllowed(config: Config) {
  return (req: IncomingMessage, callback: (err: string | null | undefined, success: boolean) => void) => {
    const origin = req.headers.origin;
    const allowed = !origin || ownOrigins(config).includes(origin);
    callback(allowed ? null : HANDSHAKE_ERRORS.origin, allowed);
  };
}

/**
 * `allowRequest` (originAllowed) sees only a connection's first request. A long-polling connection then sends
 * one request per message batch, each naming its engine session id: those must come from our own pages too,
 * or another site's page that learnt the id could send events on that socket or read its queue away.
 * (A WebSocket has no later requests: its frames ride the upgraded connection.)
 */
export function originAllowedLater(config: Config): EngineMiddleware {
  const allowed = originAllowed(config);
  return (req, res, next) => {
    if (sidOf(req) === null) return next();
    allowed(req, (error, ok) => (ok ? next() : refuse(res, error ?? HANDSHAKE_ERRORS.origin)));
  };
}

/**
 * A session id travels in URLs (proxy and access logs), so it is no key either: every later request of a
 * long-polling session (and its upgrade to WebSocket) must come from the client that opened it. A session
 * opened with a session cookie needs the same session cookie; one opened without (a projector's room-link
 * socket, authenticated by the key in its handshake's payload) needs the same client IP, by the rule of ctx.ip
 * (http/clientIp.ts). An unknown sid is left to Engine.IO, which answers 400.
 */
export function sameClientLater(
  config: Config,
  sessionOf: (sid: string) => EngineSession | undefined,
): EngineMiddleware {
  return (req, res, next) => {
    const sid = sidOf(req);
    const opened = sid === null ? undefined : sessionOf(sid);
    if (!opened) return next();
    const cookieSession = sessionIdFromCookieHeader(config, opened.request.headers.cookie);
    const same = cookieSession
      ? sessionIdFromCookieHeader(config, req.headers.cookie) === cookieSession
      : clientIp(config.trustProxy, req.headers, req.socket.remoteAddress) ===
        clientIp(config.trustProxy, opened.request.headers, opened.remoteAddress);
    return same ? next() : refuse(res, HANDSHAKE_ERRORS.otherClient);
  };
}

/** A refusal that waiting mends: the client is told when to try again. */
function refusal(message: string, retryAfterSeconds: number): Error {
  return Object.assign(new Error(message), { data: { retryAfterSeconds } satisfies HandshakeRefusal });
}

/** A limit's 429 as such a refusal; anything else as it is. */
function handshakeError(error: unknown): Error {
  if (error instanceof HttpError && error.status === 429)
    return refusal(error.message, Number(error.headers?.['Retry-After'] ?? 1));
  return error instanceof Error ? error : new Error(String(error));
}

/**
 * Every socket is counted before it may join anything (http/rateLimits.ts, shared by the nodes with Redis): a
 * person's after their session is loaded, as a REST call's; a projector's per address before its key is looked
 * up, since anyone may offer a key. A person holding their most sockets open here (openSockets.ts) gets no more.
 */
export function authenticate(config: Config, db: Db, rateLimits: RateLimits, openSockets: OpenSockets) {
  return async (socket: RealtimeSocket, next: (err?: Error) => void) => {
    try {
      // A projector room link: the key, not the session, decides (see roomSockets.ts).
      const roomKey = roomKeyOf(socket);
      if (roomKey !== undefined) {
        const ip = clientIp(config.trustProxy, socket.handshake.headers, socket.handshake.address);
        await rateLimits.consume('roomSocketsPerIp', ip);
        return next(await authenticateRoom(db, socket, roomKey));
      }
      const sid = sessionIdFromCookieHeader(config, socket.handshake.headers.cookie);
      const found = sid ? await sessionWithUser(db, sid) : undefined;
      if (!sid || !found?.user) return next(new Error(HANDSHAKE_ERRORS.signedOut));
      // The node's own count first (memory), then the shared one (Redis).
      if (openSockets.full(found.user.id))
        return next(refusal(HANDSHAKE_ERRORS.tooMany, OPEN_SOCKETS_RETRY_SECONDS));
      await rateLimits.consume('socketsPerUser', found.user.id);
      socket.data = { ...identityOf(found.user), sid, cardId: null, sessionEndsAt: found.endsAt };
      // The person's own channel, from the session alone: no request can join another person's.
      await socket.join([userRoom(found.user.id), sessionRoom(sid)]);
      next();
    } catch (error) {
      next(handshakeError(error));
    }
  };
}
