// @vitest-environment happy-dom
// Meeting mode's live state against a fake socket: the current meeting read after each load,
// `meeting.*` events applied in seq order through the sequencer (and never into reconcile's card model),
// the higher version kept, the minutes opened for those who took part; the room projector's join and events.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChangeEvent } from '../../../common/events';
import * as make from '../../../common/test/factories';
import type { CurrentMeeting, Meeting, Minutes } from '../../../common/schemas/meetings';
import { meetingsApi } from '../api/meetings';
import type { ProjectData } from '../../../common/schemas/projects';
import { liveMeeting, ended, updated } from '../features/meeting/testMeeting';
import { makeUser } from '../features/manage/shared/testKit';
import { board, resetBoard } from '../store/board';
import { meetingState, resetMeeting } from '../store/meeting';
import { setUser } from '../store/session';
import { clearToasts } from '../ui';
import { createBoardLive } from './boardLive';
import { FakeSocket } from './fakeSocket';
import { createRoomLive } from './roomLive';

const data = (): ProjectData => ({
  project: make.project(1),
  cards: [make.card(1)],
  categories: [],
  releases: [],
});
const minutes = { meetingId: 7, projectId: 1 } as Minutes;
const cardCreated = (seq: number): ChangeEvent => ({
  ...make.event('card.created', make.card(100 + seq)),
  seq,
});

function server(log: ChangeEvent[] = [], seq = 10) {
  return new FakeSocket({
    'project:subscribe': () => ({ ok: true, folderId: 5, seq }),
    'sync:since': ({ seq: since }) => ({ ok: true, events: log.filter((event) => event.seq > since) }),
  });
}

let stop: () => void = () => {};
beforeEach(() => {
  resetBoard(null);
  resetMeeting(null);
  meetingState.minutes = null;
  meetingState.endedMeetingId = null;
  setUser(makeUser({ id: 'me' }));
});
afterEach(() => {
  stop();
  vi.restoreAllMocks();
  clearToasts();
});

async function open(
  socket: FakeSocket,
  current = vi.fn(async (): Promise<CurrentMeeting> => ({ meeting: null, myBallot: null })),
) {
  vi.spyOn(meetingsApi, 'current').mockImplementation(current);
  const connection = createBoardLive({
    connect: () => socket,
    fetchData: vi.fn(async () => data()),
    gapWaitMs: 5,
  });
  stop = () => connection.closeLive();
  void connection.openProject(1);
  socket.up();
  await vi.waitFor(() => expect(board.connection).toBe('live'));
  return { connection, current };
}

describe('the board’s meeting', () => {
  it('reads the running meeting after the data loads, with the own ballot', async () => {
    const running = liveMeeting({ vote: { id: 3 } as Meeting['vote'] });
    const { current } = await open(
      server(),
      vi.fn(async (): Promise<CurrentMeeting> => ({ meeting: running, myBallot: 'wow' })),
    );
    expect(current).toHaveBeenCalledWith(1);
    await vi.waitFor(() => expect(meetingState.meeting?.id).toBe(7));
    expect(meetingState.myBallots).toEqual({ 3: 'wow' });
  });

  it('applies meeting.updated in seq order, keeps the higher version and leaves the cards alone', async () => {
    const socket = server();
    await open(socket);
    const cards = board.cards;
    socket.hear('change', updated(12, liveMeeting({ version: 3, spotlightCardId: 1 })));
    expect(meetingState.meeting).toBeNull(); // 11 is missing: it waits in the sequencer
    socket.hear('change', updated(11, liveMeeting({ version: 2 })));
    expect(meetingState.meeting?.version).toBe(3);
    expect(meetingState.meeting?.spotlightCardId).toBe(1);
    expect(board.cards).toBe(cards);
    socket.hear('change', cardCreated(13));
    expect(Object.keys(board.cards)).toEqual(['1', '113']);
    socket.hear('change', updated(14, liveMeeting({ version: 2, spotlightCardId: null })));
    expect(meetingState.meeting?.spotlightCardId).toBe(1);
    socket.hear('change', updated(15, liveMeeting({ id: 8, projectId: 2, version: 9 })));
    expect(meetingState.meeting?.id).toBe(7);
  });

  it('opens the minutes for someone who took part when the meeting ends', async () => {
    const socket = server();
    await open(socket);
    let answer: (value: Minutes) => void = () => {};
    const load = vi
      .spyOn(meetingsApi, 'minutes')
      .mockReturnValue(new Promise((resolve) => (answer = resolve)));
    socket.hear('change', updated(11, liveMeeting()));
    meetingState.following = true;
    socket.hear('change', ended(12, ['bo', 'me']));
    expect(meetingState.meeting).toBeNull();
    expect(meetingState.following).toBe(false);
    expect(meetingState.endedMeetingId).toBe(7);
    expect(load).toHaveBeenCalledWith(7);
    answer(minutes);
    await vi.waitFor(() => expect(meetingState.minutes?.meetingId).toBe(7));
    expect(meetingState.endedMeetingId).toBeNull();
  });

  it('drops the meeting without minutes for someone who did not take part', async () => {
    const socket = server();
    await open(socket);
    const load = vi.spyOn(meetingsApi, 'minutes');
    socket.hear('change', updated(11, liveMeeting()));
    socket.hear('change', ended(12, ['bo']));
    expect(meetingState.meeting).toBeNull();
    expect(load).not.toHaveBeenCalled();
    expect(meetingState.endedMeetingId).toBeNull();
  });

  it('reads the meeting again after a reload and forgets it when another project opens', async () => {
    const socket = server();
    const { connection, current } = await open(
      socket,
      vi.fn(async (): Promise<CurrentMeeting> => ({ meeting: liveMeeting(), myBallot: null })),
    );
    socket.answers['sync:since'] = ({ seq }) =>
      seq < 20 ? { ok: true, refetch: true } : { ok: true, events: [] };
    socket.answers['project:subscribe'] = () => ({ ok: true, folderId: 5, seq: 20 });
    socket.hear('change', cardCreated(15));
    await vi.waitFor(() => expect(current).toHaveBeenCalledTimes(2));
    expect(meetingState.meeting?.id).toBe(7);
    meetingState.following = true;
    void connection.openProject(2);
    expect(meetingState).toMatchObject({ projectId: 2, meeting: null, following: false });
  });
});

describe('the room projector’s meeting', () => {
  it('takes the meeting of room:join and its meeting events, and never opens minutes', async () => {
    const socket = new FakeSocket({
      'room:join': () => ({
        ok: true,
        seq: 3,
        project: { id: 1, name: 'App', deck: 'fibonacci', customDeck: null, scoringModel: 'none' },
        cards: [make.card(1)],
        categories: [],
        releases: [],
        meeting: liveMeeting({ spotlightCardId: 1 }),
      }),
    });
    const load = vi.spyOn(meetingsApi, 'minutes');
    const room = createRoomLive(() => socket);
    stop = () => room.stopRoom();
    room.startRoom(1, 'key');
    socket.up();
    await vi.waitFor(() => expect(meetingState.meeting?.spotlightCardId).toBe(1));
    const cards = board.cards;
    socket.hear('change', updated(4, liveMeeting({ version: 2, spotlightCardId: null })));
    expect(meetingState.meeting?.spotlightCardId).toBeNull();
    expect(board.cards).toBe(cards);
    socket.hear('change', ended(5, ['me']));
    expect(meetingState.meeting).toBeNull();
    expect(load).not.toHaveBeenCalled();
  });
});
