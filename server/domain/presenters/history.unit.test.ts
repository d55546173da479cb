// History words card changes as the card field registry says: each field's label, its value's wording,
// nothing for a field it leaves out (a rank change is a move).
import { describe, expect, it } from 'vitest';
import { cardFieldList } from '../../../common/cardFields';
import { cardWithOneChange } from '../../../common/test/cardFieldSamples';
import type { HistoryRow } from '../../db/repos/history';
import { fieldLabel, presentHistory } from './history';

const row = (prev: object, data: object): HistoryRow => ({
  id: 1,
  at: new Date('2026-11-01T10:00:00Z'),
  actorId: null,
  actorName: null,
  kind: 'card',
  entityId: 1,
  action: 'updated',
  cause: null,
  data: data as Record<string, unknown>,
  prev: prev as Record<string, unknown>,
  names: { 'category:7': 'Billing', 'release:7': 'R7', 'sprint:7': 'Sprint 7' },
  importFile: null,
});

describe('history of a card', () => {
  it.each(cardFieldList())('words a change of %s as its registry entry says', (_name, field) => {
    const { before, after } = cardWithOneChange(field.wire);
    const { changes } = presentHistory(row(before, after));
    expect(fieldLabel('card', field.wire)).toBe(field.history ? field.label : field.wire);
    if (!field.history) return expect(changes).toEqual([]);
    const value = (after as unknown as Record<string, unknown>)[field.wire];
    const to =
      field.history === 'choice'
        ? field.choices![String(value)]
        : field.history === 'yesNo'
          ? 'Yes'
          : typeof field.history === 'object'
            ? row({}, {}).names![`${field.history.reference}:${String(value)}`]
            : String(value);
    expect(changes.map(({ from: _from, ...change }) => change)).toEqual([
      { field: field.wire, label: field.label, to },
    ]);
  });

  it('keeps the wording of the screens', () => {
    const { before } = cardWithOneChange('priority');
    const changes = presentHistory(
      row(before, { ...before, priority: 'wow', categoryId: 9, pinned: true, category: { name: 'Old' } }),
    ).changes;
    expect(changes.map(({ label, to }) => `${label}: ${to}`)).toEqual([
      'Impact: Wow',
      'Use Case: Old',
      'Pinned: Yes',
    ]);
  });
});
