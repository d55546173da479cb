// Preloaded into a Cardplan server process by the chaos suite (`node --import tsx --import <this file>`): writes
// the process's event-loop delay and memory as one JSON line every few seconds to $CHAOS_PROBE_FILE, so a
// scenario measures the real server without a line of production code for it. Without the variable it does
// nothing.
import fs from 'node:fs';
import { constants, monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';

/** One line of the probe file: the interval since the previous line. Times in ms, memory in bytes. */
export interface ProbeSample {
  /** The process that wrote it: several may share one file. */
  pid: number;
  /** Date.now() when written. */
  at: number;
  rss: number;
  heapUsed: number;
  /** heapUsed right after the latest full (mark-sweep-compact) GC: what is really kept, without GC's sawtooth. */
  heapAfterFullGc: number | null;
  external: number;
  /** Event-loop delay over the interval, beyond the timer's own resolution. */
  loopP50: number;
  loopP99: number;
  loopMax: number;
  /** How many delays the interval measured (one per resolution tick the loop managed). */
  loopCount: number;
  /** Active libuv resources (sockets, timers, handles): a leak of them shows as steady growth. */
  resources: number;
}

/** What `node --import` takes to preload the probe. */
export const PROBE_MODULE = import.meta.url;
export const PROBE_FILE_ENV = 'CHAOS_PROBE_FILE';
export const PROBE_EVERY_ENV = 'CHAOS_PROBE_EVERY_MS';
const RESOLUTION_MS = 10;

const file = process.env[PROBE_FILE_ENV];
if (file) {
  const everyMs = Number(process.env[PROBE_EVERY_ENV] ?? 5000);
  const delay = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  delay.enable();
  // The histogram counts from when the timer was due, so an idle loop reads the resolution itself.
  const loopMs = (ns: number) => Math.max(0, ns / 1e6 - RESOLUTION_MS);
  let heapAfterFullGc: number | null = null;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if ((entry as { detail?: { kind?: number } }).detail?.kind === constants.NODE_PERFORMANCE_GC_MAJOR)
        heapAfterFullGc = process.memoryUsage().heapUsed;
  }).observe({ entryTypes: ['gc'] });
  const sample = () => {
    const memory = process.memoryUsage();
    const line: ProbeSample = {
      pid: process.pid,
      at: Date.now(),
      rss: memory.rss,
      heapUsed: memory.heapUsed,
      heapAfterFullGc,
      external: memory.external,
      loopP50: loopMs(delay.percentile(50)),
      loopP99: loopMs(delay.percentile(99)),
      loopMax: loopMs(delay.max),
      loopCount: delay.count,
      resources: process.getActiveResourcesInfo().length,
    };
    delay.reset();
    // Synchronous: a line is on disk even if the process is killed right after.
    fs.appendFileSync(file, `${JSON.stringify(line)}\n`);
  };
  setInterval(sample, everyMs).unref();
}
