// Typed call of the search (docs/api/search.md): cards, projects, folders, use cases, releases and sprints of
// every folder the caller may read. A search overtaken by the next keystroke is cancelled with its signal.
import type { SearchRequest, SearchResult, SimilarCard } from '../../../common/schemas/search';
import { get, pathId } from './http';

export const searchApi = {
  /** Hits for the request's text (words and filters), best first; `limit` defaults to the server's. */
  find: ({ q, limit }: SearchRequest, signal?: AbortSignal) => {
    const query = new URLSearchParams({ q });
    if (limit !== undefined) query.set('limit', String(limit));
    return get<SearchResult>(`/api/search?${query.toString()}`, { signal });
  },
  /** The project's cards with a title like `title`, most alike first (a duplicate caught while typing). */
  similar: (projectId: number, title: string, signal?: AbortSignal) =>
    get<SimilarCard[]>(
      `/api/projects/${pathId(projectId)}/similar-cards?${new URLSearchParams({ title }).toString()}`,
      { signal },
    ),
};
