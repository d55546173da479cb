// bench:scale's load balancer, in processes of its own (as a real one would be: its work is not the clients'):
// nginx with docs/operations.md's configuration when it is installed (scaleNginx.ts), else the chaos suite's
// round-robin TCP proxy in Node (scaleProxy.ts). SCALE_BALANCER=node or nginx picks one. Both spread
// connections round robin without stickiness: the clients are WebSocket-only, and each connection stays on
// the node it reached.
import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { PROBE_MODULE } from '../chaos/harness/probe';
import { findNginx, NGINX_RETRY_MS, openWebSockets, startNginx } from './scaleNginx';
import type { ProxyCounts } from './scaleProxy';

export interface Balancer {
  /** What the report calls it. */
  name: string;
  /** Its processes, for their CPU. */
  pids(): number[];
  /** The process whose event-loop delay the probe records (the Node proxy's), if any. */
  probedPid?: number;
  /** WebSocket connections each node holds now, by port. */
  openWebSockets(): Promise<Record<number, number>>;
  /** How long after a node serves again the balancer may still pass it by (its retry interval). */
  rejoinMs: number;
  stop(): Promise<void>;
}

function forkProxy(port: number, backends: number[], env: Record<string, string>): Promise<ChildProcess> {
  const child = fork(path.join(import.meta.dirname, 'scaleProxy.ts'), [port, ...backends].map(String), {
    execArgv: ['--import', 'tsx', '--import', PROBE_MODULE],
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('message', () => resolve(child));
    child.once('exit', (code) => reject(new Error(`the proxy exited (${code}) before it listened`)));
  });
}

async function nodeProxy(port: number, backends: number[], probeEnv: Record<string, string>) {
  const proxy = await forkProxy(port, backends, probeEnv);
  return {
    name: 'a round-robin TCP proxy in Node',
    pids: () => [proxy.pid!],
    probedPid: proxy.pid!,
    rejoinMs: 0, // it tries every backend in turn on each connection
    openWebSockets: () =>
      new Promise<Record<number, number>>((resolve) => {
        const answer = (message: { type: string; counts: ProxyCounts }) => {
          if (message.type !== 'counts') return;
          proxy.off('message', answer);
          resolve(message.counts.openWebSockets);
        };
        proxy.on('message', answer);
        proxy.send({ type: 'counts' });
      }),
    async stop() {
      proxy.disconnect();
    },
  } satisfies Balancer;
}

/** `probeEnv`: where the Node proxy writes its event-loop delay (chaos/harness/probe.ts). */
export async function startBalancer(
  port: number,
  backends: number[],
  probeEnv: Record<string, string>,
): Promise<Balancer> {
  const wanted = process.env.SCALE_BALANCER;
  if (wanted !== undefined && wanted !== 'node' && wanted !== 'nginx')
    throw new Error(`SCALE_BALANCER is "${wanted}": use node or nginx`);
  const nginx = wanted === 'node' ? null : findNginx();
  if (wanted === 'nginx' && !nginx) throw new Error('SCALE_BALANCER=nginx, but no nginx is installed');
  if (!nginx) return nodeProxy(port, backends, probeEnv);
  const started = await startNginx(nginx, port, backends);
  return {
    name: 'nginx (round robin, docs/operations.md)',
    pids: started.pids,
    openWebSockets: () => openWebSockets(backends),
    rejoinMs: NGINX_RETRY_MS + 500, // its fail_timeout, and a margin
    stop: started.stop,
  };
}
