// The room link read model (common/schemas/roomLinks.ts).
import type { RoomLink } from '../../../common/schemas/roomLinks';
import type { RoomLinkRow } from '../../db/repos/roomLinks';

export const presentRoomLink = (row: RoomLinkRow): RoomLink => ({
  id: row.id,
  projectId: row.projectId,
  projectName: row.projectName,
  createdAt: new Date(row.createdAt).toISOString(),
  createdBy: {
    name: [row.creatorFirstName, row.creatorLastName].filter(Boolean).join(' ').trim() || row.creatorEmail,
  },
});
