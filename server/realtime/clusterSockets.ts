// The sockets in a room on every node (fetchSockets asks the others through the Redis adapter), or, while Redis
// is away, this node's own: presence then lists the people on this node, and a revocation reaches the sockets
// here. Nothing is lost for good: once Redis is back every node reconnects its sockets (redisAdapter.ts), and
// each subscribes again through the access check and is counted in presence again. The outage itself is
// logged once, by the Redis connection (redisConnection.ts).
import type { RealtimeServer, RealtimeSocket } from './types';

export async function socketsInRoom(io: RealtimeServer, room: string) {
  try {
    return await io.in(room).fetchSockets();
  } catch {
    // Not io.local.in(room).fetchSockets(): the cluster adapter counts the nodes through Redis even for that.
    const ids = io.sockets.adapter.rooms.get(room) ?? new Set<string>();
    return [...ids].flatMap((id): RealtimeSocket[] => {
      const socket = io.sockets.sockets.get(id);
      return socket ? [socket] : [];
    });
  }
}
