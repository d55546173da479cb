// Socket.IO on the HTTP server's port: authenticated folder rooms and per-person channels fed by the change hub,
// across nodes via Redis; and read-only projector sockets opened with a room link.
import type http from 'node:http';
import { Server } from 'socket.io';
import type { Config } from '../config';
import type { Db } from '../db/connection';
import type { ChangeHub } from '../domain/changes';
import type { RateLimits } from '../http/rateLimits';
import type { Logger } from '../logger';
import { deliverAccess, deliverChanges } from './delivery';
import { createEventLimits } from './eventLimits';
import { socketSecurityHeaders } from '../http/middleware/securityHeaders';
import {
  authenticate,
  originAllowed,
  originAllowedLater,
  sameClientLater,
  type EngineSession,
} from './handshake';
import { MAX_MESSAGE_BYTES } from './limits';
import { createOpenSockets } from './openSockets';
import { broadcastPresence } from './presence';
import { attachRedisAdapter } from './redisAdapter';
import { handleRoomConnection } from './roomSockets';
import { roomLinkRoom, sessionRoom, userRoom } from './rooms';
import { handleConnection } from './subscriptions';
import type { RealtimeServer } from './types';

/** What the HTTP side asks of live connections: end a signed-out session's or a removed account's sockets. */
export interface Connections {
  endSession(sid: string): void;
  endUser(userId: string): void;
  /** A revoked room link: its projectors are told, then disconnected. */
  endRoomLink(linkId: number): Promise<void>;
}

export interface Realtime {
  io: RealtimeServer;
  connections: Connections;
  /** Disconnects every socket; the HTTP server itself is closed by its owner. */
  close(): Promise<void>;
}

/** Engine.IO's open session of this id (its `clients`, which engine.io's typings mark protected). */
function engineSession(io: RealtimeServer, sid: string): EngineSession | undefined {
  const { clients } = io.engine as unknown as { clients: Record<string, EngineSession> };
  return Object.hasOwn(clients, sid) ? clients[sid] : undefined;
}

export function createRealtime(options: {
  httpServer: http.Server;
  config: Config;
  db: Db;
  logger: Logger;
  hub: ChangeHub;
  rateLimits: RateLimits;
}): Realtime {
  const { httpServer, config, db, logger, hub, rateLimits } = options;
  const io: RealtimeServer = new Server(httpServer, {
    serveClient: false,
    allowRequest: originAllowed(config),
    // Every request is a few ids: a bigger message is refused by closing the connection (limits.ts).
    maxHttpBufferSize: MAX_MESSAGE_BYTES,
  });
  // Engine.IO middlewares run on every request (and upgrade) before Engine.IO's own checks and answers.
  io.engine.use(socketSecurityHeaders(config));
  // allowRequest checks a connection's first request; a long-polling session's later ones are checked here.
  io.engine.use(originAllowedLater(config));
  io.engine.use(sameClientLater(config, (sid) => engineSession(io, sid)));
  // Sharded Pub/Sub (Redis ≥ 7): each folder room gets its own channel, so nodes hear only their rooms.
  const redis = config.redisUrl
    ? attachRedisAdapter(io, { url: config.redisUrl, prefix: config.redisPrefix }, logger)
    : undefined;
  const openSockets = createOpenSockets();
  io.use(authenticate(config, db, rateLimits, openSockets));
  const members = handleConnection(io, db, logger);
  const roomViewers = handleRoomConnection(io, db, logger);
  const limitEvents = createEventLimits(logger);
  io.on('connection', (socket) => {
    openSockets.track(socket);
    limitEvents(socket);
    if (socket.data.room) roomViewers(socket);
    else members(socket);
  });
  // Another node took a socket of this one out of a project (delivery.ts): send that project's presence again.
  io.on('presence:refresh', (projectId) => void broadcastPresence(io, projectId).catch(() => undefined));
  const unsubscribe = hub.subscribe(deliverChanges(io));
  const unsubscribeAccess = hub.subscribeAccess(deliverAccess(io));

  return {
    io,
    connections: {
      endSession: (sid) => io.in(sessionRoom(sid)).disconnectSockets(true),
      endUser: (userId) => io.in(userRoom(userId)).disconnectSockets(true),
      async endRoomLink(linkId) {
        const room = roomLinkRoom(linkId);
        io.to(room).emit('room:revoked', {});
        // Not a hard close: the disconnect packet follows the revoked message, so it is always read first.
        io.in(room).disconnectSockets(false);
      },
    },
    async close() {
      unsubscribe();
      unsubscribeAccess();
      io.disconnectSockets(true);
      io.engine.close();
      await redis?.close();
    },
  };
}
