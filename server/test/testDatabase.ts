// A fresh database per test file on the run's PostgreSQL: DATABASE_URL, or the embedded server that
// test/globalSetup.ts starts (and puts in DATABASE_URL) when it is unset.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface TestDatabase {
  databaseUrl: string;
  /** No files beside the database: tests keep no session secret or outbox on disk. */
  dataDir: ':memory:';
  drop(): Promise<void>;
}

function serverUrl(): string {
  const url = process.env.DATABASE_URL;
  if (!url)
    throw new Error('DATABASE_URL is unset: run tests through vitest (test/globalSetup.ts provides it)');
  return url;
}

async function adminQuery(sql: string) {
  const client = new pg.Client({ connectionString: serverUrl() });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * `locale: 'C'` makes the database as the embedded cluster makes its own (initdb --locale=C), whatever the
 * run's server uses: there lower() folds only ASCII letters, which a C.UTF-8 server would hide.
 */
export async function createTestDatabase(options: { locale?: 'C' } = {}): Promise<TestDatabase> {
  const name = `cardplan_test_${randomBytes(6).toString('hex')}`;
  const locale = options.locale ? ` TEMPLATE template0 ENCODING 'UTF8' LOCALE '${options.locale}'` : '';
  await adminQuery(`CREATE DATABASE ${name}${locale}`);
  const url = new URL(serverUrl());
  url.pathname = `/${name}`;
  return {
    databaseUrl: url.toString(),
    dataDir: ':memory:',
    drop: () => adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}
