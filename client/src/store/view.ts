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

export type BoardView = 'backlog' | 'releases' | 'roadmap' | 'matrix';

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
  /** Backlog groups folded away (group keys, e.g. "status:deployed"); a meeting's N / P skip their cards. */
  collapsedGroups: Record<string, true>;
}

export const view = proxy<ViewState>({
  mode: 'backlog',
  filters: defaultFilters(),
  sort: { ...DEFAULT_SORT },
  customRanking: false,
  selected: {},
  sidebarOpen: true,
  openCardId: null,
  collapsedGroups: {},
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

export function toggleGroupCollapsed(key: string) {
  if (view.collapsedGroups[key]) delete view.collapsedGroups[key];
  else view.collapsedGroups[key] = true;
}

/** The card whose dialog is open (null: none); the '#card/{id}' hash follows it (useCardHash). */
export const setOpenCard = (id: number | null) => {
  view.openCardId = id;
};

export const setSidebarOpen = (open: boolean) => {
  view.sidebarOpen = open;
};

type FilterFields = Record<string, unknown>;

/**
 * A plain copy of the filters, every field of defaultFilters() (lists copied); a field the source lacks (a
 * view shared by an older client) takes its default.
 */
function copyFilters(filters: Readonly<{ [K in keyof BoardFilters]: Readonly<BoardFilters[K]> }>) {
  const copy = defaultFilters() as unknown as FilterFields;
  const source = filters as unknown as FilterFields;
  for (const key of Object.keys(copy)) {
    const value = source[key];
    if (value !== undefined) copy[key] = Array.isArray(value) ? [...(value as unknown[])] : value;
  }
  return copy as unknown as BoardFilters;
}

/** What a meeting's followers take over from the facilitator: a plain copy of the view's parts. */
export function meetingViewOf(state: Pick<ViewState, 'mode' | 'filters' | 'sort' | 'customRanking'> = view) {
  const { sort } = state;
  return {
    mode: state.mode,
    filters: copyFilters(state.filters),
    sort: { column: sort.column, direction: sort.direction },
    customRanking: state.customRanking,
  };
}
export type SharedView = ReturnType<typeof meetingViewOf>;

const sameValue = (a: unknown, b: unknown) =>
  Array.isArray(a) && Array.isArray(b)
    ? a.length === b.length && a.every((value, index) => value === b[index])
    : a === b;

/** True when two views show the same thing (mode, filters, grouping, sort, ranking). */
export function sameView(a: SharedView, b: SharedView): boolean {
  const f = copyFilters(a.filters) as unknown as FilterFields;
  const g = copyFilters(b.filters) as unknown as FilterFields;
  return (
    a.mode === b.mode &&
    a.customRanking === b.customRanking &&
    a.sort.column === b.sort.column &&
    a.sort.direction === b.sort.direction &&
    Object.keys(f).every((key) => sameValue(f[key], g[key]))
  );
}

/** A follower takes the facilitator's view; selection, sidebar and the open card stay as they are. */
export function takeView(next: SharedView) {
  if (sameView(meetingViewOf(), next)) return;
  const copy = meetingViewOf(next);
  view.mode = copy.mode;
  view.filters = copy.filters;
  view.sort = copy.sort;
  view.customRanking = copy.customRanking;
}
