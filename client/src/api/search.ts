// Typed call of the search (docs/api/search.md): cards, projects, folders, use cases, releases and sprints of
// every folder the caller may read. A search overtaken by the next keystroke is cancelled with its signal.
import type {
  SearchRequest,
  SearchResult,
  SimilarCard,
  SimilarCardsBatchRequest,
  SimilarCardsByTitle,
} from '../../../common/schemas/search';
import { get, pathId, post } from './http';

export const searchApi = {
  /** Hits for the request's text (words and filters), best first; `limit` defaults to the server's. */
  find: ({ q, limit }: SearchRequest, signal?: AbortSignal) => {
    const query = new URLSearchParams({ q });
    if (limit !== undefined) query.set('limit', String(limit));
    return get<SearchResult>(`/api/search?${query.toString()}`, { signal });
  },
  /**
   * The project's cards with a title like `title`, most alike first (a duplicate caught while typing); never
   * the card `except` (the one being edited).
   */
  similar: (projectId: number, title: string, except: number | null, signal?: AbortSignal) => {
    const query = new URLSearchParams({ title });
    if (except !== null) query.set('except', String(except));
    return get<SimilarCard[]>(`/api/projects/${pathId(projectId)}/similar-cards?${query.toString()}`, {
      signal,
    });
  },
  /** The same for many titles at once (a bulk add's lines, an import's rows): one list per title, in order. */
  similarEach: (projectId: number, body: SimilarCardsBatchRequest, signal?: AbortSignal) =>
    post<SimilarCardsByTitle>(`/api/projects/${pathId(projectId)}/similar-cards`, body, { signal }),
};
