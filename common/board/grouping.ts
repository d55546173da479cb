// Backlog groups (spec 4 "Grouping"): none → one group 'All Cards'; status and impact in board order;
// use cases in list order with Unsorted last; releases with Future first, then by start date; sprints with
// No sprint first, then in release order, named "Release · Sprint" (a sprint name is unique only in its
// release). Every group of the chosen field is returned, empty ones too, so each stays visible as a drop zone.
import { CARD_STATUSES, CARD_STATUS_LABELS, IMPACT_LABELS, IMPACTS } from '../cardFields';
import type { GroupBy } from '../schemas/cards';
import { sortReleases } from './releaseOrder';
import { NO_SPRINT_LABEL, allSprints, type ReleaseWithSprints } from './sprints';

export interface GroupableCard {
  id: number;
  status: string;
  priority: string;
  categoryId: number | null;
  releaseId: number | null;
  sprintId?: number | null;
}

export interface GroupCategory {
  id: number;
  name: string;
  color: string;
}

export interface CardGroupView<C> {
  /** Stable key, e.g. "status:ready", "category:12", "category:none". */
  key: string;
  label: string;
  /** The value sent as groupValue to reorder/reposition/move-to-group (null: Unsorted/Future/No sprint). */
  value: string | number | null;
  /** The use-case colour of a category group. */
  color?: string;
  /** The release of a sprint group (a drop there sets both). */
  releaseId?: number;
  cards: C[];
}

export const UNSORTED_LABEL = 'Unsorted';
export const FUTURE_LABEL = 'Future';
const ALL_CARDS_LABEL = 'All Cards';

/** The groups' shells (no cards yet), in display order. */
function groupShells(
  groupBy: GroupBy,
  categories: readonly GroupCategory[],
  releases: readonly ReleaseWithSprints[],
): CardGroupView<never>[] {
  switch (groupBy) {
    case 'none':
      return [{ key: 'all', label: ALL_CARDS_LABEL, value: null, cards: [] }];
    case 'status':
      return CARD_STATUSES.map((status) => ({
        key: `status:${status}`,
        label: CARD_STATUS_LABELS[status],
        value: status,
        cards: [],
      }));
    case 'priority':
      return IMPACTS.map((impact) => ({
        key: `priority:${impact}`,
        label: IMPACT_LABELS[impact],
        value: impact,
        cards: [],
      }));
    case 'category':
      return [
        ...categories.map((category) => ({
          key: `category:${category.id}`,
          label: category.name,
          value: category.id,
          color: category.color,
          cards: [],
        })),
        { key: 'category:none', label: UNSORTED_LABEL, value: null, cards: [] },
      ];
    case 'release':
      return [
        { key: 'release:none', label: FUTURE_LABEL, value: null, cards: [] },
        ...sortReleases(releases).map((release) => ({
          key: `release:${release.id}`,
          label: release.name,
          value: release.id,
          cards: [],
        })),
      ];
    case 'sprint':
      return [
        { key: 'sprint:none', label: NO_SPRINT_LABEL, value: null, cards: [] },
        ...allSprints(releases).map(({ sprint, label }) => ({
          key: `sprint:${sprint.id}`,
          label,
          value: sprint.id,
          releaseId: sprint.releaseId,
          cards: [],
        })),
      ];
  }
}

/** The key of the group a card falls in. A reference to a use case or release not in the lists counts as none. */
function groupKeyOf(card: GroupableCard, groupBy: GroupBy, known?: Set<string>): string {
  switch (groupBy) {
    case 'none':
      return 'all';
    case 'status':
      return `status:${card.status}`;
    case 'priority':
      return `priority:${card.priority}`;
    case 'category': {
      const key = card.categoryId === null ? 'category:none' : `category:${card.categoryId}`;
      return known && !known.has(key) ? 'category:none' : key;
    }
    case 'release': {
      const key = card.releaseId === null ? 'release:none' : `release:${card.releaseId}`;
      return known && !known.has(key) ? 'release:none' : key;
    }
    case 'sprint': {
      const key = card.sprintId == null ? 'sprint:none' : `sprint:${card.sprintId}`;
      return known && !known.has(key) ? 'sprint:none' : key;
    }
  }
}

/** Splits already sorted cards into groups, keeping their order inside each group. */
export function groupCards<C extends GroupableCard>(
  cards: readonly C[],
  groupBy: GroupBy,
  categories: readonly GroupCategory[],
  releases: readonly ReleaseWithSprints[],
): CardGroupView<C>[] {
  const groups = groupShells(groupBy, categories, releases) as CardGroupView<C>[];
  const byKey = new Map(groups.map((group) => [group.key, group]));
  const known = new Set(byKey.keys());
  for (const card of cards) byKey.get(groupKeyOf(card, groupBy, known))?.cards.push(card);
  return groups;
}

/**
 * The card fields a drop into a group sets (the move-to-group body without groupBy/groupValue). A sprint
 * group's release (`sprintRelease`) is set too: a sprint belongs to one release.
 */
export function groupFields(
  groupBy: GroupBy,
  value: string | number | null,
  sprintRelease?: number,
): Partial<GroupableCard> {
  switch (groupBy) {
    case 'none':
      return {};
    case 'status':
      return { status: String(value) };
    case 'priority':
      return { priority: String(value) };
    case 'category':
      return { categoryId: typeof value === 'number' ? value : null };
    case 'release':
      return { releaseId: typeof value === 'number' ? value : null };
    case 'sprint':
      if (typeof value !== 'number') return { sprintId: null };
      return sprintRelease === undefined
        ? { sprintId: value }
        : { sprintId: value, releaseId: sprintRelease };
  }
}
