// Opens the database the configuration names: PostgreSQL at DATABASE_URL, else the embedded PostgreSQL that
// Cardplan runs itself in DATA_DIR (carrying an earlier release's PGlite data over once).
import pg from 'pg';
import type { Config } from '../config';
import type { Logger } from '../logger';
import { openDb, type Db } from './connection';
import { runningEmbeddedPostgres, startEmbeddedPostgres } from './embedded/cluster';
import { carryOverPglite } from './embedded/pgliteCarryOver';

/** The database Cardplan uses inside the embedded cluster. */
export const EMBEDDED_DATABASE = 'cardplan';

export interface Database {
  db: Db;
  /** Closes the pool, then stops the embedded server if this process started it. */
  close(): Promise<void>;
}

export interface OpenOptions {
  poolMax?: number;
  /** The embedded server died and could not be restarted. */
  onFatal?: (error: Error) => void;
  /** Command-line tools: use the embedded server of a Cardplan that runs now instead of refusing. */
  shareRunning?: boolean;
}

async function ensureDatabase(adminUrl: string, name: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!rowCount) await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}`);
  } finally {
    await client.end();
  }
}

export async function openDatabase(
  config: Config,
  logger: Logger,
  options: OpenOptions = {},
): Promise<Database> {
  if (config.databaseUrl) {
    const db = openDb(config.databaseUrl, options.poolMax);
    return { db, close: () => db.destroy() };
  }
  if (config.dataDir === ':memory:')
    throw new Error('DATA_DIR=:memory: keeps no files: it needs DATABASE_URL');
  const embedded =
    (options.shareRunning ? runningEmbeddedPostgres(config.dataDir) : undefined) ??
    (await startEmbeddedPostgres({ dataDir: config.dataDir, logger, onFatal: options.onFatal }));
  const url = embedded.url(EMBEDDED_DATABASE);
  try {
    await ensureDatabase(embedded.url('postgres'), EMBEDDED_DATABASE);
    await carryOverPglite(config.dataDir, url, logger);
  } catch (error) {
    await embedded.stop();
    throw error;
  }
  const db = openDb(url, options.poolMax);
  return {
    db,
    async close() {
      await db.destroy();
      await embedded.stop();
    },
  };
}
