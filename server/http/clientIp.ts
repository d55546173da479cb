// Who a request comes from, by one rule for the HTTP API (Koa's ctx.ip, which every per-IP limit counts)
// and for sockets. Behind TRUST_PROXY = n reverse proxies, X-Forwarded-For ends with the n entries those
// proxies added (each appends the address it was reached from); everything before them was written by the
// client itself. So the client is the n-th entry from the end, never the leftmost. With no trusted proxy
// (0) the header is ignored and the TCP peer is the client.
import type { IncomingHttpHeaders } from 'node:http';

/** Koa's options for the same rule: its ctx.ip is then clientIp(hops, …) of the request. */
export function koaProxyOptions(hops: number): { proxy: boolean; maxIpsCount: number } {
  return { proxy: hops > 0, maxIpsCount: hops };
}

/** The client's address of a request with these headers that reached us from `peer` (its socket's address). */
export function clientIp(hops: number, headers: IncomingHttpHeaders, peer: string | undefined): string {
  const header = hops > 0 ? headers['x-forwarded-for'] : undefined;
  const forwarded = Array.isArray(header) ? header.join(',') : header;
  const entries = forwarded ? forwarded.split(',').map((entry) => entry.trim()) : [];
  return entries.slice(-hops)[0] || peer || '';
}
