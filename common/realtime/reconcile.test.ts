// reconcile's rules, one event type at a time, then delivery out of order and twice, own echoes and their
// placeholders, the room projector, and what a drag or an own write in flight protects. Every model handed
// in is frozen, so a test also fails if reconcile writes into its input.
import { describe, expect, it } from 'vitest';
import type { ChangeData, ChangeEvent, ChangeType } from '../events';
import { accept, holdConfirmed, reconcile, settle, type BoardModel, type Local } from './reconcile';
import * as make from './testFactories';

const { T, card, category, client, project, release, sprint } = make;
/** Events are frozen too. */
const event = <K extends ChangeType>(
  type: K,
  data: ChangeData[K],
  extra?: { mutationId?: string; projectId?: number },
): ChangeEvent => deepFreeze(make.event(type, data, extra));

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

const byId = <X extends { id: number }>(...items: X[]) => Object.fromEntries(items.map((i) => [i.id, i]));

const model = (fields: Partial<BoardModel> = {}): BoardModel =>
  deepFreeze({
    projectId: 1,
    project: project(1),
    cards: byId(card(1), card(2)),
    categories: byId(category(4)),
    releases: byId(release(3, { sprints: [sprint(7)] })),
    held: {},
    deleted: {},
    remoteChanges: {},
    workspace: { projects: [project(1), project(2)], clients: [client(1)], cardCounts: { 1: 2, 2: 0 } },
    ...fields,
  });

const local = (fields: Partial<Local> = {}): Local => ({
  ownMutations: new Set(['mine']),
  pendingCreates: new Map(),
  dragging: null,
  editing: {},
  room: false,
  now: 1000,
  ...fields,
});

/** Applies events in order, each on the model the last one left. */
const run = (start: BoardModel, events: ChangeEvent[], tab = local()) =>
  events.reduce((m, e) => deepFreeze(reconcile(m, e, tab).model), start);

describe('each event type', () => {
  it('cards: created, updated, deleted, reordered; only the open project’s, and marked as someone else’s', () => {
    const out = run(model(), [
      event('card.created', card(5, { updatedAt: T(1) })),
      event('card.created', card(6, { projectId: 2 })),
      event('card.updated', card(1, { title: 'New', updatedAt: T(1) })),
      event('card.deleted', { id: 2 }),
      event('cards.reordered', [{ id: 1, order: '0.500', updatedAt: T(2) }]),
    ]);
    expect(Object.keys(out.cards)).toEqual(['1', '5']);
    expect(out.cards[1]).toMatchObject({ title: 'New', order: '0.500', updatedAt: T(2) });
    expect(out.remoteChanges[1]).toEqual({ actorId: 'ana', at: 1000, deleted: false });
    expect(out.remoteChanges[2]).toEqual({ actorId: 'ana', at: 1000, deleted: true });
    expect(out.workspace?.cardCounts).toEqual({ 1: 2, 2: 1 });
  });

  it('use cases and releases: created, updated, deleted', () => {
    const out = run(model(), [
      event('category.created', category(8)),
      event('category.updated', category(4, { name: 'Billing', updatedAt: T(1) })),
      event('release.created', release(9)),
      event('release.deleted', { id: 3 }),
      event('category.deleted', { id: 8 }),
    ]);
    expect(out.categories).toEqual(byId(category(4, { name: 'Billing', updatedAt: T(1) })));
    expect(out.releases).toEqual(byId(release(9)));
  });

  it('sprints live in their release: created, updated, deleted', () => {
    const out = run(model(), [
      event('sprint.created', sprint(8)),
      event('sprint.updated', sprint(7, { name: 'Renamed', updatedAt: T(1) })),
      event('sprint.deleted', { id: 8 }),
    ]);
    expect(out.releases[3]!.sprints).toEqual([sprint(7, { name: 'Renamed', updatedAt: T(1) })]);
  });

  it('projects and clients patch the workspace lists; what they cannot patch asks for a refresh', () => {
    const renamed = project(1, { name: 'Renamed', access: 'shared' });
    const first = reconcile(model(), event('project.updated', renamed), local());
    expect(first.model.project).toEqual(renamed);
    expect(first.model.workspace?.projects[0]).toEqual({ ...renamed, access: 'owner' });
    expect(first.workspaceStale).toBe(false);
    expect(reconcile(model(), event('project.created', project(99)), local()).workspaceStale).toBe(true);
    const client1 = reconcile(
      model(),
      event('client.updated', client(1, { name: 'Acme', access: 'shared' })),
      local(),
    );
    expect(client1.model.workspace?.clients).toEqual([client(1, { name: 'Acme' })]);
    const share = { id: 1, sharedWithUserId: null };
    expect(reconcile(model(), event('share.deleted', share), local()).workspaceStale).toBe(true);
  });

  it('a deleted project leaves the lists, and says so when it (or its folder) is the open one', () => {
    const other = reconcile(model(), event('project.deleted', { id: 2 }), local());
    expect(other.projectGone).toBe(false);
    expect(other.model.workspace?.projects.map((p) => p.id)).toEqual([1]);
    expect(reconcile(model(), event('project.deleted', { id: 1 }), local()).projectGone).toBe(true);
    expect(reconcile(model(), event('project.deleted', { id: 10 }), local()).projectGone).toBe(true);
  });
});

