// The roadmap's grid: its rows and columns and where each card lands.
import { describe, expect, it } from 'vitest';
import { buildRoadmap } from './roadmapModel';

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
