// What bench:start reads of processes from /proc (Linux): memory, the embedded PostgreSQL's processes, leftovers.
import fs from 'node:fs';
import path from 'node:path';

export interface Memory {
  rss: number;
  pss: number;
  processes: number;
}

const POLL_MS = 20;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function readProc(pid: number, file: string): string | null {
  try {
    return fs.readFileSync(`/proc/${pid}/${file}`, 'utf8');
  } catch {
    return null; // gone, or not ours to read
  }
}

const kbField = (text: string | null, field: string) =>
  Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(text ?? '')?.[1] ?? 0) * 1024;

export function memoryOf(pids: number[]): Memory {
  const memory = { rss: 0, pss: 0, processes: 0 };
  for (const pid of pids) {
    const status = readProc(pid, 'status');
    if (!status) continue;
    memory.rss += kbField(status, 'VmRSS');
    memory.pss += kbField(readProc(pid, 'smaps_rollup'), 'Pss');
    memory.processes++;
  }
  return memory;
}

export const allPids = () =>
  fs
    .readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(Number);

/** Not exited: a zombie (State: Z) has exited and waits only to be reaped. */
const running = (pid: number) => /^State:\s+[^Z]/m.test(readProc(pid, 'status') ?? '');

const parentOf = (pid: number) => Number(/^PPid:\s+(\d+)/m.exec(readProc(pid, 'status') ?? '')?.[1]);

/** The processes `pid` forked (its direct children). */
export const childrenOf = (pid: number) => allPids().filter((child) => parentOf(child) === pid);

/**
 * The Node process that serves, under `npm start`: `pid` itself or the first of its descendants whose
 * command line runs a Node script of ours (npm runs `scripts/start.mjs` in a child; a shell may sit between).
 */
export function serverPid(pid: number): number {
  const all = allPids();
  const tree = [pid];
  for (let i = 0; i < tree.length; i++) {
    const args = (readProc(tree[i]!, 'cmdline') ?? '').split('\0');
    if (/(^|\/)node$/.test(args[0] ?? '') && args.some((arg) => /\.(mjs|js|ts)$/.test(arg))) return tree[i]!;
    tree.push(...all.filter((child) => parentOf(child) === tree[i]));
  }
  return pid;
}

/** The postmaster (line 1 of postmaster.pid) and every process it forked. */
export function postgresPids(dataDir: string): number[] {
  const pidFile = path.join(dataDir, 'postgres', 'postmaster.pid');
  const postmaster = fs.existsSync(pidFile) ? Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]) : 0;
  if (!postmaster || !running(postmaster)) return [];
  return [postmaster, ...childrenOf(postmaster)];
}

/**
 * The given processes, those whose command line names the bench DATA_DIR (a postmaster runs with
 * `-D <dir>/postgres`), and their children; only those still running.
 */
export function processesUsing(dataDir: string, pids: number[]): number[] {
  const all = allPids();
  const named = all.filter((pid) =>
    (readProc(pid, 'cmdline') ?? '').split('\0').some((arg) => arg.includes(dataDir)),
  );
  const found = new Set([...pids, ...named].filter(running));
  for (const pid of all) if (found.has(parentOf(pid)) && running(pid)) found.add(pid);
  return [...found];
}

/** SIGQUIT (PostgreSQL's immediate shutdown: the postmaster takes its children down), SIGKILL after 5 s. */
export async function kill(pids: number[]) {
  const signal = (name: NodeJS.Signals) => {
    for (const pid of pids.filter(running)) {
      try {
        process.kill(pid, name);
      } catch {
        // it went by itself meanwhile
      }
    }
  };
  signal('SIGQUIT');
  for (let i = 0; i < 250 && pids.some(running); i++) await sleep(POLL_MS);
  signal('SIGKILL');
}

export const commandLine = (pid: number) =>
  `${pid} ${(readProc(pid, 'cmdline') ?? '').split('\0').join(' ').trim() || '(exited)'}`;
