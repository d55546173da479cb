// The one-time carry-over of a PGlite directory written by release 0.1.0 into PostgreSQL.
//
// test/fixtures/pglite-0.1.0.tar.gz is DATA_DIR/pglite of release 0.1.0 (commit d4e679b, PGlite 0.5.16,
// PostgreSQL 18.6 inside), made on 2026-11-25 by:
//   DATA_DIR=<fresh dir> PORT=4717 ADMIN_EMAIL=fixture-admin@example.test ADMIN_PASSWORD=fixture-demo-only-1 \
//     node --import tsx server/index.ts                  (migrated, seeded the demo workspace)
//   then through its HTTP API: sign in as demo@cardplan.local; POST /api/cards twice (31: APP-017 with quotes,
//   a "\restrict" line, $$, a tab and backslashes; 32: WEB-015), POST /api/cards (33) and DELETE it again,
//   share folder 1 with fixture-admin@example.test (active) and pending-person@example.test (pending),
//   POST /api/categories "Fixture use case"; as fixture-admin, POST /api/admin/users fixture-user@example.test
//   (password fixture-demo-only-2); SIGTERM (clean stop); then, untouched since,
//   `tar --owner=0 --group=0 --numeric-owner -cf - pglite | gzip -9n` (4.7 MB; 40 MB unpacked, mostly the
//   template databases and one 16 MB WAL segment, which a directory PostgreSQL can open must keep).
// test/fixtures/pglite-0.1.0.json is what that directory holds, read with PGlite 0.5.16 itself; its two
// passwords are demo-only, set for the fixture.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationSource } from '../../../migrations';
import { verifyPassword } from '../../auth/passwords';
import { createLogger } from '../../logger';
import { createTestDatabase, type TestDatabase } from '../../test/testDatabase';
import { openDb, type Db } from '../connection';
import { migrateToLatest } from '../migrate';
import { importPgliteDirectory } from './pgliteImport';

const FIXTURES = path.resolve(import.meta.dirname, '../../../test/fixtures');
const expected = JSON.parse(fs.readFileSync(path.join(FIXTURES, 'pglite-0.1.0.json'), 'utf8'));
const logger = createLogger('silent');

function extractFixture(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cardplan-pglite-'));
  execFileSync('tar', ['-xzf', path.join(FIXTURES, 'pglite-0.1.0.tar.gz'), '-C', dir]);
  return path.join(dir, 'pglite');
}

/** Every file's path and SHA-256: what "left untouched" means for the old directory. */
function fingerprint(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .map(
      (file) =>
        `${path.relative(dir, file)} ${createHash('sha256').update(fs.readFileSync(file)).digest('hex')}`,
    )
    .sort();
}

async function rowCounts(db: Db): Promise<Record<string, number>> {
  const tables: string[] = await db('pg_tables')
    .where({ schemaname: 'public' })
    .orderBy('tablename')
    .pluck('tablename');
  const counts: Record<string, number> = {};
  for (const table of tables) counts[table] = Number((await db(table).count({ n: '*' }))[0]!.n);
  return counts;
}

let pgliteDir: string;
beforeAll(() => {
  pgliteDir = extractFixture();
});
afterAll(() => fs.rmSync(path.dirname(pgliteDir), { recursive: true, force: true }));

