// search_fold() skips Unicode normalisation for ASCII text (bench:import, docs/performance.md "Imports and the
// search's indexes"). PostgreSQL's normalize() decomposes and recomposes every character, ASCII or not: ~20 µs
// for a 400-character description, ten times what the folding's lower() and a card's words cost together.
// Every card insert folds its title four times (its vector and three indexes) and its description once, so an
// import of 10,000 cards spent ~0.3 s of PostgreSQL's time normalising ASCII. ASCII text is its own NFC form
// (no canonical composition pairs two ASCII characters), and in UTF-8 it is the text whose bytes are as many as
// its characters: the folding answers the same for every text, so the indexes on it stay valid as built.
//
// Not STRICT, so PostgreSQL still inlines it (a STRICT function is inlined only into an expression it can prove
// strict, which a CASE is not); a NULL still folds to NULL. An index keeps the inlined form of its expression in
// each connection's cache, which replacing the function does not clear: a connection open before the migration
// would no longer match `search_fold(title)` in a query (inlined anew) with the index (inlined before), and
// read a project's every card where the index would do. Setting a storage parameter and resetting it writes
// the index's catalog row, which makes every connection read the index afresh.
import type { Knex } from 'knex';

const ASCII_SKIPS_NORMALIZE = `
  CREATE OR REPLACE FUNCTION search_fold(text text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT lower(CASE WHEN octet_length(text) = char_length(text) THEN text
                          ELSE normalize(text, NFC) END COLLATE "und-x-icu") $$`;

const ALWAYS_NORMALIZE = `
  CREATE OR REPLACE FUNCTION search_fold(text text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT lower(normalize(text, NFC) COLLATE "und-x-icu") $$`;

/** A storage parameter each index method takes, set to its default value (so setting it changes nothing). */
const HARMLESS: Record<string, [string, string]> = { btree: ['fillfactor', '90'], gin: ['fastupdate', 'on'] };

/** Makes every connection read again the indexes whose expressions call search_fold(). */
async function refreshFoldingIndexes(knex: Knex) {
  const { rows } = await knex.raw<{ rows: { name: string; method: string; options: string[] | null }[] }>(`
    SELECT quote_ident(n.nspname) || '.' || quote_ident(c.relname) AS name, am.amname AS method,
           c.reloptions AS options
      FROM pg_index i
      JOIN pg_class c ON c.oid = i.indexrelid
      JOIN pg_namespace n ON n.oid = c.relnamespace
      JOIN pg_am am ON am.oid = c.relam
     WHERE pg_get_expr(i.indexprs, i.indrelid) LIKE '%search_fold(%'`);
  for (const { name, method, options } of rows) {
    const parameter = HARMLESS[method];
    if (!parameter) throw new Error(`no harmless storage parameter known for a ${method} index (${name})`);
    const [key, value] = parameter;
    const own = options?.find((option) => option.startsWith(`${key}=`));
    await knex.raw(`ALTER INDEX ${name} SET (${key} = ${own ? own.slice(key.length + 1) : value})`);
    if (!own) await knex.raw(`ALTER INDEX ${name} RESET (${key})`);
  }
}

export async function up(knex: Knex): Promise<void> {
  await knex.raw(ASCII_SKIPS_NORMALIZE);
  await refreshFoldingIndexes(knex);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(ALWAYS_NORMALIZE);
  await refreshFoldingIndexes(knex);
}
