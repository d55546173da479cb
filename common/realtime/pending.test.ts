// Own writes through the one pipeline (begin → answer or echo → settle; refusal → refuse), one table row per
// race the convergence fuzz found and the ones around it: what the screen shows while a write is
// on its way, after its answer, after its echo, and after a refusal.
import { describe, expect, it } from 'vitest';
import type { ChangeBody } from '../events';
import { begin, ops, reconcile, refuse, settle, type BoardModel, type Mutation } from './reconcile';
import { card, category, release, sprint, T } from '../test/factories';
import { event, frozen, local, model, run } from '../test/reconcileModel';

const tab = local();
const start = (mutation: Mutation, base: BoardModel = model()) => frozen(begin(base, mutation, tab));
const answered = (m: BoardModel, id: string, answers: ChangeBody[]) => frozen(settle(m, id, answers, tab));

describe('while a write is on its way', () => {
  it('its fields show at once and keep the user’s value; other fields of newer versions flow in', () => {
    const writing = start({ id: 'mine', ops: [ops.patch('cards', 1, { title: 'Mine' })] });
    expect(writing.cards[1]!.title).toBe('Mine');
    const during = run(writing, [
      event('card.updated', card(1, { title: 'Theirs', status: 'ready', version: 10 })),
    ]);
    expect(during.cards[1]).toMatchObject({ title: 'Mine', status: 'ready' });
  });

  it('a teammate’s edit of a card being deleted never brings it back, not even for a moment', () => {
    const deleting = start({ id: 'mine', ops: [ops.remove('cards', 1)] });
    const during = run(deleting, [event('card.updated', card(1, { title: 'Theirs', version: 10 }))]);
    expect(during.cards[1]).toBeUndefined();
    expect(answered(during, 'mine', [{ type: 'card.deleted', data: { id: 1 } }]).cards[1]).toBeUndefined();
  });
});

describe('settles on the answer or the echo, whichever comes first', () => {
  it('answer first, then the echo: the answer shows, the echo changes nothing', () => {
    const writing = start({ id: 'mine', ops: [ops.patch('cards', 1, { title: 'Mine' })] });
    const done = answered(writing, 'mine', [
      { type: 'card.updated', data: card(1, { title: 'Mine', version: 10 }) },
    ]);
    expect(done.pending).toEqual([]);
    const echoed = run(done, [
      event('card.updated', card(1, { title: 'Mine', version: 10 }), { mutationId: 'mine' }),
    ]);
    expect(echoed.cards[1]).toBe(done.cards[1]);
  });

  it('echo first, then a teammate’s later edit, then the late answer: the teammate’s edit stays', () => {
    const writing = start({ id: 'mine', ops: [ops.patch('cards', 1, { title: 'Mine' })] });
    const later = run(writing, [
      event('card.updated', card(1, { title: 'Mine', version: 10 }), { mutationId: 'mine' }),
      event('card.updated', card(1, { title: 'Theirs', version: 11 })),
    ]);
    expect(later.cards[1]!.title).toBe('Theirs');
    const late = answered(later, 'mine', [
      { type: 'card.updated', data: card(1, { title: 'Mine', version: 10 }) },
    ]);
    expect(late.cards[1]!.title).toBe('Theirs');
  });

  it('a move answered before an older edit of the same card: both show (the order is the move’s)', () => {
    const moving = start({ id: 'mine', ops: [ops.patch('cards', 1, { order: '0.500' })] });
    const moved = answered(moving, 'mine', [
      { type: 'cards.reordered', data: [{ id: 1, order: '0.500', updatedAt: T(3), version: 12 }] },
    ]);
    const out = run(moved, [
      event('card.updated', card(1, { title: 'Theirs', version: 11 })),
      event('cards.reordered', [{ id: 1, order: '0.500', updatedAt: T(3), version: 12 }], {
        mutationId: 'mine',
      }),
    ]);
    expect(out.cards[1]).toMatchObject({ title: 'Theirs', order: '0.500', version: 12 });
  });

  it('the echo of a create takes its placeholder, once; a bulk add’s echoes take one each, in order', () => {
    const placeholders = [-1, -2, -3].map((id) => ops.create('cards', card(id)));
    const adding = start({ id: 'bulk', ops: placeholders });
    const ids = (m: BoardModel) =>
      Object.keys(m.cards)
        .map(Number)
        .sort((a, b) => a - b);
    expect(ids(adding)).toEqual([-3, -2, -1, 1, 2]);
    const echo = (id: number) => event('card.created', card(id, { version: id }), { mutationId: 'bulk' });
    expect(ids(run(adding, [echo(7)]))).toEqual([-3, -2, 1, 2, 7]);
    const all = run(adding, [echo(7), echo(8), echo(9)]);
    expect(ids(all)).toEqual([1, 2, 7, 8, 9]);
    expect(all.pending).toEqual([]);
    expect(all.workspace?.cardCounts).toEqual(adding.workspace?.cardCounts);
    expect(all.remoteChanges).toEqual({});
  });
});

