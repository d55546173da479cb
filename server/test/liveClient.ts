// A Socket.IO client for tests: connects with a TestClient's session cookie, keeps what it hears.
import { io, type Socket } from 'socket.io-client';
import type {
  AccessRevoked,
  ChangeEvent,
  PresenceMessage,
  SubscribeAck,
  SyncAck,
  SyncRequest,
} from '../../common/events';
import type { TestClient } from './httpClient';
import { PATIENCE_MS } from './waits';

export interface LiveClient {
  socket: Socket;
  changes: ChangeEvent[];
  presence: PresenceMessage[];
  revoked: AccessRevoked[];
  /** `since`: where a copy of the folder stands (a client coming back); the answer carries the replay. */
  subscribe(projectId: number, since?: SyncRequest): Promise<SubscribeAck>;
  syncSince(folderId: number, seq: number): Promise<SyncAck>;
  focus(cardId: number | null): void;
  /**
   * Resolves once the server has answered a request sent now, so whatever it sent this socket before has
   * arrived (one connection, in order). A write's events and notices go out before its REST answer, so after
   * that answer this tells "heard nothing" from "not heard yet", with no time window.
   */
  roundTrip(): Promise<void>;
  /** Resolves once `check` holds (it is re-run on every message), or rejects after `timeoutMs`. */
  until<T>(check: () => T | undefined | false, timeoutMs?: number): Promise<T>;
  close(): void;
}

/** Connects as the browser `api` is signed in; rejects with the server's message when refused. */
export async function connectLive(
  baseUrl: string,
  api: TestClient | null,
  options: { origin?: string; reconnection?: boolean; timeoutMs?: number } = {},
): Promise<LiveClient> {
  const headers: Record<string, string> = { origin: options.origin ?? baseUrl };
  if (api?.cookieHeader) headers.cookie = api.cookieHeader;
  const waiters = new Set<() => boolean>();
  const socket = io(baseUrl, {
    transports: ['websocket'],
    extraHeaders: headers,
    reconnection: options.reconnection ?? false,
    forceNew: true,
  });
  const client: LiveClient = {
    socket,
    changes: [],
    presence: [],
    revoked: [],
    subscribe: (projectId, since) =>
      socket
        .timeout(PATIENCE_MS)
        .emitWithAck('project:subscribe', since ? { projectId, since } : { projectId }),
    syncSince: (folderId, seq) => socket.timeout(PATIENCE_MS).emitWithAck('sync:since', { folderId, seq }),
    focus: (cardId) => void socket.emit('presence:focus', { cardId }),
    // Any answered request does; this one is refused at once (no folder 0) and reads nothing. A socket the
    // server closed meanwhile has heard all it will (its pending answer fails with the close).
    roundTrip: () =>
      !socket.connected
        ? Promise.resolve()
        : socket
            .timeout(PATIENCE_MS)
            .emitWithAck('sync:since', { folderId: 0, seq: 0 })
            .then(
              () => undefined,
              (error: unknown) => {
                if (socket.connected) throw error;
              },
            ),
    until(check, timeoutMs = PATIENCE_MS) {
      return new Promise((resolve, reject) => {
        const test = () => {
          const value = check();
          if (value === undefined || value === false) return false;
          cleanup();
          resolve(value as never);
          return true;
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(new Error(`condition not met within ${timeoutMs} ms`));
        }, timeoutMs);
        const cleanup = () => {
          clearTimeout(timer);
          waiters.delete(test);
        };
        if (!test()) waiters.add(test);
      });
    },
    close: () => void socket.close(),
  };
  // Checks run after a message is recorded (socket.onAny would run them before the listeners below).
  const recorded = () => [...waiters].forEach((test) => test());
  socket.on('change', (event: ChangeEvent) => (client.changes.push(event), recorded()));
  socket.on('presence', (message: PresenceMessage) => (client.presence.push(message), recorded()));
  socket.on('access:revoked', (message: AccessRevoked) => (client.revoked.push(message), recorded()));
  socket.on('disconnect', recorded);
  await connected(socket, options.timeoutMs);
  return client;
}

/**
 * Resolves once `socket` connects. Rejects (and closes it) with the server's refusal, when the connection
 * closes before the server accepted it (Socket.IO reports that as a `disconnect`, not a `connect_error`:
 * without this, a cut in the middle of a handshake would wait out the whole timeout), or after `timeoutMs`.
 */
export function connected(socket: Socket, timeoutMs = 2 ** 31 - 1): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const settle = (error?: Error) => {
      clearTimeout(timer);
      socket.off('connect', onConnect).off('connect_error', settle).off('disconnect', onClosed);
      if (!error) return resolve();
      socket.close();
      reject(error);
    };
    const onConnect = () => settle();
    const onClosed = (reason: string) =>
      settle(new Error(`connection closed before it was accepted (${reason})`));
    const timer = setTimeout(() => settle(new Error(`no connection within ${timeoutMs} ms`)), timeoutMs);
    socket.on('connect', onConnect).on('connect_error', settle).on('disconnect', onClosed);
  });
}
