// bench:scale's cost of a node's death, by process: the CPU each part spent while the dead node's clients came
// back, above what it spent in as long just before (the moves go on throughout), per client that came back.
// On two shared cores the herd is a queue for the CPU, so this — not the catch-up time, which swings by a
// second between runs — is the figure to bring down. Read from /proc (Linux): processes by pid or by name, so
// PostgreSQL and Redis count when they run on this machine (embedded or not).
import fs from 'node:fs';
import { allPids, readProc } from './processes';
import { cpuMs } from './realtimeStats';

/** What to count: a part's processes, found again at each reading (PostgreSQL forks backends meanwhile). */
export type HerdParts = Record<string, () => number[]>;

export interface CpuReading {
  at: number;
  /** Per part, CPU ms per pid. */
  parts: Record<string, Map<number, number>>;
  /** The whole machine's busy CPU ms (every core). */
  machine: number;
}

const TICK_MS = 10; // USER_HZ is 100 on Linux

/** The pids whose command name (/proc/<pid>/comm) is `name`. */
export const pidsNamed = (name: string): number[] =>
  allPids().filter((pid) => readProc(pid, 'comm')?.trim() === name);

function machineBusyMs(): number {
  // cpu  user nice system idle iowait irq softirq steal …: busy is all but idle and iowait.
  const fields = fs
    .readFileSync('/proc/stat', 'utf8')
    .split('\n')[0]!
    .trim()
    .split(/\s+/)
    .slice(1)
    .map(Number);
  const [user, nice, system, , , irq, softirq, steal] = fields;
  return (user! + nice! + system! + irq! + softirq! + (steal ?? 0)) * TICK_MS;
}

export function readCpu(parts: HerdParts): CpuReading {
  const read: CpuReading['parts'] = {};
  for (const [part, pids] of Object.entries(parts))
    read[part] = new Map(
      pids()
        .map((pid) => [pid, cpuMs(pid)] as const)
        .filter(([, ms]) => !Number.isNaN(ms)), // gone meanwhile
    );
  return { at: Date.now(), parts: read, machine: machineBusyMs() };
}

/**
 * CPU ms per part from `from` to `to`: a pid in both counts its difference, a pid born after `from` all it
 * used (a backend forked for the herd), a pid gone by `to` nothing (the killed node).
 */
function spent(from: CpuReading, to: CpuReading): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [part, pids] of Object.entries(to.parts)) {
    if (pids.size === 0) continue; // not on this machine (PostgreSQL elsewhere, say)
    let ms = 0;
    for (const [pid, now] of pids) ms += now - (from.parts[part]?.get(pid) ?? 0);
    out[part] = ms;
  }
  return { ...out, machine: to.machine - from.machine };
}

export interface HerdCpu {
  /** How long the herd lasted (ms): from the kill until every client was back and caught up. */
  herdMs: number;
  /** The steady time before the kill it is set against (ms). */
  steadyMs: number;
  /** Per part (and `machine`): CPU ms spent in the herd above the steady rate before it, per client back. */
  perClient: Record<string, number>;
  /** The machine's busy share of all its cores during the herd, and in the steady time before (%). */
  busyInHerd: number;
  busySteady: number;
}

/**
 * `before` and `atKill` bound the steady time (the same moves, no herd); `atKill` and `back` the herd.
 * `cores` turns the machine's busy ms into a share.
 */
export function herdCpu(
  before: CpuReading,
  atKill: CpuReading,
  back: CpuReading,
  clients: number,
  cores: number,
): HerdCpu {
  const steadyMs = atKill.at - before.at;
  const herdMs = back.at - atKill.at;
  const steady = spent(before, atKill);
  const herd = spent(atKill, back);
  const perClient: Record<string, number> = {};
  for (const [part, ms] of Object.entries(herd))
    if (part in steady)
      perClient[part] = (ms - ((steady[part] ?? 0) * herdMs) / steadyMs) / Math.max(1, clients);
  return {
    herdMs,
    steadyMs,
    perClient,
    busyInHerd: (herd.machine! / (herdMs * cores)) * 100,
    busySteady: (steady.machine! / (steadyMs * cores)) * 100,
  };
}
