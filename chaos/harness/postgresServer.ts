// PostgreSQL servers a chaos scenario may restart: a scratch one of its own (real PostgreSQL from the
// embedded binaries, on a fixed port so its clients find it again), or the machine's cluster through
// pg_ctlcluster (only when asked: every other user of that cluster sees the restart too).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../../server/db/embedded/cluster';
import { freePort } from '../../server/freePort';
import { createLogger } from '../../server/logger';

export interface RestartablePostgres {
  /** Superuser URL of the `postgres` database. */
  url: string;
  description: string;
  /** Shuts the server down (fast: sessions end); resolves once it no longer accepts connections. */
  down(): Promise<void>;
  /** Starts it again where it was; resolves once it accepts connections. */
  up(): Promise<void>;
  close(): Promise<void>;
}

export async function startRestartablePostgres(): Promise<RestartablePostgres> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cardplan-chaos-pg-'));
  fs.chmodSync(dataDir, 0o755); // reachable by the postgres user when this runs as root
  const port = await freePort();
  const logger = createLogger(process.env.CHAOS_LOG_LEVEL ?? 'error');
  const start = () => startEmbeddedPostgres({ dataDir, logger, durable: false, port });
  let server: EmbeddedPostgres | undefined = await start();
  return {
    url: server.url('postgres'),
    description: `a scratch PostgreSQL on port ${port}`,
    async down() {
      await server?.stop();
      server = undefined;
    },
    async up() {
      server ??= await start();
    },
    async close() {
      await server?.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The machine's cluster behind `url` (Debian's pg_ctlcluster), restarted for real. */
export function machinePostgres(url: string): RestartablePostgres {
  const version = fs.readdirSync('/etc/postgresql')[0]!;
  const ctl = (action: string, ...extra: string[]) =>
    execFileSync('pg_ctlcluster', ['--skip-systemctl-redirect', version, 'main', action, ...extra], {
      stdio: 'ignore',
    });
  return {
    url,
    description: `the machine's PostgreSQL ${version} (pg_ctlcluster)`,
    down: async () => void ctl('stop', '-m', 'fast'),
    async up() {
      ctl('start');
      await waitUntilAccepting(url);
    },
    close: async () => {},
  };
}

async function waitUntilAccepting(url: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      await client.query('select 1');
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    } finally {
      await client.end().catch(() => {});
    }
  }
}

/** The postmaster of a node's embedded PostgreSQL (DATA_DIR/postgres/postmaster.pid). */
export function embeddedPostmasterPid(dataDir: string): number {
  const text = fs.readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8');
  return Number(text.split('\n')[0]);
}
