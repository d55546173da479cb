// Benchmarks' CPU profiles of another process (bench:api's app server, bench:scale's nodes and client
// processes), one per measured call, when BENCH_PROFILE=1: the process is started with bench/cpuProfiler.ts
// preloaded, and each call runs between two SIGUSR2 to it (start, stop and write).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { summaryLines } from './profileSummary';

const PRELOAD = path.join(import.meta.dirname, 'cpuProfiler.ts');

async function until(found: () => boolean) {
  for (let i = 0; i < 500 && !found(); i++) await new Promise((resolve) => setTimeout(resolve, 20));
  if (!found()) throw new Error('the app server did not answer its profiler signal within 10 s');
}

export interface Profiling {
  /** `node` flags and env for the app server. */
  nodeArgs: string[];
  env: Record<string, string>;
  /** Runs `call` with the profiler of process `pid` (started with nodeArgs) on; its summary is kept under `name`. */
  around<T>(pid: number, name: string, call: () => Promise<T>): Promise<T>;
  /** The summaries, for the report. */
  lines(): string[];
}

export function profiling(): Profiling | undefined {
  if (!process.env.BENCH_PROFILE) return undefined;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cardplan-profiles-'));
  const summaries: string[] = [];
  /** Profiles taken so far, per process. */
  const counts = new Map<number, number>();
  return {
    nodeArgs: ['--import', PRELOAD],
    env: { BENCH_PROFILE: dir },
    async around(pid, name, call) {
      const n = (counts.get(pid) ?? 0) + 1;
      counts.set(pid, n);
      process.kill(pid, 'SIGUSR2');
      const marker = path.join(dir, `profiling-${pid}`);
      await until(() => fs.existsSync(marker) && fs.readFileSync(marker, 'utf8') === String(n));
      const result = await call();
      process.kill(pid, 'SIGUSR2');
      const file = path.join(dir, `${pid}-${n}.cpuprofile`);
      await until(() => fs.existsSync(file));
      summaries.push(...summaryLines(name.trim(), file), '');
      return result;
    },
    lines: () => [`CPU profiles (${dir}):`, ...summaries],
  };
}
