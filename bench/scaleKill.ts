// bench:scale's node death: kill -9 of one node while the presenters go on moving cards. Its clients lose their
// connection, come back through the balancer on the other node and catch up (sync:since replays what they
// missed); each one's time from the lost connection to caught up is what the issue bounds. Then the moves stop,
// every client settles and is compared with a fresh load, and the node is started again: new clients reach
// it through the balancer.
import os from 'node:os';
import { LiveMirror } from '../server/test/liveProject';
import type { Profiling } from './profiling';
import type { ClientProcesses } from './scaleClients';
import type { ScaleCluster } from './scaleCluster';
import type { HerdPart } from './scaleHerd';
import { herdCpu, pidsNamed, readCpu, type CpuReading, type HerdCpu, type HerdParts } from './scaleHerdCpu';
import type { Presenters } from './scalePresenters';
import { sleep } from './realtimeStats';
import type { ScaleFolder } from './scaleWorkspace';

export interface KillResult extends Omit<HerdPart, 'failedAttempts'> {
  /** WebSocket connections the killed node held. */
  killedSockets: number;
  /** CPU per client back, by process, above the steady rate before the kill (scaleHerdCpu.ts). */
  cpu: HerdCpu;
  /** Reconnect attempts that failed after the kill, by message. */
  failedAttempts: Map<string, number>;
  /** Connections the surviving node held once they were back. */
  survivorSockets: number;
  /** Whatever kept a client from equalling a fresh load at the end. */
  problems: string[];
  /** Per folder, its seq at the end. */
  finalSeqs: Map<number, number>;
  /** The node started again: ms until it served, and new clients that reached it through the balancer. */
  reviveMs: number;
  revivedSockets: number;
}

const KILLED = 0;
const MOVING_AFTER_KILL_MS = 15_000;
const WAIT_FOR_RETURN_MS = 60_000;
const NEW_CLIENTS = 20;
/** The steady time read before the kill, to subtract from the herd's CPU. */
const STEADY_MS = 5000;

export async function runKill(
  cluster: ScaleCluster,
  clients: ClientProcesses,
  folders: readonly ScaleFolder[],
  presenters: Presenters,
  profiles?: Profiling,
): Promise<KillResult> {
  const progress = (what: string) => process.stderr.write(`bench:scale — ${what}\n`);
  const victimPort = cluster.nodes[KILLED]!.port;
  const killedSockets = (await cluster.balancer.openWebSockets())[victimPort] ?? 0;
  await clients.markHerd();

  const parts: HerdParts = {
    nodes: () => cluster.nodes.map((node) => node.child.pid!),
    postgres: () => pidsNamed('postgres'),
    redis: () => pidsNamed('redis-server'),
    balancer: () => cluster.balancer.pids(),
    presenters: () => [presenters.pid],
    clients: () => clients.pids,
  };
  const steadyFrom = readCpu(parts);
  await sleep(STEADY_MS);
  progress(`killing a node (${killedSockets} clients on it); moves go on`);
  const atKill = readCpu(parts);
  const killedAt = Date.now();
  let allBack: CpuReading | undefined;
  const killAndWait = async () => {
    await cluster.kill(KILLED);
    for (;;) {
      const waited = Date.now() - killedAt;
      // Back: as many clients came back as the node held (a client that has not seen its loss yet still
      // reads as connected), and every client is connected and caught up.
      const status = await clients.herdStatus();
      const back = status.moved >= killedSockets && status.back;
      if (back) allBack ??= readCpu(parts);
      if ((back && waited >= MOVING_AFTER_KILL_MS) || waited > WAIT_FOR_RETURN_MS) break;
      await sleep(100);
    }
  };
  const survivor = cluster.nodes[1 - KILLED]!.child.pid!;
  if (profiles)
    await profiles.around(
      clients.pids[0]!,
      'the clients (one of their processes), while they come back',
      () => profiles.around(survivor, 'the other node, while the clients come back', killAndWait),
    );
  else await killAndWait();
  await presenters.stop();
  const herd = await clients.herdPart();
  const survivorSockets = (await cluster.balancer.openWebSockets())[cluster.nodes[1 - KILLED]!.port] ?? 0;

  progress('settling every client');
  const { problems, finalSeqs } = await clients.settle(cluster.url);

  progress('starting the killed node again');
  const reviveMs = await cluster.revive(KILLED);
  // Serving again, it is passed by until the balancer tries it again (nginx: a second after a failed try),
  // and nginx counts it back only once a request there has ended: a WebSocket's does not while it is open.
  // A running day's REST calls do that at once; here the presenters have stopped, so a few plain requests do.
  await sleep(cluster.balancer.rejoinMs);
  for (let i = 0; i < 4; i++) await fetch(`${cluster.url}/healthz`);
  const folder = folders[0]!;
  const fresh = await Promise.all(
    Array.from({ length: NEW_CLIENTS }, (_, i) =>
      LiveMirror.open(cluster.url, folder.viewers[i % folder.viewers.length]!, folder.projectId),
    ),
  );
  const revivedSockets = (await cluster.balancer.openWebSockets())[victimPort] ?? 0;
  for (const mirror of fresh) mirror.close();

  return {
    ...herd,
    killedSockets,
    cpu: herdCpu(steadyFrom, atKill, allBack ?? readCpu(parts), herd.moved, os.cpus().length),
    failedAttempts: new Map(herd.failedAttempts),
    survivorSockets,
    problems,
    finalSeqs,
    reviveMs,
    revivedSockets,
  };
}
