// The pure rank and group rules: midpoints, exhausted gaps, cleanup detection, group values.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatOrder,
  gapExhausted,
  GROUP_VALUE_MESSAGES,
  inGroup,
  needsCleanup,
  orderBetween,
  resolveGroup,
  toThousandths,
} from './ranking';
import { ORDER_LIMIT } from './schemas/cards';

describe('orderBetween', () => {
  it('takes the midpoint at 3 decimals, and steps by one at the edges', () => {
    expect(orderBetween(1, 2)).toBe('1.500');
    expect(orderBetween('1.000', '1.003')).toBe('1.001');
    expect(orderBetween(-3, -2)).toBe('-2.500');
    expect(orderBetween(null, '5.250')).toBe('4.250');
    expect(orderBetween('5.250', null)).toBe('6.250');
    expect(orderBetween(null, null)).toBe('1.000');
  });

  it('finds no room in a gap below 0.002 or beyond the column limit', () => {
    expect(orderBetween('1.000', '1.001')).toBeNull();
    expect(orderBetween('1.000', '1.000')).toBeNull();
    expect(orderBetween('1.000', '1.002')).toBe('1.001');
    expect(orderBetween(null, -ORDER_LIMIT)).toBeNull();
    expect(orderBetween(ORDER_LIMIT, null)).toBeNull();
  });

  it('always lands strictly between its neighbours when it answers', () => {
    const order = fc.integer({ min: -ORDER_LIMIT * 1000, max: ORDER_LIMIT * 1000 }).map(formatOrder);
    fc.assert(
      fc.property(order, order, (a, b) => {
        const [lo, hi] = toThousandths(a) <= toThousandths(b) ? [a, b] : [b, a];
        const mid = orderBetween(lo, hi);
        expect(mid === null).toBe(gapExhausted(lo, hi));
        if (mid !== null) {
          expect(toThousandths(mid)).toBeGreaterThan(toThousandths(lo));
          expect(toThousandths(mid)).toBeLessThan(toThousandths(hi));
          expect(mid).toMatch(/^-?\d+\.\d{3}$/);
        }
      }),
    );
  });
});

describe('needsCleanup', () => {
  it('is false for distinct, roomy orders in any sequence', () => {
    expect(needsCleanup([])).toBe(false);
    expect(needsCleanup(['3.000', 1, '2.000', '1.002'])).toBe(false);
  });

  it('is true for shared orders, exhausted gaps and huge numbers', () => {
    expect(needsCleanup(['1.000', '2.000', '1.000'])).toBe(true);
    expect(needsCleanup(['1.000', '1.001'])).toBe(true);
    expect(needsCleanup([1, 2e11])).toBe(true);
    expect(needsCleanup([-2e11, 1])).toBe(true);
  });
});

describe('resolveGroup', () => {
  it('accepts every status and impact, and nothing else', () => {
    expect(resolveGroup('status', 'ready')).toEqual({ ok: true, group: { field: 'status', value: 'ready' } });
    expect(resolveGroup('priority', 'wow')).toEqual({ ok: true, group: { field: 'priority', value: 'wow' } });
    expect(resolveGroup('status', 'completed')).toEqual({ ok: false, message: GROUP_VALUE_MESSAGES.status });
    expect(resolveGroup('priority', 'high')).toEqual({ ok: false, message: GROUP_VALUE_MESSAGES.priority });
    expect(resolveGroup('status', undefined).ok).toBe(false);
  });

  it('reads use case and release ids as numbers or digits, and the none words as null', () => {
    expect(resolveGroup('category', 7)).toEqual({ ok: true, group: { field: 'categoryId', value: 7 } });
    expect(resolveGroup('category', '12')).toEqual({ ok: true, group: { field: 'categoryId', value: 12 } });
    for (const none of [null, '', 'unsorted', 'Uncategorized', 'none'])
      expect(resolveGroup('category', none)).toEqual({
        ok: true,
        group: { field: 'categoryId', value: null },
      });
    for (const none of [null, '', 'future', 'unscheduled', 'none'])
      expect(resolveGroup('release', none)).toEqual({ ok: true, group: { field: 'releaseId', value: null } });
    for (const bad of ['future', 0, -1, 1.5, '1e3', '99999999999', Number.NaN, undefined, {}])
      expect(resolveGroup('category', bad)).toEqual({ ok: false, message: GROUP_VALUE_MESSAGES.category });
    expect(resolveGroup('release', 'unsorted').ok).toBe(false);
  });

  it('reads sprint ids, and null, empty or none as the No sprint group', () => {
    expect(resolveGroup('sprint', '5')).toEqual({ ok: true, group: { field: 'sprintId', value: 5 } });
    for (const none of [null, '', 'none'])
      expect(resolveGroup('sprint', none)).toEqual({ ok: true, group: { field: 'sprintId', value: null } });
    expect(resolveGroup('sprint', 'future')).toEqual({ ok: false, message: GROUP_VALUE_MESSAGES.sprint });
  });

  it('groups every card under none', () => {
    expect(resolveGroup('none', 'whatever')).toEqual({ ok: true, group: { field: null } });
  });
});

describe('inGroup', () => {
  const card = { status: 'ready', priority: 'wow', categoryId: null, releaseId: 4, sprintId: 7 };
  it('compares the grouped field, null meaning the none group', () => {
    expect(inGroup(card, { field: null })).toBe(true);
    expect(inGroup(card, { field: 'status', value: 'ready' })).toBe(true);
    expect(inGroup(card, { field: 'status', value: 'backlog' })).toBe(false);
    expect(inGroup(card, { field: 'categoryId', value: null })).toBe(true);
    expect(inGroup(card, { field: 'releaseId', value: 4 })).toBe(true);
    expect(inGroup(card, { field: 'releaseId', value: null })).toBe(false);
    expect(inGroup(card, { field: 'sprintId', value: 7 })).toBe(true);
    expect(inGroup(card, { field: 'sprintId', value: null })).toBe(false);
  });
});
