// The live connection (docs/realtime.md): one Socket.IO socket; the open project is subscribed, loaded
// after subscribing, and kept current by applying its folder's change events once each, in seq order.
// A gap is filled with sync:since; after a drop the socket reconnects by itself and catches up (or
// refetches when the log no longer reaches back). Presence and focus ride on the same socket.
import { io, type Socket } from 'socket.io-client';
import {
  SOCKET_EVENTS,
  type AccessRevoked,
  type ChangeEvent,
  type PresenceMessage,
  type SubscribeAck,
  type SyncAck,
} from '../../../common/events';
import { EventSequencer } from '../../../common/realtime/sequencer';
import { projectsApi } from '../api/workspace';
import { toast } from '../ui';
import { applyRemoteEvent } from './applyRemote';
import { board, resetBoard, setProjectData } from './board';

const ACK_TIMEOUT_MS = 8000;
const GAP_WAIT_MS = 100;

let socket: Socket | null = null;
let sequencer = new EventSequencer(0);
/** Bumped whenever the open project changes; late answers of an older one are dropped. */
let generation = 0;
let focusedCardId: number | null = null;
let subscribedProjectId: number | null = null;
let gapTimer: ReturnType<typeof setTimeout> | undefined;
let queue: Promise<void> = Promise.resolve();

/** Runs catch-ups one after another, so two never interleave. */
const serial = (task: () => Promise<void>) => (queue = queue.then(task).catch(() => undefined));

function connection(): Socket {
  if (socket) return socket;
  const created = io({ transports: ['websocket'], reconnectionDelayMax: 3000 });
  created.on('connect', () => {
    if (board.projectId !== null) void serial(() => join(generation));
    if (focusedCardId !== null) created.emit(SOCKET_EVENTS.focus, { cardId: focusedCardId });
  });
  created.on('disconnect', (reason) => {
    if (board.projectId !== null) board.connection = 'reconnecting';
    // A server-side disconnect is not retried by Socket.IO itself; a restarting server is worth retrying.
    if (reason === 'io server disconnect') setTimeout(() => created.connect(), 1000);
  });
  created.on('connect_error', () => {
    if (board.projectId !== null && board.connection !== 'connecting') board.connection = 'reconnecting';
  });
  created.on(SOCKET_EVENTS.change, (event: ChangeEvent) => take([event]));
  created.on(SOCKET_EVENTS.presence, (message: PresenceMessage) => {
    if (message.projectId === board.projectId) board.presence = message.people;
  });
  created.on(SOCKET_EVENTS.revoked, (message: AccessRevoked) => {
    if (message.folderId !== board.folderId) return;
    board.revoked = true;
    board.connection = 'offline';
    toast({
      variant: 'destructive',
      title: 'Access removed',
      description: 'This folder is no longer shared with you.',
    });
  });
  socket = created;
  return created;
}

/** Opens a project live (null closes it). */
export function openProject(projectId: number | null): Promise<void> {
  generation += 1;
  const mine = generation;
  clearTimeout(gapTimer);
  gapTimer = undefined;
  resetBoard(projectId);
  if (projectId === null) {
    board.connection = 'offline';
    if (subscribedProjectId !== null)
      socket?.emit(SOCKET_EVENTS.unsubscribe, { projectId: subscribedProjectId });
    subscribedProjectId = null;
    return Promise.resolve();
  }
  board.connection = 'connecting';
  const live = connection();
  // On connect the 'connect' handler joins; when already connected, join now.
  return live.connected ? serial(() => join(mine)) : Promise.resolve();
}

/** Subscribes, loads the project the first time (or when stale), then catches up from the last seq. */
async function join(mine: number): Promise<void> {
  const projectId = board.projectId;
  if (mine !== generation || projectId === null || !socket?.connected) return;
  try {
    const ack = (await socket
      .timeout(ACK_TIMEOUT_MS)
      .emitWithAck(SOCKET_EVENTS.subscribe, { projectId })) as SubscribeAck;
    if (mine !== generation) return;
    if (!ack.ok) {
      board.status = 'error';
      board.connection = 'offline';
      return;
    }
    board.folderId = ack.folderId;
    subscribedProjectId = projectId;
    if (board.status !== 'ready') await load(mine, ack.seq);
    else await catchUp(mine);
    if (mine === generation && socket.connected) board.connection = 'live';
  } catch {
    if (mine === generation && board.status !== 'ready') board.status = 'error';
  }
}

/** Full load; `seq` comes from the subscribe made before it, so later events still apply. */
async function load(mine: number, seq: number) {
  const data = await projectsApi.data(board.projectId!);
  if (mine !== generation) return;
  setProjectData(data);
  sequencer = new EventSequencer(seq);
  await catchUp(mine);
}

async function catchUp(mine: number): Promise<void> {
  if (!socket || board.folderId === null) return;
  const answer = (await socket
    .timeout(ACK_TIMEOUT_MS)
    .emitWithAck(SOCKET_EVENTS.syncSince, { folderId: board.folderId, seq: sequencer.lastSeq })) as SyncAck;
  if (mine !== generation || !answer.ok) return;
  if ('refetch' in answer) {
    const ack = (await socket.timeout(ACK_TIMEOUT_MS).emitWithAck(SOCKET_EVENTS.subscribe, {
      projectId: board.projectId,
    })) as SubscribeAck;
    if (ack.ok && mine === generation) await load(mine, ack.seq);
    return;
  }
  take(answer.events);
}

/** Applies what is due; a gap still open after a moment is filled with sync:since. */
function take(events: readonly ChangeEvent[]) {
  if (board.status !== 'ready') return;
  for (const event of events) {
    if (event.folderId !== board.folderId) continue;
    for (const due of sequencer.push(event)) applyRemoteEvent(due);
  }
  if (sequencer.hasGap && !gapTimer) {
    const mine = generation;
    gapTimer = setTimeout(() => {
      gapTimer = undefined;
      if (sequencer.hasGap && socket?.connected) void serial(() => catchUp(mine));
    }, GAP_WAIT_MS);
  }
}

/** Tells the others which card this person has open (null: none). */
export function focusCard(cardId: number | null) {
  focusedCardId = cardId;
  socket?.emit(SOCKET_EVENTS.focus, { cardId });
}

/** Closes the socket (sign-out, tests). */
export function closeLive() {
  generation += 1;
  socket?.close();
  socket = null;
}
