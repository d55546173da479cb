// What names and bounds a vote's choices on this screen: the open project's releases (in board order), use
// cases, deck and scoring model, as common/meetings/choices.ts takes them.
import { scoringSettingOf } from '../../../common/board/estimates';
import { sortReleases } from '../../../common/board/releaseOrder';
import type { VoteLookups } from '../../../common/meetings/choices';
import type { Category } from '../../../common/schemas/categories';
import type { Project } from '../../../common/schemas/projects';
import type { Release } from '../../../common/schemas/releases';

export interface BoardLookupSource {
  releases: Readonly<Record<number, Readonly<Release>>>;
  categories: Readonly<Record<number, Readonly<Category>>>;
  project: Readonly<Project> | null;
}

export const voteLookupsOf = ({ releases, categories, project }: BoardLookupSource): VoteLookups => ({
  releases: sortReleases(Object.values(releases as Record<number, Release>)),
  categories: Object.values(categories as Record<number, Category>).sort((a, b) => a.id - b.id),
  estimation: scoringSettingOf(project),
});
