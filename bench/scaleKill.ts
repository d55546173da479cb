// bench:scale's node death: kill -9 of one node while the presenters go on moving cards. Its clients lose their
// connection, come back through the balancer on the other node and catch up (sync:since replays what they
// missed); each one's time from the lost connection to caught up is what the issue bounds. Then the moves stop,
// every client settles and is compared with a fresh load, and the node is started again: new clients reach
// it through the balancer.
import os from 'node:os';
import { settleMirrors } from '../chaos/harness/listeners';
import { LiveMirror } from '../server/test/liveProject';
import type { Profiling } from './profiling';
import type { ScaleCluster } from './scaleCluster';
import { herdCpu, pidsNamed, readCpu, type CpuReading, type HerdCpu, type HerdParts } from './scaleHerdCpu';
import type { Watchers } from './scaleMirrors';
import type { Presenters } from './scalePresenters';
import { sleep } from './realtimeStats';
import type { ScaleFolder } from './scaleWorkspace';

export interface KillResult {
  /** WebSocket connections the killed node held. */
  killedSockets: number;
  /** Clients that lost their connection and came back (by their own count of reconnects). */
  moved: number;
  /** Per moved client: ms from the lost connection to caught up on the other node. */
  catchUpMs: number[];
  /** CPU per client back, by process, above the steady rate before the kill (scaleHerdCpu.ts). */
  cpu: HerdCpu;
  /** The steps of each of those (LiveMirror.reconnectSteps), ms. */
  steps: { waited: number[]; connect: number[]; subscribe: number[]; catchUp: number[] };
  /** Reconnect attempts that failed after the kill, by message. */
  failedAttempts: Map<string, number>;
  /** Clients not back when the wait ended. */
  stillAway: number;
  /** Connections the surviving node held once they were back. */
  survivorSockets: number;
  /** Events applied from replays, and full reloads, over the whole run. */
  replayed: number;
  reloads: number;
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

const stepsOf = (steps: LiveMirror['reconnectSteps']): KillResult['steps'] => ({
  waited: steps.map((s) => s.waited),
  connect: steps.map((s) => s.connect),
  subscribe: steps.map((s) => s.subscribe),
  catchUp: steps.map((s) => s.catchUp),
});

/**
 * settleMirrors for one folder; its own look (a new socket and a fetch through the balancer) is tried again
 * after a network failure, as a browser would: a kept-alive connection can close under a request.
 */
async function settle(url: string, folder: ScaleFolder, mirrors: LiveMirror[]) {
  let failure = '';
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      return await settleMirrors(url, folder.presenter, folder.projectId, mirrors, 30_000);
    } catch (error) {
      failure = (error as Error).message;
      await sleep(500);
    }
  }
  return `not settled: ${failure}`;
}

export async function runKill(
  cluster: ScaleCluster,
  watchers: Watchers,
  folders: readonly ScaleFolder[],
  presenters: Presenters,
  profiles?: Profiling,
): Promise<KillResult> {
  const progress = (what: string) => process.stderr.write(`bench:scale — ${what}\n`);
  const mirrors = watchers.all.map((w) => w.mirror);
  const victimPort = cluster.nodes[KILLED]!.port;
  const killedSockets = (await cluster.balancer.openWebSockets())[victimPort] ?? 0;
  const reconnectsBefore = mirrors.map((m) => m.reconnects);
  const timesBefore = mirrors.map((m) => m.reconnectMs.length);
  const failuresBefore = mirrors.map((m) => m.failedAttempts.length);
  const stepsBefore = mirrors.map((m) => m.reconnectSteps.length);
  const returned = (m: LiveMirror) => m.reconnectMs.length === m.reconnects && m.live.socket.connected;

  const parts: HerdParts = {
    nodes: () => cluster.nodes.map((node) => node.child.pid!),
    postgres: () => pidsNamed('postgres'),
    redis: () => pidsNamed('redis-server'),
    balancer: () => cluster.balancer.pids(),
    presenters: () => [presenters.pid],
    clients: () => [process.pid],
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
      watchers.collect();
      const waited = Date.now() - killedAt;
      // Back: as many clients came back as the node held (a client that has not seen its loss yet still
      // reads as connected), and every client is connected and caught up.
      const moved = mirrors.filter((m, i) => m.reconnects > reconnectsBefore[i]!).length;
      const back = moved >= killedSockets && mirrors.every(returned);
      if (back) allBack ??= readCpu(parts);
      if ((back && waited >= MOVING_AFTER_KILL_MS) || waited > WAIT_FOR_RETURN_MS) break;
      await sleep(100);
    }
  };
  const survivor = cluster.nodes[1 - KILLED]!.child.pid!;
  if (profiles)
    await profiles.aroundSelf('the clients (this process), while they come back', () =>
      profiles.around(survivor, 'the other node, while the clients come back', killAndWait),
    );
  else await killAndWait();
  await presenters.stop();
  const moved = mirrors.filter((m, i) => m.reconnects > reconnectsBefore[i]!);
  const survivorSockets = (await cluster.balancer.openWebSockets())[cluster.nodes[1 - KILLED]!.port] ?? 0;

  progress('settling every client');
  const problems: string[] = [];
  const finalSeqs = new Map<number, number>();
  for (let i = 0; i < folders.length; i += 10) {
    await Promise.all(
      folders.slice(i, i + 10).map(async (folder) => {
        const own = watchers.all.filter((w) => w.folder === folder).map((w) => w.mirror);
        const settled = await settle(cluster.url, folder, own);
        if (typeof settled === 'string') return void problems.push(`folder ${folder.folderId}: ${settled}`);
        finalSeqs.set(folder.folderId, settled.finalSeq);
        problems.push(...settled.problems.map((p) => `folder ${folder.folderId}: ${p}`));
      }),
    );
  }

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
    killedSockets,
    moved: moved.length,
    catchUpMs: mirrors.flatMap((m, i) => m.reconnectMs.slice(timesBefore[i])),
    cpu: herdCpu(steadyFrom, atKill, allBack ?? readCpu(parts), moved.length, os.cpus().length),
    steps: stepsOf(mirrors.flatMap((m, i) => m.reconnectSteps.slice(stepsBefore[i]))),
    failedAttempts: mirrors
      .flatMap((m, i) => m.failedAttempts.slice(failuresBefore[i]))
      .reduce(
        (counts, message) => counts.set(message, (counts.get(message) ?? 0) + 1),
        new Map<string, number>(),
      ),
    stillAway: mirrors.filter((m) => !returned(m)).length,
    survivorSockets,
    replayed: mirrors.reduce((n, m) => n + m.replayed, 0),
    reloads: mirrors.reduce((n, m) => n + m.refetches, 0),
    problems,
    finalSeqs,
    reviveMs,
    revivedSockets,
  };
}
