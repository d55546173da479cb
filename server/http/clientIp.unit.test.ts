// One client-IP rule: Koa's ctx.ip, configured by koaProxyOptions, and clientIp (sockets) agree for every hop count.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import { describe, expect, it } from 'vitest';
import { clientIp, koaProxyOptions } from './clientIp';

async function bothRules(hops: number, forwardedFor?: string) {
  const app = new Koa(koaProxyOptions(hops));
  app.use((ctx) => {
    ctx.body = { koa: ctx.ip, ours: clientIp(hops, ctx.req.headers, ctx.req.socket.remoteAddress) };
  });
  const server = http.createServer(app.callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    const headers: Record<string, string> = forwardedFor ? { 'X-Forwarded-For': forwardedFor } : {};
    const res = await fetch(`http://127.0.0.1:${port}/`, { headers });
    return (await res.json()) as { koa: string; ours: string };
  } finally {
    server.close();
  }
}

describe('the client is the entry the outermost trusted proxy added', () => {
  it.each([
    [0, 'spoof, 203.0.113.7', '127.0.0.1'],
    [1, undefined, '127.0.0.1'],
    [1, '203.0.113.7', '203.0.113.7'],
    [1, 'spoof, 198.51.100.1, 203.0.113.7', '203.0.113.7'],
    [2, 'spoof, 203.0.113.7, 192.0.2.10', '203.0.113.7'],
    [2, '203.0.113.7', '203.0.113.7'],
  ])('TRUST_PROXY=%i, X-Forwarded-For %s: %s', async (hops, forwardedFor, expected) => {
    const { koa, ours } = await bothRules(hops, forwardedFor);
    expect(ours.replace(/^::ffff:/, '')).toBe(expected);
    expect(ours).toBe(koa);
  });
});
