// Each person's way of looking at a project's backlog (filters, grouping, sort, custom ranking), remembered per
// user and project in this browser (docs/decisions.md "Remembered views"). Stored versioned and read back
// through zod field by field: anything unreadable falls back to its default, never to a crash. The fields are
// those of defaultFilters(), so a new filter or grouping is remembered without a change here.
import { subscribe } from 'valtio';
import { z } from 'zod';
import { scoringSettingOf } from '../../../common/board/estimates';
import {
  defaultFilters,
  FUTURE_VALUE,
  NO_ESTIMATE_VALUE,
  NO_SPRINT_VALUE,
  sprintFilterValue,
  UNSORTED_VALUE,
  type BoardFilters,
  type FilterList,
} from '../../../common/board/filters';
import { DEFAULT_SORT, RANK_SORT, SORT_COLUMNS } from '../../../common/board/sorting';
import { deckValues } from '../../../common/estimation';
import { CARD_STATUSES, IMPACTS, groupByField } from '../../../common/schemas/cards';
import { board } from './board';
import { meetingState } from './meeting';
import { session } from './session';
import { view, type ViewState } from './view';

const VIEW_MEMORY_VERSION = 1;
export const viewMemoryKey = (userId: string, projectId: number) => `cardplan:view:${userId}:${projectId}`;

export type RememberedView = Pick<ViewState, 'filters' | 'sort' | 'customRanking'>;

export const defaultView = (): RememberedView => ({
  filters: defaultFilters(),
  sort: { ...DEFAULT_SORT },
  customRanking: false,
});

const storedView = z.object({
  v: z.literal(VIEW_MEMORY_VERSION),
  filters: z.record(z.string(), z.unknown()),
  sort: z.object({ column: z.enum(SORT_COLUMNS), direction: z.enum(['asc', 'desc']) }).catch(DEFAULT_SORT),
  customRanking: z.boolean().catch(false),
});

/** What a filter field may hold, judged by its default (groupBy: one of the groupings). */
function fieldSchema(key: string, fallback: unknown): z.ZodType {
  if (key === 'groupBy') return groupByField;
  if (Array.isArray(fallback)) return z.array(z.string());
  return typeof fallback === 'string' ? z.string() : z.never();
}

/** A stored view (any JSON text, or null) as a view: unknown or broken parts become their defaults. */
export function parseRememberedView(text: string | null): RememberedView {
  const fallback = defaultView();
  let json: unknown;
  try {
    json = JSON.parse(text ?? 'null');
  } catch {
    return fallback;
  }
  const stored = storedView.safeParse(json);
  if (!stored.success) return fallback;
  const filters: Record<string, unknown> = fallback.filters as unknown as Record<string, unknown>;
  for (const [key, value] of Object.entries(filters)) {
    const field = fieldSchema(key, value).safeParse(stored.data.filters[key]);
    if (field.success) filters[key] = field.data;
  }
  const { customRanking } = stored.data;
  return {
    filters: fallback.filters,
    sort: customRanking ? { ...RANK_SORT } : stored.data.sort,
    customRanking,
  };
}

export const serializeView = ({ filters, sort, customRanking }: RememberedView) =>
  JSON.stringify({ v: VIEW_MEMORY_VERSION, filters, sort, customRanking });

/** The values each reference filter may still hold; a filter list not named here is kept as it is. */
export type FilterReferences = Partial<Record<FilterList, ReadonlySet<string>>>;

/**
 * The filters without values that name something gone (a deleted release or use case, an old status, a value
 * of the deck the project had).
 */
export function dropMissing(filters: BoardFilters, references: FilterReferences): BoardFilters {
  const next = { ...filters };
  for (const [list, valid] of Object.entries(references) as [FilterList, ReadonlySet<string>][])
    next[list] = filters[list].filter((value) => valid.has(value));
  return next;
}

const names = (items: Record<number, { name: string }>, none: string) =>
  new Set([none, ...Object.values(items).map((item) => item.name.toLowerCase())]);

/** What the open project's filters may refer to. */
const boardReferences = (): FilterReferences => ({
  statuses: new Set(CARD_STATUSES),
  priorities: new Set(IMPACTS),
  categories: names(board.categories, UNSORTED_VALUE),
  releases: names(board.releases, FUTURE_VALUE),
  sprints: new Set([
    NO_SPRINT_VALUE,
    ...Object.values(board.releases).flatMap((release) =>
      (release.sprints ?? []).map((sprint) => sprintFilterValue(release, sprint)),
    ),
  ]),
  estimates: new Set([NO_ESTIMATE_VALUE, ...deckValues(scoringSettingOf(board.project))]),
});

function read(key: string): RememberedView {
  try {
    return parseRememberedView(localStorage.getItem(key));
  } catch {
    return defaultView();
  }
}

function write(key: string, text: string) {
  try {
    localStorage.setItem(key, text);
  } catch {
    // Private mode or storage full: the view is simply not remembered.
  }
}

/**
 * Restores the person's view of each project as it opens and remembers every change of it; a follower of a
 * meeting shows the facilitator's view, which is not theirs to remember. Returns the stop function.
 */
export function installViewMemory(): () => void {
  let bound: { key: string; checked: boolean; written: string } | null = null;

  function bind() {
    const userId = session.user?.id;
    const key = userId && board.projectId !== null ? viewMemoryKey(userId, board.projectId) : null;
    if (key !== (bound?.key ?? null)) {
      bound = key === null ? null : { key, checked: false, written: '' };
      if (bound) {
        const remembered = read(bound.key);
        bound.written = serializeView(remembered);
        Object.assign(view, remembered);
      }
    }
    // The project's use cases and releases are known once it has loaded: drop what no longer exists.
    // (Told in sync, mid-switch: the status can still be the last project's, so its id must match too.)
    const loaded = board.status === 'ready' && board.project?.id === board.projectId;
    if (bound && !bound.checked && loaded) {
      bound.checked = true;
      const filters = dropMissing(view.filters, boardReferences());
      if (serializeView({ ...view, filters }) !== serializeView(view)) view.filters = filters;
    }
  }

  function save() {
    if (!bound || meetingState.following) return;
    const text = serializeView(view);
    if (text === bound.written) return;
    bound.written = text;
    write(bound.key, text);
  }

  bind();
  const stops = [subscribe(board, bind, true), subscribe(session, bind, true), subscribe(view, save)];
  return () => stops.forEach((stop) => stop());
}
