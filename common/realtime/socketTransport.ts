// How a Cardplan socket picks its transport, shared by the browser (client/src/realtime/socket.ts) and the
// Node clients of the tests and the chaos suite: WebSocket first, HTTP long-polling where WebSocket is refused.

/** The Socket.IO client options that choose the transport (docs/realtime.md "Transports"). */
export interface SocketTransportOptions {
  transports: ('websocket' | 'polling')[];
  tryAllTransports: boolean;
  upgrade: boolean;
}

/**
 * WebSocket is tried first; when it fails while connecting (a proxy that refuses the upgrade), the same
 * attempt goes on over long-polling, which then stays: a polling connection does not probe WebSocket again
 * (that would cost a refused upgrade per connection), but every reconnect starts with WebSocket again.
 * Starting on WebSocket means a deployment whose clients all get through needs no sticky sessions.
 */
export const socketTransportOptions = (): SocketTransportOptions => ({
  transports: ['websocket', 'polling'],
  tryAllTransports: true,
  upgrade: false,
});
