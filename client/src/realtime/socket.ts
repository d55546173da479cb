// The only code that opens a Socket.IO connection (docs/architecture.md): its options, the retry after the server
// closed it, and the ack timeout, written once for the board and the projector. The rest of realtime/
// takes a LiveSocket, so its gap and resync logic runs in unit tests against a fake.
import { io } from 'socket.io-client';
import { RECONNECTION, reconnectDelayMs } from '../../../common/realtime/reconnection';
import { socketTransportOptions } from '../../../common/realtime/socketTransport';
import type {
  AccessChange,
  AccessRevoked,
  ChangeEvent,
  HandshakeRefusal,
  PresenceMessage,
  RoomJoinAck,
  SubscribeAck,
  SubscribeRequest,
  SyncAck,
  SyncRequest,
} from '../../../common/events';

const ACK_TIMEOUT_MS = 8000;

/** What the socket hears, by event name (common/events.ts SOCKET_EVENTS and ROOM_EVENTS). */
export interface Heard {
  connect: [];
  disconnect: [reason: string];
  connect_error: [error: Error];
  change: [event: ChangeEvent];
  presence: [message: PresenceMessage];
  'access:revoked': [message: AccessRevoked];
  access: [message: AccessChange];
  'room:revoked': [];
}

/** What the socket asks, and what the server answers. */
export interface Asked {
  'project:subscribe': { payload: SubscribeRequest; answer: SubscribeAck };
  'sync:since': { payload: SyncRequest; answer: SyncAck };
  'room:join': { payload: Record<string, never>; answer: RoomJoinAck };
}

/** What the socket says without waiting for an answer. */
export interface Told {
  'project:unsubscribe': { projectId: number };
  'presence:focus': { cardId: number | null };
}

export type Handlers = { [E in keyof Heard]?: (...args: Heard[E]) => void };

export interface LiveSocket {
  readonly connected: boolean;
  /** Adds a listener for each event named in `handlers`. */
  listen(handlers: Handlers): void;
  emit<E extends keyof Told>(event: E, payload: Told[E]): void;
  /** Resolves to the server's answer; rejects when none comes within ACK_TIMEOUT_MS. */
  request<E extends keyof Asked>(event: E, payload: Asked[E]['payload']): Promise<Asked[E]['answer']>;
  /** For good: no reconnect follows. */
  close(): void;
}

/**
 * How long to wait before trying again after the server refused the handshake over a rate limit (its
 * `data.retryAfterSeconds`, server/realtime/handshake.ts), spread by up to a second so a room's boards do not
 * come back together; undefined for any other refusal (signed out, an invalid link), which waiting cannot mend.
 */
function retryAfterRefusalMs(error: Error, random = Math.random()): number | undefined {
  const seconds = (error as Error & { data?: Partial<HandshakeRefusal> }).data?.retryAfterSeconds;
  if (typeof seconds !== 'number' || !Number.isFinite(seconds) || seconds < 0) return undefined;
  return Math.min(seconds, 600) * 1000 + Math.floor(random * 1000);
}

/** Opens a socket to this page's server; a room projector offers its link's key. */
export type ConnectSocket = (auth?: { roomKey: string }) => LiveSocket;

export const connectSocket: ConnectSocket = (auth) => {
  // WebSocket, or long-polling behind a proxy that refuses the upgrade (docs/realtime.md "Transports").
  const socket = io({ ...socketTransportOptions(), ...RECONNECTION, ...(auth ? { auth } : {}) });
  let closed = false;
  const retryIn = (ms: number) => setTimeout(() => !closed && socket.connect(), ms);
  // A server going down in order (a restart, a deploy) says so before it closes its sockets, and Socket.IO
  // does not retry those by itself. Its boards come back spread as after a lost connection: with one fixed
  // pause they would all knock on the node that is left in the same moment.
  socket.on('disconnect', (reason) => {
    if (reason === 'io server disconnect') retryIn(reconnectDelayMs(0));
  });
  // A handshake the server refused is not retried by Socket.IO either; one over a rate limit says when to.
  socket.on('connect_error', (error) => {
    const wait = retryAfterRefusalMs(error);
    if (wait !== undefined) retryIn(wait);
  });
  return {
    get connected() {
      return socket.connected;
    },
    listen(handlers) {
      for (const [event, listener] of Object.entries(handlers)) if (listener) socket.on(event, listener);
    },
    emit: (event, payload) => void socket.emit(event, payload),
    request: (event, payload) => socket.timeout(ACK_TIMEOUT_MS).emitWithAck(event, payload),
    close() {
      closed = true;
      socket.close();
    },
  };
};
