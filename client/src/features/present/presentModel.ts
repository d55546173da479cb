// What the projector shows: the roadmap grid of the board store (use cases × roadmap-visible releases, plus
// Unsorted and Future, the same rules as the roadmap view), its cards per cell and each release's progress.
import { releaseProgress } from '../../../../common/board/releaseOrder';
import type { Card } from '../../../../common/schemas/cards';
import type { Category } from '../../../../common/schemas/categories';
import type { Release } from '../../../../common/schemas/releases';
import { buildRoadmap, cellKey, type RoadmapModel } from '../roadmap/roadmapModel';

export interface PresentModel extends RoadmapModel<Card, Release> {
  /** Cards per cell: counts[row][column], for the fit. */
  counts: number[][];
  /** Deployed share per release id (every card counts, shown or not). */
  progress: Map<number, { done: number; total: number }>;
  cardCount: number;
}

export const cellOf = (row: { id: number } | null, column: { id: number } | null) =>
  cellKey({ categoryId: row?.id ?? null, releaseId: column?.id ?? null });

export function presentModel(
  categories: Iterable<Category>,
  releases: Iterable<Release>,
  allCards: Iterable<Card>,
): PresentModel {
  // Negative ids are optimistic placeholders of the feature manager; a projector shows saved cards only.
  const cards = [...allCards].filter((card) => card.id > 0);
  const model = buildRoadmap(categories, releases, cards);
  const counts = model.rows.map((row) =>
    model.columns.map((column) => model.cells.get(cellOf(row, column))?.length ?? 0),
  );
  const progress = new Map<number, { done: number; total: number }>();
  for (const column of model.columns) if (column) progress.set(column.id, releaseProgress(cards, column.id));
  let cardCount = 0;
  for (const list of model.cells.values()) cardCount += list.length;
  return { ...model, counts, progress, cardCount };
}

/** The page (index) that shows a card, for marking pages with fresh changes. */
export function pageOfCard(model: PresentModel, pages: number[][], cardId: number): number | null {
  for (let page = 0; page < pages.length; page++) {
    for (const column of pages[page]!) {
      const release = model.columns[column] ?? null;
      for (const row of model.rows) {
        if (model.cells.get(cellOf(row, release))?.some((card) => card.id === cardId)) return page;
      }
    }
  }
  return null;
}