describe('delivery out of order and twice', () => {
  it('an older version never replaces a newer one', () => {
    const out = run(model(), [
      event('card.updated', card(1, { title: 'v2', updatedAt: T(2) })),
      event('card.updated', card(1, { title: 'v1', updatedAt: T(1) })),
      event('cards.reordered', [{ id: 1, order: '9.000', updatedAt: T(1) }]),
      event('category.updated', category(4, { name: 'new', updatedAt: T(2) })),
      event('category.updated', category(4, { name: 'old', updatedAt: T(1) })),
    ]);
    expect(out.cards[1]).toMatchObject({ title: 'v2', order: '1.000' });
    expect(out.categories[4]!.name).toBe('new');
  });

  it('what was deleted stays deleted, whatever arrives late', () => {
    const out = run(model(), [
      event('card.deleted', { id: 1 }),
      event('card.updated', card(1, { updatedAt: T(5) })),
      event('release.deleted', { id: 3 }),
      event('release.updated', release(3, { updatedAt: T(5) })),
    ]);
    expect(out.cards[1]).toBeUndefined();
    expect(out.releases[3]).toBeUndefined();
    expect(
      accept(out, { type: 'card.updated', data: card(1, { updatedAt: T(6) }) }, local()).cards[1],
    ).toBeUndefined();
  });

  it('the same event twice changes nothing the second time', () => {
    const update = event('card.updated', card(1, { title: 'once', updatedAt: T(1) }));
    const once = run(model(), [update]);
    const twice = reconcile(once, update, local()).model;
    expect(twice.cards).toBe(once.cards);
    expect(twice.cards[1]).toBe(once.cards[1]);
  });

  it('a REST answer older than the echo already applied is ignored', () => {
    const echoed = run(model(), [
      event('card.updated', card(1, { title: 'echo', updatedAt: T(2) }), { mutationId: 'mine' }),
    ]);
    const answered = accept(
      echoed,
      { type: 'card.updated', data: card(1, { title: 'answer', updatedAt: T(1) }) },
      local(),
    );
    expect(answered.cards[1]!.title).toBe('echo');
  });
});

describe('own echoes', () => {
  it('are not marked as someone else’s change and do not count twice', () => {
    const out = run(model(), [
      event('card.updated', card(1, { title: 'mine', updatedAt: T(1) }), { mutationId: 'mine' }),
      event('card.created', card(5), { mutationId: 'mine' }),
    ]);
    expect(out.cards[1]!.title).toBe('mine');
    expect(out.remoteChanges).toEqual({});
    expect(out.workspace?.cardCounts).toEqual({ 1: 2, 2: 0 });
  });

  it('of a create replace its placeholder, so it shows once', () => {
    const start = model({ cards: byId(card(1), card(-1)), categories: byId(category(-2)) });
    const pendingCreates = new Map([
      ['mine', { collection: 'cards' as const, tempId: -1 }],
      ['also-mine', { collection: 'categories' as const, tempId: -2 }],
    ]);
    const tab = local({ pendingCreates, ownMutations: new Set(['mine', 'also-mine']) });
    const out = run(
      start,
      [
        event('card.created', card(7), { mutationId: 'mine' }),
        event('category.created', category(8), { mutationId: 'also-mine' }),
      ],
      tab,
    );
    expect(Object.keys(out.cards)).toEqual(['1', '7']);
    expect(Object.keys(out.categories)).toEqual(['8']);
  });

  it('of a bulk add replace its placeholders one per card, in order, however many arrive at once', () => {
    const start = model({ cards: byId(card(1), card(-1), card(-2), card(-3)) });
    const pendingCreates = new Map([
      ['bulk', { collection: 'cards' as const, tempId: -1, nextTempIds: [-2, -3] }],
    ]);
    const tab = local({ pendingCreates, ownMutations: new Set(['bulk']) });
    const echo = (id: number) => event('card.created', card(id), { mutationId: 'bulk' });
    const ids = (cards: BoardModel['cards']) =>
      Object.keys(cards)
        .map(Number)
        .sort((a, b) => a - b);
    expect(ids(run(start, [echo(7)], tab).cards)).toEqual([-3, -2, 1, 7]);
    expect(ids(run(start, [echo(7), echo(8)], tab).cards)).toEqual([-3, 1, 7, 8]);
    const all = run(start, [echo(7), echo(8), echo(9)], tab);
    expect(ids(all.cards)).toEqual([1, 7, 8, 9]);
    expect(all.workspace?.cardCounts).toEqual(start.workspace?.cardCounts);
  });
});

