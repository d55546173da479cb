// Row flattening for the virtualiser: headers, cards, empty drop zones, collapsed groups, lookups.
import { describe, expect, it } from 'vitest';
import { groupCards } from '../../../../../common/board/grouping';
import { flattenRows, groupKeyOfZone, rangeBetween } from './rows';

const card = (id: number, status = 'backlog', categoryId: number | null = null) => ({
  id,
  status,
  priority: 'tbd',
  categoryId,
  releaseId: null,
});

describe('flattenRows', () => {
  it('gives every group a header, its cards, and an empty group a drop zone', () => {
    const groups = groupCards([card(1), card(2, 'ready'), card(3)], 'status', [], []);
    const { rows, cardIds, rowOfCard, groups: infos } = flattenRows(groups, new Set());
    expect(rows.map((row) => (row.kind === 'card' ? row.id : `${row.kind}:${row.id}`))).toEqual([
      'group:group:status:backlog',
      1,
      3,
      'group:group:status:in-progress',
      'empty:empty:status:in-progress',
      'group:group:status:ready',
      2,
      'group:group:status:deployed',
      'empty:empty:status:deployed',
    ]);
    expect(cardIds).toEqual([1, 3, 2]);
    expect(rowOfCard.get(2)).toBe(6);
    expect(infos.get('status:backlog')).toMatchObject({ label: 'Backlog', value: 'backlog', count: 2 });
  });

  it('keeps a collapsed group as a header with its count and no card rows', () => {
    const groups = groupCards([card(1), card(2, 'ready')], 'status', [], []);
    const { rows, cardIds, rowOfCard } = flattenRows(groups, new Set(['status:backlog', 'status:deployed']));
    expect(rows[0]).toMatchObject({
      kind: 'group',
      group: { key: 'status:backlog', count: 1, collapsed: true },
    });
    expect(rows[1]).toMatchObject({ kind: 'group', group: { key: 'status:in-progress', collapsed: false } });
    expect(cardIds).toEqual([2]);
    expect(rowOfCard.has(1)).toBe(false);
    // a collapsed empty group shows no drop-zone row (its header still takes drops)
    expect(rows.at(-1)).toMatchObject({ kind: 'group', group: { key: 'status:deployed' } });
  });

  it('shows one All Cards group without grouping, and use cases with their colour and Unsorted last', () => {
    expect(flattenRows(groupCards([card(1)], 'none', [], []), new Set()).rows[0]).toMatchObject({
      kind: 'group',
      group: { key: 'all', label: 'All Cards', value: null, count: 1 },
    });
    const categories = [{ id: 7, name: 'Billing', color: '#22C55E' }];
    const { rows } = flattenRows(
      groupCards([card(1, 'backlog', 7), card(2)], 'category', categories, []),
      new Set(),
    );
    expect(
      rows.filter((row) => row.kind === 'group').map((row) => row.kind === 'group' && row.group),
    ).toEqual([
      expect.objectContaining({ key: 'category:7', label: 'Billing', value: 7, color: '#22C55E' }),
      expect.objectContaining({ key: 'category:none', label: 'Unsorted', value: null }),
    ]);
  });
});

describe('zone ids and ranges', () => {
  it('reads the group key of a header or drop-zone id', () => {
    expect(groupKeyOfZone('group:status:ready')).toBe('status:ready');
    expect(groupKeyOfZone('empty:category:none')).toBe('category:none');
    expect(groupKeyOfZone(12)).toBeNull();
    expect(groupKeyOfZone('other')).toBeNull();
  });

  it('selects the range between the anchor and the clicked card in display order', () => {
    const ids = [5, 9, 2, 7, 4];
    expect(rangeBetween(ids, 9, 7)).toEqual([9, 2, 7]);
    expect(rangeBetween(ids, 4, 2)).toEqual([2, 7, 4]);
    expect(rangeBetween(ids, null, 7)).toEqual([7]);
    expect(rangeBetween(ids, 99, 7)).toEqual([7]);
    expect(rangeBetween(ids, 9, 99)).toEqual([]);
  });
});
