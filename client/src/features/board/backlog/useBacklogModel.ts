// The backlog's data, derived once per change of the snapshot: rank numbers, the filtered and sorted
// cards, their groups and the flat row list. Every step is memoised on the (immutable) inputs it reads,
// so a change of one card recomputes in a few milliseconds even with 10,000 cards.
import { useMemo } from 'react';
import { cardMatcher } from '../../../../../common/board/filters';
import { groupCards } from '../../../../../common/board/grouping';
import { sortReleases } from '../../../../../common/board/releaseOrder';
import { rankCards, sortMatching } from '../../../../../common/board/sorting';
import type { ScoringSetting } from '../../../../../common/estimation';
import type { Card } from '../../../../../common/schemas/cards';
import type { Category } from '../../../../../common/schemas/categories';
import type { Release } from '../../../../../common/schemas/releases';
import { board } from '../../../store/board';
import { view } from '../../../store/view';
import { flattenRows, type BacklogLayout } from './rows';
import { useScoringSetting } from './useScoringSetting';
import { useSlice } from './useSlice';

export interface BacklogModel {
  totalCount: number;
  /** Cards matching the filters (any group, collapsed or not). */
  matching: Card[];
  layout: BacklogLayout<Card>;
  /** Card id → its place in the project's rank (1 = first). */
  rankOf: Map<number, number>;
  categories: Record<number, Category>;
  releases: Record<number, Release>;
  releaseList: Release[];
  categoryList: Category[];
  /** The project's deck and scoring model: the Estimate and Score columns, their sorts and the bulk estimate. */
  scoring: ScoringSetting;
}

export function useBacklogModel(collapsed: ReadonlySet<string>): BacklogModel {
  const cards = useSlice(board, (s) => s.cards) as Record<number, Card>;
  const categories = useSlice(board, (s) => s.categories) as Record<number, Category>;
  const releases = useSlice(board, (s) => s.releases) as Record<number, Release>;
  const filters = useSlice(view, (s) => s.filters) as typeof view.filters;
  const sort = useSlice(view, (s) => s.sort);
  const scoring = useScoringSetting();

  const { ranked, rankOf } = useMemo(() => rankCards(Object.values(cards)), [cards]);
  const categoryList = useMemo(() => Object.values(categories), [categories]);
  const releaseList = useMemo(() => sortReleases(Object.values(releases)), [releases]);

  const matching = useMemo(
    () => ranked.filter(cardMatcher(filters, categoryList, releaseList)),
    [ranked, filters, categoryList, releaseList],
  );

  const sorted = useMemo(
    () => sortMatching(matching, sort, categories, releases, scoring),
    [matching, sort, categories, releases, scoring],
  );

  const layout = useMemo(
    () => flattenRows(groupCards(sorted, filters.groupBy, categoryList, releaseList), collapsed),
    [sorted, filters.groupBy, categoryList, releaseList, collapsed],
  );

  return {
    totalCount: ranked.length,
    matching,
    layout,
    rankOf,
    categories,
    releases,
    releaseList,
    categoryList,
    scoring,
  };
}
