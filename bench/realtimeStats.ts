// bench:realtime measurements: percentiles, a server process's peak RSS (sampled from /proc every 50 ms)
// and CPU time; Linux /proc only (elsewhere RSS reads 0 and CPU NaN).
import fs from 'node:fs';

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The middle value (the mean of the two middle ones for an even count); NaN for none. */
export function median(values: number[]): number {
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  return sorted.length % 2 ? sorted[Math.floor(middle)]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

/** Peak VmRSS (MB) of each process, sampled every 50 ms until stopped. */
export function sampleRss(pids: number[]) {
  const peaks = pids.map(() => 0);
  const sample = () =>
    pids.forEach((pid, i) => {
      try {
        const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
        const kb = Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0);
        peaks[i] = Math.max(peaks[i]!, kb / 1024);
      } catch {
        // no /proc here (not Linux), or the process is gone
      }
    });
  sample();
  const timer = setInterval(sample, 50);
  return {
    stop() {
      clearInterval(timer);
      sample();
      return peaks;
    },
  };
}

/** CPU time (ms) a process has used: utime + stime of /proc/<pid>/stat, in 10 ms ticks (USER_HZ). */
export function cpuMs(pid: number): number {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return NaN;
  }
}

/** How a delivery latency spreads (ms): the four figures every bench:realtime table shows. */
export interface Spread {
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

export const spreadOf = (sorted: number[]): Spread => ({
  p50: percentile(sorted, 50),
  p95: percentile(sorted, 95),
  p99: percentile(sorted, 99),
  max: sorted.at(-1) ?? NaN,
});

/** A table cell of milliseconds, 6 wide; "—" when not measured. */
export const msCell = (n: number) => (Number.isNaN(n) ? '—' : n.toFixed(1)).padStart(6);

/** The spread's four cells of a table row. */
export const spreadCells = (spread: Spread) => [spread.p50, spread.p95, spread.p99, spread.max].map(msCell);
