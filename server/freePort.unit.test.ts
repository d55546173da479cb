import fs from 'node:fs';
import net from 'node:net';
import { afterEach, expect, it } from 'vitest';
import { freePort } from './freePort';

const RANGE = '/proc/sys/net/ipv4/ip_local_port_range';
const held: net.Server[] = [];
afterEach(async () => {
  await Promise.all(held.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

const listen = (port: number) =>
  new Promise<net.Server>((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });

it.runIf(fs.existsSync(RANGE))('draws a port below the ephemeral range, one nothing listens on', async () => {
  const first = Number(fs.readFileSync(RANGE, 'utf8').trim().split(/\s+/)[0]);
  const ports = new Set<number>();
  for (let i = 0; i < 5; i++) {
    const port = await freePort();
    expect(port).toBeLessThan(first);
    expect(port).toBeGreaterThanOrEqual(Math.max(1024, first - 10_000));
    held.push(await listen(port)); // free: taking it works, and the next draw cannot give it again
    ports.add(port);
  }
  expect(ports.size).toBe(5);
});
