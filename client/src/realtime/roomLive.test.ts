// @vitest-environment happy-dom
// The room projector's live connection against a fake socket: it joins with its link's key on connect, takes
// its project's changes, joins again after a drop, and ends on a refused link or a deleted project.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChangeEvent } from '../../../common/events';
import * as make from '../../../common/test/factories';
import { board, resetBoard } from '../store/board';
import { presentation } from '../store/presentation';
import { FakeSocket } from './fakeSocket';
import type { BurstTiming } from './burst';
import { createRoomLive } from './roomLive';

const card = (id: number) => make.card(id);
/** A card created by someone else, numbered `seq`. */
const created = (seq: number): ChangeEvent => ({ ...make.event('card.created', card(100 + seq)), seq });
const cardIds = () => Object.keys(board.cards).map(Number);

let stop: () => void = () => {};
beforeEach(() => resetBoard(null));
afterEach(() => stop());

describe('the room projector', () => {
  const joined = () =>
    new FakeSocket({
      'room:join': () => ({
        ok: true,
        seq: 3,
        project: { id: 1, name: 'App', deck: 'tshirt', customDeck: null, scoringModel: 'valueEffort' },
        cards: [card(1)],
        categories: [],
        releases: [],
        meeting: null,
      }),
    });

  function start(socket: FakeSocket, timing?: BurstTiming) {
    presentation.status = 'loading';
    const room = createRoomLive(() => socket, timing);
    stop = () => room.stopRoom();
    room.startRoom(1, 'key');
    socket.up();
  }

  it('joins on connect, takes its project’s changes, and joins again after a drop', async () => {
    const socket = joined();
    start(socket);
    await vi.waitFor(() => expect(presentation.status).toBe('ready'));
    // Its screens read the deck and model (the vote's choices, the value × effort view), and follow a change.
    expect(board.project).toMatchObject({ name: 'App', deck: 'tshirt', scoringModel: 'valueEffort' });
    const changed = make.project(1, { name: 'App 2', deck: 'custom', customDeck: ['S', 'L'] });
    socket.hear('change', make.event('project.updated', { ...changed, version: 9 }));
    expect(board.project).toMatchObject({ name: 'App 2', deck: 'custom', customDeck: ['S', 'L'] });
    socket.hear('change', created(4));
    expect(cardIds()).toEqual([1, 104]);
    socket.down();
    expect(board.connection).toBe('reconnecting');
    socket.up();
    await vi.waitFor(() => expect(socket.requests('room:join')).toHaveLength(2));
    await vi.waitFor(() => expect(cardIds()).toEqual([1]));
    expect(board.connection).toBe('live');
  });

  it('takes a burst of changes in one go when its batch runs, and drops what a stopped room heard', async () => {
    const due: (() => void)[] = [];
    const socket = joined();
    start(socket, { batch: (apply) => due.push(apply) });
    await vi.waitFor(() => expect(presentation.status).toBe('ready'));
    for (const seq of [4, 5, 6]) socket.hear('change', created(seq));
    expect(cardIds()).toEqual([1]); // heard, not applied yet: one batch for the three
    expect(due).toHaveLength(1);
    due.shift()!();
    expect(cardIds()).toEqual([1, 104, 105, 106]);

    socket.hear('change', created(7));
    stop();
    due.shift()!();
    expect(cardIds()).toEqual([1, 104, 105, 106]);
  });

  it('a deleted project is not found; a link refused once shown is revoked', async () => {
    const socket = joined();
    start(socket);
    await vi.waitFor(() => expect(presentation.status).toBe('ready'));
    socket.hear('connect_error', new Error('This link is not valid'));
    expect(presentation.status).toBe('revoked');
    expect(socket.closed).toBe(true);

    const again = joined();
    start(again);
    await vi.waitFor(() => expect(presentation.status).toBe('ready'));
    again.hear('change', make.event('project.deleted', { id: 1 }));
    expect(presentation.status).toBe('notFound');
  });
});
