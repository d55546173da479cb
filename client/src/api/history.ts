// Typed calls of history and reverts (docs/api/history.md; the trash: trash.ts). A revert takes RequestOptions
// so a store action can tag it with its mutation id and its cause (an undo or redo).
import type {
  ActivityPage,
  ActivityQuery,
  HistoryPage,
  RevertAnswer,
  RevertRequest,
} from '../../../common/schemas/history';
import { get, pathId, post, type RequestOptions } from './http';

const query = (params: Record<string, string | number | undefined>) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined) search.set(key, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
};

export const historyApi = {
  /** A card's history, newest first; `before` pages back. */
  card: (cardId: number, before?: number) =>
    get<HistoryPage>(`/api/cards/${pathId(cardId)}/history${query({ before })}`),
  /** A project's activity, newest first, filtered by person and kind. */
  activity: (projectId: number, filters: ActivityQuery = {}) =>
    get<ActivityPage>(`/api/projects/${pathId(projectId)}/activity${query({ ...filters })}`),
  /** Sets fields back where they still hold what this person set (an undo or redo). */
  revert: (cardId: number, body: RevertRequest, options?: RequestOptions) =>
    post<RevertAnswer>(`/api/cards/${pathId(cardId)}/revert`, body, options),
};
