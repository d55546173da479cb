// @vitest-environment happy-dom
// The board's live connection against a fake socket: load after subscribing, each event once and in seq
// order, a gap filled with sync:since, a log that no longer reaches back reloaded, a drop caught up
// without reloading, a refused subscribe and a revoked share. The room projector's: roomLive.test.ts.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChangeEvent, Replay, SyncAck } from '../../../common/events';
import * as make from '../../../common/test/factories';
import type { Card } from '../../../common/schemas/cards';
import type { ProjectData } from '../../../common/schemas/projects';
import { subscribeKey } from 'valtio/utils';
import { listsChanges, setWorkspaceLists } from '../store/applyRemote';
import { board, resetBoard } from '../store/board';
import { workspace } from '../store/workspace';
import { clearToasts, toastState } from '../ui';
import { createBoardLive } from './boardLive';
import { FakeSocket } from './fakeSocket';

const project = make.project(1, { name: 'App' });
const card = (id: number) => make.card(id);
const data = (cards: Card[] = [card(1)]): ProjectData => ({ project, cards, categories: [], releases: [] });

/** A card created by someone else, numbered `seq` in folder 5. */
const created = (seq: number): ChangeEvent => ({ ...make.event('card.created', card(100 + seq)), seq });

/**
 * A server with a folder log: subscribe answers its current seq (and, with `replays`, what follows the seq a
 * client coming back names), sync:since what follows a seq.
 */
function server(log: ChangeEvent[], options: { seq: number; refetchBelow?: number; replays?: boolean }) {
  const after = (seq: number): Replay =>
    seq < (options.refetchBelow ?? 0)
      ? { refetch: true }
      : { events: log.filter((event) => event.seq > seq) };
  return new FakeSocket({
    'project:subscribe': ({ since }) => ({
      ok: true,
      folderId: 5,
      seq: options.seq,
      ...(options.replays && since?.folderId === 5 && { replay: after(since.seq) }),
    }),
    'sync:since': ({ seq }): SyncAck => ({ ok: true, ...after(seq) }),
  });
}

const cardIds = () => Object.keys(board.cards).map(Number);
const live = () => vi.waitFor(() => expect(board.connection).toBe('live'));

/** The project's meeting, loaded on every (re)subscribe: none here. Without it the real API was called,
 * and happy-dom's fetch printed "connect ECONNREFUSED 127.0.0.1:3000" naming no test. */
const fetchMeeting = vi.fn(async () => {});

let stop: () => void = () => {};
beforeEach(() => {
  resetBoard(null);
  const lists = { projects: [], clients: [], clientProjectCounts: {}, folderShareCounts: {} };
  setWorkspaceLists({ ...lists, cardCounts: {} }, listsChanges());
});
afterEach(() => {
  stop();
  clearToasts();
  unfollow();
});
let unfollow = () => {};

function open(socket: FakeSocket, fetchData = vi.fn(async () => data())) {
  const connection = createBoardLive({ connect: () => socket, fetchData, fetchMeeting, gapWaitMs: 5 });
  stop = () => connection.closeLive();
  void connection.openProject(1);
  socket.up();
  return { connection, fetchData };
}

