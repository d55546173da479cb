// Roadmap drops: the cell and chip id patterns (spec 5) and where a drop sends a card.
import { describe, expect, it } from 'vitest';
import { cellKey } from '../../roadmap/roadmapModel';
import { cellId, parseCellId, parseChipId } from './cellId';
import { roadmapDrop } from './RoadmapView';

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

describe('roadmapDrop', () => {
  // Only where the card is matters to a drop.
  const cards = { 1: { id: 1, categoryId: 2, releaseId: 3 } } as never;
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
