// What the roadmap's headers say, the same in the feature manager and on the projector (each draws them in
// its own size): a release column's name and dates, Future's "not planned" note, a use-case row's name and
// card count.
import { FUTURE_LABEL, UNSORTED_LABEL } from '../../../../common/board/grouping';
import { dateRange } from './dates';

export interface ColumnRelease {
  name: string;
  startDate: string | null;
  endDate: string | null;
}

/** Future (null) has no dates; its note stands where a release's progress would be. */
export const FUTURE_HEAD = { name: FUTURE_LABEL, dates: 'No release', note: 'Ideas not planned yet' };

export function columnHead(release: ColumnRelease | null): { name: string; dates: string } {
  if (!release) return FUTURE_HEAD;
  return { name: release.name, dates: dateRange(release.startDate, release.endDate) };
}

export function rowHead(category: { name: string } | null, count: number): { name: string; count: string } {
  return {
    name: category?.name ?? UNSORTED_LABEL,
    count: count === 1 ? '1 card' : `${count} cards`,
  };
}
