// SQL of "Similar:" (docs/api/search.md "Similar cards"): the cards of one project whose title is like a title
// being typed, by pg_trgm similarity on the project's folded-title trigrams (cards_project_title_trgm,
// migration 20261129210000_search_tiers), most alike first.
// A deleted card has left `cards` for the trash, so it is never offered.
import type { Db } from '../connection';

export interface SimilarCardRow {
  id: number;
  externalId: string;
  title: string;
  similarity: number;
}

/** A card like the title at `index` (0-based) of a batch. */
export interface SimilarCardOfTitleRow extends SimilarCardRow {
  index: number;
}

const asNumbers = <T extends { similarity: unknown }>(row: T) => ({
  ...row,
  similarity: Number(row.similarity),
});

export const similarCardsRepo = {
  /**
   * Cards of `projectId` whose folded title is `%` (pg_trgm's similarity threshold, 0.3) like `title`, but
   * never the card `except` (the one being edited).
   */
  async find(
    db: Db,
    projectId: number,
    title: string,
    limit: number,
    except: number | null = null,
  ): Promise<SimilarCardRow[]> {
    const { rows } = await db.raw(
      `SELECT c.id, c."externalId", c.title,
         similarity(search_fold(c.title), search_fold(:title)) AS similarity
       FROM cards c
       WHERE c."projectId" = :projectId AND search_fold(c.title) % search_fold(:title)
         AND c.id IS DISTINCT FROM :except::int
       ORDER BY similarity DESC, c.id DESC
       LIMIT :limit`,
      { projectId, title, limit, except },
    );
    return rows.map(asNumbers);
  },

  /**
   * For each of `titles`, the `limit` cards of `projectId` most like it, as `find` picks them, in one
   * statement: each title probes the project's trigrams (LATERAL), so the cost follows the titles asked and
   * their look-alikes, not the size of the project.
   */
  async findEach(
    db: Db,
    projectId: number,
    titles: readonly string[],
    limit: number,
  ): Promise<SimilarCardOfTitleRow[]> {
    const { rows } = await db.raw(
      `SELECT (t.n - 1)::int AS "index", m.id, m."externalId", m.title, m.similarity
       FROM unnest(?::text[]) WITH ORDINALITY AS t(title, n)
       CROSS JOIN LATERAL (SELECT search_fold(t.title) AS folded) f
       CROSS JOIN LATERAL (
         SELECT c.id, c."externalId", c.title, similarity(search_fold(c.title), f.folded) AS similarity
         FROM cards c
         WHERE c."projectId" = ?::int AND search_fold(c.title) % f.folded
         ORDER BY similarity DESC, c.id DESC
         LIMIT ?::int
       ) m
       ORDER BY t.n, m.similarity DESC, m.id DESC`,
      [[...titles], projectId, limit],
    );
    return rows.map(asNumbers);
  },
};
