// Presence clients for the chaos suite: sockets subscribed to one project that open a card now and then
// (presence:focus) and, every so often, leave and come back on a new connection, the way people open and
// close tabs, or switch to another project and back. Anything that goes wrong on the way (a refused
// subscribe, a drop they did not ask for) is recorded as a problem.
import type { TestClient } from '../../server/test/httpClient';
import { connectLive, type LiveClient } from '../../server/test/liveClient';
import { setTimeout as sleep } from 'node:timers/promises';

export interface CrowdOptions {
  /** Mean pause between two focus changes of one client (jittered ±50 %). */
  focusEveryMs: number;
  /** Mean time between two churns of one client, a reconnect or a switch (jittered ±50 %); 0: none. */
  churnEveryMs: number;
  /**
   * Another project of the folder: at every other churn, a client subscribes its socket there (or back)
   * instead of reconnecting.
   */
  otherProjectId?: number;
  /** The cards a client may open (read when it focuses); null is "no card open". */
  cardIds: () => readonly number[];
  /** Called with every socket the crowd opens, before it subscribes. */
  onSocket?: (live: LiveClient) => void;
}

export interface PresenceCrowd {
  readonly problems: string[];
  readonly counts: { focuses: number; reconnects: number; switches: number; presenceHeard: number };
  /** Ends every loop and closes every socket. */
  stop(): Promise<void>;
}

const jitter = (ms: number) => ms * (0.5 + Math.random());

export async function startPresenceCrowd(
  baseUrl: string,
  apis: readonly TestClient[],
  projectId: number,
  count: number,
  options: CrowdOptions,
): Promise<PresenceCrowd> {
  const problems: string[] = [];
  const counts = { focuses: 0, reconnects: 0, switches: 0, presenceHeard: 0 };
  let stopping = false;

  async function open(index: number): Promise<LiveClient> {
    const live = await connectLive(baseUrl, apis[index % apis.length]!, { timeoutMs: 10_000 });
    options.onSocket?.(live);
    live.socket.on('presence', () => {
      counts.presenceHeard += 1;
      live.presence.length = 0; // counted; a soak must not keep every message
    });
    live.socket.on('change', () => (live.changes.length = 0));
    live.socket.on('disconnect', (reason) => {
      if (reason !== 'io client disconnect') problems.push(`presence client ${index} dropped: ${reason}`);
    });
    await subscribe(live, projectId);
    return live;
  }

  async function subscribe(live: LiveClient, id: number) {
    const ack = await live.subscribe(id);
    if (!ack.ok) throw new Error(`subscribe to ${id} refused: ${ack.error}`);
  }

  const opened = await Promise.allSettled(Array.from({ length: count }, (_, i) => open(i)));
  const refused = opened.find((result) => result.status === 'rejected');
  if (refused) {
    for (const result of opened) if (result.status === 'fulfilled') result.value.close();
    throw refused.reason;
  }
  const first = opened.map((result) => (result as PromiseFulfilledResult<LiveClient>).value);

  async function run(index: number) {
    let live = first[index]!;
    let watching = projectId;
    let churns = 0;
    let churnAt = options.churnEveryMs ? Date.now() + jitter(options.churnEveryMs) : Infinity;
    try {
      while (!stopping) {
        await sleep(jitter(options.focusEveryMs));
        if (stopping) break;
        if (Date.now() >= churnAt) {
          churnAt = Date.now() + jitter(options.churnEveryMs);
          if (options.otherProjectId && ++churns % 2 === 0) {
            watching = watching === projectId ? options.otherProjectId : projectId;
            await subscribe(live, watching);
            counts.switches += 1;
          } else {
            live.close();
            live = await open(index);
            watching = projectId;
            counts.reconnects += 1;
          }
          continue;
        }
        const cards = options.cardIds();
        const pick = Math.floor(Math.random() * (cards.length + 1));
        live.focus(pick < cards.length ? cards[pick]! : null);
        counts.focuses += 1;
      }
    } catch (error) {
      problems.push(`presence client ${index}: ${(error as Error).message}`);
    } finally {
      live.close();
    }
  }

  const running = Promise.all(first.map((_, i) => run(i)));
  return {
    problems,
    counts,
    async stop() {
      stopping = true;
      await running;
    },
  };
}
