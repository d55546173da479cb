// A projector opened with a room link: no account, one socket that offers the link's key. The
// server answers the project's data on `room:join` and then sends only that project's changes; after a drop
// the socket reconnects by itself and joins again (a fresh picture, so nothing is missed). A revoked link
// stops everything and says so.
import type { ChangeEvent, RoomJoinAck } from '../../../common/events';
import type { Project } from '../../../common/schemas/projects';
import { applyRoomEvents, setProjectData } from '../store/applyRemote';
import { board, resetBoard } from '../store/board';
import { resetMeeting } from '../store/meeting';
import { setCurrentMeeting } from '../store/meetingRemote';
import { presentation } from '../store/presentation';
import { createBurst, FRAME_BURSTS, type BurstTiming } from './burst';
import { connectSocket, type ConnectSocket, type LiveSocket } from './socket';

type RoomProject = Extract<RoomJoinAck, { ok: true }>['project'];

/** What the server says to a key it does not know (server/realtime/roomSockets.ts). */
const INVALID_LINK = 'This link is not valid';

/** The little the projector needs of the project; a room viewer gets no more than its name, deck and model. */
const projectStub = (project: RoomProject): Project => ({
  id: project.id,
  name: project.name,
  deck: project.deck,
  customDeck: project.customDeck,
  scoringModel: project.scoringModel,
  description: null,
  prefix: null,
  parentId: -1,
  clientId: 0,
  ownerId: '',

  access: 'shared',
  createdAt: '',
  updatedAt: '',
  version: 0,
});

export function createRoomLive(connect: ConnectSocket, timing: BurstTiming = {}) {
  let socket: LiveSocket | null = null;
  /** Change events heard and not yet applied: a burst (an import) goes in together (burst.ts). */
  const heard = createBurst<ChangeEvent>((events) => {
    if (events.length > 0 && applyRoomEvents(events)) presentation.status = 'notFound';
  }, timing);

  /** Known before and refused now: revoked. Never known: a wrong link. */
  function refused() {
    presentation.status = presentation.status === 'ready' ? 'revoked' : 'notFound';
    stopRoom();
  }

  async function join(live: LiveSocket, projectId: number) {
    const answer = await live.request('room:join', {});
    if (live !== socket) return;
    if (!answer.ok) return refused();
    const { cards, categories, releases } = answer;
    setProjectData({ project: projectStub(answer.project), cards, categories, releases });
    board.projectId = projectId;
    // A fresh picture on every join: the meeting as it is now (or none).
    setCurrentMeeting(projectId, answer.meeting ?? null, null);
    board.connection = 'live';
    presentation.status = 'ready';
  }

  function startRoom(projectId: number, key: string) {
    stopRoom();
    resetBoard(projectId);
    resetMeeting(projectId);
    board.connection = 'connecting';
    const live = connect({ roomKey: key });
    socket = live;
    live.listen({
      connect: () => void join(live, projectId).catch(() => undefined),
      disconnect() {
        if (live === socket && presentation.status === 'ready') board.connection = 'reconnecting';
      },
      connect_error(error) {
        if (live !== socket) return;
        if (error.message === INVALID_LINK) refused();
        else if (presentation.status === 'ready') board.connection = 'reconnecting';
      },
      change(event) {
        if (live === socket && board.status === 'ready') heard.hear(event);
      },
      presence(message) {
        if (message.projectId === board.projectId) board.presence = message.people;
      },
      'room:revoked'() {
        presentation.status = 'revoked';
        stopRoom();
      },
    });
  }

  function stopRoom() {
    const live = socket;
    socket = null;
    heard.clear();
    live?.close();
    if (board.connection !== 'offline') board.connection = 'offline';
  }

  return { startRoom, stopRoom };
}

type RoomLive = ReturnType<typeof createRoomLive>;
let appRoom: RoomLive | undefined;

/** The projector's live connection, made on first use: importing this module does nothing. */
const room = (): RoomLive => (appRoom ??= createRoomLive(connectSocket, FRAME_BURSTS));

export const startRoom: RoomLive['startRoom'] = (...args) => room().startRoom(...args);
export const stopRoom: RoomLive['stopRoom'] = () => room().stopRoom();
