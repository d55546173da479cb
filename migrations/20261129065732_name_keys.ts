// Names compared "ignoring case" for every script (decisions.md "Names, ignoring case"). The use-case index
// compared lower(btrim(name)), and lower() follows the database's locale: the embedded cluster's is C, where it
// folds only ASCII, so "ÉTÉ" and "été" were two names there (and one on a server in C.UTF-8). name_key() folds
// with ICU's root locale, the same on every server, as the app's nameKey (common/schemas/names.ts) does:
// trimmed, NFC, lower-cased. Use cases that the old rule let in under one key get a number, so the index holds.
import type { Knex } from 'knex';

/** As long as a use case's name may be (categories.name is varchar(100)). */
const USE_CASE_NAME_MAX = 100;

export async function up(knex: Knex): Promise<void> {
  // IMMUTABLE holds while ICU's case mapping does (PostgreSQL records the ICU version it was built with); an
  // SQL function this simple is inlined, so a query on name_key(name) uses the index built on it.
  await knex.raw(`
    CREATE FUNCTION name_key(name text) RETURNS text
    LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
    AS $$ SELECT lower(normalize(btrim(name), NFC) COLLATE "und-x-icu") $$`);
  await knex.raw('DROP INDEX categories_project_name_unique');
  // Each later use case whose key an older one of its project already has becomes "Name (2)" (or the next free
  // number), as one would rename it by hand; the oldest keeps its name.
  await knex.raw(`
    DO $$
    DECLARE
      r record;
      n int;
      candidate text;
    BEGIN
      FOR r IN
        SELECT id, "projectId", btrim(name) AS name
          FROM (SELECT c.*, row_number() OVER (PARTITION BY "projectId", name_key(name) ORDER BY id) AS nth
                  FROM categories c) ranked
         WHERE nth > 1
         ORDER BY id
      LOOP
        n := 2;
        LOOP
          candidate := left(r.name, ${USE_CASE_NAME_MAX} - length(' (' || n || ')')) || ' (' || n || ')';
          EXIT WHEN NOT EXISTS (SELECT 1 FROM categories o
                                 WHERE o."projectId" = r."projectId"
                                   AND name_key(o.name) = name_key(candidate));
          n := n + 1;
        END LOOP;
        UPDATE categories SET name = candidate, "updatedAt" = now() WHERE id = r.id;
      END LOOP;
    END $$`);
  await knex.raw(
    'CREATE UNIQUE INDEX categories_project_name_unique ON categories ("projectId", name_key("name"))',
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX categories_project_name_unique');
  await knex.raw(
    'CREATE UNIQUE INDEX categories_project_name_unique ON categories ("projectId", lower(btrim("name")))',
  );
  await knex.raw('DROP FUNCTION name_key(text)');
}
