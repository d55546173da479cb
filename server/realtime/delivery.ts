// From the change hub to the folder rooms; removed shares, deleted folders and projects that left a folder cut
// their sockets off at once. Notices of changed lists go to each person's own channel.
import { Socket } from 'socket.io';
import type { ChangeEvent } from '../../common/events';
import type { AccessNotice } from '../domain/accessNotices';
import { socketsInRoom } from './clusterSockets';
import { broadcastPresence } from './presence';
import { folderRoom, presentRoom, projectRoom, userRoom } from './rooms';
import type { RealtimeServer, SocketData } from './types';

/**
 * Takes the sockets of `audience` subscribed through `folderId` (and, with `projectId`, to that project only)
 * out of the folder and the project's presence, and tells them.
 */
async function revoke(io: RealtimeServer, folderId: number, audience: string, projectId?: number) {
  const sockets = await socketsInRoom(io, audience);
  const projects = new Set<number>();
  /** Projects a socket on another node left: that node sends their presence again once it has them gone. */
  const elsewhere = new Set<number>();
  const concerned = (data: SocketData) =>
    data.folderId === folderId && (projectId === undefined || data.projectId === projectId);
  for (const socket of sockets) {
    if (!concerned(socket.data)) continue;
    socket.emit('access:revoked', { folderId });
    socket.leave(folderRoom(folderId));
    if (socket.data.projectId) {
      socket.leave(projectRoom(socket.data.projectId));
      projects.add(socket.data.projectId);
    }
    // Local sockets forget the subscription too; remote ones are re-checked on their next request.
    if (socket instanceof Socket)
      Object.assign(socket.data, { folderId: undefined, projectId: undefined, cardId: null });
    else if (socket.data.projectId) elsewhere.add(socket.data.projectId);
  }
  // Presence follows shortly; the revocation itself is complete here. A node whose socket left may be sending
  // presence it read before: asked after the leave (same channel, in order), its next message is after both.
  for (const id of projects) void broadcastPresence(io, id).catch(() => undefined);
  for (const id of elsewhere) io.serverSideEmit('presence:refresh', id);
}

export function deliverChanges(io: RealtimeServer) {
  return async (event: ChangeEvent) => {
    // Projectors opened with a room link hear only their own project's changes. One broadcast to both rooms
    // encodes the event once (an import's 10,000 card.created would otherwise be encoded twice each).
    const rooms = [folderRoom(event.folderId)];
    if (event.projectId !== undefined) rooms.push(presentRoom(event.projectId));
    io.to(rooms).emit('change', event);
    // Switching on the type narrows the data: no cast needed to read who lost access.
    switch (event.type) {
      case 'share.deleted':
        if (event.data.sharedWithUserId)
          await revoke(io, event.folderId, userRoom(event.data.sharedWithUserId));
        break;
      case 'project.deleted':
        // A folder's own delete: everyone in its room loses it.
        if (event.data.id === event.folderId) await revoke(io, event.folderId, folderRoom(event.folderId));
        // A project deleted or moved to another folder: who watched it through this folder (its presence
        // and card focus) may not be a member of the new one; they subscribe again if they are.
        else await revoke(io, event.folderId, projectRoom(event.data.id), event.data.id);
        break;
    }
  };
}

/**
 * Tells a person that what they see changed (docs/realtime.md "access"): every socket of theirs, on any node,
 * is in `user:{id}` from its handshake, and nobody else's is.
 */
export function deliverAccess(io: RealtimeServer) {
  return (notice: AccessNotice) => {
    io.to(userRoom(notice.userId)).emit('access', notice.message);
  };
}
