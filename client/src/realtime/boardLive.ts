// The board's live connection (docs/realtime.md): the open project is subscribed, loaded after subscribing,
// and kept current by applying its folder's change events once each, in seq order. A gap is filled with
// sync:since; after a drop the socket reconnects by itself and catches up (or reloads when the log no
// longer reaches back). Presence and focus ride on the same socket, and so does the person's own channel
// (`access`: what they see changed), heard whether a project is open or not. The socket and the data fetch
// are passed in, so tests drive all of this with a fake socket.
import type { AccessChange, ChangeEvent, Replay } from '../../../common/events';
import { EventSequencer } from '../../../common/realtime/sequencer';
import { projectsApi } from '../api/projects';
import type { ProjectData } from '../../../common/schemas/projects';
import { applyRemoteEvents, setProjectData } from '../store/applyRemote';
import { createBurst, FRAME_BURSTS, type BurstTiming } from './burst';
import { board, resetBoard } from '../store/board';
import { meetingState, resetMeeting } from '../store/meeting';
import { loadCurrentMeeting } from '../store/meetingRemote';
import { toast } from '../ui';
import { connectSocket, type ConnectSocket, type LiveSocket } from './socket';

export interface BoardLiveOptions extends BurstTiming {
  connect: ConnectSocket;
  fetchData: (projectId: number) => Promise<ProjectData>;
  /** Reads the project's running meeting after each load of its data. */
  fetchMeeting?: (projectId: number) => Promise<void>;
  /** How long a gap may stay open before sync:since is asked (events often just arrive late). */
  gapWaitMs?: number;
}

