// Projector room links on the socket: a socket that offers `auth: {roomKey}` is checked against
// the stored hashes and may then only join that one project's projector room: it gets the project's data
// and its changes (routed by the events' projectId), and hears presence. It has no other handler, so no
// folder room, sync log, focus or other project is reachable with the key.
import type { RoomJoinAck } from '../../common/events';
import type { Db } from '../db/connection';
import { presentMeeting } from '../domain/presenters/meetings';
import { projectorBundle, roomLinkByKey, roomLinkNow } from '../domain/queries/roomLinks';
import type { Logger } from '../logger';
import { refusal, replier } from './acks';
import { presentRoom, projectRoom, roomLinkRoom } from './rooms';
import { presenceOf } from './presence';
import type { RealtimeServer, RealtimeSocket } from './types';

const ROOM_HANDSHAKE_ERROR = 'This link is not valid';
const KEY_PATTERN = /^[A-Za-z0-9_-]{20,100}$/;

/** The room key a handshake offers, if any. */
export const roomKeyOf = (socket: RealtimeSocket): string | undefined => {
  const key = (socket.handshake.auth as { roomKey?: unknown } | undefined)?.roomKey;
  return typeof key === 'string' ? key : undefined;
};

/** Handshake for a room key: a known link makes the socket a viewer of its project; anything else is refused. */
export async function authenticateRoom(
  db: Db,
  socket: RealtimeSocket,
  key: string,
): Promise<Error | undefined> {
  const link = KEY_PATTERN.test(key) ? await roomLinkByKey(db, key) : undefined;
  if (!link) return new Error(ROOM_HANDSHAKE_ERROR);
  socket.data = {
    userId: '',
    name: '',
    initials: '',
    color: '',
    sid: '',
    cardId: null,
    room: { linkId: link.id, projectId: link.projectId, folderId: link.folderId },
  };
  await socket.join(roomLinkRoom(link.id));
  return undefined;
}

export function handleRoomConnection(io: RealtimeServer, db: Db, logger: Logger) {
  return (socket: RealtimeSocket) => {
    socket.on('room:join', async (_payload, ack) => {
      const reply = replier<RoomJoinAck>(ack);
      const room = socket.data.room!;
      try {
        // Joined before reading, so a change committed meanwhile reaches the socket as an event too.
        await socket.join([presentRoom(room.projectId), projectRoom(room.projectId)]);
        // The key was checked at the handshake; the link may have been revoked (or its project deleted) since.
        // Read with the folder's seq, after joining: anything committed later arrives as an event.
        const link = await roomLinkNow(db, room.linkId);
        if (!link) {
          socket.leave(presentRoom(room.projectId));
          socket.leave(projectRoom(room.projectId));
          return reply({ ok: false, error: ROOM_HANDSHAKE_ERROR });
        }
        const bundle = await projectorBundle(db, room.projectId);
        reply({
          ok: true,
          seq: link.currentSeq,
          project: {
            id: link.projectId,
            name: link.projectName,
            deck: link.deck,
            customDeck: link.customDeck,
            scoringModel: link.scoringModel,
          },
          cards: JSON.parse(bundle.cards),
          categories: JSON.parse(bundle.categories),
          releases: JSON.parse(bundle.releases),
          meeting: link.meeting ? presentMeeting(link.meeting) : null,
        });
        // Who is watching already: presence is otherwise sent only when it changes.
        socket.emit('presence', { projectId: room.projectId, people: await presenceOf(io, room.projectId) });
      } catch (error) {
        reply(refusal(error, (err) => logger.error({ err, socket: socket.id }, 'room join failed')));
      }
    });
  };
}
