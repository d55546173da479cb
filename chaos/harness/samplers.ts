// What the chaos suite samples from outside the server: the probe's lines (probe.ts, written inside the server
// process), PostgreSQL's connections to one database, and the server's own warnings and errors in its log.
import fs from 'node:fs';
import pg from 'pg';
import type { ProbeSample } from './probe';

/** The probe file's samples (none yet if it does not exist). */
export function readProbe(file: string): ProbeSample[] {
  if (!fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as ProbeSample);
}

export interface ConnectionSample {
  at: number;
  /** Backends connected to the database. */
  total: number;
  /** Of those, inside a transaction and doing nothing: a transaction someone forgot. */
  idleInTransaction: number;
}

/**
 * Samples pg_stat_activity for `database` every `everyMs`, through one connection to the server's
 * maintenance database (so the sampler is not among what it counts).
 */
export async function sampleConnections(serverUrl: string, database: string, everyMs: number) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  const samples: ConnectionSample[] = [];
  const problems: string[] = [];
  const sample = async () => {
    try {
      const { rows } = await client.query<{ total: number; idle: number }>(
        `SELECT count(*)::int AS total, count(*) FILTER (WHERE state = 'idle in transaction')::int AS idle
         FROM pg_stat_activity WHERE datname = $1`,
        [database],
      );
      samples.push({ at: Date.now(), total: rows[0]!.total, idleInTransaction: rows[0]!.idle });
    } catch (error) {
      problems.push(`pg_stat_activity: ${(error as Error).message}`);
    }
  };
  await sample();
  let pending = Promise.resolve();
  const timer = setInterval(() => (pending = pending.then(sample)), everyMs);
  let stopped: Promise<void> | undefined;
  return {
    samples,
    problems,
    /** Ends the sampling (once, however often called). */
    stop: () =>
      (stopped ??= (async () => {
        clearInterval(timer);
        await pending;
        await client.end();
      })()),
  };
}

export interface LoggedTrouble {
  warnings: string[];
  errors: string[];
}

/** The server's pino lines at warn (40) and at error or above (50+), each as its message. */
export function loggedTrouble(output: string): LoggedTrouble {
  const trouble: LoggedTrouble = { warnings: [], errors: [] };
  for (const line of output.split('\n')) {
    if (!line.startsWith('{')) continue;
    try {
      const entry = JSON.parse(line) as { level?: number; msg?: string; err?: { message?: string } };
      const text = [entry.msg, entry.err?.message].filter(Boolean).join(': ');
      if ((entry.level ?? 0) >= 50) trouble.errors.push(text);
      else if (entry.level === 40) trouble.warnings.push(text);
    } catch {
      // not a log line
    }
  }
  return trouble;
}