export function createBoardLive({
  connect,
  fetchData,
  fetchMeeting = loadCurrentMeeting,
  gapWaitMs = 100,
  ...timing
}: BoardLiveOptions) {
  let socket: LiveSocket | null = null;
  let sequencer = new EventSequencer(0);
  /** Bumped whenever the open project changes; late answers of an older one are dropped. */
  let generation = 0;
  let focusedCardId: number | null = null;
  let subscribedProjectId: number | null = null;
  let gapTimer: ReturnType<typeof setTimeout> | undefined;
  let queue: Promise<void> = Promise.resolve();
  /** Told when what this person sees may have changed: an `access` notice, or null on each (re)connect. */
  let onAccess: (message: AccessChange | null) => void = () => {};

  /** Change events heard and not yet applied: a burst goes in together (burst.ts). */
  const heard = createBurst<ChangeEvent>(take, timing);

  /** Runs catch-ups one after another, so two never interleave. */
  const serial = (task: () => Promise<void>) => (queue = queue.then(task).catch(() => undefined));

  function connection(): LiveSocket {
    if (socket) return socket;
    const created = connect();
    created.listen({
      connect() {
        if (board.projectId !== null) void serial(() => join(generation));
        if (focusedCardId !== null) created.emit('presence:focus', { cardId: focusedCardId });
        // Notices sent before this socket was in its person's channel (or while it was away) are lost.
        onAccess(null);
      },
      disconnect() {
        if (board.projectId !== null) board.connection = 'reconnecting';
      },
      connect_error() {
        if (board.projectId !== null && board.connection !== 'connecting') board.connection = 'reconnecting';
      },
      change: heard.hear,
      presence(message) {
        if (message.projectId === board.projectId) board.presence = message.people;
      },
      'access:revoked'(message) {
        // A delete or move of the open project (or its folder) comes just before: applied first, it closes
        // the project with its own notice, and this is no removed share.
        heard.flush();
        if (message.folderId !== board.folderId) return;
        board.revoked = true;
        board.connection = 'offline';
        toast({
          variant: 'destructive',
          title: 'Access removed',
          description: 'This folder is no longer shared with you.',
        });
      },
      access(message) {
        if (message.reason === 'shared')
          toast({ title: `${message.by} shared ‘${message.folderName}’ with you` });
        onAccess(message);
      },
    });
    socket = created;
    return created;
  }

  /**
   * Subscribes, loads the project the first time (or when stale), else catches up from the last seq: coming
   * back, the subscribe says where the board stands and its answer carries what was missed.
   */
  async function join(mine: number): Promise<void> {
    const projectId = board.projectId;
    if (mine !== generation || projectId === null || !socket?.connected) return;
    try {
      const since =
        board.status === 'ready' && board.folderId !== null
          ? { folderId: board.folderId, seq: sequencer.lastSeq }
          : undefined;
      const ack = await socket.request('project:subscribe', { projectId, since });
      if (mine !== generation) return;
      if (!ack.ok) {
        board.status = 'error';
        board.connection = 'offline';
        return;
      }
      // A project moved to another folder: its versions and seqs are the new folder's (docs/realtime.md).
      const moved = board.folderId !== null && board.folderId !== ack.folderId;
      board.folderId = ack.folderId;
      subscribedProjectId = projectId;
      if (board.status !== 'ready' || moved) await load(mine, ack.seq);
      else if (ack.replay) await replay(mine, ack.replay, ack.seq);
      else await catchUp(mine);
      if (mine === generation && socket.connected) board.connection = 'live';
    } catch {
      if (mine === generation && board.status !== 'ready') board.status = 'error';
    }
  }

  /** Full load; `seq` comes from the subscribe made before it, so later events still apply. */
  async function load(mine: number, seq: number) {
    const data = await fetchData(board.projectId!);
    if (mine !== generation) return;
    setProjectData(data);
    sequencer = new EventSequencer(seq);
    // Not awaited: the board shows at once; events that pass the answer are kept by the version guard.
    void fetchMeeting(board.projectId!);
    await catchUp(mine);
  }

  async function catchUp(mine: number): Promise<void> {
    if (!socket || board.folderId === null) return;
    const answer = await socket.request('sync:since', { folderId: board.folderId, seq: sequencer.lastSeq });
    if (mine !== generation || !answer.ok) return;
    await replay(mine, answer);
  }

  /**
   * Applies what the log gave; when it cannot reach back, loads again from `seq` — a subscribe's, or one
   * subscribed for now (events after it arrive live).
   */
  async function replay(mine: number, answer: Replay, seq?: number): Promise<void> {
    if ('events' in answer) return take(answer.events);
    if (seq === undefined) {
      const ack = await socket!.request('project:subscribe', { projectId: board.projectId! });
      if (!ack.ok || mine !== generation) return;
      seq = ack.seq;
    }
    await load(mine, seq);
  }

  /** Applies what is due; a gap still open after a moment is filled with sync:since. */
  function take(events: readonly ChangeEvent[]) {
    if (board.status !== 'ready') return;
    const due: ChangeEvent[] = [];
    for (const event of events)
      if (event.folderId === board.folderId) for (const ready of sequencer.push(event)) due.push(ready);
    if (due.length > 0) applyRemoteEvents(due);
    if (sequencer.hasGap && !gapTimer) {
      const mine = generation;
      gapTimer = setTimeout(() => {
        gapTimer = undefined;
        if (sequencer.hasGap && socket?.connected) void serial(() => catchUp(mine));
      }, gapWaitMs);
    }
  }

  return {
    /** Opens a project live (null closes it). */
    openProject(projectId: number | null): Promise<void> {
      generation += 1;
      const mine = generation;
      heard.clear();
      clearTimeout(gapTimer);
      gapTimer = undefined;
      resetBoard(projectId);
      if (meetingState.projectId !== projectId) resetMeeting(projectId);
      if (projectId === null) {
        board.connection = 'offline';
        if (subscribedProjectId !== null)
          socket?.emit('project:unsubscribe', { projectId: subscribedProjectId });
        subscribedProjectId = null;
        return Promise.resolve();
      }
      board.connection = 'connecting';
      const live = connection();
      // On connect the 'connect' handler joins; when already connected, join now.
      return live.connected ? serial(() => join(mine)) : Promise.resolve();
    },

    /** Tells the others which card this person has open (null: none). */
    focusCard(cardId: number | null) {
      focusedCardId = cardId;
      socket?.emit('presence:focus', { cardId });
    },

    /**
     * Connects (if not yet) and calls `listener` whenever what this person sees may have changed: a share, a
     * project moved or renamed, a client renamed (docs/realtime.md "access"), and after each (re)connect.
     */
    watchAccess(listener: (message: AccessChange | null) => void) {
      onAccess = listener;
      connection();
    },

    /** Closes the socket (sign-out, tests). */
    closeLive() {
      generation += 1;
      onAccess = () => {};
      socket?.close();
      socket = null;
    },
  };
}

type BoardLive = ReturnType<typeof createBoardLive>;
let appLive: BoardLive | undefined;

/** The app's live connection, made on first use: importing this module opens and schedules nothing. */
const live = (): BoardLive =>
  (appLive ??= createBoardLive({
    connect: connectSocket,
    fetchData: projectsApi.data,
    ...FRAME_BURSTS,
  }));

export const openProject: BoardLive['openProject'] = (...args) => live().openProject(...args);
export const focusCard: BoardLive['focusCard'] = (...args) => live().focusCard(...args);
export const closeLive: BoardLive['closeLive'] = () => live().closeLive();
export const watchAccess: BoardLive['watchAccess'] = (...args) => live().watchAccess(...args);
