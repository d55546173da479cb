// A fresh database per test file on the run's PostgreSQL: DATABASE_URL, or the embedded server that
// test/globalSetup.ts starts (and puts in DATABASE_URL) when it is unset. It is a copy of the migrated
// template (templateDatabase.ts), so a server started on it finds no migration to run.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { ensureTemplateDatabase, withAdmin } from './templateDatabase';
import { sleep } from './waits';

export interface TestDatabase {
  databaseUrl: string;
  /** No files beside the database: tests keep no session secret or outbox on disk. */
  dataDir: ':memory:';
  drop(): Promise<void>;
}

/** Set by test/globalSetup.ts for the test files: the template it built for this run. */
export const TEMPLATE_ENV = 'CARDPLAN_TEST_TEMPLATE';
/** Set by test/globalSetup.ts: this run's mark in its databases' names, by which its end drops what is left. */
export const RUN_ENV = 'CARDPLAN_TEST_RUN';
const NAME_PREFIX = 'cardplan_test_';

function serverUrl(): string {
  const url = process.env.DATABASE_URL;
  if (!url)
    throw new Error('DATABASE_URL is unset: run tests through vitest (test/globalSetup.ts provides it)');
  return url;
}

const adminQuery = (sql: string): Promise<pg.QueryResult> =>
  withAdmin(serverUrl(), (client) => client.query(sql));

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

const run = () => process.env[RUN_ENV];
const newName = () => `${NAME_PREFIX}${run() ? `${run()}_` : ''}${randomBytes(6).toString('hex')}`;

/**
 * A copy made ahead for this process's next test file. FILE_COPY checkpoints before and after it copies, and
 * on a busy machine a copy waited 0.6 s for them on average; the server lanes run a worker's files one after
 * another in one process, so the next file's copy is made while this one runs. Only in a run whose end drops
 * what is left (dropRunDatabases, from test/globalSetup.ts): each process's last spare goes unused.
 */
let spare: Promise<string | undefined> | undefined;

async function freshCopy(): Promise<string> {
  const ahead = spare;
  spare = undefined;
  let name = ahead ? await ahead : undefined;
  if (!name) await cloneTemplate((name = newName()));
  if (run() && !spare) {
    const next = newName();
    // A copy that fails here (the template pruned meanwhile) is made again when it is wanted.
    spare = cloneTemplate(next).then(
      () => next,
      () => undefined,
    );
  }
  return name;
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
  let name = newName();
  if (options.locale)
    await adminQuery(`CREATE DATABASE ${name} TEMPLATE template0 ENCODING 'UTF8' LOCALE '${options.locale}'`);
  else if (options.empty) await adminQuery(`CREATE DATABASE ${name}`);
  else name = await freshCopy();
  const url = new URL(serverUrl());
  url.pathname = `/${name}`;
  return {
    databaseUrl: url.toString(),
    dataDir: ':memory:',
    // In a run the drop goes on behind the file (its end drops any that did not finish): a DROP DATABASE
    // waits for a checkpoint too, and the worker's next file need not.
    drop: async () => {
      const dropping = adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      if (run()) void dropping.catch(() => {});
      else await dropping;
    },
  };
}

/**
 * Drops the databases a run left (test/globalSetup.ts, at its end): each worker's unused spare, and any a
 * failed file did not drop. Waits first for copies still being made, which are not listed until done.
 */
export async function dropRunDatabases(runId: string): Promise<number> {
  const prefix = `${NAME_PREFIX}${runId}_`;
  return withAdmin(serverUrl(), async (client) => {
    const copying = `SELECT 1 FROM pg_stat_activity WHERE state = 'active' AND starts_with(query, $1)`;
    for (let waited = 0; waited < 10_000; waited += 100) {
      if (!(await client.query(copying, [`CREATE DATABASE ${prefix}`])).rowCount) break;
      await sleep(100);
    }
    const { rows } = await client.query<{ datname: string }>(
      'SELECT datname FROM pg_database WHERE starts_with(datname, $1)',
      [prefix],
    );
    for (const { datname } of rows) await client.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    return rows.length;
  });
}
