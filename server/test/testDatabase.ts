// A fresh database per test file on the run's PostgreSQL: DATABASE_URL, or the embedded server that
// test/globalSetup.ts starts (and puts in DATABASE_URL) when it is unset. It is a copy of the migrated
// template (templateDatabase.ts), so a server started on it finds no migration to run.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { ensureTemplateDatabase } from './templateDatabase';

export interface TestDatabase {
  databaseUrl: string;
  /** No files beside the database: tests keep no session secret or outbox on disk. */
  dataDir: ':memory:';
  drop(): Promise<void>;
}

/** Set by test/globalSetup.ts for the test files: the template it built for this run. */
export const TEMPLATE_ENV = 'CARDPLAN_TEST_TEMPLATE';

function serverUrl(): string {
  const url = process.env.DATABASE_URL;
  if (!url)
    throw new Error('DATABASE_URL is unset: run tests through vitest (test/globalSetup.ts provides it)');
  return url;
}

async function adminQuery(sql: string): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: serverUrl() });
  await client.connect();
  try {
    return await client.query(sql);
  } finally {
    await client.end();
  }
}

let template: Promise<string> | undefined;
const migratedTemplate = () => {
  const given = process.env[TEMPLATE_ENV];
  if (given) return Promise.resolve(given);
  template ??= ensureTemplateDatabase(serverUrl());
  return template;
};

/** PostgreSQL's invalid_catalog_name: the template is gone (another checkout's run pruned it as stale). */
const isMissingDatabase = (error: unknown) =>
  error instanceof Error && 'code' in error && error.code === '3D000';

/**
 * How a copy is made. PostgreSQL 15 writes each page of the template to the WAL by default (WAL_LOG); for a
 * template this small, copying its files and checkpointing (FILE_COPY, as before 15) costs the server 0.10
 * CPU-s a copy against 0.24 (the 2-core CI machine, PostgreSQL 15), and the suite makes one per test file.
 */
let copyStrategy: Promise<string> | undefined;
const strategy = () =>
  (copyStrategy ??= adminQuery('SHOW server_version_num').then(({ rows }) =>
    Number(rows[0].server_version_num) >= 150000 ? ' STRATEGY FILE_COPY' : '',
  ));

async function cloneTemplate(name: string) {
  const clone = async () =>
    adminQuery(`CREATE DATABASE ${name} TEMPLATE ${await migratedTemplate()}${await strategy()}`);
  try {
    await clone();
  } catch (error) {
    if (!isMissingDatabase(error)) throw error;
    delete process.env[TEMPLATE_ENV];
    template = undefined;
    await clone();
  }
}

/**
 * Migrated unless `empty` (the migration tests start from nothing). `locale: 'C'` makes the database as the
 * embedded cluster makes its own (initdb --locale=C), whatever the run's server uses: there lower() folds only
 * ASCII letters, which a C.UTF-8 server would hide. Only template0 gives another locale, so such a database
 * starts empty and the server started on it migrates it.
 */
export async function createTestDatabase(
  options: { locale?: 'C'; empty?: boolean } = {},
): Promise<TestDatabase> {
  const name = `cardplan_test_${randomBytes(6).toString('hex')}`;
  if (options.locale)
    await adminQuery(`CREATE DATABASE ${name} TEMPLATE template0 ENCODING 'UTF8' LOCALE '${options.locale}'`);
  else if (options.empty) await adminQuery(`CREATE DATABASE ${name}`);
  else await cloneTemplate(name);
  const url = new URL(serverUrl());
  url.pathname = `/${name}`;
  return {
    databaseUrl: url.toString(),
    dataDir: ':memory:',
    drop: async () => void (await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)),
  };
}
