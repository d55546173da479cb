// Typed calls of the trash (docs/api/history.md): what was deleted, restoring it, deleting it for good.
// Writes take RequestOptions so a store action can tag them with its mutation id (and, for an undo or
// redo, its cause).
import type { PurgeAnswer, RestoreAnswer, TrashList, TrashRequest } from '../../../common/schemas/trash';
import { del, get, pathId, post, type RequestOptions } from './http';

export const trashApi = {
  /** A project's deleted cards, use cases, releases and sprints; a folder's deleted projects. */
  ofProject: (projectId: number) => get<TrashList>(`/api/projects/${pathId(projectId)}/trash`),
  /** The deleted folders this person may restore. */
  folders: () => get<TrashList>('/api/trash/folders'),
  restore: (body: TrashRequest, options?: RequestOptions) =>
    post<RestoreAnswer>('/api/trash/restore', body, options),
  purge: (body: TrashRequest, options?: RequestOptions) =>
    post<PurgeAnswer>('/api/trash/purge', body, options),
  /** Empties a folder's trash (the folder's and its projects' deleted things): the owner only. */
  empty: (folderId: number, options?: RequestOptions) =>
    del<PurgeAnswer>(`/api/projects/${pathId(folderId)}/trash`, options),
};
