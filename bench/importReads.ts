// bench:import's other user, seen from the bench: forks importReader.ts, and cuts its samples into the quiet
// baseline and the windows during which an import ran, for their p99.
import { fork } from 'node:child_process';
import path from 'node:path';
import type { ReadSample } from './importReader';
import { percentile } from './realtimeStats';

/** A stretch of time in ms since the epoch (performance.timeOrigin + performance.now()). */
export interface Window {
  from: number;
  to: number;
}

export const now = () => performance.timeOrigin + performance.now();

/** Starts `loops` concurrent read loops of `url` with the user's cookie; `stop()` answers every sample. */
export async function startReader(url: string, cookie: string, loops: number) {
  const child = fork(path.join(import.meta.dirname, 'importReader.ts'), [], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, READER_URL: url, READER_COOKIE: cookie, READER_LOOPS: String(loops) },
  });
  await new Promise<void>((resolve, reject) => {
    child.once('message', () => resolve());
    child.once('exit', (code) => reject(new Error(`the reader exited (${code}) before it started`)));
  });
  let samples: ReadSample[] | null = null;
  return {
    pid: child.pid!,
    async stop(): Promise<ReadSample[]> {
      if (samples) return samples;
      const answer = new Promise<ReadSample[]>((resolve) =>
        child.once('message', (m) => resolve(m as ReadSample[])),
      );
      child.send('stop');
      samples = await answer;
      return samples;
    },
    kill: () => child.kill('SIGKILL'),
  };
}

export interface WindowReads {
  reads: number;
  failed: number;
  p50: number;
  p99: number;
  max: number;
}

/** The reads sent inside any of the windows: how many, how many failed, p50, p99 and max of the rest (ms). */
export function readsIn(samples: ReadSample[], windows: Window[]): WindowReads {
  const inside = samples.filter((s) => windows.some((w) => s.at >= w.from && s.at <= w.to));
  const ok = inside.filter((s) => s.status === 200).map((s) => s.ms);
  ok.sort((a, b) => a - b);
  return {
    reads: inside.length,
    failed: inside.length - ok.length,
    p50: percentile(ok, 50),
    p99: percentile(ok, 99),
    max: ok.at(-1) ?? NaN,
  };
}
