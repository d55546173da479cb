// A projector opened with a room link (issue 7): no account, one socket that offers the link's key. The
// server answers the project's data on `room:join` and then sends only that project's changes; after a drop
// the socket reconnects by itself and joins again (a fresh picture, so nothing is missed). A revoked link
// stops everything and says so.
import { io, type Socket } from 'socket.io-client';
import {
  ROOM_EVENTS,
  SOCKET_EVENTS,
  type ChangeEvent,
  type PresenceMessage,
  type RoomJoinAck,
} from '../../../common/events';
import { applyChange } from '../../../common/realtime/applyChange';
import type { Card, Category, Project, Release } from '../api/workspace';
import { board, boardCollections, resetBoard, setProjectData } from './board';
import { presentation } from './presentation';

/** What the server says to a key it does not know (server/realtime/roomSockets.ts). */
const INVALID_LINK = 'This link is not valid';
const ACK_TIMEOUT_MS = 8000;

let socket: Socket | null = null;

/** The little the projector needs of the project; a room viewer gets no more than its name. */
const projectStub = (project: { id: number; name: string }): Project => ({
  id: project.id,
  name: project.name,
  description: null,
  prefix: null,
  parentId: -1,
  clientId: 0,
  ownerId: '',
  access: 'shared',
  createdAt: '',
  updatedAt: '',
});

function apply(event: ChangeEvent) {
  if (event.projectId !== board.projectId || board.status !== 'ready') return;
  if (event.type === 'project.deleted') {
    presentation.status = 'notFound';
    return;
  }
  if (event.type === 'project.updated' && board.project) {
    board.project = { ...board.project, name: (event.data as { name: string }).name };
    return;
  }
  const collections = boardCollections();
  applyChange(collections, board.projectId!, event);
  collections.commit();
}

async function join(live: Socket, projectId: number) {
  const answer = (await live.timeout(ACK_TIMEOUT_MS).emitWithAck(ROOM_EVENTS.join, {})) as RoomJoinAck;
  if (live !== socket) return;
  if (!answer.ok) {
    presentation.status = presentation.status === 'ready' ? 'revoked' : 'notFound';
    stopRoom();
    return;
  }
  setProjectData({
    project: projectStub(answer.project),
    cards: answer.cards as Card[],
    categories: answer.categories as Category[],
    releases: answer.releases as Release[],
  });
  board.projectId = projectId;
  board.connection = 'live';
  presentation.status = 'ready';
}

export function startRoom(projectId: number, key: string) {
  stopRoom();
  resetBoard(projectId);
  board.connection = 'connecting';
  const live = io({ transports: ['websocket'], auth: { roomKey: key }, reconnectionDelayMax: 3000 });
  socket = live;
  live.on('connect', () => void join(live, projectId).catch(() => undefined));
  live.on('disconnect', (reason) => {
    if (live !== socket) return;
    if (presentation.status === 'ready') board.connection = 'reconnecting';
    // A server going down (restart, deploy) closes its sockets; Socket.IO does not retry those by itself.
    if (reason === 'io server disconnect') setTimeout(() => live === socket && live.connect(), 1000);
  });
  live.on('connect_error', (error) => {
    if (live !== socket) return;
    if (error.message === INVALID_LINK) {
      // Known before and refused now: revoked. Never known: a wrong link.
      presentation.status = presentation.status === 'ready' ? 'revoked' : 'notFound';
      stopRoom();
    } else if (presentation.status === 'ready') board.connection = 'reconnecting';
  });
  live.on(SOCKET_EVENTS.change, (event: ChangeEvent) => apply(event));
  live.on(SOCKET_EVENTS.presence, (message: PresenceMessage) => {
    if (message.projectId === board.projectId) board.presence = message.people;
  });
  live.on(ROOM_EVENTS.revoked, () => {
    presentation.status = 'revoked';
    stopRoom();
  });
}

export function stopRoom() {
  const live = socket;
  socket = null;
  live?.close();
  if (board.connection !== 'offline') board.connection = 'offline';
}
