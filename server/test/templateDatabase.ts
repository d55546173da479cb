// The migrated database every test database is cloned from (CREATE DATABASE … TEMPLATE), so a test file does not
// run every migration again. One per content of migrations/: a changed migration makes a new one; an unchanged
// one is reused by the next run. Built once per run by test/globalSetup.ts, or on first use (benches, chaos).
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import pg from 'pg';
import { openDb } from '../db/connection';
import { migrateToLatest } from '../db/migrate';

const PREFIX = 'cardplan_template_';
/** A template of other migrations unused this long is dropped (and rebuilt should a run still want it). */
const STALE_AFTER_MS = 24 * 60 * 60 * 1000;

/** The migrations' own files (not their tests), names and contents, as a short hash. */
function migrationsHash(): string {
  const dir = new URL('../../migrations/', import.meta.url);
  const hash = createHash('sha256');
  for (const name of fs.readdirSync(dir).sort()) {
    if (name.includes('.test.')) continue;
    hash
      .update(`${name}\0`)
      .update(fs.readFileSync(new URL(name, dir)))
      .update('\0');
  }
  return hash.digest('hex').slice(0, 16);
}

/** The template's name for the migrations in this checkout. */
const templateName = (): string => `${PREFIX}${migrationsHash()}`;

/** `work` on one connection to the server of `serverUrl` (a superuser URL), closed after. */
export async function withAdmin<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const databaseUrl = (serverUrl: string, name: string) => {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

async function exists(client: pg.Client, name: string): Promise<boolean> {
  return (await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount === 1;
}

async function dropTemplate(client: pg.Client, name: string) {
  await client.query(`ALTER DATABASE ${name} IS_TEMPLATE false`);
  await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}

/**
 * Makes sure the template of this checkout's migrations exists on the server of `serverUrl` (a superuser URL)
 * and returns its name. Runs side by side (two clones of the repo, two workers) wait on one advisory lock;
 * the build happens under a scratch name and is renamed when complete, so a crashed build is never cloned.
 */
export async function ensureTemplateDatabase(serverUrl: string): Promise<string> {
  const name = templateName();
  return withAdmin(serverUrl, async (client) => {
    if (await exists(client, name)) return name;
    await client.query("SELECT pg_advisory_lock(hashtext('cardplan test template'))");
    try {
      if (await exists(client, name)) return name;
      // Under the lock, a build database left here is a crashed run's.
      const leftovers = await client.query<{ datname: string }>(
        "SELECT datname FROM pg_database WHERE datname LIKE $1 || '\\_build\\_%'",
        [name],
      );
      for (const { datname } of leftovers.rows) await dropTemplate(client, datname);
      await pruneStale(client, name);

      const build = `${name}_build_${randomBytes(4).toString('hex')}`;
      await client.query(`CREATE DATABASE ${build}`);
      const db = openDb(databaseUrl(serverUrl, build), 1);
      try {
        await migrateToLatest(db);
      } finally {
        await db.destroy();
      }
      // No connections: CREATE DATABASE … TEMPLATE refuses a template someone is connected to.
      await client.query(`ALTER DATABASE ${build} WITH IS_TEMPLATE true ALLOW_CONNECTIONS false`);
      await client.query(`COMMENT ON DATABASE ${build} IS '${new Date().toISOString()}'`);
      await client.query(`ALTER DATABASE ${build} RENAME TO ${name}`);
      return name;
    } finally {
      await client.query("SELECT pg_advisory_unlock(hashtext('cardplan test template'))");
    }
  });
}

/** Templates of other migrations built more than a day ago: old checkouts' caches, rebuilt if still wanted. */
async function pruneStale(client: pg.Client, keep: string) {
  const { rows } = await client.query<{ datname: string; built: string | null }>(
    `SELECT datname, shobj_description(oid, 'pg_database') AS built FROM pg_database
     WHERE datname LIKE $1 || '%' AND datname <> $2`,
    [PREFIX.replaceAll('_', '\\_'), keep],
  );
  for (const { datname, built } of rows) {
    const age = Date.now() - Date.parse(built ?? '');
    if (!(age < STALE_AFTER_MS)) await dropTemplate(client, datname);
  }
}
