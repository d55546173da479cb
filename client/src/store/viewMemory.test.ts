// @vitest-environment happy-dom
// Remembered views: read back field by field (bad or old data → defaults, never a throw), values naming
// something gone dropped once the project has loaded, and one key per person and project.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { defaultFilters } from '../../../common/board/filters';
import { DEFAULT_SORT } from '../../../common/board/sorting';
import { DEFAULT_SCORING_SETTING, type DeckSetting } from '../../../common/estimation';
import type { Category } from '../../../common/schemas/categories';
import type { Project } from '../../../common/schemas/projects';
import type { Release } from '../../../common/schemas/releases';
import { setProjectData } from './applyRemote';
import { resetBoard } from './board';
import { meetingState } from './meeting';
import { session, setUser } from './session';
import { clearFilters, setFilter, setGroupBy, sortBy, startCustomRanking, view } from './view';
import {
  defaultView,
  dropMissing,
  installViewMemory,
  parseRememberedView,
  serializeView,
  viewMemoryKey,
} from './viewMemory';

const spring = { id: 5, name: 'Spring', projectId: 1, version: 1, sprints: [] } as unknown as Release;
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('parseRememberedView', () => {
  it('gives the defaults (Added, newest first) for nothing, broken JSON, another version or another shape', () => {
    for (const text of [null, '', '{', 'null', '[]', '{"v":2,"filters":{},"sort":{},"customRanking":false}'])
      expect(parseRememberedView(text)).toEqual(defaultView());
    expect(defaultView().sort).toEqual(DEFAULT_SORT);
    expect(DEFAULT_SORT).toEqual({ column: 'added', direction: 'desc' });
  });

  it('keeps the readable fields and defaults the rest', () => {
    const text = JSON.stringify({
      v: 1,
      filters: { groupBy: 'galaxy', statuses: ['ready', 7], releases: ['spring'], search: 'pdf', extra: 1 },
      sort: { column: 'title', direction: 'sideways' },
      customRanking: 'yes',
    });
    expect(parseRememberedView(text)).toEqual({
      filters: { ...defaultFilters(), releases: ['spring'], search: 'pdf' },
      sort: DEFAULT_SORT,
      customRanking: false,
    });
  });

  it('round-trips a view; custom ranking always comes back in rank order', () => {
    const remembered = {
      filters: { ...defaultFilters(), groupBy: 'release' as const, priorities: ['rush'] },
      sort: { column: 'impact' as const, direction: 'desc' as const },
      customRanking: false,
    };
    expect(parseRememberedView(serializeView(remembered))).toEqual(remembered);
    const ranked = serializeView({
      ...remembered,
      sort: { column: 'title', direction: 'desc' },
      customRanking: true,
    });
    expect(parseRememberedView(ranked).sort).toEqual({ column: 'rank', direction: 'asc' });
  });
});

it('dropMissing keeps only values still named, and lists it is not told about', () => {
  const filters = { ...defaultFilters(), releases: ['future', 'gone'], statuses: ['ready'], search: 'x' };
  expect(dropMissing(filters, { releases: new Set(['future']) })).toEqual({
    ...filters,
    releases: ['future'],
  });
});

describe('installViewMemory', () => {
  let stop = () => {};
  const load = (
    projectId: number,
    releases: Partial<Release>[] = [],
    categories: Partial<Category>[] = [],
    deck: DeckSetting = DEFAULT_SCORING_SETTING,
  ) => {
    resetBoard(projectId);
    setProjectData({
      project: { id: projectId, name: `P${projectId}`, ...DEFAULT_SCORING_SETTING, ...deck } as Project,
      cards: [],
      categories: categories as Category[],
      releases: releases as Release[],
    });
  };

  beforeEach(() => {
    localStorage.clear();
    setUser({ id: 'u1' } as typeof session.user);
    resetBoard(null);
    clearFilters();
    sortBy('added');
    sortBy('added'); // back to Added, newest first
    meetingState.following = false;
    stop = installViewMemory();
  });
  afterEach(() => stop());

  it('remembers sort, grouping and filters per project and person, and restores them as the project opens', async () => {
    load(1, [spring]);
    setGroupBy('release');
    setFilter('releases', 'spring');
    sortBy('title');
    await flush();
    load(2);
    expect(view.sort).toEqual(DEFAULT_SORT);
    expect(view.filters).toEqual(defaultFilters());
    startCustomRanking();
    await flush();
    load(1, [spring]);
    expect(view.filters).toMatchObject({ groupBy: 'release', releases: ['spring'] });
    expect(view.sort).toEqual({ column: 'title', direction: 'asc' });
    load(2);
    expect(view.customRanking).toBe(true);
    expect(localStorage.getItem(viewMemoryKey('u2', 1))).toBeNull();
    expect(localStorage.getItem(viewMemoryKey('u1', 1))).toContain('"spring"');
  });

  it('drops a filter on a release that was deleted since, and forgets it', async () => {
    load(1, [spring]);
    setFilter('releases', ['spring', 'future']);
    await flush();
    resetBoard(null);
    load(1, []);
    expect(view.filters.releases).toEqual(['future']);
    await flush();
    expect(parseRememberedView(localStorage.getItem(viewMemoryKey('u1', 1))).filters.releases).toEqual([
      'future',
    ]);
  });

  it('drops an estimate filter on a value the deck no longer has, keeping No estimate', async () => {
    load(1);
    setFilter('estimates', ['no estimate', '13']);
    await flush();
    resetBoard(null);
    load(1, [], [], { deck: 'tshirt', customDeck: null });
    expect(view.filters.estimates).toEqual(['no estimate']);
    setFilter('estimates', 'XL');
    await flush();
    resetBoard(null);
    load(1, [], [], { deck: 'tshirt', customDeck: null });
    expect(view.filters.estimates).toEqual(['no estimate', 'XL']);
  });

  it('does not remember the view a meeting follower is shown', async () => {
    load(1);
    meetingState.following = true;
    sortBy('impact');
    await flush();
    expect(localStorage.getItem(viewMemoryKey('u1', 1))).toBeNull();
  });

  it('starts with the defaults when the stored view is garbage', () => {
    localStorage.setItem(viewMemoryKey('u1', 3), '{"v":1,"filters":"oops"');
    load(3);
    expect(view.sort).toEqual(DEFAULT_SORT);
    expect(view.filters).toEqual(defaultFilters());
  });
});
