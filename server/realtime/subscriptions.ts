// What a connected socket may ask: subscribe to a project, catch up, say what it has open. Who may see a
// project is the projects policy's 'read', the same door REST goes through.
import {
  focusRequest,
  subscribeRequest,
  syncRequest,
  type SubscribeAck,
  type Replay,
  type SyncAck,
} from '../../common/events';
import type { ProjectWithSeq } from '../db/repos/access';
import type { Db } from '../db/connection';
import { isDomainError, notFound } from '../domain/errors';
import * as cardPolicy from '../domain/policies/cards';
import * as projectPolicy from '../domain/policies/projects';
import type { Logger } from '../logger';
import { refusal, replier } from './acks';
import { SYNC_REPLAY_CAP } from './limits';
import { broadcastPresence } from './presence';
import { folderRoom, projectRoom } from './rooms';
import { endWithSession } from './socketLifetime';
import type { RealtimeServer, RealtimeSocket } from './types';

/** Sockets answer a plain "Not found" for anything the caller cannot see, whatever kind of thing it is. */
const NOT_FOUND = 'Not found';

export function handleConnection(io: RealtimeServer, db: Db, logger: Logger) {
  return (socket: RealtimeSocket) => {
    const actor = { id: socket.data.userId };
    endWithSession(socket, db, logger);
    const logFailure = (what: string) => (error: unknown) =>
      logger.error({ err: error, socket: socket.id }, `${what} failed`);

    async function leaveProject() {
      const { projectId, folderId } = socket.data;
      if (!projectId || !folderId) return;
      Object.assign(socket.data, { projectId: undefined, folderId: undefined, cardId: null });
      await socket.leave(folderRoom(folderId));
      await socket.leave(projectRoom(projectId));
      // Not waited for: the project's next presence message may be spaced out (presence.ts).
      broadcastPresence(io, projectId).catch(logFailure('presence'));
    }

    socket.on('project:subscribe', async (payload, ack) => {
      const reply = replier<SubscribeAck>(ack);
      try {
        const { projectId, since } = subscribeRequest.parse(payload);
        const project = await projectPolicy.load(db, actor, 'read', projectId, { notFound: NOT_FOUND });
        await leaveProject();
        await socket.join([folderRoom(project.folderId), projectRoom(project.id)]);
        Object.assign(socket.data, { projectId: project.id, folderId: project.folderId, cardId: null });
        // Checked again now that a revocation can see this socket: a share removed (or folder deleted) while
        // the first check ran was revoked before the join and would otherwise leave it in the room.
        // A project moved out of the folder meanwhile was revoked here before the join, the same way.
        // The seq is read in the same statement, after joining: anything committed later arrives as an event.
        // A client coming back gets what it missed in the same statement (its copy must be of this folder).
        const from = since?.folderId === project.folderId ? since : undefined;
        const load: Promise<ProjectWithSeq & { replay?: Replay }> = from
          ? projectPolicy.loadWithReplay(db, actor, 'read', project.id, from, SYNC_REPLAY_CAP, {
              notFound: NOT_FOUND,
            })
          : projectPolicy.loadWithSeq(db, actor, 'read', project.id, { notFound: NOT_FOUND });
        const again = await load
          .then((row) => {
            if (row.folderId !== project.folderId) throw notFound(NOT_FOUND);
            return row;
          })
          .catch(async (error: unknown) => {
            await leaveProject();
            throw error;
          });
        reply({
          ok: true,
          folderId: project.folderId,
          seq: again.currentSeq,
          ...(again.replay && { replay: again.replay }),
        });
        // A board coming back was listed all along (presence.ts): its return may wait for the next message.
        await broadcastPresence(io, project.id, { returning: since !== undefined });
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
        // The same check and read as subscribing (a revoked or never-granted folder gets nothing), with
        // when the caller's access began: nobody replays what happened in the folder before they could see it.
        const folder = await projectPolicy.loadFolderToReplay(
          db,
          actor,
          { folderId, seq },
          SYNC_REPLAY_CAP,
          NOT_FOUND,
        );
        reply({ ok: true, ...folder.replay });
      } catch (error) {
        reply(refusal(error, logFailure('sync')));
      }
    });

    /** Bumped per focus request: a slower check of an older card must not overwrite a newer one. */
    let focusRequests = 0;
    socket.on('presence:focus', async (payload) => {
      const input = focusRequest.safeParse(payload);
      const { projectId } = socket.data;
      if (!input.success || !projectId) return;
      const { cardId } = input.data;
      const mine = ++focusRequests;
      try {
        // Others see which card this is: it must be a card of the project they share, or nothing is shown.
        if (cardId !== null) {
          const card = await cardPolicy.load(db, actor, 'read', cardId).catch((error: unknown) => {
            if (isDomainError(error)) return undefined; // unknown or unreadable: ignored
            throw error;
          });
          if (card?.projectId !== projectId) return;
        }
        if (mine !== focusRequests || socket.data.projectId !== projectId) return;
        socket.data.cardId = cardId;
        await broadcastPresence(io, projectId);
      } catch (error) {
        logFailure('focus')(error);
      }
    });

    socket.on('disconnect', () => {
      const { projectId } = socket.data;
      if (projectId) broadcastPresence(io, projectId).catch(logFailure('presence'));
    });
  };
}
