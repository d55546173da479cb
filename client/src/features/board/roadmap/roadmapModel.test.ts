// Roadmap cells: the id pattern (spec 5), the grid's rows/columns and where each card lands.
import { describe, expect, it } from 'vitest';
import { cellId, cellKey, parseCellId, parseChipId } from './cellId';
import { buildRoadmap } from './roadmapModel';
import { roadmapDrop } from './RoadmapView';

const card = (id: number, categoryId: number | null, releaseId: number | null, order = String(id)) => ({
  id,
  order,
  externalId: `APP-${id}`,
  title: `Card ${id}`,
  status: 'backlog',
  priority: 'tbd',
  createdAt: '',
  categoryId,
  releaseId,
});
const release = (id: number, startDate: string | null, roadmapVisible = true) => ({
  id,
  name: `R${id}`,
  startDate,
  roadmapVisible,
});

describe('cell ids', () => {
  it('round-trips use case and release, none included', () => {
    expect(cellId({ categoryId: 3, releaseId: null })).toBe('cell:3:none');
    expect(cellKey({ categoryId: null, releaseId: 12 })).toBe('none:12');
    expect(parseCellId('cell:3:none')).toEqual({ categoryId: 3, releaseId: null });
    expect(parseCellId('cell:none:none')).toEqual({ categoryId: null, releaseId: null });
  });

  it('refuses anything that is not a cell', () => {
    for (const id of [
      'card:3',
      'cell:3',
      'cell:0:1',
      'cell:a:b',
      'cell:1:2:3',
      ' cell:1:2',
      42,
      null,
      undefined,
    ])
      expect(parseCellId(id), String(id)).toBeNull();
    expect(parseChipId('card:7')).toBe(7);
    expect(parseChipId('cell:1:2')).toBeNull();
  });
});

describe('buildRoadmap', () => {
  it('orders rows by creation with Unsorted last, columns by start date with Future last', () => {
    const model = buildRoadmap(
      [
        { id: 5, name: 'Later', color: '#fff' },
        { id: 2, name: 'First', color: '#000' },
      ],
      [release(8, null), release(7, '2025-05-01'), release(6, '2025-01-01'), release(9, '2024-01-01', false)],
      [],
    );
    expect(model.rows.map((row) => row?.id ?? null)).toEqual([2, 5, null]);
    expect(model.columns.map((column) => column?.id ?? null)).toEqual([6, 7, 8, null]);
  });

  it('puts cards in cells by rank; unknown use case → Unsorted, unknown release → Future, hidden → nowhere', () => {
    const model = buildRoadmap(
      [{ id: 1, name: 'A', color: '#000' }],
      [release(10, '2025-01-01'), release(11, '2025-02-01', false)],
      [card(1, 1, 10, '5'), card(2, 1, 10, '1'), card(3, 99, null), card(4, null, 77), card(5, 1, 11)],
    );
    expect(model.cells.get('1:10')?.map((c) => c.id)).toEqual([2, 1]);
    expect(model.cells.get('none:none')?.map((c) => c.id)).toEqual([3, 4]);
    expect([...model.cells.values()].flat().some((c) => c.id === 5)).toBe(false);
    expect(model.rowCounts.get('1')).toBe(2);
    expect(model.rowCounts.get('none')).toBe(2);
  });
});

describe('roadmapDrop', () => {
  const cards = { 1: card(1, 2, 3) } as never;
  const drop = (overId: string | null) =>
    roadmapDrop(
      { active: { id: 'card:1' } as never, over: overId ? ({ id: overId } as never) : null },
      cards,
    );

  it('moves to another cell', () => {
    expect(drop('cell:none:3')).toEqual({ cardId: 1, categoryId: null, releaseId: 3 });
    expect(drop('cell:4:none')).toEqual({ cardId: 1, categoryId: 4, releaseId: null });
  });

  it('does nothing on the same cell, outside cells or on something else', () => {
    expect(drop('cell:2:3')).toBeNull();
    expect(drop(null)).toBeNull();
    expect(drop('card:9')).toBeNull();
    expect(drop('column:3')).toBeNull();
  });
});