describe('the room projector', () => {
  const room = local({ room: true, ownMutations: new Set() });
  const start = model({ workspace: null });

  it('hears only its project, knows it by name, keeps no marks', () => {
    const out = run(
      start,
      [
        event('card.updated', card(1, { title: 'seen', updatedAt: T(1) })),
        event('card.updated', card(2, { title: 'other', updatedAt: T(1) }), { projectId: 2 }),
        event('project.updated', project(1, { name: 'Renamed', prefix: 'NEW' })),
      ],
      room,
    );
    expect(out.cards[1]!.title).toBe('seen');
    expect(out.cards[2]!.title).toBe('Card 2');
    expect(out.project).toEqual(project(1, { name: 'Renamed' }));
    expect(out.remoteChanges).toEqual({});
  });

  it('says when its project is deleted', () => {
    expect(reconcile(start, event('project.deleted', { id: 1 }), room).projectGone).toBe(true);
  });
});

describe('what the user is doing', () => {
  it('the card being dragged does not move; what arrived goes in when the drag ends', () => {
    const dragging = local({ dragging: 1 });
    const during = run(
      model(),
      [
        event('card.updated', card(1, { title: 'theirs', updatedAt: T(1) })),
        event('cards.reordered', [{ id: 1, order: '7.000', updatedAt: T(2) }]),
      ],
      dragging,
    );
    expect(during.cards[1]).toEqual(card(1));
    const after = settle(during, local());
    expect(after.cards[1]).toMatchObject({ title: 'theirs', order: '7.000', updatedAt: T(2) });
    expect(after.held).toEqual({});
  });

  it('the drop’s answer, newer than what was held back, wins', () => {
    const during = run(
      model(),
      [event('cards.reordered', [{ id: 1, order: '7.000', updatedAt: T(1) }])],
      local({ dragging: 1 }),
    );
    const dropped = accept(
      during,
      { type: 'cards.reordered', data: [{ id: 1, order: '2.500', updatedAt: T(2) }] },
      local(),
    );
    expect(settle(dropped, local()).cards[1]!.order).toBe('2.500');
  });

  it('a field with an own write on its way keeps the user’s value; the others flow in', () => {
    const writing = local({ editing: { 1: ['title'] } });
    const mine = holdConfirmed(model(), 1);
    const optimistic = deepFreeze({ ...mine, cards: { ...mine.cards, 1: card(1, { title: 'Mine' }) } });
    const during = run(
      optimistic,
      [event('card.updated', card(1, { title: 'Theirs', status: 'ready', updatedAt: T(1) }))],
      writing,
    );
    expect(during.cards[1]).toMatchObject({ title: 'Mine', status: 'ready' });
    // Refused: the newest confirmed version comes back.
    expect(settle(during, local()).cards[1]).toMatchObject({ title: 'Theirs', status: 'ready' });
    // Accepted: the answer (newer) stays.
    const answered = accept(
      during,
      { type: 'card.updated', data: card(1, { title: 'Mine', status: 'ready', updatedAt: T(2) }) },
      writing,
    );
    expect(settle(answered, local()).cards[1]).toMatchObject({ title: 'Mine', updatedAt: T(2) });
  });

  it('a refused write with nothing newer meanwhile puts the confirmed version back', () => {
    const mine = holdConfirmed(model(), 1);
    const optimistic = deepFreeze({ ...mine, cards: { ...mine.cards, 1: card(1, { status: 'ready' }) } });
    expect(settle(optimistic, local()).cards[1]).toEqual(card(1));
  });
});
