// Carries a PGlite data directory (the embedded database of releases up to 0.1.0) into an empty PostgreSQL
// database, in one transaction: the schema through pg_dump (WASM, @electric-sql/pglite-tools), the rows
// table by table as JSON, the sequence positions, then a row count and checksum per table on both sides.
import fs from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Logger } from '../../logger';

interface Relation {
  schema: string;
  name: string;
}

interface TableFacts extends Relation {
  /** insertable columns, quoted: generated ones are computed again by the target */
  columns: string;
  rows: number;
  digest: string;
}

/** PGlite 0.5 is PostgreSQL 18; an older PGlite directory needs the release that wrote it. */
const PGLITE_MAJOR = '18';
const ROWS_PER_BATCH = 500;

// pg_dump's own options: nothing that names the roles of the PGlite cluster, which do not exist on the target.
// pgDump() adds --inserts, which only matters for the data section, and we dump none.
const DUMP_OPTIONS = ['--no-owner', '--no-privileges', '--no-publications', '--no-subscriptions'];

// Both sides render rows as text under the same settings, so their checksums compare.
const SAME_TEXT =
  "SET TimeZone = 'UTC'; SET DateStyle = 'ISO, MDY'; SET IntervalStyle = 'postgres'; " +
  "SET extra_float_digits = 1; SET bytea_output = 'hex'";

const USER_RELATIONS = `FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
  WHERE n.nspname <> 'information_schema' AND n.nspname !~ '^pg_'`;

const quoted = ({ schema, name }: Relation) => `${pg.escapeIdentifier(schema)}.${pg.escapeIdentifier(name)}`;

type PgDump = typeof import('@electric-sql/pglite-tools/pg_dump').pgDump;

/**
 * Copies the PGlite database in `pgliteDir` into the database at `targetUrl`, which must hold no tables yet.
 * PGlite works on a copy of the directory, so the original stays exactly as the earlier release left it.
 */
export async function importPgliteDirectory(
  pgliteDir: string,
  targetUrl: string,
  logger: Logger,
): Promise<{ tables: number; rows: number }> {
  assertPgliteDirectory(pgliteDir);
  const started = Date.now();
  const target = new pg.Client({ connectionString: targetUrl });
  await target.connect();
  try {
    await target.query('BEGIN');
    await assertEmpty(target);
    logger.info({ dir: pgliteDir }, 'copying the PGlite database of an earlier Cardplan into PostgreSQL');
    const tables = await withPglite(pgliteDir, (source, pgDump) => copyDatabase(source, pgDump, target));
    await target.query('COMMIT');
    const rows = tables.reduce((sum, table) => sum + table.rows, 0);
    logger.debug({ tables: tables.length, rows, ms: Date.now() - started }, 'PGlite database copied');
    return { tables: tables.length, rows };
  } catch (error) {
    await target.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    await target.end().catch(() => {});
  }
}

async function withPglite<T>(
  pgliteDir: string,
  use: (source: PGlite, pgDump: PgDump) => Promise<T>,
): Promise<T> {
  const workDir = `${pgliteDir}.import-copy`;
  await fs.promises.rm(workDir, { recursive: true, force: true }); // left by an import that was killed
  try {
    await fs.promises.cp(pgliteDir, workDir, { recursive: true });
    // Loaded here only: the WASM PostgreSQL and pg_dump are needed once, when an old directory exists.
    const [{ PGlite }, { pgDump }] = await Promise.all([
      import('@electric-sql/pglite'),
      import('@electric-sql/pglite-tools/pg_dump'),
    ]);
    const source = await PGlite.create(workDir);
    try {
      return await use(source, pgDump);
    } finally {
      await source.close().catch(() => {});
    }
  } finally {
    await fs.promises.rm(workDir, { recursive: true, force: true });
  }
}

/** Inside the target's transaction: schema before the rows, indexes and foreign keys after them. */
async function copyDatabase(source: PGlite, pgDump: PgDump, target: pg.Client) {
  // Rows do not go through pg_dump: pgDump() deletes every line that starts with "\restrict", also inside
  // a text value, and a whole dump would be one string in memory.
  const dump = async (section: string) =>
    (await pgDump({ pg: source, args: [...DUMP_OPTIONS, `--section=${section}`] })).text();
  const preData = await dump('pre-data');
  const postData = await dump('post-data');
  await source.exec(SAME_TEXT);
  const tables = await describeTables(source);
  const sequences = await sequencePositions(source);

  const settings = new Set(
    (await target.query<{ name: string }>('SELECT name FROM pg_settings')).rows.map((r) => r.name),
  );
  await target.query(runnable(preData, settings));
  for (const table of tables) await copyRows(source, target, table);
  for (const { name, lastValue, isCalled } of sequences) {
    await target.query('SELECT pg_catalog.setval($1::regclass, $2::bigint, $3)', [name, lastValue, isCalled]);
  }
  await target.query(runnable(postData, settings));
  await target.query(SAME_TEXT);
  await assertSameRows(target, tables);
  return tables;
}

