// The minutes' walk of the change log, without a database: each kind of card change against the snapshot.
import { describe, expect, it } from 'vitest';
import type { Card } from '../../../common/schemas/cards';
import { card as cardFactory } from '../../../common/test/factories';
import type { MinutesEvent } from '../../db/repos/meetingMinutes';
import { changesFromLog } from './changesFromLog';
import { movedCards } from './rankMoves';
import type { CardSnapshot, SnapshotCard } from '../../db/repos/meetingReads';

const lookups = {
  releases: [
    { id: 10, name: 'R1' },
    { id: 11, name: 'R2' },
  ],
  categories: [{ id: 20, name: 'Checkout' }],
};

const snapshot: CardSnapshot = {
  '1': {
    externalId: 'APP-1',
    title: 'One',
    status: 'backlog',
    priority: 'tbd',
    categoryId: null,
    releaseId: null,
    order: '1.000',
  },
  '2': {
    externalId: 'APP-2',
    title: 'Two',
    status: 'backlog',
    priority: 'wow',
    categoryId: 20,
    releaseId: 10,
    order: '2.000',
  },
  '3': {
    externalId: 'APP-3',
    title: 'Three',
    status: 'ready',
    priority: 'fix',
    categoryId: null,
    releaseId: 11,
    order: '3.000',
  },
};

/** A card's read model as an event carries it, from the snapshot card with `changes`. */
function card(id: number, changes: Partial<Card> = {}): Card {
  const base: SnapshotCard = snapshot[String(id)] ?? {
    externalId: `APP-${id}`,
    title: `New ${id}`,
    status: 'backlog',
    priority: 'tbd',
    categoryId: null,
    releaseId: null,
    order: '9.000',
  };
  return cardFactory(id, {
    ...base,
    status: base.status as Card['status'],
    priority: base.priority as Card['priority'],
    color: '#000000',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...changes,
  });
}

const updated = (id: number, changes: Partial<Card>, by = 'Ana'): MinutesEvent => ({
  type: 'card.updated',
  data: card(id, changes),
  by,
});

