// A burst of due events applied in one go (reconcileAll: what the first event copies the rest write in place)
// must leave exactly what applying them one by one leaves — cards, tombstones, counts, marks, own writes on
// their way — and never write into the model it started from (frozen: a write would throw).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ChangeEvent } from '../events';
import { begin, ops, reconcile, reconcileAll, type BoardModel, type Local } from './reconcile';
import { card, category, T } from '../test/factories';
import { event, frozen, local, model } from '../test/reconcileModel';

const id = fc.integer({ min: 1, max: 8 });
const version = fc.integer({ min: 1, max: 60 });
const mutationId = fc.constantFrom(undefined, 'mine', 'someone');
const extra = (m: string | undefined) => (m ? { mutationId: m } : {});

/** Events of the open project (and a few of project 2), in any mix the log could hold. */
const anyEvent: fc.Arbitrary<() => ChangeEvent> = fc.oneof(
  fc.tuple(id, version, fc.constantFrom(1, 2), mutationId).map(
    ([i, v, projectId, m]) =>
      () =>
        event('card.created', card(i, { projectId, version: v }), extra(m)),
  ),
  fc.tuple(id, version, fc.string({ maxLength: 3 }), mutationId).map(
    ([i, v, title, m]) =>
      () =>
        event('card.updated', card(i, { title, version: v }), extra(m)),
  ),
  fc.tuple(id, mutationId).map(
    ([i, m]) =>
      () =>
        event('card.deleted', { id: i }, extra(m)),
  ),
  fc.tuple(fc.array(fc.tuple(id, version), { minLength: 1, maxLength: 3 }), mutationId).map(
    ([moves, m]) =>
      () =>
        event(
          'cards.reordered',
          moves.map(([i, v]) => ({ id: i, order: `${v}.000`, updatedAt: T(1), version: v })),
          extra(m),
        ),
  ),
  fc.tuple(fc.array(fc.tuple(id, version), { minLength: 1, maxLength: 3 }), mutationId).map(
    ([cards, m]) =>
      () =>
        event(
          'cards.updated',
          cards.map(([i, v]) => card(i, { status: 'ready', version: v })),
          extra(m),
        ),
  ),
  fc.tuple(fc.integer({ min: 4, max: 6 }), version).map(
    ([i, v]) =>
      () =>
        event('category.created', category(i, { version: v })),
  ),
  fc.integer({ min: 4, max: 6 }).map((i) => () => event('category.deleted', { id: i })),
);

/** The board before the burst: loaded, maybe with own writes on their way (ids `mine`, `also-mine`). */
const startOf = (writes: number, dragging: number | null): { start: BoardModel; tab: Local } => {
  const tab = local({ dragging });
  let start = model({ cards: [card(1), card(2), card(3)] });
  if (writes > 0)
    start = frozen(begin(start, { id: 'mine', ops: [ops.patch('cards', 1, { title: 'M' })] }, tab));
  if (writes > 1) start = frozen(begin(start, { id: 'also-mine', ops: [ops.remove('cards', 2)] }, tab));
  return { start, tab };
};

describe('reconcileAll', () => {
  it('leaves what the events one by one leave, and hears each outcome in order', () => {
    fc.assert(
      fc.property(
        fc.array(anyEvent, { minLength: 1, maxLength: 30 }),
        fc.integer({ min: 0, max: 2 }),
        fc.constantFrom(null, 1, 3),
        (makers, writes, dragging) => {
          const events = makers.map((make) => make());
          const { start, tab } = startOf(writes, dragging);
          const oneByOne: { stale: boolean; gone: boolean }[] = [];
          const expected = events.reduce((m, e) => {
            const outcome = reconcile(m, e, tab);
            oneByOne.push({ stale: outcome.workspaceStale, gone: outcome.projectGone });
            return frozen(outcome.model);
          }, start);
          const heard: { stale: boolean; gone: boolean }[] = [];
          const together = reconcileAll(start, events, tab, (_, outcome) =>
            heard.push({ stale: outcome.workspaceStale, gone: outcome.projectGone }),
          );
          expect(together).toEqual(expected);
          expect(heard).toEqual(oneByOne);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('copies each record once for a whole burst, and leaves the model it started from as it was', () => {
    const start = model({ cards: [card(1)] });
    const created = Array.from({ length: 50 }, (_, i) =>
      event('card.created', card(100 + i, { version: 10 + i })),
    );
    const after = reconcileAll(start, created, local());
    expect(Object.keys(after.cards)).toHaveLength(51);
    expect(after.cardCount).toBe(51);
    expect(Object.keys(start.cards)).toEqual(['1']);
    // Each event's draft wrote into the one copy the first made: the burst's cards are one object throughout.
    const seen = new Set<object>();
    reconcileAll(start, created, local(), (_, outcome) => seen.add(outcome.model.cards));
    expect(seen.size).toBe(1);
  });
});
