// The releases overview's content (spec 9): every release in release order with its progress (deployed
// share), at most 3 sprint cards, and its unassigned features (cards of the release in no sprint) in rank
// order: at most 6 per release and 12 over all releases, the earlier releases first.
import {
  releaseProgress,
  sortReleases,
  type OrderedRelease,
  type ProgressCard,
} from '../../../../../common/board/releaseOrder';
import { compareRank, type SortableCard } from '../../../../../common/board/sorting';

const MAX_SPRINTS = 3;
const MAX_UNASSIGNED_PER_RELEASE = 6;
const MAX_UNASSIGNED_TOTAL = 12;

interface OverviewSprint {
  id: number;
  name: string;
  startDate: string | null;
}
type OverviewRelease = OrderedRelease & { sprints: readonly OverviewSprint[] };
type OverviewCard = SortableCard & ProgressCard & { sprintId: number | null };

export interface ReleaseSummary<R extends OverviewRelease, C extends OverviewCard> {
  release: R;
  progress: { done: number; total: number; share: number };
  sprints: R['sprints'][number][];
  /** Sprints left out by the limit. */
  moreSprints: number;
  unassigned: C[];
  /** Unassigned features left out by the limits. */
  moreUnassigned: number;
  /** Cards per sprint id. */
  sprintCounts: Map<number, number>;
}

const bySprintStart = (a: OverviewSprint, b: OverviewSprint) =>
  (a.startDate || '9999').localeCompare(b.startDate || '9999') || a.id - b.id;

export function releasesOverview<R extends OverviewRelease, C extends OverviewCard>(
  releases: Iterable<R>,
  cards: Iterable<C>,
): ReleaseSummary<R, C>[] {
  const allCards = [...cards];
  const loose = new Map<number, C[]>();
  const sprintCounts = new Map<number, number>();
  for (const card of allCards) {
    if (card.sprintId !== null) sprintCounts.set(card.sprintId, (sprintCounts.get(card.sprintId) ?? 0) + 1);
    if (card.releaseId === null || card.sprintId !== null) continue;
    const list = loose.get(card.releaseId);
    if (list) list.push(card);
    else loose.set(card.releaseId, [card]);
  }
  let budget = MAX_UNASSIGNED_TOTAL;
  return sortReleases(releases).map((release) => {
    const sprints = [...release.sprints].sort(bySprintStart);
    const features = (loose.get(release.id) ?? []).sort(compareRank);
    const shown = features.slice(0, Math.min(MAX_UNASSIGNED_PER_RELEASE, budget));
    budget -= shown.length;
    return {
      release,
      progress: releaseProgress(allCards, release.id),
      sprints: sprints.slice(0, MAX_SPRINTS),
      moreSprints: Math.max(0, sprints.length - MAX_SPRINTS),
      unassigned: shown,
      moreUnassigned: features.length - shown.length,
      sprintCounts,
    };
  });
}
