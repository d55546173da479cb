// The search_fold_ascii migration folds every text as before (so the indexes built on the old folding stay
// valid), is still inlined, and a connection opened before it still finds the index on search_fold(title).
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationSource } from '.';
import type { Db } from '../server/db/connection';
import { migrateToLatest } from '../server/db/migrate';
import { databaseBefore } from '../server/test/migrationDatabase';

const NAME = '20261205140000_search_fold_ascii';

/** ASCII (upper case, tabs, line breaks, punctuation), and texts where NFC and ICU's lower case matter. */
const TEXTS = [
  'Offline Sync',
  'Tabs\tand\nlines, "quoted" & <marked>',
  '',
  'Überweisung',
  'U\u0308berweisung', // Ü as U and a combining diaeresis
  'e\u0301te\u0301 ÉTÉ',
  'ﬁle ǅ İstanbul ΣΑΣ',
  'Ωmega 🚀 日本語',
];

describe(NAME, () => {
  const { db: database, url } = databaseBefore(NAME);
  let db: Db;
  /** A connection opened before the migration and kept through it, as another node's pool keeps its own. */
  let held: pg.Client;
  beforeAll(async () => {
    db = database();
    held = new pg.Client({ connectionString: url() });
    await held.connect();
    await held.query('SET enable_seqscan = off');
  });
  afterAll(() => held?.end());

  const folds = async () =>
    (
      await db.raw<{ rows: { folded: string | null }[] }>(
        `SELECT search_fold(t) AS folded FROM jsonb_array_elements_text(?::jsonb) WITH ORDINALITY AS x(t, n)
          ORDER BY n`,
        [JSON.stringify([...TEXTS, null])],
      )
    ).rows.map((row) => row.folded);

  /** The plan's lines, for a title range on the prefix index, as the held connection plans it. */
  const prefixPlan = async () =>
    (
      await held.query<{ 'QUERY PLAN': string }>(
        `EXPLAIN (COSTS OFF) SELECT id FROM cards
          WHERE "projectId" = 1 AND search_fold(title) ~>=~ 'offline' AND search_fold(title) ~<~ 'offlinf'`,
      )
    ).rows.map((row) => row['QUERY PLAN']);
  const rangeInIndex = (plan: string[]) =>
    plan.some((line) => line.includes('Index Cond') && line.includes('~>=~')) &&
    !plan.some((line) => line.includes('Filter'));

  it('folds every text as before, inlined, and the held connection still reads the index', async () => {
    const before = await folds();
    expect(before.slice(3, 5)).toEqual(['überweisung', 'überweisung']);
    expect(before.at(-1)).toBeNull();
    expect(rangeInIndex(await prefixPlan())).toBe(true);

    await migrateToLatest(db);
    expect(await folds()).toEqual(before);
    const plan = await prefixPlan();
    expect(rangeInIndex(plan)).toBe(true);
    // Inlined: the plan shows the function's body, not a call.
    expect(plan.join('\n')).toContain('octet_length');

    await db.migrate.down({ migrationSource, name: NAME });
    expect(await folds()).toEqual(before);
    const down = await prefixPlan();
    expect(rangeInIndex(down)).toBe(true);
    expect(down.join('\n')).not.toContain('octet_length');
  });
});
