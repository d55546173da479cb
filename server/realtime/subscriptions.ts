// What a connected socket may ask: subscribe to a project, catch up, say what it has open. Who may see a
// project is the projects policy's 'read', the same door REST goes through.
import {
  focusRequest,
  subscribeRequest,
  syncRequest,
  type SubscribeAck,
  type SyncAck,
} from '../../common/events';
import type { Db } from '../db/connection';
import { folderEventsRepo } from '../db/repos/folderEvents';
import * as projectPolicy from '../domain/policies/projects';
import type { Logger } from '../logger';
import { refusal, replier } from './acks';
import { broadcastPresence } from './presence';
import { folderRoom, projectRoom } from './rooms';
import type { RealtimeServer, RealtimeSocket } from './types';

/** Sockets answer a plain "Not found" for anything the caller cannot see, whatever kind of thing it is. */
const NOT_FOUND = 'Not found';

export function handleConnection(io: RealtimeServer, db: Db, logger: Logger) {
  return (socket: RealtimeSocket) => {
    const actor = { id: socket.data.userId };
    const logFailure = (what: string) => (error: unknown) =>
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
      try {
        const { projectId } = subscribeRequest.parse(payload);
        const project = await projectPolicy.load(db, actor, 'read', projectId, { notFound: NOT_FOUND });
        await leaveProject();
        await socket.join([folderRoom(project.folderId), projectRoom(project.id)]);
        Object.assign(socket.data, { projectId: project.id, folderId: project.folderId, cardId: null });
        // Checked again now that a revocation can see this socket: a share removed (or folder deleted) while
        // the first check ran was revoked before the join and would otherwise leave it in the room.
        await projectPolicy
          .load(db, actor, 'read', project.id, { notFound: NOT_FOUND })
          .catch(async (error: unknown) => {
            await leaveProject();
            throw error;
          });
        // Read after joining: anything committed later reaches this socket as an event.
        reply({
          ok: true,
          folderId: project.folderId,
          seq: await folderEventsRepo.currentSeq(db, project.folderId),
        });
        await broadcastPresence(io, project.id);
      } catch (error) {
        reply(refusal(error, logFailure('subscribe')));
      }
    });

    socket.on('project:unsubscribe', async (_payload, ack) => {
      await leaveProject().catch(logFailure('unsubscribe'));
      replier<{ ok: true }>(ack)({ ok: true });
    });

    socket.on('sync:since', async (payload, ack) => {
      const reply = replier<SyncAck>(ack);
      try {
        const { folderId, seq } = syncRequest.parse(payload);
        // The same check as subscribing: a revoked or never-granted folder gets nothing.
        await projectPolicy.loadFolder(db, actor, 'read', folderId, NOT_FOUND, { notFound: NOT_FOUND });
        const events = await folderEventsRepo.since(db, folderId, seq);
        reply(events ? { ok: true, events } : { ok: true, refetch: true });
      } catch (error) {
        reply(refusal(error, logFailure('sync')));
      }
    });

    socket.on('presence:focus', async (payload) => {
      const input = focusRequest.safeParse(payload);
      if (!input.success || !socket.data.projectId) return;
      socket.data.cardId = input.data.cardId;
      await broadcastPresence(io, socket.data.projectId).catch(logFailure('focus'));
    });

    socket.on('disconnect', () => {
      const { projectId } = socket.data;
      if (projectId) broadcastPresence(io, projectId).catch(logFailure('presence'));
    });
  };
}
