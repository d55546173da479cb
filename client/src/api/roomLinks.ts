// Projector room links (the folder's owner only): list a folder's, create one (its URL, with the
// key, is answered once), revoke.
import type { CreatedRoomLink, RoomLink } from '../../../common/schemas/roomLinks';
import { del, get, pathId, post } from './http';

export type { CreatedRoomLink, RoomLink };

export const roomLinksApi = {
  list: (folderId: number) => get<RoomLink[]>(`/api/folders/${pathId(folderId)}/room-links`),
  create: (projectId: number) => post<CreatedRoomLink>(`/api/projects/${pathId(projectId)}/room-links`),
  revoke: (linkId: number) => del<{ id: number }>(`/api/room-links/${pathId(linkId)}`),
};