function assertPgliteDirectory(dir: string) {
  const versionFile = path.join(dir, 'PG_VERSION');
  if (!fs.existsSync(versionFile)) throw new Error(`${dir} holds no PGlite database (no PG_VERSION file)`);
  const major = fs.readFileSync(versionFile, 'utf8').trim();
  if (major !== PGLITE_MAJOR) {
    throw new Error(
      `${dir} holds a PostgreSQL ${major} database; this release reads PGlite data of PostgreSQL ${PGLITE_MAJOR} only`,
    );
  }
}

async function assertEmpty(target: pg.Client) {
  const { rows } = await target.query<{ name: string }>(
    `SELECT n.nspname || '.' || c.relname AS name ${USER_RELATIONS} LIMIT 5`,
  );
  if (rows.length > 0) {
    throw new Error(
      `Refusing to import PGlite data into a database that already holds ${rows.map((r) => r.name).join(', ')}`,
    );
  }
}

/** pg_dump writes for psql: drop its meta-commands and the settings this server does not have (older ones). */
function runnable(sql: string, settings: Set<string>): string {
  return sql
    .split('\n')
    .filter((line) => !/^\\(un)?restrict\b/.test(line))
    .filter((line) => {
      const set = /^SET (\w+) = .*;$/.exec(line);
      return !set || settings.has(set[1]!);
    })
    .join('\n');
}

async function describeTables(source: PGlite): Promise<TableFacts[]> {
  const { rows: tables } = await source.query<Relation & { columns: string }>(
    `SELECT n.nspname AS schema, c.relname AS name,
       (SELECT string_agg(quote_ident(a.attname), ', ' ORDER BY a.attnum) FROM pg_attribute a
         WHERE a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = '') AS columns
     ${USER_RELATIONS} AND c.relkind = 'r' ORDER BY 1, 2`,
  );
  const facts: TableFacts[] = [];
  for (const table of tables)
    facts.push({ ...table, ...(await tableDigest((sql) => source.query<Digest>(sql), table)) });
  return facts;
}

type Digest = { rows: number; digest: string };

/** Row count and a checksum of the rows as text, in no particular order. */
async function tableDigest(query: (sql: string) => Promise<{ rows: Digest[] }>, table: Relation) {
  const { rows } = await query(
    `SELECT count(*)::int AS rows, md5(coalesce(string_agg(md5(t::text), '' ORDER BY md5(t::text)), '')) AS digest
     FROM ${quoted(table)} t`,
  );
  return rows[0]!;
}

async function sequencePositions(source: PGlite) {
  const { rows: sequences } = await source.query<Relation>(
    `SELECT n.nspname AS schema, c.relname AS name ${USER_RELATIONS} AND c.relkind = 'S'`,
  );
  const positions: { name: string; lastValue: string; isCalled: boolean }[] = [];
  for (const sequence of sequences) {
    const { rows } = await source.query<{ lastValue: string; isCalled: boolean }>(
      `SELECT last_value::text AS "lastValue", is_called AS "isCalled" FROM ${quoted(sequence)}`,
    );
    positions.push({ name: quoted(sequence), ...rows[0]! });
  }
  return positions;
}

/** Reads through a cursor, so one batch of rows is in memory at a time, and inserts each batch as a JSON array. */
async function copyRows(source: PGlite, target: pg.Client, table: TableFacts) {
  if (table.rows === 0) return;
  const insert = `INSERT INTO ${quoted(table)} (${table.columns}) OVERRIDING SYSTEM VALUE
    SELECT ${table.columns} FROM json_populate_recordset(NULL::${quoted(table)}, $1::json)`;
  await source.exec(
    `BEGIN; DECLARE import_rows NO SCROLL CURSOR FOR SELECT row_to_json(t)::text AS row FROM ${quoted(table)} t`,
  );
  try {
    for (;;) {
      const { rows } = await source.query<{ row: string }>(`FETCH ${ROWS_PER_BATCH} FROM import_rows`);
      if (rows.length === 0) break;
      await target.query(insert, [`[${rows.map((r) => r.row).join(',')}]`]);
    }
  } finally {
    await source.exec('COMMIT');
  }
}

async function assertSameRows(target: pg.Client, tables: TableFacts[]) {
  const differing: string[] = [];
  for (const table of tables) {
    const copied = await tableDigest((sql) => target.query<Digest>(sql), table);
    if (copied.rows !== table.rows || copied.digest !== table.digest) {
      differing.push(`${quoted(table)} (${table.rows} rows in PGlite, ${copied.rows} copied)`);
    }
  }
  if (differing.length > 0) throw new Error(`The copied rows differ from PGlite's: ${differing.join(', ')}`);
}
