// The chaos suite's load balancer (chaos/harness/tcpProxy.ts) with a dead backend: every connection of a burst
// must reach the live one. Its retry once took the shared round-robin turn again, which the burst's other
// connections had moved back onto the dead backend: bench:scale's node death saw 148 of 500 reconnects dropped.
import net from 'node:net';
import { afterEach, expect, it } from 'vitest';
import { startTcpProxy, type TcpProxy } from '../../chaos/harness/tcpProxy';
import { freePort } from '../../server/freePort';

let proxy: TcpProxy | undefined;
let live: net.Server | undefined;
afterEach(async () => {
  await proxy?.close();
  await new Promise((resolve) => live?.close(resolve));
});

/** Sends a line through the proxy and answers what came back (the live backend answers "ok"). */
function roundTrip(port: number): Promise<string> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    let heard = '';
    socket.on('data', (chunk) => (heard += chunk));
    socket.on('error', () => resolve('error'));
    socket.on('close', () => resolve(heard || 'closed'));
    socket.write('hello\n');
  });
}

it('sends every connection of a burst to the live backend when the other one is dead', async () => {
  live = net.createServer((socket) => socket.once('data', () => socket.end('ok')));
  await new Promise<void>((resolve) => live!.listen(0, '127.0.0.1', resolve));
  const livePort = (live.address() as net.AddressInfo).port;
  const deadPort = await freePort(); // nothing listens there: connections are refused
  proxy = await startTcpProxy({ backends: [deadPort, livePort] });

  const answers = await Promise.all(Array.from({ length: 200 }, () => roundTrip(proxy!.port)));

  expect(answers.filter((answer) => answer !== 'ok')).toEqual([]);
  expect(proxy.accepted.get(livePort)).toBe(200);
});
