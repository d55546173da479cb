// A throwaway embedded PostgreSQL for a test run or a benchmark: a scratch folder, no fsync, deleted at stop.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createLogger } from '../../logger';
import { startEmbeddedPostgres } from './cluster';

interface ScratchPostgres {
  /** Superuser URL of the `postgres` database: make databases from it. */
  url: string;
  port: number;
  stop(): Promise<void>;
}

async function startScratchPostgres(): Promise<ScratchPostgres> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cardplan-scratch-pg-'));
  fs.chmodSync(dataDir, 0o755); // reachable by the postgres user when this runs as root
  const embedded = await startEmbeddedPostgres({ dataDir, logger: createLogger('warn'), durable: false });
  return {
    url: embedded.url('postgres'),
    port: embedded.port,
    async stop() {
      await embedded.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Makes sure DATABASE_URL names a PostgreSQL server: the one given, else a scratch one started now. */
export async function ensureDatabaseUrl(): Promise<{ description: string; stop(): Promise<void> }> {
  if (process.env.DATABASE_URL)
    return {
      description: `PostgreSQL at ${new URL(process.env.DATABASE_URL).host}`,
      stop: async () => {},
    };
  const scratch = await startScratchPostgres();
  process.env.DATABASE_URL = scratch.url;
  return {
    description: `embedded PostgreSQL on port ${scratch.port}`,
    async stop() {
      await scratch.stop();
      delete process.env.DATABASE_URL;
    },
  };
}