describe('importing the PGlite directory of release 0.1.0', () => {
  let database: TestDatabase;
  let db: Db;
  let before: string[];
  let imported: { tables: number; rows: number };
  let countsAfterImport: Record<string, number>;
  let applied: string[];

  beforeAll(async () => {
    database = await createTestDatabase({ empty: true });
    db = openDb(database.databaseUrl);
    before = fingerprint(pgliteDir);
    imported = await importPgliteDirectory(pgliteDir, database.databaseUrl, logger);
    countsAfterImport = await rowCounts(db);
    applied = await migrateToLatest(db);
  });
  afterAll(async () => {
    await db?.destroy();
    await database?.drop();
  });

  it('copies every table with all its rows, and leaves the old directory as it was', () => {
    expect(countsAfterImport).toEqual(expected.rowCounts);
    const rows = Object.values<number>(expected.rowCounts).reduce((sum, n) => sum + n, 0);
    expect(imported).toEqual({ tables: Object.keys(expected.rowCounts).length, rows });
    expect(fingerprint(pgliteDir)).toEqual(before);
    expect(fs.existsSync(`${pgliteDir}.import-copy`)).toBe(false);
  });

  it('keeps ids, text exactly as written, shares and password hashes', async () => {
    const cards = await db('cards')
      .whereIn(
        'id',
        expected.addedCards.map((card: { id: number }) => card.id),
      )
      .orderBy('id')
      .select(Object.keys(expected.addedCards[0]));
    expect(cards).toEqual(expected.addedCards);
    expect(await db('cards').where({ id: expected.deletedCardId }).first()).toBeUndefined();
    expect(await db('categories').where({ id: expected.addedCategory.id }).first()).toMatchObject(
      expected.addedCategory,
    );
    expect(
      await db('folder_shares').orderBy('id').select('id', 'folderId', 'sharedWithEmail', 'status'),
    ).toEqual(expected.shares);
    expect(await db('users').orderBy('email').select('id', 'email', 'accessLevel', 'emailVerified')).toEqual(
      expected.users,
    );
    for (const [email, password] of Object.entries<string>(expected.demoOnlyPasswords)) {
      const { passwordHash } = await db('users').where({ email }).first();
      expect(await verifyPassword(passwordHash, password)).toBe(true);
    }
  });

  it('carries the sequences over: a new card gets the id after the last one handed out, not a reused one', async () => {
    const [{ id }] = await db('cards')
      .insert({
        externalId: 'APP-900',
        title: 'After the import',
        projectId: expected.addedCards[0].projectId,
      })
      .returning('id');
    expect(id).toBe(expected.sequences.cards_id_seq + 1);
    expect(id).toBeGreaterThan(expected.deletedCardId);
  });

  it('keeps knex_migrations, so the migrator applies only what is newer than 0.1.0', async () => {
    const newer = (await migrationSource.getMigrations([])).filter(
      (name) => !expected.migrations.includes(name),
    );
    expect(applied).toEqual(newer);
    const rows = await db('knex_migrations').orderBy('id').select('id', 'name', 'batch');
    expect(rows.slice(0, expected.migrations.length)).toEqual(
      expected.migrations.map((name: string, index: number) => ({ id: index + 1, name, batch: 1 })),
    );
    expect(await migrateToLatest(db)).toEqual([]);
  });
});

describe('importing into a database that is not empty', () => {
  let database: TestDatabase;
  let client: pg.Client;
  const snapshot = async () =>
    (
      await client.query(
        `SELECT c.relname, c.relkind FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
         WHERE n.nspname = 'public' ORDER BY 1`,
      )
    ).rows;

  beforeAll(async () => {
    database = await createTestDatabase({ empty: true });
    client = new pg.Client({ connectionString: database.databaseUrl });
    await client.connect();
  });
  afterAll(async () => {
    await client?.end();
    await database?.drop();
  });

  it('refuses and changes nothing', async () => {
    await client.query(
      "CREATE TABLE notes (id serial PRIMARY KEY, body text); INSERT INTO notes (body) VALUES ('mine')",
    );
    const tables = await snapshot();
    await expect(importPgliteDirectory(pgliteDir, database.databaseUrl, logger)).rejects.toThrow(
      /Refusing to import PGlite data into a database that already holds public\.notes/,
    );
    expect(await snapshot()).toEqual(tables);
    expect((await client.query('SELECT body FROM notes')).rows).toEqual([{ body: 'mine' }]);
  });

  it('leaves nothing behind when it fails after the rows are in (one transaction)', async () => {
    await client.query('DROP TABLE notes');
    // Still no table, but an event trigger that refuses indexes: the import fails in pg_dump's post-data part.
    await client.query(`CREATE FUNCTION refuse_indexes() RETURNS event_trigger LANGUAGE plpgsql AS
      $$ BEGIN RAISE EXCEPTION 'no indexes here'; END $$`);
    await client.query(
      "CREATE EVENT TRIGGER refuse_indexes ON ddl_command_start WHEN TAG IN ('CREATE INDEX') EXECUTE FUNCTION refuse_indexes()",
    );
    await expect(importPgliteDirectory(pgliteDir, database.databaseUrl, logger)).rejects.toThrow(
      /no indexes here/,
    );
    expect(await snapshot()).toEqual([]);
    expect((await client.query("SELECT to_regclass('public.cards_id_seq') AS seq")).rows).toEqual([
      { seq: null },
    ]);
  });
});