describe('changesFromLog', () => {
  it('is empty for an empty log', () => {
    const out = changesFromLog(snapshot, [], lookups);
    expect(Object.values(out).every((list) => list.length === 0)).toBe(true);
  });

  it('labels release, use case, status and impact changes from → to, by the actor', () => {
    const out = changesFromLog(
      snapshot,
      [
        updated(1, { releaseId: 11, categoryId: 20, status: 'in-progress', priority: 'wow' }),
        updated(2, { releaseId: null, categoryId: null }, 'Ben'),
      ],
      lookups,
    );
    expect(out.releaseMoves).toEqual([
      { cardId: 1, externalId: 'APP-1', title: 'One', from: 'Future', to: 'R2', by: 'Ana' },
      { cardId: 2, externalId: 'APP-2', title: 'Two', from: 'R1', to: 'Future', by: 'Ben' },
    ]);
    expect(out.useCaseMoves.map((c) => [c.from, c.to])).toEqual([
      ['Unsorted', 'Checkout'],
      ['Checkout', 'Unsorted'],
    ]);
    expect(out.statusChanges.map((c) => [c.cardId, c.from, c.to])).toEqual([[1, 'Backlog', 'Working']]);
    expect(out.impactChanges.map((c) => [c.cardId, c.from, c.to])).toEqual([[1, 'TBD', 'Wow']]);
    expect(out.reranked).toEqual([]);
  });

  it('lists each card a release’s delete and restore moved (one cards.updated each) as moved, by who did it', () => {
    const out = changesFromLog(
      snapshot,
      [
        { type: 'cards.updated', data: [card(2, { releaseId: null })], by: 'Ben' },
        { type: 'cards.updated', data: [card(2)], by: 'Cy', cause: 'undo' },
      ],
      lookups,
    );
    expect(out.releaseMoves).toEqual([
      { cardId: 2, externalId: 'APP-2', title: 'Two', from: 'R1', to: 'Future', by: 'Ben' },
      { cardId: 2, externalId: 'APP-2', title: 'Two', from: 'Future', to: 'R1', by: 'Cy', cause: 'undo' },
    ]);
  });

  it('compares each event with the previous one, not with the snapshot', () => {
    const out = changesFromLog(
      snapshot,
      [
        updated(1, { status: 'ready' }),
        updated(1, { status: 'ready', title: 'Renamed' }),
        updated(1, { status: 'deployed', title: 'Renamed' }),
      ],
      lookups,
    );
    expect(out.statusChanges.map((c) => `${c.title}: ${c.from}→${c.to}`)).toEqual([
      'Renamed: Backlog→Ready',
      'Renamed: Ready→Accepted',
    ]);
  });

  it('reports a card created during the meeting, and its later changes too', () => {
    const out = changesFromLog(
      snapshot,
      [{ type: 'card.created', data: card(4), by: 'Ana' }, updated(4, { releaseId: 10 }, 'Ben')],
      lookups,
    );
    expect(out.created).toEqual([{ cardId: 4, externalId: 'APP-4', title: 'New 4', by: 'Ana' }]);
    expect(out.releaseMoves).toEqual([
      { cardId: 4, externalId: 'APP-4', title: 'New 4', from: 'Future', to: 'R1', by: 'Ben' },
    ]);
  });

  it('lists a card moved in rank once, and not the cards a renumbering only renumbered', () => {
    const out = changesFromLog(
      snapshot,
      [
        // Recalculate ranks: same sequence, new numbers.
        {
          type: 'cards.reordered',
          data: [1, 2, 3].map((id) => ({ id, order: `${id * 10}.000`, updatedAt: '', version: 0 })),
          by: 'Ana',
        },
        updated(3, { order: '5.000' }, 'Ben'), // 3 above 1
        { type: 'cards.reordered', data: [{ id: 3, order: '15.000', updatedAt: '', version: 0 }], by: 'Ana' }, // 3 between 1 and 2
      ],
      lookups,
    );
    expect(out.reranked).toEqual([{ cardId: 3, externalId: 'APP-3', title: 'Three', by: 'Ben' }]);
  });

  it('reports a deleted card by its last name, and names releases deleted since from the log', () => {
    const gone = updated(2, { releaseId: 99, release: { name: 'Old', startDate: null, endDate: null } });
    const out = changesFromLog(
      snapshot,
      [
        gone,
        updated(2, { releaseId: 98, title: 'Two b' }),
        { type: 'card.deleted', data: { id: 2 }, by: 'Cy' },
      ],
      lookups,
    );
    expect(out.releaseMoves.map((c) => [c.from, c.to, c.title])).toEqual([
      ['R1', 'Old', 'Two b'],
      ['Old', '(deleted)', 'Two b'],
    ]);
    expect(out.deleted).toEqual([{ cardId: 2, externalId: 'APP-2', title: 'Two b', by: 'Cy' }]);
  });

  it('lists a card back from the trash as restored, not created, and tracks it again from there', () => {
    const back = card(7, { externalId: 'APP-7', title: 'Back', priority: 'wow', releaseId: 10 });
    const out = changesFromLog(
      snapshot,
      [
        // Deleted before the meeting (not in the snapshot), restored during it, then changed.
        { type: 'card.created', data: back, by: 'Ana', cause: 'restore' },
        updated(7, { ...back, releaseId: 11 }, 'Ben'),
        { type: 'card.created', data: card(4), by: 'Ben', cause: null },
      ],
      lookups,
    );
    expect(out.restored).toEqual([{ cardId: 7, externalId: 'APP-7', title: 'Back', by: 'Ana' }]);
    expect(out.created).toEqual([{ cardId: 4, externalId: 'APP-4', title: 'New 4', by: 'Ben' }]);
    expect(out.releaseMoves).toEqual([
      { cardId: 7, externalId: 'APP-7', title: 'Back', from: 'R1', to: 'R2', by: 'Ben' },
    ]);
  });

  it('shows a card deleted and restored during the meeting in both lists, its later changes against the restore', () => {
    const out = changesFromLog(
      snapshot,
      [
        updated(2, { title: 'Two b', priority: 'fix' }),
        { type: 'card.deleted', data: { id: 2 }, by: 'Cy' },
        {
          type: 'card.created',
          data: card(2, { title: 'Two b', priority: 'fix' }),
          by: 'Ben',
          cause: 'restore',
        },
        updated(2, { title: 'Two b', priority: 'rush' }, 'Ben'),
        // It is in the ranking again: moving it above card 1 re-ranks it.
        { type: 'cards.reordered', data: [{ id: 2, order: '0.500', updatedAt: '', version: 0 }], by: 'Ana' },
      ],
      lookups,
    );
    const brief = { cardId: 2, externalId: 'APP-2', title: 'Two b' };
    expect(out.deleted).toEqual([{ ...brief, by: 'Cy' }]);
    expect(out.restored).toEqual([{ ...brief, by: 'Ben' }]);
    expect(out.created).toEqual([]);
    expect(out.impactChanges.map((c) => [c.from, c.to, c.by])).toEqual([
      ['Wow', 'Fix', 'Ana'],
      ['Fix', 'Rush', 'Ben'],
    ]);
    expect(out.reranked).toEqual([{ ...brief, by: 'Ana' }]);
  });

  it('lists changes made by an undo or a redo like any other, marked with their cause', () => {
    const out = changesFromLog(
      snapshot,
      [
        updated(1, { priority: 'wow' }),
        { ...updated(1, { priority: 'tbd' }), cause: 'undo' },
        { ...updated(1, { priority: 'wow' }), cause: 'redo' },
        // A restore's relink is a change of its own kind: listed, not marked.
        { ...updated(3, { status: 'deployed' }, 'Ben'), cause: 'restore' },
        // A delete undone (a restore under the same id), and a create undone (a delete).
        { type: 'card.deleted', data: { id: 2 }, by: 'Ben' },
        { type: 'card.created', data: card(2), by: 'Ben', cause: 'undo' },
        { type: 'card.created', data: card(5), by: 'Cy' },
        { type: 'card.deleted', data: { id: 5 }, by: 'Cy', cause: 'undo' },
        { type: 'card.created', data: card(5), by: 'Cy', cause: 'redo' },
      ],
      lookups,
    );
    expect(out.impactChanges).toEqual([
      { cardId: 1, externalId: 'APP-1', title: 'One', from: 'TBD', to: 'Wow', by: 'Ana' },
      { cardId: 1, externalId: 'APP-1', title: 'One', from: 'Wow', to: 'TBD', by: 'Ana', cause: 'undo' },
      { cardId: 1, externalId: 'APP-1', title: 'One', from: 'TBD', to: 'Wow', by: 'Ana', cause: 'redo' },
    ]);
    expect(out.statusChanges).toEqual([
      { cardId: 3, externalId: 'APP-3', title: 'Three', from: 'Ready', to: 'Accepted', by: 'Ben' },
    ]);
    expect(out.deleted.map((c) => [c.cardId, c.by, c.cause])).toEqual([
      [2, 'Ben', undefined],
      [5, 'Cy', 'undo'],
    ]);
    expect(out.restored.map((c) => [c.cardId, c.by, c.cause])).toEqual([
      [2, 'Ben', 'undo'],
      [5, 'Cy', 'redo'],
    ]);
    expect(out.created.map((c) => [c.cardId, c.cause])).toEqual([[5, undefined]]);
    expect(Object.keys(out.deleted[0]!)).not.toContain('cause');
  });
});

describe('movedCards', () => {
  /** Card n (from 1) has the n-th value. */
  const orders = (...values: number[]) => new Map(values.map((order, i) => [i + 1, order]));
  const before = orders(1, 2, 3, 4);

  it('finds the one card dragged past others', () => {
    expect(movedCards(before, orders(1, 2, 3, 1.5))).toEqual([4]);
    expect(movedCards(before, orders(5, 2, 3, 4))).toEqual([1]);
    // Swapping neighbours: the one whose value changed moved.
    expect(movedCards(before, orders(1, 2.5, 2.4, 4))).toEqual([3]);
  });

  it('sees no move in a renumbering, nor in a value change that keeps the place', () => {
    expect(movedCards(before, orders(10, 20, 30, 40))).toEqual([]);
    expect(movedCards(before, orders(1, 2.5, 3, 4))).toEqual([]);
  });

  it('separates the moved card from a renumbering in the same change', () => {
    // 4 goes between 1 and 2 while 2 and 3 are renumbered to make room.
    expect(movedCards(before, orders(1, 3, 4, 2))).toEqual([4]);
  });
});
