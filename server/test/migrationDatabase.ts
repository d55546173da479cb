// Test kit for a migration's test: a fresh database migrated to the latest, then taken down to just before
// the migration under test, for the test to fill and migrate again; dropped after the file's tests.
import { afterAll, beforeAll } from 'vitest';
import { migrationSource } from '../../migrations';
import { openDb, type Db } from '../db/connection';
import { migrateToLatest } from '../db/migrate';
import { createTestDatabase, type TestDatabase } from './testDatabase';

/**
 * Registers the hooks; `db()` is the database, below `name` once the hooks ran; `url()` its address, for a
 * connection of the test's own.
 */
export function databaseBefore(name: string): { db: () => Db; url: () => string } {
  let database: TestDatabase | undefined;
  let db: Db | undefined;
  beforeAll(async () => {
    database = await createTestDatabase();
    db = openDb(database.databaseUrl);
    await migrateToLatest(db);
    await db.migrate.down({ migrationSource, name });
  });
  afterAll(async () => {
    await db?.destroy();
    await database?.drop();
  });
  return {
    db: () => {
      if (!db) throw new Error('the database is made in beforeAll');
      return db;
    },
    url: () => {
      if (!database) throw new Error('the database is made in beforeAll');
      return database.databaseUrl;
    },
  };
}
