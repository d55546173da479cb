// bench:scale's nginx balancer (bench/scaleNginx.ts): the connections a node holds, read from the kernel, and
// (where nginx is installed) the configuration of docs/operations.md passing requests and WebSocket upgrades
// round robin over two servers.
import http from 'node:http';
import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { findNginx, openWebSockets, startNginx } from '../bench/scaleNginx';
import { freePort } from '../server/freePort';

const closers: (() => unknown)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
});

/** An HTTP server answering its name, and taking any upgrade by holding the connection open. */
async function backend(name: string) {
  const sockets = new Set<net.Socket>();
  const server = http.createServer((_req, res) => res.end(name));
  server.on('connection', (socket: net.Socket) => void sockets.add(socket));
  server.on('upgrade', (_req, socket: net.Socket) =>
    socket.write('HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\r\n'),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  closers.push(() => {
    for (const socket of sockets) socket.destroy();
    return new Promise((resolve) => server.close(resolve));
  });
  return (server.address() as net.AddressInfo).port;
}

const connect = (port: number) =>
  new Promise<net.Socket>((resolve, reject) => {
    const socket = net.connect({ port, host: '127.0.0.1' }, () => resolve(socket)).once('error', reject);
    closers.push(() => socket.destroy());
  });

describe('openWebSockets', () => {
  it('counts the connections a port holds at both readings, not those of requests in flight', async () => {
    const [a, b] = [await backend('a'), await backend('b')];
    const [, , , ending] = await Promise.all([connect(a), connect(a), connect(b), connect(a)]);
    const counting = openWebSockets([a, b]); // its first reading is taken at once, the second 0.5 s later
    // Requests' connections: one open at the first reading only, one at the second only.
    setTimeout(() => ending!.destroy(), 100);
    setTimeout(() => void connect(b), 200);
    expect(await counting).toEqual({ [a]: 2, [b]: 1 });
  });
});

const nginx = findNginx();

describe.skipIf(!nginx)('nginx with the configuration of docs/operations.md', () => {
  it('spreads requests round robin and passes a WebSocket upgrade through', async () => {
    const [a, b] = [await backend('a'), await backend('b')];
    const port = await freePort();
    const balancer = await startNginx(nginx!, port, [a, b]);
    closers.push(() => balancer.stop());
    expect(balancer.pids().length).toBe(2); // the master and its one worker

    const names: string[] = [];
    for (let i = 0; i < 4; i++) names.push(await (await fetch(`http://127.0.0.1:${port}/`)).text());
    expect(names.toSorted()).toEqual(['a', 'a', 'b', 'b']);

    const upgraded = await connect(port);
    const answer = new Promise<string>((resolve) => upgraded.once('data', (data) => resolve(String(data))));
    upgraded.write(
      'GET /socket.io/ HTTP/1.1\r\nHost: localhost\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\r\n',
    );
    expect(await answer).toMatch(/^HTTP\/1.1 101 /);
    const held = await openWebSockets([a, b]);
    expect(held[a]! + held[b]!).toBe(1);
  });
});
