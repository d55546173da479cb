// @vitest-environment happy-dom
// The store's write path end to end, on a stubbed fetch: every write goes through mutate() (shown at once,
// settled on the answer or the echo, refused writes take back only their own fields), change events apply
// once and never go back to an older version, and the start selection honours what the user last had open.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Client } from '../../../common/schemas/clients';
import type { Project } from '../../../common/schemas/projects';
import { card } from '../../../common/test/factories';
import { holdFetch, seedBoard, type HeldRequest } from '../test/heldFetch';
import { remoteEvent } from '../test/remoteChange';
import { clearToasts, toastState } from '../ui';
import { deleteCards, renameCard, updateCard, updateCards } from './actions/cards';
import { deleteCategory } from './actions/categories';
import { applyRemoteEvents } from './applyRemote';
import { board, ledger } from './board';
import { newMutation, WRITES_SETTLED_MAX_MS } from './mutations';
import { initialSelection } from './workspace';

/** Requests wait until the test answers them, in the order sent. */
let waiting: HeldRequest[] = [];

beforeEach(() => {
  waiting = holdFetch();
  seedBoard();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  clearToasts();
});

const sent = async () =>
  vi.waitFor(() => expect(waiting.length).toBeGreaterThan(0)).then(() => waiting.shift()!);
const event = remoteEvent;