describe('a refused write takes back only its own fields, never over anything newer', () => {
  it('with nothing newer meanwhile, the confirmed version comes back', () => {
    const writing = start({ id: 'mine', ops: [ops.patch('cards', 1, { status: 'ready' })] });
    expect(frozen(refuse(writing, 'mine', [], tab)).cards[1]).toEqual(card(1));
  });

  it('a teammate’s newer edit that arrived meanwhile stays (not the version before the write)', () => {
    const writing = start({ id: 'mine', ops: [ops.patch('cards', 1, { title: 'Mine' })] });
    const during = run(writing, [
      event('card.updated', card(1, { title: 'Idea 556', status: 'ready', version: 10 })),
    ]);
    expect(frozen(refuse(during, 'mine', [], tab)).cards[1]).toMatchObject({
      title: 'Idea 556',
      status: 'ready',
    });
  });

  it('a delete that fails (503) while a teammate’s edit lands shows the teammate’s edit', () => {
    const deleting = start({ id: 'mine', ops: [ops.remove('cards', 1)] });
    const during = run(deleting, [
      event('card.updated', card(1, { title: 'Idea 556 sigma', status: 'ready', version: 10 })),
    ]);
    expect(frozen(refuse(during, 'mine', [], tab)).cards[1]).toMatchObject({
      title: 'Idea 556 sigma',
      status: 'ready',
    });
  });

  it('another write still on its way keeps showing', () => {
    const first = start({ id: 'mine', ops: [ops.patch('cards', 1, { title: 'Mine' })] });
    const both = frozen(
      begin(first, { id: 'also-mine', ops: [ops.patch('cards', 1, { status: 'ready' })] }, tab),
    );
    expect(frozen(refuse(both, 'mine', [], tab)).cards[1]).toMatchObject({
      title: 'Card 1',
      status: 'ready',
    });
  });

  it('a delete that lost the race (404) settles as deleted, before or after the winner’s event', () => {
    const deleting = start({ id: 'mine', ops: [ops.remove('cards', 1)] });
    const gone = [{ kind: 'cards' as const, id: 1 }];
    const first404 = run(frozen(refuse(deleting, 'mine', gone, tab)), [
      event('card.updated', card(1, { version: 10 })),
      event('card.deleted', { id: 1 }),
    ]);
    expect(first404.cards[1]).toBeUndefined();
    const eventFirst = run(deleting, [event('card.deleted', { id: 1 })]);
    expect(frozen(refuse(eventFirst, 'mine', gone, tab)).cards[1]).toBeUndefined();
  });

  it('an edit of a card someone deleted meanwhile (404) does not bring it back', () => {
    const writing = start({ id: 'mine', ops: [ops.patch('cards', 1, { title: 'Mine' })] });
    const out = frozen(refuse(writing, 'mine', [{ kind: 'cards', id: 1 }], tab));
    expect(out.cards[1]).toBeUndefined();
    expect(run(out, [event('card.updated', card(1, { version: 5 }))]).cards[1]).toBeUndefined();
  });

  it('a refused create takes its placeholder away', () => {
    const adding = start({ id: 'mine', ops: [ops.create('categories', category(-5))] });
    expect(adding.categories[-5]).toBeDefined();
    expect(frozen(refuse(adding, 'mine', [], tab)).categories[-5]).toBeUndefined();
  });
});

