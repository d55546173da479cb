// The cards of a view in the order the screen shows them: N / P walk this list. The backlog
// (and the releases overview, which has no card order of its own) uses the backlog's filtered, sorted and
// grouped rows; the roadmap its cells row by row, left to right, each cell in rank order. So a meeting
// walks "Unsorted" or "Future" card by card when the view is grouped or filtered that way, and skips the
// backlog groups folded away.
import { activeFilterCount, cardMatcher, type BoardFilters } from '../../../../common/board/filters';
import { groupCards } from '../../../../common/board/grouping';
import { sortReleases } from '../../../../common/board/releaseOrder';
import { rankCards, sortMatching, type SortState } from '../../../../common/board/sorting';
import type { ScoringSetting } from '../../../../common/estimation';
import type { Card } from '../../../../common/schemas/cards';
import type { Category } from '../../../../common/schemas/categories';
import type { Release } from '../../../../common/schemas/releases';
import type { BoardView } from '../../store/view';
import { buildRoadmap, cellKey } from '../roadmap/roadmapModel';

export interface ViewOrderInput {
  mode: BoardView;
  filters: BoardFilters;
  sort: SortState;
  cards: Readonly<Record<number, Card>>;
  categories: Readonly<Record<number, Category>>;
  releases: Readonly<Record<number, Release>>;
  /** The project's deck and scoring model (a sort by estimate or score). */
  scoring: ScoringSetting;
  /** Backlog groups folded away on this screen: their cards are not walked. */
  collapsed?: ReadonlySet<string>;
}

/** Saved cards only: a placeholder of a create on its way cannot be spotlit. */
const savedCards = (cards: Readonly<Record<number, Card>>) =>
  Object.values(cards).filter((card) => card.id > 0);

function backlogOrder(input: ViewOrderInput): number[] {
  const { filters, sort, categories, releases } = input;
  const categoryList = Object.values(categories);
  const releaseList = sortReleases(Object.values(releases));
  const { ranked } = rankCards(savedCards(input.cards));
  const matching = ranked.filter(cardMatcher(filters, categoryList, releaseList));
  const sorted = sortMatching(matching, sort, categories, releases, input.scoring);
  const groups = groupCards(sorted, filters.groupBy, categoryList, releaseList);
  const shown =
    input.mode === 'backlog' ? groups.filter((group) => !input.collapsed?.has(group.key)) : groups;
  return shown.flatMap((group) => group.cards.map((card) => card.id));
}

function roadmapOrder(input: ViewOrderInput): number[] {
  const { filters, categories, releases } = input;
  const categoryList = Object.values(categories);
  const releaseList = Object.values(releases);
  let cards = savedCards(input.cards);
  if (activeFilterCount(filters) > 0) cards = cards.filter(cardMatcher(filters, categoryList, releaseList));
  const model = buildRoadmap(categoryList, releaseList, cards);
  const order: number[] = [];
  for (const row of model.rows)
    for (const column of model.columns) {
      const key = cellKey({ categoryId: row?.id ?? null, releaseId: column?.id ?? null });
      for (const card of model.cells.get(key) ?? []) order.push(card.id);
    }
  return order;
}

/** The card ids of the view `input.mode` shows, in display order. */
export const viewOrder = (input: ViewOrderInput): number[] =>
  input.mode === 'roadmap' ? roadmapOrder(input) : backlogOrder(input);
