// Release order (spec 4/5): by start date ascending, releases without a start date last (as if
// 2099-12-31), then by name. Used by the backlog groups, the roadmap columns and the release lists.
export interface OrderedRelease {
  id: number;
  name: string;
  startDate: string | null;
  roadmapVisible?: boolean | null;
}

const NO_START_DATE = '2099-12-31';

function compareReleases(a: OrderedRelease, b: OrderedRelease): number {
  const byDate = (a.startDate || NO_START_DATE).localeCompare(b.startDate || NO_START_DATE);
  if (byDate !== 0) return byDate;
  return a.name.localeCompare(b.name, undefined, { sensitivity: 'base' }) || a.id - b.id;
}

export const sortReleases = <T extends OrderedRelease>(releases: Iterable<T>): T[] =>
  [...releases].sort(compareReleases);

/** The roadmap's columns: releases shown on the roadmap (absent flag counts as visible), in release order. */
export const roadmapReleases = <T extends OrderedRelease>(releases: Iterable<T>): T[] =>
  sortReleases([...releases].filter((release) => release.roadmapVisible !== false));

export interface ProgressCard {
  status: string;
  releaseId: number | null;
}

/** Share (0–1) of a release's cards that are deployed ("Accepted"); 0 for a release without cards. */
export function releaseProgress(cards: Iterable<ProgressCard>, releaseId: number) {
  let total = 0;
  let done = 0;
  for (const card of cards) {
    if (card.releaseId !== releaseId) continue;
    total += 1;
    if (card.status === 'deployed') done += 1;
  }
  return { total, done, share: total === 0 ? 0 : done / total };
}
