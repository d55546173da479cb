// Keyboard dragging on the roadmap: each arrow key jumps the lifted chip to the nearest cell in that
// direction (instead of dnd-kit's default 25 px steps), so Space, arrows, Space moves a card cell by cell.
import { KeyboardCode, type KeyboardCoordinateGetter } from '@dnd-kit/core';

const DIRECTIONS: Record<string, [number, number]> = {
  [KeyboardCode.Right]: [1, 0],
  [KeyboardCode.Left]: [-1, 0],
  [KeyboardCode.Down]: [0, 1],
  [KeyboardCode.Up]: [0, -1],
};

export const cellKeyboardCoordinates: KeyboardCoordinateGetter = (event, { context, currentCoordinates }) => {
  const direction = DIRECTIONS[event.code];
  const { active, collisionRect, droppableRects, droppableContainers } = context;
  if (!direction || !active || !collisionRect) return undefined;
  event.preventDefault();
  const [dx, dy] = direction;
  const here = {
    x: collisionRect.left + collisionRect.width / 2,
    y: collisionRect.top + collisionRect.height / 2,
  };
  let best: { x: number; y: number; score: number } | null = null;
  for (const container of droppableContainers.getEnabled()) {
    const rect = droppableRects.get(container.id);
    if (!rect) continue;
    const center = { x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 };
    const along = (center.x - here.x) * dx + (center.y - here.y) * dy;
    if (along <= 4) continue;
    const across = Math.abs((center.x - here.x) * dy) + Math.abs((center.y - here.y) * dx);
    // Straight lines first: a cell in the same row/column beats a nearer diagonal one.
    const score = along + across * 4;
    if (!best || score < best.score) best = { x: center.x, y: center.y, score };
  }
  if (!best) return currentCoordinates;
  // Coordinates are where the chip's top-left goes: centre it on the target cell.
  return {
    x: currentCoordinates.x + (best.x - here.x),
    y: currentCoordinates.y + (best.y - here.y),
  };
};
