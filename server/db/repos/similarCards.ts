// SQL of "Similar:" (docs/api/search.md "Similar cards"): the cards of one project whose title is like a title
// being typed, by pg_trgm similarity on the search's folded-title index (cards_title_trgm), most alike first.
import type { Db } from '../connection';

export interface SimilarCardRow {
  id: number;
  externalId: string;
  title: string;
  similarity: number;
}

export const similarCardsRepo = {
  /** Cards of `projectId` whose folded title is `%` (pg_trgm's similarity threshold, 0.3) like `title`. */
  async find(db: Db, projectId: number, title: string, limit: number): Promise<SimilarCardRow[]> {
    const { rows } = await db.raw(
      `SELECT c.id, c."externalId", c.title,
         similarity(search_fold(c.title), search_fold(:title)) AS similarity
       FROM cards c
       WHERE c."projectId" = :projectId AND search_fold(c.title) % search_fold(:title)
       ORDER BY similarity DESC, c.id DESC
       LIMIT :limit`,
      { projectId, title, limit },
    );
    return rows.map((row: SimilarCardRow) => ({ ...row, similarity: Number(row.similarity) }));
  },
};
