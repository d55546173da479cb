// Listeners that timestamp every change event heard live on one node, for the chaos suite: with the writes'
// outcomes they tell when events stopped and started again crossing from one node to another, and how long
// an event took to reach a socket on the node that made it. They reconnect (and subscribe again) by themselves.
import type { ChangeEvent } from '../../common/events';
import type { TestClient } from '../../server/test/httpClient';
import { connectLive, type LiveClient } from '../../server/test/liveClient';

export interface Arrival {
  /** The node the listening socket is connected to. */
  node: string;
  seq: number;
  mutationId?: string;
  at: number;
}

export interface ArrivalLog {
  readonly arrivals: Arrival[];
  /** Times a listener's connection was lost and made again (it subscribes again each time). */
  readonly reconnects: number;
  close(): void;
}

/** One socket per node (`nodes`: name → base URL, `apis`: a browser signed in there), subscribed to the project. */
export async function listenOnNodes(
  nodes: Record<string, { url: string; api: TestClient }>,
  projectId: number,
): Promise<ArrivalLog> {
  const arrivals: Arrival[] = [];
  const sockets: LiveClient[] = [];
  let reconnects = 0;
  try {
    for (const [node, { url, api }] of Object.entries(nodes)) {
      // Socket.IO reconnects by itself; a reconnected socket is in no room until it subscribes again.
      const live = await connectLive(url, api, { timeoutMs: 10_000, reconnection: true });
      sockets.push(live);
      live.socket.on('change', (event: ChangeEvent) =>
        arrivals.push({ node, seq: event.seq, mutationId: event.mutationId, at: Date.now() }),
      );
      live.socket.io.on('reconnect', () => {
        reconnects += 1;
        void live.subscribe(projectId).catch(() => undefined);
      });
      const ack = await live.subscribe(projectId);
      if (!ack.ok) throw new Error(`subscribe on ${node} refused: ${ack.error}`);
    }
  } catch (error) {
    for (const live of sockets) live.close();
    throw error;
  }
  return {
    arrivals,
    get reconnects() {
      return reconnects;
    },
    close: () => sockets.forEach((live) => live.close()),
  };
}
