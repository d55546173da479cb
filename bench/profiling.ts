// bench:api's CPU profiles of the app server, one per measured call, when BENCH_PROFILE=1: the server is
// started with bench/cpuProfiler.ts preloaded, and each call runs between two SIGUSR2 (start, stop and write).
import fs from 'node:fs';
import { Session } from 'node:inspector/promises';
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
  /** Runs `call` with the server's profiler on; its summary is kept under `name`. */
  around<T>(pid: number, name: string, call: () => Promise<T>): Promise<T>;
  /** Runs `call` with this process's own profiler on (the bench's clients); its summary is kept under `name`. */
  aroundSelf<T>(name: string, call: () => Promise<T>): Promise<T>;
  /** The summaries, for the report. */
  lines(): string[];
}

export function profiling(): Profiling | undefined {
  if (!process.env.BENCH_PROFILE) return undefined;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cardplan-profiles-'));
  const summaries: string[] = [];
  let count = 0;
  return {
    nodeArgs: ['--import', PRELOAD],
    env: { BENCH_PROFILE: dir },
    async around(pid, name, call) {
      const n = ++count;
      process.kill(pid, 'SIGUSR2');
      const marker = path.join(dir, 'profiling');
      await until(() => fs.existsSync(marker) && fs.readFileSync(marker, 'utf8') === String(n));
      const result = await call();
      process.kill(pid, 'SIGUSR2');
      const file = path.join(dir, `${n}.cpuprofile`);
      await until(() => fs.existsSync(file));
      summaries.push(...summaryLines(name.trim(), file), '');
      return result;
    },
    async aroundSelf(name, call) {
      const session = new Session();
      session.connect();
      await session.post('Profiler.enable');
      await session.post('Profiler.start');
      try {
        return await call();
      } finally {
        const { profile } = await session.post('Profiler.stop');
        session.disconnect();
        const file = path.join(dir, `self-${++count}.cpuprofile`);
        fs.writeFileSync(file, JSON.stringify(profile));
        summaries.push(...summaryLines(name.trim(), file), '');
      }
    },
    lines: () => [`CPU profiles (${dir}):`, ...summaries],
  };
}
