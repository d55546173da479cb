// Backlog sorting (spec 4 "Sorting", "Custom ranking"): default Added descending; the same header
// toggles asc/desc, a new one starts asc; impact by weight; rank = `order` ascending (lower first); estimate
// by effort and score by value (docs/estimation.md), cards without one last in either direction. A sort only
// orders what is shown: it never writes a rank.
import { effortOf, scoreOf, type ScoredCard, type ScoringSetting } from '../estimation';
import { CARD_STATUSES, type Impact } from '../schemas/cards';
import { toThousandths } from '../ranking';

export const SORT_COLUMNS = [
  'rank',
  'id',
  'title',
  'status',
  'impact',
  'estimate',
  'score',
  'useCase',
  'release',
  'added',
] as const;
export type SortColumn = (typeof SORT_COLUMNS)[number];
type SortDirection = 'asc' | 'desc';
export interface SortState {
  column: SortColumn;
  direction: SortDirection;
}

export const DEFAULT_SORT: SortState = { column: 'added', direction: 'desc' };
export const RANK_SORT: SortState = { column: 'rank', direction: 'asc' };

const IMPACT_WEIGHTS: Record<Impact, number> = {
  rush: 7,
  fix: 6,
  basics: 5,
  wow: 4,
  treat: 3,
  ask: 2,
  tbd: 1,
};

/** Clicking a header: the same column flips direction, another column starts ascending. */
export const nextSort = (current: SortState, column: SortColumn): SortState =>
  current.column === column
    ? { column, direction: current.direction === 'asc' ? 'desc' : 'asc' }
    : { column, direction: 'asc' };

export interface SortableCard {
  id: number;
  externalId: string;
  title: string;
  status: string;
  priority: string;
  order: string;
  categoryId: number | null;
  releaseId: number | null;
  createdAt: string;
}

/** A card the list sorts: its estimate and scoring inputs too. */
export type SortedCard = SortableCard & ScoredCard;

/** Names of use cases and releases (cards carry only ids that stay current), and the project's scoring. */
export interface SortLookups {
  categoryName: (id: number | null) => string;
  releaseName: (id: number | null) => string;
  scoring: ScoringSetting;
}

/** The columns of a number a card may lack: estimate (as effort) and score. */
type NumberColumn = 'estimate' | 'score';
const isNumberColumn = (column: SortColumn): column is NumberColumn =>
  column === 'estimate' || column === 'score';

// Made on first use: a collator made while the server loads maps ~2.5 MB of ICU's data into every idle server.
let collator: Intl.Collator | undefined;
const compareText = (a: string, b: string) =>
  (collator ??= new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' })).compare(a, b);
const statusIndex = new Map<string, number>(CARD_STATUSES.map((status, i) => [status, i]));

/** Project rank: lower order first, then id (the server's tie-break). */
export const compareRank = (a: SortableCard, b: SortableCard) =>
  toThousandths(a.order) - toThousandths(b.order) || a.id - b.id;

function comparator(column: Exclude<SortColumn, NumberColumn>, lookups: SortLookups) {
  switch (column) {
    case 'rank':
      return compareRank;
    case 'id':
      return (a: SortableCard, b: SortableCard) => compareText(a.externalId, b.externalId);
    case 'title':
      return (a: SortableCard, b: SortableCard) => compareText(a.title, b.title);
    case 'status':
      return (a: SortableCard, b: SortableCard) =>
        (statusIndex.get(a.status) ?? 99) - (statusIndex.get(b.status) ?? 99);
    case 'impact':
      return (a: SortableCard, b: SortableCard) =>
        (IMPACT_WEIGHTS[a.priority as Impact] ?? 0) - (IMPACT_WEIGHTS[b.priority as Impact] ?? 0);
    case 'useCase':
      return (a: SortableCard, b: SortableCard) =>
        compareText(lookups.categoryName(a.categoryId), lookups.categoryName(b.categoryId));
    case 'release':
      return (a: SortableCard, b: SortableCard) =>
        compareText(lookups.releaseName(a.releaseId), lookups.releaseName(b.releaseId));
    case 'added':
      // ISO timestamps order as plain strings (much faster than localeCompare on 10,000 cards).
      return (a: SortableCard, b: SortableCard) =>
        (a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : 0) || a.id - b.id;
  }
}

/**
 * Sorted by a number some cards lack, each card's worked out once (a score is a formula): the cards without
 * one last in either direction, ties in rank order.
 */
function sortByNumber<C extends SortedCard>(
  cards: readonly C[],
  column: NumberColumn,
  sign: number,
  scoring: ScoringSetting,
): C[] {
  const numberOf =
    column === 'estimate'
      ? (card: C) => effortOf(scoring, card.estimate) ?? null
      : (card: C) => scoreOf(card, scoring).value;
  const keyed = cards.map((card) => ({ card, key: numberOf(card) }));
  keyed.sort((a, b) => {
    if (a.key === null || b.key === null)
      return Number(a.key === null) - Number(b.key === null) || compareRank(a.card, b.card);
    return sign * (a.key - b.key) || compareRank(a.card, b.card);
  });
  return keyed.map((entry) => entry.card);
}

/** A sorted copy; ties fall back to rank so the order is always stable. */
export function sortCards<C extends SortedCard>(
  cards: readonly C[],
  sort: SortState,
  lookups: SortLookups,
): C[] {
  const sign = sort.direction === 'asc' ? 1 : -1;
  if (isNumberColumn(sort.column)) return sortByNumber(cards, sort.column, sign, lookups.scoring);
  const compare = comparator(sort.column, lookups);
  return [...cards].sort((a, b) => sign * compare(a, b) || compareRank(a, b));
}

/** The project's cards in rank order (lower order first, then id), with a number each. */
export function rankCards<C extends SortableCard>(
  cards: readonly C[],
): { ranked: C[]; rankOf: Map<number, number> } {
  const keyed = cards.map((card) => ({ card, key: toThousandths(card.order) }));
  keyed.sort((a, b) => a.key - b.key || a.card.id - b.card.id);
  const ranked = keyed.map((entry) => entry.card);
  const rankOf = new Map<number, number>();
  ranked.forEach((card, index) => rankOf.set(card.id, index + 1));
  return { ranked, rankOf };
}

/** The matching cards (in rank order) in the order the list sorts them. */
export function sortMatching<C extends SortedCard>(
  matching: C[],
  sort: SortState,
  categories: Readonly<Record<number, { name: string }>>,
  releases: Readonly<Record<number, { name: string }>>,
  scoring: ScoringSetting,
): C[] {
  if (sort.column === 'rank') return sort.direction === 'asc' ? matching : [...matching].reverse();
  const categoryName = (id: number | null) => (id === null ? '' : (categories[id]?.name ?? ''));
  const releaseName = (id: number | null) => (id === null ? '' : (releases[id]?.name ?? ''));
  return sortCards(matching, sort, { categoryName, releaseName, scoring });
}
