// The roadmap's grid (spec 2/4), drawn by both the feature manager's roadmap and the projector: use cases
// in creation order plus Unsorted as rows, roadmap-visible releases by start date (none last) plus Future
// as columns, and each card in its cell in rank order. A card whose use case is gone shows as Unsorted; one
// in an unknown release as Future; one in a hidden release nowhere.
import { roadmapReleases, type OrderedRelease } from '../../../../common/board/releaseOrder';
import { compareRank, type SortableCard } from '../../../../common/board/sorting';

/** A cell of the grid: a use case (null = Unsorted) × a release (null = Future). */
export interface CellRef {
  categoryId: number | null;
  releaseId: number | null;
}

const part = (id: number | null) => (id === null ? 'none' : String(id));

/** A cell's key in `cells` and in both views' `data-cell` attribute: '{categoryId|none}:{releaseId|none}'. */
export const cellKey = ({ categoryId, releaseId }: CellRef) => `${part(categoryId)}:${part(releaseId)}`;

export interface RoadmapCategory {
  id: number;
  name: string;
  color: string;
}
export type RoadmapCard = SortableCard & { categoryId: number | null; releaseId: number | null };

export interface RoadmapModel<C, R> {
  /** null = Unsorted (last). */
  rows: (RoadmapCategory | null)[];
  /** null = Future (last). */
  columns: (R | null)[];
  /** Cards by cellKey, in rank order. */
  cells: Map<string, C[]>;
  /** Cards per row key (category id or 'none'), for the row headers. */
  rowCounts: Map<string, number>;
}

export function buildRoadmap<C extends RoadmapCard, R extends OrderedRelease>(
  categories: Iterable<RoadmapCategory>,
  releases: Iterable<R>,
  cards: Iterable<C>,
): RoadmapModel<C, R> {
  const rows: (RoadmapCategory | null)[] = [...categories].sort((a, b) => a.id - b.id);
  const allReleases = [...releases];
  const visible = roadmapReleases(allReleases);
  const known = new Set(rows.map((row) => row!.id));
  const releaseIds = new Set(allReleases.map((release) => release.id));
  const visibleIds = new Set(visible.map((release) => release.id));
  rows.push(null);

  const cells = new Map<string, C[]>();
  const rowCounts = new Map<string, number>();
  for (const card of cards) {
    const releaseId = card.releaseId !== null && releaseIds.has(card.releaseId) ? card.releaseId : null;
    if (releaseId !== null && !visibleIds.has(releaseId)) continue;
    const categoryId = card.categoryId !== null && known.has(card.categoryId) ? card.categoryId : null;
    const key = cellKey({ categoryId, releaseId });
    const list = cells.get(key);
    if (list) list.push(card);
    else cells.set(key, [card]);
    const rowKey = categoryId === null ? 'none' : String(categoryId);
    rowCounts.set(rowKey, (rowCounts.get(rowKey) ?? 0) + 1);
  }
  for (const list of cells.values()) list.sort(compareRank);
  return { rows, columns: [...visible, null], cells, rowCounts };
}
