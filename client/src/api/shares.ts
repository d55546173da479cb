// Typed calls of folder sharing (docs/api/sharing.md).
import type { CountMap } from '../../../common/schemas/clients';
import type { FolderShare } from '../../../common/schemas/shares';
import { del, get, getOrNull, pathId, post, type RequestOptions } from './http';

export const sharesApi = {
  /** 401 gives an empty map (spec 7). */
  counts: async () => (await getOrNull<CountMap>('/api/folder-share-counts')) ?? {},
  list: (folderId: number) => get<FolderShare[]>(`/api/folders/${pathId(folderId)}/shares`),
  share: (folderId: number, email: string, o?: RequestOptions) =>
    post<FolderShare>(`/api/folders/${pathId(folderId)}/share`, { email }, o),
  remove: (shareId: number, o?: RequestOptions) =>
    del<{ id: number }>(`/api/folder-shares/${pathId(shareId)}`, o),
};
