// How the board is looked at (valtio): view switch, filters, sort, custom ranking, selection, sidebar and
// the card open in the detail dialog. Pure rules live in common/board; this holds the state and its setters.
import { proxy } from 'valtio';
import {
  defaultFilters,
  toggleValue,
  type BoardFilters,
  type FilterList,
} from '../../../common/board/filters';
import {
  DEFAULT_SORT,
  RANK_SORT,
  nextSort,
  type SortColumn,
  type SortState,
} from '../../../common/board/sorting';
import type { GroupBy } from '../../../common/schemas/cards';

export type BoardView = 'backlog' | 'releases' | 'roadmap';

export interface ViewState {
  mode: BoardView;
  filters: BoardFilters;
  sort: SortState;
  /** On after a drag reorder: the list shows rank order and the Rank header a star. */
  customRanking: boolean;
  /** Selected card ids (as keys). */
  selected: Record<number, true>;
  sidebarOpen: boolean;
  /** The card in the detail dialog (from the #card/{id} hash). */
  openCardId: number | null;
}

export const view = proxy<ViewState>({
  mode: 'backlog',
  filters: defaultFilters(),
  sort: { ...DEFAULT_SORT },
  customRanking: false,
  selected: {},
  sidebarOpen: true,
  openCardId: null,
});

export const setMode = (mode: BoardView) => {
  view.mode = mode;
};
export const setSearch = (search: string) => {
  view.filters.search = search;
};
export const setGroupBy = (groupBy: GroupBy) => {
  view.filters.groupBy = groupBy;
};
/** Toggles one value of a multi-value filter, or replaces the whole list when given one. */
export function setFilter(list: FilterList, value: string | string[]) {
  view.filters[list] = Array.isArray(value) ? [...value] : toggleValue(view.filters[list], value);
}
export function clearFilters() {
  view.filters = defaultFilters();
}

/** A header click: turns custom ranking off and sorts by that column. */
export function sortBy(column: SortColumn) {
  view.sort = view.customRanking ? { column, direction: 'asc' } : nextSort(view.sort, column);
  view.customRanking = false;
}
/** After a drag reorder. */
export function startCustomRanking() {
  view.customRanking = true;
  view.sort = { ...RANK_SORT };
}

export const isSelected = (id: number) => view.selected[id] === true;
export function toggleSelected(id: number) {
  if (view.selected[id]) delete view.selected[id];
  else view.selected[id] = true;
}
export function setSelected(ids: readonly number[]) {
  const next: Record<number, true> = {};
  for (const id of ids) next[id] = true;
  view.selected = next;
}
export const clearSelection = () => setSelected([]);
export const selectedIds = () => Object.keys(view.selected).map(Number);

export const setSidebarOpen = (open: boolean) => {
  view.sidebarOpen = open;
};