describe('own writes', () => {
  it('show at once, keep the answer, and leave nothing pending', async () => {
    const done = renameCard(1, 'New');
    expect(board.cards[1]!.title).toBe('New');
    (await sent()).answer({ status: 200, body: card(1, { title: 'New', version: 10 }) });
    expect(await done).toBe(true);
    expect(board.cards[1]).toMatchObject({ title: 'New', version: 10 });
    expect(ledger.pending).toEqual([]);
  });

  it('a refusal takes back only its own field, and not over a newer version that arrived meanwhile', async () => {
    const done = updateCard(1, { status: 'ready' });
    const request = await sent();
    applyRemoteEvents([event('card.updated', card(1, { title: 'Theirs', version: 11 }))]);
    expect(board.cards[1]).toMatchObject({ title: 'Theirs', status: 'ready' });
    request.answer({ status: 503, body: { error: 'Service unavailable' } });
    expect(await done).toBe(false);
    expect(board.cards[1]).toMatchObject({ title: 'Theirs', status: 'backlog' });
    expect(toastState.queue.at(-1)).toMatchObject({ title: 'Failed to update card', variant: 'destructive' });
  });

  it('a bulk update that meets the write allowance waits as told and saves the rest, over a newer version', async () => {
    const done = updateCards([1, 2], { priority: 'wow' });
    const [first, second] = [await sent(), await sent()];
    first.answer({ status: 200, body: card(1, { priority: 'wow', version: 10 }) });
    const slowDown = { error: 'Too many changes in a short time. Please wait a moment and try again.' };
    second.answer({ status: 429, body: slowDown, headers: { 'Retry-After': '0' } });
    // Still shown while it waits; a teammate's edit of another field arrives meanwhile.
    applyRemoteEvents([event('card.updated', card(2, { categoryId: 4, title: 'Theirs', version: 11 }))]);
    expect(board.cards[2]).toMatchObject({ priority: 'wow', title: 'Theirs' });
    const again = await sent();
    expect([again.method, again.url, again.body]).toEqual(['PATCH', '/api/cards/2', { priority: 'wow' }]);
    again.answer({
      status: 200,
      body: card(2, { categoryId: 4, title: 'Theirs', priority: 'wow', version: 12 }),
    });
    expect(await done).toBe(true);
    expect(board.cards[2]).toMatchObject({ priority: 'wow', title: 'Theirs', version: 12 });
    expect(ledger.pending).toEqual([]);
    expect(toastState.queue.at(-1)).toMatchObject({ title: 'Cards updated' });
  });

  it('a bulk delete told to wait longer than a minute gives up that card and brings it back', async () => {
    const done = deleteCards([1, 2]);
    const [first, second] = [await sent(), await sent()];
    first.answer({ status: 204 });
    second.answer({ status: 429, body: { error: 'Too many changes' }, headers: { 'Retry-After': '300' } });
    expect(await done).toBe(false);
    expect(board.cards[1]).toBeUndefined();
    expect(board.cards[2]).toMatchObject({ id: 2 });
    expect(toastState.queue.at(-1)).toMatchObject({ title: 'Failed to delete 1 card' });
  });

  it('a delete that lost the race (404) stays deleted and says nothing went wrong', async () => {
    const done = deleteCards([1]);
    expect(board.cards[1]).toBeUndefined();
    (await sent()).answer({ status: 404, body: { error: 'Card not found' } });
    expect(await done).toBe(true);
    expect(board.cards[1]).toBeUndefined();
    applyRemoteEvents([event('card.updated', card(1, { version: 12 }))]);
    expect(board.cards[1]).toBeUndefined();
  });

  it('a teammate’s edit of a card being deleted does not flash it back; a failed delete shows their edit', async () => {
    const done = deleteCards([1]);
    const request = await sent();
    applyRemoteEvents([
      event('card.updated', card(1, { title: 'Idea 556 sigma', status: 'ready', version: 12 })),
    ]);
    expect(board.cards[1]).toBeUndefined();
    request.answer({ status: 503, body: { error: 'Service unavailable' } });
    expect(await done).toBe(false);
    expect(board.cards[1]).toMatchObject({ title: 'Idea 556 sigma', status: 'ready' });
  });

  it('deleting a use case ungroups its cards at once and puts both back when refused', async () => {
    const done = deleteCategory(4);
    expect(board.categories[4]).toBeUndefined();
    expect(board.cards[2]!.categoryId).toBeNull();
    (await sent()).answer({ status: 409, body: { error: 'You must have at least one use case' } });
    expect(await done).toBe(false);
    expect(board.categories[4]?.name).toBe('Billing');
    expect(board.cards[2]!.categoryId).toBe(4);
  });

  it('deleting a use case settles on its echoes: the delete, then its cards in one cards.updated', async () => {
    const done = deleteCategory(4);
    const request = await sent();
    const mutationId = ledger.pending[0]!.id;
    applyRemoteEvents([event('category.deleted', { id: 4 }, { mutationId })]);
    applyRemoteEvents([event('cards.updated', [card(2, { categoryId: null, version: 11 })], { mutationId })]);
    expect(ledger.pending).toEqual([]);
    expect(board.cards[2]).toMatchObject({ categoryId: null, version: 11 });
    expect(board.remoteChanges[2]).toBeUndefined();
    request.answer({ status: 200, body: { id: 4 } });
    expect(await done).toBe(true);
    expect(board.categories[4]).toBeUndefined();
  });

  it('sends a write to a card once the earlier one to it is answered, so they commit in the order made', async () => {
    const first = updateCard(1, { status: 'ready' });
    const second = updateCard(1, { status: 'deployed' });
    const other = updateCard(2, { status: 'ready' });
    expect(board.cards[1]!.status).toBe('deployed');
    const [one, two] = [await sent(), await sent()];
    expect([one.url, two.url]).toEqual(['/api/cards/1', '/api/cards/2']);
    one.answer({ status: 200, body: card(1, { status: 'ready', version: 4 }) });
    const three = await sent();
    expect([three.url, three.body]).toEqual(['/api/cards/1', { status: 'deployed' }]);
    three.answer({ status: 200, body: card(1, { status: 'deployed', version: 5 }) });
    two.answer({ status: 200, body: card(2, { status: 'ready', version: 4 }) });
    expect(await Promise.all([first, second, other])).toEqual([true, true, true]);
    expect(board.cards[1]).toMatchObject({ status: 'deployed', version: 5 });
  });

  it('a write the network holds holds the next one to the same card 10 s at most', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const first = updateCard(1, { status: 'ready' });
    const second = updateCard(1, { status: 'deployed' });
    const held = await sent();
    await vi.advanceTimersByTimeAsync(WRITES_SETTLED_MAX_MS - 100);
    expect(waiting).toEqual([]);
    await vi.advanceTimersByTimeAsync(100);
    const next = await sent();
    expect(next.body).toEqual({ status: 'deployed' });
    next.answer({ status: 200, body: card(1, { status: 'deployed', version: 4 }) });
    held.answer({ status: 503, body: { error: 'Service unavailable' } });
    expect(await Promise.all([first, second])).toEqual([false, true]);
    expect(board.cards[1]).toMatchObject({ status: 'deployed', version: 4 });
  });

  it('settles on the echo when it comes before the answer', async () => {
    const done = renameCard(1, 'Mine');
    const request = await sent();
    const mutationId = ledger.pending[0]!.id;
    applyRemoteEvents([event('card.updated', card(1, { title: 'Mine', version: 10 }), { mutationId })]);
    expect(ledger.pending).toEqual([]);
    applyRemoteEvents([event('card.updated', card(1, { title: 'Theirs', version: 11 }))]);
    request.answer({ status: 200, body: card(1, { title: 'Mine', version: 10 }) });
    await done;
    expect(board.cards[1]!.title).toBe('Theirs');
  });
});

