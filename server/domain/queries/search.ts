// GET /api/search (docs/api/search.md): reads the query by the one grammar (common/search/query.ts), then one
// statement finds what the caller may read (db/repos/search.ts: the permission is inside it).
import { searchRequest, type SearchResult } from '../../../common/schemas/search';
import { hasFilters, parseSearch } from '../../../common/search/query';
import { searchPieces } from '../../../common/search/words';
import type { Db } from '../../db/connection';
import { searchRepo } from '../../db/repos/search';
import { invalid } from '../errors';
import type { Actor } from '../policies/authorize';
import { presentSearchHit } from '../presenters/search';

export async function search(db: Db, actor: Actor, query: unknown): Promise<SearchResult> {
  const { q, limit } = searchRequest.parse(query);
  const parsed = parseSearch(q);
  if (!parsed.ok) throw invalid(parsed.error);
  const { text, filters } = parsed.value;
  const pieces = searchPieces(text);
  const cardsOnly = hasFilters(filters);
  // Words without a letter or digit find nothing (and narrow nothing): no statement for them.
  if (!pieces.length && !cardsOnly) return { query: parsed.value, hits: [] };
  const rows = await searchRepo.find(db, {
    userId: actor.id,
    text: pieces.length ? text : '',
    pieces,
    filters,
    cardsOnly,
    limit,
  });
  return { query: parsed.value, hits: rows.map((row) => presentSearchHit(row, text)) };
}
