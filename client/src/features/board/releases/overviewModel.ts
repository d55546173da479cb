// The releases overview's content (spec 9): every release in release order with its progress (deployed
// share) and its estimates added up (points, docs/estimation.md), at most 3 sprint cards with their card
// counts and points, and its unassigned features (cards of the release in no sprint) in rank order: at most 6
// per release and 12 over all releases, the earlier releases first.
import { estimateTotal, type EstimateTotal } from '../../../../../common/board/estimates';
import {
  releaseProgress,
  sortReleases,
  type OrderedRelease,
  type ProgressCard,
} from '../../../../../common/board/releaseOrder';
import { compareRank, type SortableCard } from '../../../../../common/board/sorting';
import type { DeckSetting } from '../../../../../common/estimation';

const MAX_SPRINTS = 3;
const MAX_UNASSIGNED_PER_RELEASE = 6;
const MAX_UNASSIGNED_TOTAL = 12;

interface OverviewSprint {
  id: number;
  name: string;
  startDate: string | null;
}
type OverviewRelease = OrderedRelease & { sprints: readonly OverviewSprint[] };
type OverviewCard = SortableCard & ProgressCard & { sprintId: number | null; estimate: string | null };

export interface ReleaseSummary<R extends OverviewRelease, C extends OverviewCard> {
  release: R;
  progress: { done: number; total: number; share: number };
  /** The release's estimates added up, and how many of its cards add nothing. */
  estimates: EstimateTotal;
  sprints: R['sprints'][number][];
  /** Sprints left out by the limit. */
  moreSprints: number;
  unassigned: C[];
  /** Unassigned features left out by the limits. */
  moreUnassigned: number;
  /** Cards per sprint id. */
  sprintCounts: Map<number, number>;
  /** Points (estimates added up) per sprint id. */
  sprintPoints: Map<number, number>;
}

const bySprintStart = (a: OverviewSprint, b: OverviewSprint) =>
  (a.startDate || '9999').localeCompare(b.startDate || '9999') || a.id - b.id;

function add<C>(lists: Map<number, C[]>, key: number, card: C) {
  const list = lists.get(key);
  if (list) list.push(card);
  else lists.set(key, [card]);
}

export function releasesOverview<R extends OverviewRelease, C extends OverviewCard>(
  releases: Iterable<R>,
  cards: Iterable<C>,
  deck: DeckSetting,
): ReleaseSummary<R, C>[] {
  const inRelease = new Map<number, C[]>();
  const inSprint = new Map<number, C[]>();
  const loose = new Map<number, C[]>();
  for (const card of cards) {
    if (card.sprintId !== null) add(inSprint, card.sprintId, card);
    if (card.releaseId === null) continue;
    add(inRelease, card.releaseId, card);
    if (card.sprintId === null) add(loose, card.releaseId, card);
  }
  const sprintCounts = new Map([...inSprint].map(([id, list]) => [id, list.length]));
  const sprintPoints = new Map([...inSprint].map(([id, list]) => [id, estimateTotal(list, deck).points]));
  let budget = MAX_UNASSIGNED_TOTAL;
  return sortReleases(releases).map((release) => {
    const sprints = [...release.sprints].sort(bySprintStart);
    const features = (loose.get(release.id) ?? []).sort(compareRank);
    const shown = features.slice(0, Math.min(MAX_UNASSIGNED_PER_RELEASE, budget));
    budget -= shown.length;
    return {
      release,
      progress: releaseProgress(inRelease.get(release.id) ?? [], release.id),
      estimates: estimateTotal(inRelease.get(release.id) ?? [], deck),
      sprints: sprints.slice(0, MAX_SPRINTS),
      moreSprints: Math.max(0, sprints.length - MAX_SPRINTS),
      unassigned: shown,
      moreUnassigned: features.length - shown.length,
      sprintCounts,
      sprintPoints,
    };
  });
}