describe('change events', () => {
  it('never go back to an older version, and mark changes made by others', () => {
    applyRemoteEvents([event('card.updated', card(1, { title: 'v2', version: 10 }))]);
    applyRemoteEvents([event('card.updated', card(1, { title: 'v1', version: 9 }))]);
    expect(board.cards[1]!.title).toBe('v2');
    expect(board.remoteChanges[1]).toMatchObject({ actorId: 'someone-else', deleted: false });
  });

  it('the echo of an own change is not marked as someone else’s', () => {
    const { mutationId } = newMutation();
    applyRemoteEvents([event('card.updated', card(1, { title: 'mine', version: 10 }), { mutationId })]);
    expect(board.cards[1]!.title).toBe('mine');
    expect(board.remoteChanges[1]).toBeUndefined();
  });

  it('a teammate’s mass move (cards.updated) puts each card whole, newer versions only, and marks them', () => {
    applyRemoteEvents([event('card.updated', card(1, { title: 'Newer', version: 20 }))]);
    applyRemoteEvents([
      event('cards.updated', [
        card(1, { releaseId: null, version: 12 }),
        card(2, { categoryId: null, title: 'Moved', version: 21 }),
        card(9, { projectId: 2, version: 21 }),
      ]),
    ]);
    expect(board.cards[1]).toMatchObject({ title: 'Newer', version: 20 });
    expect(board.cards[2]).toMatchObject({ categoryId: null, title: 'Moved', version: 21 });
    expect(board.cards[9]).toBeUndefined();
    expect(board.remoteChanges[2]).toMatchObject({ actorId: 'someone-else', deleted: false });
  });

  it('apply reorders, deletes, and ignore cards of the folder’s other projects', () => {
    applyRemoteEvents([event('cards.reordered', [{ id: 1, order: '0.500', updatedAt: '', version: 10 }])]);
    expect(board.cards[1]!.order).toBe('0.500');
    applyRemoteEvents([event('card.created', card(8, { projectId: 2, version: 11 }))]);
    expect(board.cards[8]).toBeUndefined();
    applyRemoteEvents([event('card.deleted', { id: 1 })]);
    expect(board.cards[1]).toBeUndefined();
  });
});

describe('start selection', () => {
  const client = (id: number) => ({ id, name: `C${id}` }) as Client;
  const project = (id: number, clientId: number, parentId: number | null, name = `P${id}`) =>
    ({ id, clientId, parentId, name }) as Project;
  const clients = [client(1), client(2)];
  const projects = [
    project(10, 1, null),
    project(11, 1, 10, 'B'),
    project(12, 1, 10, 'A'),
    project(20, 2, null),
  ];

  it('reopens the remembered project while it is still visible', () => {
    expect(initialSelection(clients, projects, { clientId: 1, projectId: 11 })).toEqual({
      clientId: 1,
      projectId: 11,
    });
  });

  it('otherwise takes the first client with a project and its first child project by name', () => {
    expect(initialSelection(clients, projects, { clientId: null, projectId: 99 })).toEqual({
      clientId: 1,
      projectId: 12,
    });
    expect(initialSelection(clients, projects, { clientId: 2, projectId: null })).toEqual({
      clientId: 2,
      projectId: null,
    });
  });
});
