// What screen readers hear while a chip is dragged: card and cell names instead of dnd-kit's raw ids.
import type { Announcements } from '@dnd-kit/core';
import { FUTURE_LABEL, UNSORTED_LABEL } from '../../../../../common/board/grouping';
import { board } from '../../../store/board';
import { parseCellId, parseChipId } from './cellId';
import type { RoadmapCategory } from '../../roadmap/roadmapModel';

interface Named {
  id: number;
  name: string;
}

export function roadmapAnnouncements(model: {
  rows: (RoadmapCategory | null)[];
  columns: (Named | null)[];
}): Announcements {
  const cardName = (id: unknown) => {
    const cardId = parseChipId(id);
    const card = cardId === null ? undefined : board.cards[cardId];
    return card ? `${card.externalId} ${card.title}` : 'the card';
  };
  const cellName = (id: unknown) => {
    const cell = parseCellId(id);
    if (!cell) return null;
    const row = model.rows.find((r) => (r?.id ?? null) === cell.categoryId);
    const column = model.columns.find((c) => (c?.id ?? null) === cell.releaseId);
    return `${row?.name ?? UNSORTED_LABEL}, ${column?.name ?? FUTURE_LABEL}`;
  };
  return {
    onDragStart: ({ active }) =>
      `Picked up ${cardName(active.id)}. Use the arrow keys to move between cells.`,
    onDragOver: ({ active, over }) => {
      const where = cellName(over?.id);
      return where
        ? `${cardName(active.id)} is over ${where}.`
        : `${cardName(active.id)} is not over a cell.`;
    },
    onDragEnd: ({ active, over }) => {
      const where = cellName(over?.id);
      return where
        ? `${cardName(active.id)} was dropped in ${where}.`
        : `${cardName(active.id)} was not moved.`;
    },
    onDragCancel: ({ active }) => `Moving ${cardName(active.id)} was cancelled.`,
  };
}
