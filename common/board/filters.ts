// Backlog filters (spec 4 "Filters", 5 "Cards"): a search over title, description and externalId, and
// multi-value lists of use cases (lower-cased names, 'unsorted' for none), statuses, impacts and
// releases (lower-cased names, 'future' for none), sprints (lower-cased "release · sprint", 'no sprint'
// for none: a sprint name is unique only in its release) and estimates (the deck's values as they are, 'no
// estimate' for none: a deck value has at most 8 characters, so it is never that). An empty list means "any".
import type { GroupBy } from '../schemas/cards';
import { sprintLabel } from './sprints';

export interface BoardFilters {
  search: string;
  groupBy: GroupBy;
  categories: string[];
  statuses: string[];
  priorities: string[];
  releases: string[];
  sprints: string[];
  estimates: string[];
}

export type FilterList = 'categories' | 'statuses' | 'priorities' | 'releases' | 'sprints' | 'estimates';

/** Clear-all: grouped by status, nothing filtered. */
export const defaultFilters = (): BoardFilters => ({
  search: '',
  groupBy: 'status',
  categories: [],
  statuses: [],
  priorities: [],
  releases: [],
  sprints: [],
  estimates: [],
});

export const UNSORTED_VALUE = 'unsorted';
export const FUTURE_VALUE = 'future';
export const NO_SPRINT_VALUE = 'no sprint';
export const NO_ESTIMATE_VALUE = 'no estimate';

export interface FilterableCard {
  title: string;
  description: string | null;
  externalId: string;
  status: string;
  priority: string;
  categoryId: number | null;
  releaseId: number | null;
  sprintId?: number | null;
  estimate: string | null;
}

interface Named {
  id: number;
  name: string;
}

type NamedRelease = Named & { sprints?: readonly Named[] };

/** Adds the value when absent, removes it when present. */
export const toggleValue = (list: readonly string[], value: string): string[] =>
  list.includes(value) ? list.filter((item) => item !== value) : [...list, value];

export const activeFilterCount = (
  filters: Readonly<{ [K in keyof BoardFilters]: Readonly<BoardFilters[K]> }>,
): number =>
  (filters.search.trim() ? 1 : 0) +
  filters.categories.length +
  filters.statuses.length +
  filters.priorities.length +
  filters.releases.length +
  filters.sprints.length +
  filters.estimates.length;

/** A filter value for a use case / release: its lower-cased name, or the none word. */
export const categoryFilterValue = (category: Named | undefined) =>
  category ? category.name.toLowerCase() : UNSORTED_VALUE;
export const releaseFilterValue = (release: Named | undefined) =>
  release ? release.name.toLowerCase() : FUTURE_VALUE;
/** A filter value for a sprint: "release · sprint" lower-cased, or the none words. */
export const sprintFilterValue = (release: Named | undefined, sprint: Named | undefined) =>
  sprint ? sprintLabel(release, sprint).toLowerCase() : NO_SPRINT_VALUE;
/** A filter value for an estimate: the value itself, or the none words. */
export const estimateFilterValue = (estimate: string | null) => estimate ?? NO_ESTIMATE_VALUE;

/** A predicate for the filters; built once per change of filters or lists, then run over every card. */
export function cardMatcher(
  filters: Readonly<{ [K in keyof BoardFilters]: Readonly<BoardFilters[K]> }>,
  categories: readonly Named[],
  releases: readonly NamedRelease[],
): (card: FilterableCard) => boolean {
  const needle = filters.search.trim().toLowerCase();
  const categoryNames = new Map(categories.map((c) => [c.id, c.name.toLowerCase()]));
  const releaseNames = new Map(releases.map((r) => [r.id, r.name.toLowerCase()]));
  const wanted = (list: readonly string[]) => (list.length ? new Set(list) : null);
  const categoriesWanted = wanted(filters.categories);
  const statusesWanted = wanted(filters.statuses);
  const prioritiesWanted = wanted(filters.priorities);
  const releasesWanted = wanted(filters.releases);
  const sprintsWanted = wanted(filters.sprints);
  const estimatesWanted = wanted(filters.estimates);
  const sprintNames = new Map(
    releases.flatMap((r) => (r.sprints ?? []).map((s) => [s.id, sprintFilterValue(r, s)] as const)),
  );
  return (card) => {
    if (statusesWanted && !statusesWanted.has(card.status)) return false;
    if (prioritiesWanted && !prioritiesWanted.has(card.priority)) return false;
    if (categoriesWanted) {
      const name = (card.categoryId !== null && categoryNames.get(card.categoryId)) || UNSORTED_VALUE;
      if (!categoriesWanted.has(name)) return false;
    }
    if (releasesWanted) {
      const name = (card.releaseId !== null && releaseNames.get(card.releaseId)) || FUTURE_VALUE;
      if (!releasesWanted.has(name)) return false;
    }
    if (sprintsWanted) {
      const name = (card.sprintId != null && sprintNames.get(card.sprintId)) || NO_SPRINT_VALUE;
      if (!sprintsWanted.has(name)) return false;
    }
    if (estimatesWanted && !estimatesWanted.has(estimateFilterValue(card.estimate))) return false;
    if (!needle) return true;
    return (
      card.title.toLowerCase().includes(needle) ||
      (card.description ?? '').toLowerCase().includes(needle) ||
      card.externalId.toLowerCase().includes(needle)
    );
  };
}
