// bench:scale's load balancer where nginx is not installed (scaleBalancer.ts), a process of its own: the
// chaos suite's round-robin TCP proxy (chaos/harness/tcpProxy.ts) over the nodes' ports, passing bytes
// through untouched. WebSocket-only clients need no stickiness: each connection stays on the node it reached.
// Started with fork(): argv = listen port, backend ports; answers {type:'counts'} over IPC with what it holds.
import { startTcpProxy } from '../chaos/harness/tcpProxy';

export interface ProxyCounts {
  /** Connections accepted per backend port, since the start. */
  accepted: Record<number, number>;
  /** WebSocket connections open now, per backend port. */
  openWebSockets: Record<number, number>;
}

const [port, ...backends] = process.argv.slice(2).map(Number);
const proxy = await startTcpProxy({ backends, port });

process.on('message', (message: { type: string }) => {
  if (message.type !== 'counts') return;
  const counts: ProxyCounts = {
    accepted: Object.fromEntries(proxy.accepted),
    openWebSockets: Object.fromEntries(proxy.openWebSockets),
  };
  process.send!({ type: 'counts', counts });
});
process.on('disconnect', () => void proxy.close().then(() => process.exit(0)));
process.send!({ type: 'ready' });
