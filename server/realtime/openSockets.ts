// How many sockets each person holds open on this node. The handshake limit (http/rateLimits.ts) slows how
// fast sockets are opened; this caps how many stay open, each costing the node memory. In this node's memory:
// a node that dies takes its counts with it, and its people's sockets are counted again where they reconnect.
import { MAX_OPEN_SOCKETS_PER_PERSON } from './limits';
import type { RealtimeSocket } from './types';

export function createOpenSockets(max = MAX_OPEN_SOCKETS_PER_PERSON) {
  const open = new Map<string, number>();
  return {
    /** True when the person already holds `max` sockets here: the next handshake is refused. */
    full: (userId: string) => (open.get(userId) ?? 0) >= max,
    /** Counts a connected person's socket until it disconnects (a projector's is not a person's). */
    track(socket: RealtimeSocket) {
      const { userId } = socket.data;
      if (!userId) return;
      open.set(userId, (open.get(userId) ?? 0) + 1);
      socket.once('disconnect', () => {
        const left = (open.get(userId) ?? 1) - 1;
        if (left > 0) open.set(userId, left);
        else open.delete(userId);
      });
    },
  };
}

export type OpenSockets = ReturnType<typeof createOpenSockets>;
