// Sprints as the board shows them: a sprint belongs to one release and its name is unique only there, so
// lists name it "Release · Sprint"; and the server's rule for a card's sprint when its release changes
// (server/domain/commands/cardReferences.ts), so what the screen shows at once is what the server stores.
import { sortReleases, type OrderedRelease } from './releaseOrder';

export const NO_SPRINT_LABEL = 'No sprint';

export interface BoardSprint {
  id: number;
  name: string;
  startDate: string | null;
  releaseId: number;
}

export type ReleaseWithSprints<S extends BoardSprint = BoardSprint> = OrderedRelease & {
  sprints?: readonly S[];
};

/** "Beta · Sprint 1". */
export const sprintLabel = (release: { name: string } | undefined, sprint: { name: string }) =>
  release ? `${release.name} · ${sprint.name}` : sprint.name;

/** A release's sprints by start date (none last), then id. */
export const releaseSprints = <S extends BoardSprint>(release: { sprints?: readonly S[] } | undefined): S[] =>
  [...(release?.sprints ?? [])].sort(
    (a, b) => (a.startDate || '9999').localeCompare(b.startDate || '9999') || a.id - b.id,
  );

export interface PlacedSprint<S extends BoardSprint = BoardSprint> {
  sprint: S;
  release: ReleaseWithSprints<S>;
  /** "Release · Sprint". */
  label: string;
}

/** Every sprint of the releases, in release order and then sprint order, with its label. */
export function allSprints<S extends BoardSprint>(
  releases: Iterable<ReleaseWithSprints<S>>,
): PlacedSprint<S>[] {
  return sortReleases(releases).flatMap((release) =>
    releaseSprints(release).map((sprint) => ({ sprint, release, label: sprintLabel(release, sprint) })),
  );
}

export interface SprintPlace {
  releaseId: number | null;
  sprintId: number | null;
}

/**
 * The card fields a write stores, sprint included: a write that changes the release and says nothing of the
 * sprint drops a sprint that is not in the new release (as the server does). `releaseOf`: a sprint's release.
 */
export function withSprintFit<T extends Partial<SprintPlace>>(
  card: SprintPlace,
  changes: T,
  releaseOf: (sprintId: number) => number | undefined,
): T | (T & { sprintId: null }) {
  if (changes.sprintId !== undefined || changes.releaseId === undefined) return changes;
  if (card.sprintId === null || changes.releaseId === card.releaseId) return changes;
  return releaseOf(card.sprintId) === changes.releaseId ? changes : { ...changes, sprintId: null };
}
