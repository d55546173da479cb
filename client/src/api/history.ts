// Typed calls of history, the trash and reverts (docs/api/history.md). Writes take RequestOptions so a store
// action can tag them with its mutation id (and, for an undo or redo, its cause).
import type {
  ActivityPage,
  ActivityQuery,
  HistoryPage,
  RevertAnswer,
  RevertRequest,
} from '../../../common/schemas/history';
import type { PurgeAnswer, RestoreAnswer, TrashList, TrashRequest } from '../../../common/schemas/trash';
import { del, get, post, type RequestOptions } from './http';

const query = (params: Record<string, string | number | undefined>) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined) search.set(key, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
};

export const historyApi = {
  /** A card's history, newest first; `before` pages back. */
  card: (cardId: number, before?: number) =>
    get<HistoryPage>(`/api/cards/${cardId}/history${query({ before })}`),
  /** A project's activity, newest first, filtered by person and kind. */
  activity: (projectId: number, filters: ActivityQuery = {}) =>
    get<ActivityPage>(`/api/projects/${projectId}/activity${query({ ...filters })}`),
  /** Sets fields back where they still hold what this person set (an undo or redo). */
  revert: (cardId: number, body: RevertRequest, options?: RequestOptions) =>
    post<RevertAnswer>(`/api/cards/${cardId}/revert`, body, options),
};

export const trashApi = {
  /** A project's deleted cards, use cases, releases and sprints; a folder's deleted projects. */
  ofProject: (projectId: number) => get<TrashList>(`/api/projects/${projectId}/trash`),
  /** The deleted folders this person may restore. */
  folders: () => get<TrashList>('/api/trash/folders'),
  restore: (body: TrashRequest, options?: RequestOptions) =>
    post<RestoreAnswer>('/api/trash/restore', body, options),
  purge: (body: TrashRequest, options?: RequestOptions) =>
    post<PurgeAnswer>('/api/trash/purge', body, options),
  /** Empties a folder's trash (the folder's and its projects' deleted things): the owner only. */
  empty: (folderId: number, options?: RequestOptions) =>
    del<PurgeAnswer>(`/api/projects/${folderId}/trash`, options),
};
