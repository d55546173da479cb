// bench:api's own load drivers (keep-alive node:http): a closed loop (N workers, each sending its next request
// when its last one is answered) and an open loop (requests on a fixed schedule, whatever the answers).
// autocannon's overallRate is no open loop: each connection sends its second's quota back to back and
// then idles until the next second, and it measures from the actual send (its "coordinated omission"
// correction uses an expected interval of ceil(1 / rate) = 1 ms instead of 1000 / rate ms, which adds
// made-up short samples). Here latency runs from the scheduled send time, so a slow answer also counts
// against the requests queued behind it.
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { percentile, sleep } from './realtimeStats';

export interface Call {
  method: string;
  path: string;
  body?: string;
}

export interface LoadResult {
  requests: number;
  /** Answers other than 2xx, and requests that failed outright. */
  errors: number;
  firstError?: string;
  /** Answered requests per second over the run. */
  rps: number;
  p50: number;
  p99: number;
}

interface Target {
  url: string;
  headers: Record<string, string>;
  durationS: number;
}

function sender(target: Target, sockets: number) {
  const base = new URL(target.url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: sockets });
  const send = (call: Call) =>
    new Promise<{ status: number; text: string }>((resolve) => {
      const headers = {
        ...target.headers,
        ...(call.body ? { 'content-length': Buffer.byteLength(call.body) } : {}),
      };
      const req = http.request(
        { agent, host: base.hostname, port: base.port, method: call.method, path: call.path, headers },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk) => (text += chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
          res.on('error', (error) => resolve({ status: 0, text: String(error) }));
        },
      );
      req.on('error', (error) => resolve({ status: 0, text: String(error) }));
      req.end(call.body);
    });
  return { send, close: () => agent.destroy() };
}

function collect() {
  const latencies: number[] = [];
  let errors = 0;
  let firstError: string | undefined;
  return {
    record(latency: number, answer: { status: number; text: string }) {
      if (answer.status >= 200 && answer.status < 300) latencies.push(latency);
      else {
        errors++;
        firstError ??= `${answer.status} ${answer.text.slice(0, 200)}`;
      }
    },
    result(elapsedMs: number): LoadResult {
      const sorted = latencies.sort((a, b) => a - b);
      return {
        requests: sorted.length + errors,
        errors,
        firstError,
        rps: sorted.length / (elapsedMs / 1000),
        p50: percentile(sorted, 50),
        p99: percentile(sorted, 99),
      };
    },
  };
}

/** `workers` requests in flight at all times; `call(worker, n)` is worker's n-th request. */
export async function closedLoop(
  target: Target & { workers: number; call: (worker: number, n: number) => Call },
): Promise<LoadResult> {
  const { send, close } = sender(target, target.workers);
  const stats = collect();
  const start = performance.now();
  const end = start + target.durationS * 1000;
  await Promise.all(
    Array.from({ length: target.workers }, async (_, worker) => {
      for (let n = 0; performance.now() < end; n++) {
        const sent = performance.now();
        const answer = await send(target.call(worker, n));
        stats.record(performance.now() - sent, answer);
      }
    }),
  );
  close();
  return stats.result(performance.now() - start);
}

/** `rate` requests per second on a fixed schedule, on up to `sockets` connections (then queued). */
export async function openLoop(
  target: Target & { rate: number; call: (n: number) => Call; sockets?: number },
): Promise<LoadResult> {
  const { send, close } = sender(target, target.sockets ?? 64);
  const stats = collect();
  const interval = 1000 / target.rate;
  const total = Math.round(target.rate * target.durationS);
  const start = performance.now();
  const answered: Promise<void>[] = [];
  for (let n = 0; n < total;) {
    // Everything due by now goes out, so a late timer does not lower the offered rate.
    for (; n < total && start + n * interval <= performance.now(); n++) {
      const scheduled = start + n * interval;
      answered.push(
        send(target.call(n)).then((answer) => stats.record(performance.now() - scheduled, answer)),
      );
    }
    if (n < total) await sleep(Math.max(0, start + n * interval - performance.now()));
  }
  await Promise.all(answered);
  close();
  return stats.result(performance.now() - start);
}