describe('use cases, releases and sprints go through the same pipeline', () => {
  it('deleting a use case hides it and ungroups its cards at once; the echoes settle each part', () => {
    const base = model({ cards: [card(1, { categoryId: 4 }), card(2)] });
    const deleting = start(
      { id: 'mine', ops: [ops.remove('categories', 4), ops.patch('cards', 1, { categoryId: null })] },
      base,
    );
    expect(deleting.categories[4]).toBeUndefined();
    expect(deleting.cards[1]!.categoryId).toBeNull();
    // Refused (the last use case): both come back.
    const refused = frozen(refuse(deleting, 'mine', [], tab));
    expect(refused.categories[4]).toEqual(category(4));
    expect(refused.cards[1]!.categoryId).toBe(4);
    const done = run(deleting, [
      event('category.deleted', { id: 4 }, { mutationId: 'mine' }),
      event('cards.updated', [card(1, { categoryId: null, version: 11 })], { mutationId: 'mine' }),
    ]);
    expect(done.pending).toEqual([]);
    expect(done.cards[1]!.categoryId).toBeNull();
  });

  it('a restore answered before an older edit: the answer’s cards.updated keeps each card’s newer version', () => {
    const restoring = start({ id: 'mine', ops: [] }, model({ cards: [card(1), card(2)] }));
    const settled = answered(restoring, 'mine', [
      { type: 'category.created', data: category(4, { version: 30 }) },
      { type: 'cards.updated', data: [card(1, { categoryId: 4, version: 30 })] },
    ]);
    const out = run(settled, [
      event('card.updated', card(1, { title: 'Older', version: 29 })),
      event('card.updated', card(2, { title: 'Other', version: 29 })),
      event('cards.updated', [card(1, { categoryId: 4, version: 30 })], { mutationId: 'mine' }),
    ]);
    expect(out.cards[1]).toEqual(card(1, { categoryId: 4, version: 30 }));
    expect(out.cards[2]!.title).toBe('Other');
  });

  it('a refused rename goes back to the newest name, not the one before the rename', () => {
    const renaming = start({ id: 'mine', ops: [ops.patch('releases', 3, { name: 'Mine' })] });
    expect(renaming.releases[3]!.name).toBe('Mine');
    const during = run(renaming, [
      event('release.updated', release(3, { name: 'Theirs', version: 10, sprints: [sprint(7)] })),
    ]);
    expect(frozen(refuse(during, 'mine', [], tab)).releases[3]!.name).toBe('Theirs');
  });

  it('a sprint shows in its release at once; its echo replaces the placeholder', () => {
    const adding = start({ id: 'mine', ops: [ops.create('sprints', sprint(-9), 3)] });
    expect(adding.releases[3]!.sprints.map((s) => s.id)).toEqual([7, -9]);
    const echoed = run(adding, [
      event('sprint.created', sprint(12, { version: 12 }), { mutationId: 'mine' }),
    ]);
    expect(echoed.releases[3]!.sprints.map((s) => s.id)).toEqual([7, 12]);
    const deleting = start({ id: 'also-mine', ops: [ops.remove('sprints', 7, 3)] }, echoed);
    expect(deleting.releases[3]!.sprints.map((s) => s.id)).toEqual([12]);
  });

  it('a remote rename of a use case being deleted does not bring it back', () => {
    const deleting = start({ id: 'mine', ops: [ops.remove('categories', 4)] });
    const during = run(deleting, [event('category.updated', category(4, { name: 'Theirs', version: 10 }))]);
    expect(during.categories[4]).toBeUndefined();
    const done = answered(during, 'mine', [{ type: 'category.deleted', data: { id: 4 } }]);
    expect(
      run(done, [event('category.updated', category(4, { version: 10 }))]).categories[4],
    ).toBeUndefined();
  });
});

describe('reconcile with nothing of its own', () => {
  it('an own echo for a write this tab no longer tracks is still not someone else’s', () => {
    const out = reconcile(
      model(),
      event('card.updated', card(1, { title: 'mine', version: 10 }), { mutationId: 'mine' }),
      tab,
    );
    expect(out.model.remoteChanges).toEqual({});
    expect(out.model.cards[1]!.title).toBe('mine');
  });
});
