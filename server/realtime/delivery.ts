// From the change hub to the folder rooms; removed shares and deleted folders cut their sockets off at once.
import { Socket } from 'socket.io';
import type { ChangeEvent } from '../../common/events';
import { broadcastPresence } from './presence';
import { folderRoom, presentRoom, projectRoom, userRoom } from './rooms';
import type { RealtimeServer } from './types';

/** Takes matching sockets out of a folder (and its project's presence) and tells them. */
async function revoke(io: RealtimeServer, folderId: number, audience: string) {
  const sockets = await io.in(audience).fetchSockets();
  const projects = new Set<number>();
  for (const socket of sockets) {
    if (socket.data.folderId !== folderId) continue;
    socket.emit('access:revoked', { folderId });
    socket.leave(folderRoom(folderId));
    if (socket.data.projectId) {
      socket.leave(projectRoom(socket.data.projectId));
      projects.add(socket.data.projectId);
    }
    // Local sockets forget the subscription too; remote ones are re-checked on their next request.
    if (socket instanceof Socket)
      Object.assign(socket.data, { folderId: undefined, projectId: undefined, cardId: null });
  }
  // Presence follows shortly; the revocation itself is complete here.
  for (const projectId of projects) void broadcastPresence(io, projectId).catch(() => undefined);
}

export function deliverChanges(io: RealtimeServer) {
  return async (event: ChangeEvent) => {
    io.to(folderRoom(event.folderId)).emit('change', event);
    // Projectors opened with a room link hear only their own project's changes.
    if (event.projectId !== undefined) io.to(presentRoom(event.projectId)).emit('change', event);
    // Switching on the type narrows the data: no cast needed to read who lost access.
    switch (event.type) {
      case 'share.deleted':
        if (event.data.sharedWithUserId)
          await revoke(io, event.folderId, userRoom(event.data.sharedWithUserId));
        break;
      case 'project.deleted':
        // A folder's own delete: everyone in its room loses it.
        if (event.data.id === event.folderId) await revoke(io, event.folderId, folderRoom(event.folderId));
        break;
    }
  };
}
