// The order N / P walk: the backlog's filtered, sorted and grouped rows, the roadmap's cells
// row by row; placeholders of creates on their way never count; stepping stops at the ends.
import { describe, expect, it } from 'vitest';
import { defaultFilters } from '../../../../common/board/filters';
import { DEFAULT_SCORING_SETTING } from '../../../../common/estimation';
import * as make from '../../../../common/test/factories';
import type { Card } from '../../../../common/schemas/cards';
import { stepThrough } from '../../store/actions/meetingSteer';
import { viewOrder, type ViewOrderInput } from './viewOrder';

const byId = <T extends { id: number }>(items: T[]) =>
  Object.fromEntries(items.map((item) => [item.id, item]));

// Rank order 1..6; use case 10 ("Web") and none (Unsorted); release 20 and none (Future).
const cards: Card[] = [
  make.card(1, { categoryId: 10, releaseId: 20, status: 'ready', priority: 'wow' }),
  make.card(2, { categoryId: null, releaseId: null, priority: 'fix' }),
  make.card(3, { categoryId: 10, releaseId: null, status: 'ready', priority: 'basics' }),
  make.card(4, { categoryId: null, releaseId: 20, priority: 'wow' }),
  make.card(5, { categoryId: 10, releaseId: 20, order: '0.500' }),
  make.card(-1, { title: 'On its way' }),
];

const filters = (fields: Partial<ViewOrderInput['filters']>) => ({
  ...defaultFilters(),
  groupBy: 'none' as const,
  ...fields,
});
const input = (fields: Partial<ViewOrderInput> = {}): ViewOrderInput => ({
  mode: 'backlog',
  filters: filters({}),
  sort: { column: 'rank', direction: 'asc' },
  cards: byId(cards),
  categories: byId([make.category(10, { name: 'Web' })]),
  releases: byId([make.release(20, { name: 'R20', startDate: '2026-01-01' })]),
  scoring: DEFAULT_SCORING_SETTING,
  ...fields,
});

describe('viewOrder', () => {
  it('walks the backlog in rank order, or as sorted, without placeholders', () => {
    expect(viewOrder(input())).toEqual([5, 1, 2, 3, 4]);
    expect(viewOrder(input({ sort: { column: 'rank', direction: 'desc' } }))).toEqual([4, 3, 2, 1, 5]);
  });

  it('walks the groups as shown: Unsorted after the use cases, Future first among releases', () => {
    expect(viewOrder(input({ filters: filters({ groupBy: 'status' }) }))).toEqual([5, 2, 4, 1, 3]);
    expect(viewOrder(input({ filters: filters({ groupBy: 'category' }) }))).toEqual([5, 1, 3, 2, 4]);
    expect(viewOrder(input({ filters: filters({ groupBy: 'release' }) }))).toEqual([2, 3, 5, 1, 4]);
  });

  it('skips the backlog groups folded away (the releases view folds nothing)', () => {
    const grouped = {
      filters: filters({ groupBy: 'status' as const }),
      collapsed: new Set(['status:ready']),
    };
    expect(viewOrder(input(grouped))).toEqual([5, 2, 4]);
    expect(viewOrder(input({ ...grouped, mode: 'releases' }))).toEqual([5, 2, 4, 1, 3]);
  });

  it('walks only what the filters show (e.g. Future)', () => {
    expect(viewOrder(input({ filters: filters({ releases: ['future'] }) }))).toEqual([2, 3]);
    expect(viewOrder(input({ filters: filters({ priorities: ['wow'] }) }))).toEqual([1, 4]);
  });

  it('walks the roadmap row by row, left to right, each cell in rank order', () => {
    expect(viewOrder(input({ mode: 'roadmap' }))).toEqual([5, 1, 3, 4, 2]);
    expect(viewOrder(input({ mode: 'roadmap', filters: filters({ categories: ['unsorted'] }) }))).toEqual([
      4, 2,
    ]);
  });
});

describe('stepThrough', () => {
  it('starts at the first card, steps both ways and stops at the ends', () => {
    const order = [5, 1, 2];
    expect(stepThrough(order, null, 1)).toBe(5);
    expect(stepThrough(order, 5, 1)).toBe(1);
    expect(stepThrough(order, 1, -1)).toBe(5);
    expect(stepThrough(order, 5, -1)).toBe(5);
    expect(stepThrough(order, 2, 1)).toBe(2);
    expect(stepThrough(order, 99, 1)).toBe(5);
    expect(stepThrough([], null, 1)).toBeNull();
  });
});
