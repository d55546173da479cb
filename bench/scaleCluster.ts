// bench:scale's cluster: two Cardplan nodes (real processes running the build, chaos/harness/nodes.ts) on one PostgreSQL database
// and one Redis, behind the load balancer (scaleBalancer.ts, processes of its own). A node can be killed
// (kill -9) and started again on its port, where the balancer finds it as a real one would after its check.
import { PROBE_EVERY_ENV, PROBE_FILE_ENV, PROBE_MODULE } from '../chaos/harness/probe';
import { newSessionSecret, startNode, type CardplanNode, type NodeOptions } from '../chaos/harness/nodes';
import { publicAddress } from '../chaos/harness/tcpProxy';
import { build, buildIsCurrent } from '../scripts/build.mjs';
import { serverNodeArgs } from '../scripts/startupHold.mjs';
import type { Profiling } from './profiling';
import { startBalancer, type Balancer } from './scaleBalancer';

export interface ScaleCluster {
  /** The balancer's address: what every client and presenter uses, and the nodes' APP_URL. */
  url: string;
  nodes: CardplanNode[];
  balancer: Balancer;
  /** Kills node `index` (kill -9); answers when it has exited. */
  kill(index: number): Promise<void>;
  /** Starts node `index` again on its port; answers the ms until it served /healthz. */
  revive(index: number): Promise<number>;
  stop(): Promise<void>;
}

/**
 * Each node and the balancer write their event-loop delay and memory to `probeFile` every second (chaos/harness/probe.ts).
 * `profiles` (BENCH_PROFILE=1): the nodes can record a CPU profile on signal (bench/profiling.ts).
 */
export async function startCluster(
  databaseUrl: string,
  redisUrl: string,
  probeFile: string,
  profiles?: Profiling,
): Promise<ScaleCluster> {
  // By address, not `localhost`: 2,000 clients would otherwise each ask the resolver (libuv's four threads).
  const { port } = await publicAddress();
  const site = { port, url: `http://127.0.0.1:${port}` };
  // The nodes run the build, as `npm start` does: a node's memory is the product's, not tsx's.
  if (!buildIsCurrent()) build();
  const probeEnv = { [PROBE_FILE_ENV]: probeFile, [PROBE_EVERY_ENV]: '1000' };
  const options: NodeOptions = {
    built: true,
    databaseUrl,
    redisUrl,
    sessionSecret: newSessionSecret(),
    env: { APP_URL: site.url, ...probeEnv, ...profiles?.env },
    // As `npm start` runs the server; the preloads are TypeScript: tsx loads them (the server is the build).
    nodeArgs: [
      ...serverNodeArgs(),
      '--import',
      'tsx',
      '--import',
      PROBE_MODULE,
      ...(profiles?.nodeArgs ?? []),
    ],
  };
  // One after the other: the first node migrates the fresh database.
  const nodes = [await startNode(options)];
  nodes.push(await startNode(options));
  const balancer = await startBalancer(
    site.port,
    nodes.map((node) => node.port),
    probeEnv,
  );
  return {
    url: site.url,
    nodes,
    balancer,
    kill: (index) => nodes[index]!.kill(),
    async revive(index) {
      const started = performance.now();
      await nodes[index]!.stop(); // reaps the killed process and removes its DATA_DIR
      nodes[index] = await startNode(options, nodes[index]!.port);
      return performance.now() - started;
    },
    async stop() {
      await balancer.stop();
      await Promise.all(nodes.map((node) => node.stop().catch(() => undefined)));
    },
  };
}
