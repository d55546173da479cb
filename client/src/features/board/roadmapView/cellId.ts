// Drag-and-drop ids on the roadmap: droppable cells 'cell:{categoryId|none}:{releaseId|none}' (the cell's
// key with a prefix) and draggable chips 'card:{id}'. A drop target whose id does not match is ignored (spec 5).
import { cellKey, type CellRef } from '../../roadmap/roadmapModel';

export const cellId = (cell: CellRef) => `cell:${cellKey(cell)}`;

const CELL_ID = /^cell:(none|[1-9]\d{0,9}):(none|[1-9]\d{0,9})$/;

/** The cell a droppable id names, or null for anything else. */
export function parseCellId(id: unknown): CellRef | null {
  if (typeof id !== 'string') return null;
  const match = CELL_ID.exec(id);
  if (!match) return null;
  const read = (value: string) => (value === 'none' ? null : Number(value));
  return { categoryId: read(match[1]!), releaseId: read(match[2]!) };
}

export const sameCell = (a: CellRef, b: CellRef) =>
  a.categoryId === b.categoryId && a.releaseId === b.releaseId;

/** Draggable ids of the chips. */
export const chipId = (cardId: number) => `card:${cardId}`;
export function parseChipId(id: unknown): number | null {
  const match = typeof id === 'string' ? /^card:(\d+)$/.exec(id) : null;
  return match ? Number(match[1]) : null;
}