describe('the board connection', () => {
  it('loads after subscribing and catches up from the subscribe’s seq', async () => {
    const socket = server([created(11)], { seq: 10 });
    const { fetchData } = open(socket);
    await live();
    expect(fetchData).toHaveBeenCalledTimes(1);
    expect(socket.asked.map((entry) => entry.event)).toEqual(['project:subscribe', 'sync:since']);
    expect(socket.requests('sync:since')).toEqual([{ folderId: 5, seq: 10 }]);
    expect(cardIds()).toEqual([1, 111]);
  });

  it('applies each event once, waits for a missing one and fills the gap with sync:since', async () => {
    const log = [created(11), created(12), created(13)];
    const socket = server([], { seq: 10 });
    open(socket);
    await live();
    socket.answers['sync:since'] = ({ seq }) => ({ ok: true, events: log.filter((e) => e.seq > seq) });
    socket.hear('change', log[2]!);
    socket.hear('change', log[1]!);
    expect(cardIds()).toEqual([1]);
    await vi.waitFor(() => expect(cardIds()).toEqual([1, 111, 112, 113]));
    expect(socket.requests('sync:since').at(-1)).toEqual({ folderId: 5, seq: 10 });
    socket.hear('change', log[2]!);
    socket.hear('change', { ...created(14), folderId: 6 });
    // The count is the board's: the card loaded and the three created.
    expect(workspace.cardCounts[1]).toBe(4);
  });

  it('applies a burst of events together when told to batch them (a bulk add renders once)', async () => {
    const socket = server([], { seq: 10 });
    const pending: (() => void)[] = [];
    const connection = createBoardLive({
      connect: () => socket,
      fetchData: vi.fn(async () => data()),
      fetchMeeting,
      batch: (apply) => void pending.push(apply),
    });
    stop = () => connection.closeLive();
    void connection.openProject(1);
    socket.up();
    await live();
    for (let seq = 11; seq <= 110; seq++) socket.hear('change', created(seq));
    expect(cardIds()).toEqual([1]);
    expect(pending).toHaveLength(1);
    pending.shift()!();
    expect(cardIds()).toHaveLength(101);
    expect(workspace.cardCounts[1]).toBe(101);
    socket.hear('change', created(111));
    expect(pending).toHaveLength(1);
  });

  it('waits for a burst that is still arriving to pause, so an import renders once', async () => {
    const socket = server([], { seq: 10 });
    const timers: (() => void)[] = [];
    let clock = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => clock);
    const connection = createBoardLive({
      connect: () => socket,
      fetchData: vi.fn(async () => data()),
      fetchMeeting,
      batch: (apply) => void timers.push(apply),
      burstQuietMs: 16,
      burstMaxMs: 1000,
    });
    stop = () => connection.closeLive();
    void connection.openProject(1);
    socket.up();
    await live();
    socket.hear('change', created(11));
    clock = 10;
    socket.hear('change', created(12));
    clock = 16;
    timers.shift()!(); // a frame later: the last event came 6 ms ago, the burst goes on
    expect(cardIds()).toEqual([1]);
    socket.hear('change', created(13));
    clock = 40;
    timers.shift()!(); // 24 ms of quiet: applied together
    expect(cardIds()).toHaveLength(4);
    expect(timers).toHaveLength(0);
    for (let seq = 14; seq <= 20; seq++) {
      socket.hear('change', created(seq));
      clock += 1;
    }
    clock = 1100; // a burst that never pauses is applied after burstMaxMs all the same
    socket.hear('change', created(21));
    timers.shift()!();
    expect(cardIds()).toHaveLength(12);
  });

  it('reloads when the log no longer reaches back, then goes on from the new seq', async () => {
    const socket = server([], { seq: 10 });
    const { fetchData } = open(socket);
    await live();
    socket.answers['project:subscribe'] = () => ({ ok: true, folderId: 5, seq: 20 });
    socket.answers['sync:since'] = ({ seq }) =>
      seq < 20 ? { ok: true, refetch: true } : { ok: true, events: [] };
    fetchData.mockResolvedValueOnce(data([card(1), card(2)]));
    socket.hear('change', created(15));
    await vi.waitFor(() => expect(fetchData).toHaveBeenCalledTimes(2));
    await vi.waitFor(() => expect(socket.requests('sync:since').at(-1)).toEqual({ folderId: 5, seq: 20 }));
    expect(cardIds()).toEqual([1, 2]);
    socket.hear('change', created(21));
    expect(cardIds()).toEqual([1, 2, 121]);
  });

  it('after a drop says reconnecting, then subscribes again and catches up without reloading', async () => {
    const log = [created(11)];
    const socket = server(log, { seq: 10 });
    const { fetchData } = open(socket);
    await live();
    socket.down();
    expect(board.connection).toBe('reconnecting');
    log.push(created(12));
    socket.up();
    await vi.waitFor(() => expect(cardIds()).toEqual([1, 111, 112]));
    await live();
    expect(fetchData).toHaveBeenCalledTimes(1);
    expect(socket.requests('sync:since').at(-1)).toEqual({ folderId: 5, seq: 11 });
  });

  it('coming back, the subscribe names the last seq and its answer carries what was missed', async () => {
    const log = [created(11)];
    const socket = server(log, { seq: 10, replays: true });
    const { fetchData } = open(socket);
    await live();
    expect(socket.requests('project:subscribe')).toEqual([{ projectId: 1, since: undefined }]);
    socket.down();
    log.push(created(12), created(13));
    socket.up();
    await vi.waitFor(() => expect(cardIds()).toEqual([1, 111, 112, 113]));
    await live();
    expect(socket.requests('project:subscribe').at(-1)).toEqual({
      projectId: 1,
      since: { folderId: 5, seq: 11 },
    });
    // One round trip: no sync:since after the reconnect, no reload.
    expect(socket.requests('sync:since')).toEqual([{ folderId: 5, seq: 10 }]);
    expect(fetchData).toHaveBeenCalledTimes(1);
  });

  it('coming back past what the log keeps, reloads from the subscribe’s own seq', async () => {
    const log = [created(11)];
    const socket = server(log, { seq: 10, replays: true });
    const { fetchData } = open(socket);
    await live();
    socket.down();
    log.push(created(12));
    socket.answers['project:subscribe'] = () => ({
      ok: true,
      folderId: 5,
      seq: 12,
      replay: { refetch: true },
    });
    fetchData.mockResolvedValueOnce(data([card(1), card(2)]));
    socket.up();
    await vi.waitFor(() => expect(fetchData).toHaveBeenCalledTimes(2));
    await live();
    expect(socket.requests('project:subscribe')).toHaveLength(2);
    expect(socket.requests('sync:since').at(-1)).toEqual({ folderId: 5, seq: 12 });
    socket.hear('change', created(13));
    expect(cardIds()).toEqual([1, 2, 113]);
  });

  it('a refused subscribe fails the project; a revoked share stops it', async () => {
    const refused = new FakeSocket({
      'project:subscribe': () => ({ ok: false, error: 'Project not found' }),
    });
    open(refused);
    await vi.waitFor(() => expect(board.status).toBe('error'));
    expect(board.connection).toBe('offline');

    const socket = server([], { seq: 0 });
    open(socket);
    await live();
    socket.hear('access:revoked', { folderId: 5 });
    expect(board.revoked).toBe(true);
    expect(board.connection).toBe('offline');
  });

  // The server emits a delete (or move) of the open project before it takes the socket out of the folder.
  it('applies a heard delete of the open project before its revocation: no “Access removed”', async () => {
    const socket = server([], { seq: 10 });
    const connection = createBoardLive({
      connect: () => socket,
      fetchData: vi.fn(async () => data()),
      fetchMeeting,
      // As the app does: events wait a frame, so a burst renders once.
      batch: (apply) => void setTimeout(apply, 16),
    });
    stop = () => connection.closeLive();
    unfollow = subscribeKey(board, 'gone', (gone) => gone && void connection.openProject(null), true);
    void connection.openProject(1);
    socket.up();
    await live();
    socket.hear('change', { ...make.event('project.deleted', { id: 1 }), seq: 11 });
    socket.hear('access:revoked', { folderId: 5 });
    expect(board.projectId).toBeNull();
    expect(board.revoked).toBe(false);
    expect(toastState.queue.map((t) => t.title)).not.toContain('Access removed');
  });

  it('says which card is open, again after a reconnect, and unsubscribes when the project closes', async () => {
    const socket = server([], { seq: 0 });
    const { connection } = open(socket);
    await live();
    connection.focusCard(1);
    socket.down();
    socket.up();
    await live();
    void connection.openProject(null);
    expect(socket.told).toEqual([
      { event: 'presence:focus', payload: { cardId: 1 } },
      { event: 'presence:focus', payload: { cardId: 1 } },
      { event: 'project:unsubscribe', payload: { projectId: 1 } },
    ]);
  });
});
