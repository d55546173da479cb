// A Socket.IO client in Node that connects the way a browser does, over the transports it is given: the board's
// (common/realtime/socketTransport.ts: WebSocket, else long-polling) or long-polling alone. Sends a session's
// cookie and an Origin on every request, so the transport tests and the chaos suite can act as a browser,
// a stranger or another site.
import { io, type Socket } from 'socket.io-client';
import { socketTransportOptions, type SocketTransportOptions } from '../../common/realtime/socketTransport';
import { connected } from './liveClient';

export type Transport = 'websocket' | 'polling';

export interface TransportSocketOptions {
  /** The Cookie header (a TestClient's `cookieHeader`); none: a visitor who is not signed in. */
  cookie?: string;
  /** The Origin header; default the base URL's (a same-origin page). */
  origin?: string;
  /** Default the board's options; `['polling']`: long-polling only. */
  transports?: SocketTransportOptions | { transports: ['polling'] };
  auth?: { roomKey: string };
  timeoutMs?: number;
}

/** Connects; rejects with the server's refusal (`connect_error`) or when nothing connects in time. */
export async function openTransportSocket(
  baseUrl: string,
  options: TransportSocketOptions = {},
): Promise<Socket> {
  const extraHeaders: Record<string, string> = { origin: options.origin ?? new URL(baseUrl).origin };
  if (options.cookie) extraHeaders.cookie = options.cookie;
  const socket = io(baseUrl, {
    ...(options.transports ?? socketTransportOptions()),
    extraHeaders,
    reconnection: false,
    forceNew: true,
    ...(options.auth ? { auth: options.auth } : {}),
  });
  await connected(socket, options.timeoutMs ?? 10_000);
  return socket;
}

/** The transport a connected socket is on now. */
export const transportOf = (socket: Socket): Transport => socket.io.engine.transport.name as Transport;
