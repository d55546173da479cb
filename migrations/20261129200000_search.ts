// Search (docs/api/search.md): a card's weighted words (title A, description B, notes C; the 'simple' config,
// so ids and words of any language match as typed) with a GIN index, and a pg_trgm index of titles for typos
// and parts of words. Names (projects, use cases, releases, sprints) get none: the search compares only the
// names the caller may read, found through the folders, so an index of every name would cost writes and never
// be read (EXPLAIN at 200 projects: sequential scans joined to the caller's projects).
//
// The vector is a stored column kept by a trigger, not a generated column: the trash and an import's redo put
// cards back with `INSERT INTO cards SELECT x.* FROM jsonb_populate_record(NULL::cards, …)` (db/repos/trash.ts),
// which PostgreSQL refuses for a generated column ("cannot insert a non-DEFAULT value"); the trigger computes
// the vector again whatever such an insert carries. It runs on an update only when a text column is in it, so a
// rank move or a status change costs nothing more.
import type { Knex } from 'knex';

/** One text's words, weighted. */
const weighted = (text: string, weight: 'A' | 'B' | 'C') =>
  `setweight(to_tsvector('simple'::regconfig, COALESCE(search_fold(${text}), '')), '${weight}')`;

export async function up(knex: Knex): Promise<void> {
  await knex.raw('CREATE EXTENSION IF NOT EXISTS pg_trgm');
  // Text as the search compares it, the same on every server: NFC, lower-cased by ICU's root locale. lower() and
  // the 'simple' dictionary follow the database's locale, and the embedded cluster's is C, where they fold only
  // ASCII ("Überweisung" would not be found as "überweisung"); name_key() (20261129065732_name_keys) folds the
  // same way. An SQL function this simple is inlined, so a query on search_fold(title) uses the index on it.
  await knex.raw(`
    CREATE FUNCTION search_fold(text text) RETURNS text
    LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
    AS $$ SELECT lower(normalize(text, NFC) COLLATE "und-x-icu") $$`);
  await knex.raw(`ALTER TABLE cards ADD COLUMN "searchVector" tsvector`);
  await knex.raw(`
    CREATE FUNCTION card_search_vector() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      NEW."searchVector" := ${weighted('NEW.title', 'A')} || ${weighted('NEW.description', 'B')}
        || ${weighted('NEW.notes', 'C')};
      RETURN NEW;
    END $$`);
  await knex.raw(`
    CREATE TRIGGER cards_search_vector
      BEFORE INSERT OR UPDATE OF title, description, notes, "searchVector" ON cards
      FOR EACH ROW EXECUTE FUNCTION card_search_vector()`);
  await knex.raw(`UPDATE cards SET "searchVector" = NULL`);
  await knex.raw(`ALTER TABLE cards ALTER COLUMN "searchVector" SET NOT NULL`);
  await knex.raw('CREATE INDEX cards_search_vector ON cards USING gin ("searchVector")');
  await knex.raw('CREATE INDEX cards_title_trgm ON cards USING gin (search_fold(title) gin_trgm_ops)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX cards_title_trgm');
  await knex.raw('DROP INDEX cards_search_vector');
  await knex.raw('DROP TRIGGER cards_search_vector ON cards');
  await knex.raw('DROP FUNCTION card_search_vector()');
  await knex.raw('ALTER TABLE cards DROP COLUMN "searchVector"');
  await knex.raw('DROP FUNCTION search_fold(text)');
}
