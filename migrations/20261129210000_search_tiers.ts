// Search by tiers (docs/api/search.md "Matching and ranking"): an index for each tier the statement reads, so
// a word on half the cards ranks only the cards of the best tier that fills the answer, never all of them.
//
// - cards_project_title_prefix: a title that starts with the text, per visible project — a range of the
//   folded titles (text_pattern_ops compares bytes, which starts_with() turns into an index range).
// - cards_title_words: the words of the title alone, the A part of the card's vector.
// - cards_project_title_trgm replaces cards_title_trgm: the folded title's trigrams after the project
//   (btree_gin), so "Similar:" reads one project's matches (its own and the typed title's trigrams) instead of
//   every project's, and the search's typos read the trigrams alone (GIN uses any of its columns). One index
//   of trigrams still, so card writes pay for no more than before.
// - cards_titled_like(): a typo's candidates through those trigrams. Planned alone with sequential scans off:
//   the planner prices search_fold() and word_similarity() as one operator each, while they cost ≈ 7 µs a row
//   (ICU folding, trigrams), so at a few per cent of the cards it chose a scan of every card (≈ 0.7 s at
//   100,000 cards) over the index (≈ 50 ms). A function with a SET clause is never inlined: the setting holds
//   for its own statement only.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.raw('CREATE EXTENSION IF NOT EXISTS btree_gin');
  await knex.raw('DROP INDEX cards_title_trgm');
  await knex.raw(
    'CREATE INDEX cards_project_title_trgm ON cards USING gin ("projectId", search_fold(title) gin_trgm_ops)',
  );
  await knex.raw(
    `CREATE INDEX cards_project_title_prefix ON cards ("projectId", search_fold(title) text_pattern_ops)`,
  );
  await knex.raw(
    `CREATE INDEX cards_title_words ON cards USING gin (to_tsvector('simple'::regconfig, search_fold(title)))`,
  );
  await knex.raw(`
    CREATE FUNCTION cards_titled_like(words text, projects integer[]) RETURNS TABLE (id integer, score real)
    LANGUAGE sql STABLE PARALLEL SAFE SET enable_seqscan = off
    AS $$ SELECT c.id, word_similarity(search_fold(words), search_fold(c.title)) FROM cards c
           WHERE c."projectId" = ANY (projects) AND search_fold(words) <% search_fold(c.title) $$`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP FUNCTION cards_titled_like(text, integer[])');
  await knex.raw('DROP INDEX cards_title_words');
  await knex.raw('DROP INDEX cards_project_title_prefix');
  await knex.raw('DROP INDEX cards_project_title_trgm');
  await knex.raw('CREATE INDEX cards_title_trgm ON cards USING gin (search_fold(title) gin_trgm_ops)');
}
