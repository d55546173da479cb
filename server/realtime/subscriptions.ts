// What a connected socket may ask: subscribe to a project (same policy as REST), catch up, say what it has open.
import {
  focusRequest,
  subscribeRequest,
  syncRequest,
  type SubscribeAck,
  type SyncAck,
} from '../../common/events';
import type { Db } from '../db/connection';
import { accessRepo } from '../db/repos/access';
import { folderEventsRepo } from '../db/repos/folderEvents';
import type { Logger } from '../logger';
import { broadcastPresence } from './presence';
import { folderRoom, projectRoom } from './rooms';
import type { RealtimeServer, RealtimeSocket } from './types';

const NOT_FOUND = 'Not found';

/** Acknowledgements are optional for the client; a throwing handler must still answer. */
const replier = <T>(ack: unknown) =>
  typeof ack === 'function' ? (ack as (answer: T) => void) : () => undefined;

export function handleConnection(io: RealtimeServer, db: Db, logger: Logger) {
  return (socket: RealtimeSocket) => {
    const fail = (what: string, error: unknown) =>
      logger.error({ err: error, socket: socket.id }, `${what} failed`);

    async function leaveProject() {
      const { projectId, folderId } = socket.data;
      if (!projectId || !folderId) return;
      Object.assign(socket.data, { projectId: undefined, folderId: undefined, cardId: null });
      await socket.leave(folderRoom(folderId));
      await socket.leave(projectRoom(projectId));
      await broadcastPresence(io, projectId);
    }

    socket.on('project:subscribe', async (payload, ack) => {
      const reply = replier<SubscribeAck>(ack);
      const input = subscribeRequest.safeParse(payload);
      if (!input.success) return reply({ ok: false, error: 'Invalid request' });
      try {
        const project = await accessRepo.projectWithRole(db, socket.data.userId, input.data.projectId);
        if (!project?.role) return reply({ ok: false, error: NOT_FOUND });
        await leaveProject();
        await socket.join([folderRoom(project.folderId), projectRoom(project.id)]);
        Object.assign(socket.data, { projectId: project.id, folderId: project.folderId, cardId: null });
        // Checked again now that a revocation can see this socket: a share removed (or folder deleted) while
        // the first check ran was revoked before the join and would otherwise leave it in the room.
        if (!(await accessRepo.projectWithRole(db, socket.data.userId, project.id))?.role) {
          await leaveProject();
          return reply({ ok: false, error: NOT_FOUND });
        }
        // Read after joining: anything committed later reaches this socket as an event.
        reply({
          ok: true,
          folderId: project.folderId,
          seq: await folderEventsRepo.currentSeq(db, project.folderId),
        });
        await broadcastPresence(io, project.id);
      } catch (error) {
        fail('subscribe', error);
        reply({ ok: false, error: 'Server error' });
      }
    });

    socket.on('project:unsubscribe', async (_payload, ack) => {
      await leaveProject().catch((error) => fail('unsubscribe', error));
      replier<{ ok: true }>(ack)({ ok: true });
    });

    socket.on('sync:since', async (payload, ack) => {
      const reply = replier<SyncAck>(ack);
      const input = syncRequest.safeParse(payload);
      if (!input.success) return reply({ ok: false, error: 'Invalid request' });
      try {
        // The same check as subscribing: a revoked or never-granted folder gets nothing.
        const folder = await accessRepo.projectWithRole(db, socket.data.userId, input.data.folderId);
        if (!folder?.role || folder.parentId !== null) return reply({ ok: false, error: NOT_FOUND });
        const events = await folderEventsRepo.since(db, input.data.folderId, input.data.seq);
        reply(events ? { ok: true, events } : { ok: true, refetch: true });
      } catch (error) {
        fail('sync', error);
        reply({ ok: false, error: 'Server error' });
      }
    });

    socket.on('presence:focus', async (payload) => {
      const input = focusRequest.safeParse(payload);
      if (!input.success || !socket.data.projectId) return;
      socket.data.cardId = input.data.cardId;
      await broadcastPresence(io, socket.data.projectId).catch((error) => fail('focus', error));
    });

    socket.on('disconnect', () => {
      const { projectId } = socket.data;
      if (projectId) broadcastPresence(io, projectId).catch((error) => fail('presence', error));
    });
  };
}
