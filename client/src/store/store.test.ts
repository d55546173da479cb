// @vitest-environment happy-dom
// The store's rules: optimistic writes roll back only what they changed, change events apply once and
// never go back to an older version, the echo of an own create replaces its placeholder, and the start
// selection honours what the user last had open.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { change, type ChangeData, type ChangeEvent, type ChangeType } from '../../../common/events';
import type { Card, Client, Project } from '../api/workspace';
import { clearToasts, toastState } from '../ui';
import { applyRemoteEvent } from './applyRemote';
import { board, putCard, resetBoard } from './board';
import { newMutation, optimisticCardWrite, pendingCreates } from './mutations';
import { initialSelection } from './workspace';
import { card } from '../../../common/realtime/testFactories';

const T1 = '2026-11-01T10:00:01.000Z';
const T2 = '2026-11-01T10:00:02.000Z';

let seq = 0;
const event = <T extends ChangeType>(type: T, data: ChangeData[T], mutationId?: string): ChangeEvent => ({
  ...change({ folderId: 5 }, type, data),
  seq: ++seq,
  actorId: 'someone-else',
  ...(mutationId ? { mutationId } : {}),
});

beforeEach(() => {
  resetBoard(1);
  board.status = 'ready';
  putCard(card(1));
});
afterEach(() => clearToasts());

describe('optimistic card writes', () => {
  it('show at once and keep the server answer', async () => {
    let resolve!: (card: Card) => void;
    const pending = optimisticCardWrite(1, { title: 'New' }, () => new Promise((r) => (resolve = r)), null);
    expect(board.cards[1]!.title).toBe('New');
    resolve(card(1, { title: 'New', updatedAt: T1 }));
    await pending;
    expect(board.cards[1]).toMatchObject({ title: 'New', updatedAt: T1 });
  });

  it('roll back and toast when refused', async () => {
    const result = await optimisticCardWrite(1, { status: 'ready' }, () => Promise.reject(new Error('500')), {
      title: 'Update failed',
      description: 'Failed to save changes',
    });
    expect(result).toBeNull();
    expect(board.cards[1]!.status).toBe('backlog');
    expect(toastState.queue.at(-1)).toMatchObject({ title: 'Update failed', variant: 'destructive' });
  });

  it('do not roll back over a newer version that arrived meanwhile', async () => {
    let reject!: (error: Error) => void;
    const pending = optimisticCardWrite(
      1,
      { title: 'Mine' },
      () => new Promise((_, r) => (reject = r)),
      null,
    );
    applyRemoteEvent(event('card.updated', card(1, { title: 'Theirs', updatedAt: T2 })));
    reject(new Error('409'));
    await pending;
    expect(board.cards[1]!.title).toBe('Theirs');
  });
});

describe('change events', () => {
  it('never go back to an older version, and mark changes made by others', () => {
    applyRemoteEvent(event('card.updated', card(1, { title: 'v2', updatedAt: T2 })));
    applyRemoteEvent(event('card.updated', card(1, { title: 'v1', updatedAt: T1 })));
    expect(board.cards[1]!.title).toBe('v2');
    expect(board.remoteChanges[1]).toMatchObject({ actorId: 'someone-else', deleted: false });
  });

  it('the echo of an own change is not marked as someone else’s', () => {
    const { mutationId } = newMutation();
    applyRemoteEvent(event('card.updated', card(1, { title: 'mine', updatedAt: T1 }), mutationId));
    expect(board.cards[1]!.title).toBe('mine');
    expect(board.remoteChanges[1]).toBeUndefined();
  });

  it('the echo of an own create replaces its placeholder, so the card shows once', () => {
    const { mutationId } = newMutation();
    putCard(card(-1, { title: 'Draft' }));
    pendingCreates.set(mutationId, { collection: 'cards', tempId: -1 });
    applyRemoteEvent(event('card.created', card(7, { title: 'Draft', updatedAt: T1 }), mutationId));
    expect(Object.keys(board.cards).map(Number).sort()).toEqual([1, 7]);
    pendingCreates.clear();
  });

  it('apply reorders, deletes, and ignore cards of the folder’s other projects', () => {
    applyRemoteEvent(event('cards.reordered', [{ id: 1, order: '0.500', updatedAt: T1 }]));
    expect(board.cards[1]!.order).toBe('0.500');
    applyRemoteEvent(event('card.created', card(8, { projectId: 2 })));
    expect(board.cards[8]).toBeUndefined();
    applyRemoteEvent(event('card.deleted', { id: 1 }));
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
