// Once, at the first start after an upgrade: the PGlite database an earlier release kept in DATA_DIR/pglite
// moves into the embedded PostgreSQL; the old files stay in DATA_DIR/pglite-imported until the operator deletes them.
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { Logger } from '../../logger';

async function holdsData(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ table: string | null }>(
      "SELECT to_regclass('public.knex_migrations')::text AS table",
    );
    return rows[0]!.table !== null;
  } finally {
    await client.end();
  }
}

export async function carryOverPglite(dataDir: string, url: string, logger: Logger): Promise<void> {
  const old = path.join(dataDir, 'pglite');
  if (!fs.existsSync(old)) return;
  if (!fs.existsSync(path.join(old, 'PG_VERSION'))) {
    // An earlier release makes the folder before PGlite fills it: a first start that failed leaves it empty.
    logger.warn({ dir: old }, 'DATA_DIR/pglite holds no database: nothing to carry over');
    return;
  }
  if (await holdsData(url)) {
    logger.warn(
      { dir: old },
      'DATA_DIR/pglite is still there, but the embedded PostgreSQL already holds data: not carried over again; move or delete it',
    );
    return;
  }
  // Loaded only here: PGlite is a WASM PostgreSQL that nothing else needs.
  const { importPgliteDirectory } = await import('./pgliteImport');
  const { tables, rows } = await importPgliteDirectory(old, url, logger);
  const kept = path.join(dataDir, 'pglite-imported');
  fs.renameSync(old, kept);
  logger.info(
    { tables, rows, kept },
    'carried the PGlite database of an earlier Cardplan over into the embedded PostgreSQL; the old files stay in DATA_DIR/pglite-imported',
  );
}
