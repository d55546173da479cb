// A lean HTTP call for the benches that time requests from one process: node:http over kept-alive
// connections, the answer's bytes collected as they come. Node's fetch (undici behind WHATWG streams and
// Headers) spends milliseconds of the measuring process's CPU on each call on a slow machine — 4.3 ms a move
// in bench:realtime on 2026-12-04, against 2.0 ms with this —, which a timed round trip counts as the server's.
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { percentile } from './realtimeStats';

const agent = new http.Agent({ keepAlive: true });

/** What came back: the status, the whole body as sent and its Content-Encoding. */
export interface Answer {
  status: number;
  body: Buffer;
  encoding: string | undefined;
}

/** Sends `method` to `url` (with `body` as JSON when given); resolves once the whole answer is read. */
export function call(
  method: string,
  url: string,
  headers: Record<string, string>,
  body?: unknown,
): Promise<Answer> {
  const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
  const sent = payload
    ? { ...headers, 'content-type': 'application/json', 'content-length': String(payload.length) }
    : headers;
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method, agent, headers: sent }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          body: Buffer.concat(chunks),
          encoding: response.headers['content-encoding'],
        }),
      );
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end(payload);
  });
}

/** A request of `inTurn`: its method, path and JSON body. */
export interface TurnRequest {
  method: string;
  path: string;
  body: unknown;
}

/** A card moved one place down, then back up, as the board's arrows send it: the unloaded move's pair. */
export const downAndUp = (cardId: number): TurnRequest[] =>
  (['down', 'up'] as const).map((direction) => ({
    method: 'PATCH',
    path: `/api/cards/${cardId}/reorder`,
    body: { direction, groupBy: 'none' },
  }));

/**
 * `requests` in turn for `seconds`, one at a time on one connection, each timed to the microsecond (autocannon's
 * histogram counts whole milliseconds): the unloaded figure. Answers the rate, p50 and p99 (ms) and the non-2xx.
 */
export async function inTurn(
  url: string,
  headers: Record<string, string>,
  requests: TurnRequest[],
  seconds: number,
) {
  const times: number[] = [];
  let errors = 0;
  const start = performance.now();
  while (performance.now() - start < seconds * 1000) {
    const request = requests[times.length % requests.length]!;
    const sent = performance.now();
    const { status } = await call(request.method, `${url}${request.path}`, headers, request.body);
    times.push(performance.now() - sent);
    if (status < 200 || status > 299) errors++;
  }
  const elapsed = (performance.now() - start) / 1000;
  times.sort((a, b) => a - b);
  return { rps: times.length / elapsed, p50: percentile(times, 50), p99: percentile(times, 99), errors };
}
