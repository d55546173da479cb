// Runs the migrations; used at start, by the CLI and by tests.
import { migrationSource } from '../../migrations';
import type { Db } from './connection';

/** knex's bookkeeping table, under its default name (neither the server nor knexfile.ts renames it). */
const MIGRATIONS_TABLE = 'knex_migrations';

/**
 * True when exactly the migrations of this build are recorded as applied. Two reads instead of knex's
 * migrator, which on every call checks and creates its tables and takes its lock in a transaction: a
 * restart of an up-to-date database, the usual start, is done here. Anything else (a new migration, a
 * database from a newer build, none yet) goes to knex, which runs, refuses or creates as it always did.
 */
async function upToDate(db: Db): Promise<boolean> {
  const { rows } = await db.raw<{ rows: { table: string | null }[] }>('select to_regclass(?) as "table"', [
    MIGRATIONS_TABLE,
  ]);
  if (!rows[0]?.table) return false;
  const applied = new Set<string>(await db(MIGRATIONS_TABLE).pluck('name'));
  const known = await migrationSource.getMigrations([]);
  return applied.size === known.length && known.every((name) => applied.has(name));
}

export async function migrateToLatest(db: Db): Promise<string[]> {
  if (await upToDate(db)) return [];
  const [, applied] = (await db.migrate.latest({ migrationSource })) as [number, string[]];
  return applied;
}

export async function rollbackAll(db: Db): Promise<string[]> {
  const [, reverted] = (await db.migrate.rollback({ migrationSource }, true)) as [number, string[]];
  return reverted;
}
