// The backlog's pure rules (spec 4, 5): groups and their order, filters, sorting with impact weights,
// release order and progress (the card save mapping: cardForm.test.ts; bulk-add splitting: bulkTitles.test.ts).
import { describe, expect, it } from 'vitest';
import { cardMatcher, defaultFilters, toggleValue } from './filters';
import { groupCards, groupFields } from './grouping';
import { releaseProgress, roadmapReleases, sortReleases } from './releaseOrder';
import { allSprints, withSprintFit } from './sprints';
import { DEFAULT_SCORING_SETTING, NO_ESTIMATION } from '../estimation';
import { DEFAULT_SORT, nextSort, sortCards, type SortedCard } from './sorting';

let nextId = 1;
function card(fields: Partial<SortedCard & { description: string | null }> = {}) {
  const id = nextId++;
  return {
    id,
    externalId: `APP-${String(id).padStart(3, '0')}`,
    title: `Card ${id}`,
    description: null as string | null,
    status: 'backlog',
    priority: 'tbd',
    order: `${id}.000`,
    categoryId: null as number | null,
    releaseId: null as number | null,
    createdAt: new Date(Date.UTC(2026, 0, id)).toISOString(),
    ...NO_ESTIMATION,
    ...fields,
  };
}

const categories = [
  { id: 10, name: 'Onboarding', color: '#3B82F6' },
  { id: 11, name: 'Billing', color: '#10B981' },
];
const releases = [
  { id: 20, name: 'Beta', startDate: '2026-06-01', roadmapVisible: true },
  { id: 21, name: 'Someday', startDate: null, roadmapVisible: true },
  { id: 22, name: 'Alpha', startDate: '2026-03-01', roadmapVisible: false },
];
const lookups = {
  categoryName: (id: number | null) => categories.find((c) => c.id === id)?.name ?? 'Unsorted',
  releaseName: (id: number | null) => releases.find((r) => r.id === id)?.name ?? 'Future',
  scoring: DEFAULT_SCORING_SETTING,
};

describe('grouping', () => {
  it('none is one group "All Cards" holding every card in the given order', () => {
    const cards = [card(), card()];
    const groups = groupCards(cards, 'none', categories, releases);
    expect(groups.map((g) => g.label)).toEqual(['All Cards']);
    expect(groups[0]!.cards).toEqual(cards);
  });

  it('status and impact groups follow board order and stay visible when empty', () => {
    const groups = groupCards([card({ status: 'ready' })], 'status', categories, releases);
    expect(groups.map((g) => [g.label, g.cards.length])).toEqual([
      ['Backlog', 0],
      ['Working', 0],
      ['Ready', 1],
      ['Accepted', 0],
    ]);
    expect(groupCards([], 'priority', [], []).map((g) => g.value)).toEqual([
      'basics',
      'treat',
      'wow',
      'ask',
      'rush',
      'fix',
      'tbd',
    ]);
  });

  it('use cases in list order with Unsorted last; a card of an unknown use case is Unsorted', () => {
    const cards = [card({ categoryId: 11 }), card({ categoryId: null }), card({ categoryId: 99 })];
    const groups = groupCards(cards, 'category', categories, releases);
    expect(groups.map((g) => [g.label, g.value, g.cards.length])).toEqual([
      ['Onboarding', 10, 0],
      ['Billing', 11, 1],
      ['Unsorted', null, 2],
    ]);
    expect(groups[0]!.color).toBe('#3B82F6');
  });

  it('releases: Future first, then by start date, undated last', () => {
    const groups = groupCards([card({ releaseId: 21 })], 'release', categories, releases);
    expect(groups.map((g) => g.label)).toEqual(['Future', 'Alpha', 'Beta', 'Someday']);
    expect(groups.find((g) => g.label === 'Someday')!.cards).toHaveLength(1);
  });

  it('a drop into a group sets that field', () => {
    expect(groupFields('status', 'ready')).toEqual({ status: 'ready' });
    expect(groupFields('category', null)).toEqual({ categoryId: null });
    expect(groupFields('release', 20)).toEqual({ releaseId: 20 });
    expect(groupFields('none', null)).toEqual({});
  });

  it('sprints: No sprint first, then in release order, each named "Release · Sprint"', () => {
    const cards = [
      { ...card(), sprintId: 31 },
      { ...card(), sprintId: null },
      { ...card(), sprintId: 99 },
    ];
    const groups = groupCards(cards, 'sprint', categories, withSprints);
    expect(groups.map((g) => [g.label, g.value, g.releaseId, g.cards.length])).toEqual([
      ['No sprint', null, undefined, 2],
      ['Alpha · Sprint 1', 32, 22, 0],
      ['Beta · Sprint 1', 30, 20, 0],
      ['Beta · Sprint 2', 31, 20, 1],
    ]);
  });

  it('a drop into a sprint group sets the sprint and its release; No sprint only clears the sprint', () => {
    expect(groupFields('sprint', 31, 20)).toEqual({ sprintId: 31, releaseId: 20 });
    expect(groupFields('sprint', null)).toEqual({ sprintId: null });
  });
});

const sprint = (id: number, name: string, releaseId: number, startDate: string | null = null) => ({
  id,
  name,
  releaseId,
  startDate,
});
const withSprints = [
  {
    ...releases[0]!,
    sprints: [sprint(31, 'Sprint 2', 20, '2026-06-15'), sprint(30, 'Sprint 1', 20, '2026-06-01')],
  },
  { ...releases[1]!, sprints: [] },
  { ...releases[2]!, sprints: [sprint(32, 'Sprint 1', 22)] },
];

describe('sprints', () => {
  it('lists every sprint in release order, then by start date', () => {
    expect(allSprints(withSprints).map((s) => s.label)).toEqual([
      'Alpha · Sprint 1',
      'Beta · Sprint 1',
      'Beta · Sprint 2',
    ]);
  });

  it('a new release drops a sprint of another release, as the server does; a given sprint stays', () => {
    const releaseOf = (id: number) =>
      withSprints.flatMap((r) => r.sprints).find((s) => s.id === id)?.releaseId;
    const inBeta = { releaseId: 20, sprintId: 31 };
    expect(withSprintFit(inBeta, { releaseId: 22 }, releaseOf)).toEqual({ releaseId: 22, sprintId: null });
    expect(withSprintFit(inBeta, { releaseId: null }, releaseOf)).toEqual({
      releaseId: null,
      sprintId: null,
    });
    expect(withSprintFit(inBeta, { releaseId: 20 }, releaseOf)).toEqual({ releaseId: 20 });
    expect(withSprintFit(inBeta, { status: 'ready' } as never, releaseOf)).toEqual({ status: 'ready' });
    expect(withSprintFit(inBeta, { releaseId: 22, sprintId: 32 }, releaseOf)).toEqual({
      releaseId: 22,
      sprintId: 32,
    });
    expect(withSprintFit({ releaseId: 20, sprintId: null }, { releaseId: 22 }, releaseOf)).toEqual({
      releaseId: 22,
    });
  });
});

describe('filters', () => {
  const cards = [
    card({ title: 'Dark mode', categoryId: 10, releaseId: 20, status: 'ready', priority: 'wow' }),
    card({ title: 'Invoices', description: 'PDF export of invoices', categoryId: 11 }),
    card({ title: 'Search', externalId: 'WEB-042' }),
  ];
  const run = (patch: Partial<ReturnType<typeof defaultFilters>>) =>
    cards.filter(cardMatcher({ ...defaultFilters(), ...patch }, categories, releases)).map((c) => c.title);

  it('search matches title, description and external id, case-insensitively', () => {
    expect(run({ search: 'DARK' })).toEqual(['Dark mode']);
    expect(run({ search: 'pdf' })).toEqual(['Invoices']);
    expect(run({ search: 'web-04' })).toEqual(['Search']);
    expect(run({ search: '  ' })).toHaveLength(3);
  });

  it('use case and release filters compare lower-cased names, with unsorted / future for none', () => {
    expect(run({ categories: ['billing'] })).toEqual(['Invoices']);
    expect(run({ categories: ['unsorted'] })).toEqual(['Search']);
    expect(run({ releases: ['future'] })).toEqual(['Invoices', 'Search']);
    expect(run({ releases: ['beta'], statuses: ['ready'], priorities: ['wow'] })).toEqual(['Dark mode']);
    expect(run({ statuses: ['deployed'] })).toEqual([]);
  });

  it('the sprint filter compares "release · sprint", so same-named sprints of two releases differ', () => {
    const planned = [
      { ...card({ title: 'In Beta 1' }), releaseId: 20, sprintId: 30 },
      { ...card({ title: 'In Alpha 1' }), releaseId: 22, sprintId: 32 },
      { ...card({ title: 'Loose' }), releaseId: 20, sprintId: null },
    ];
    const pick = (sprints: string[]) =>
      planned
        .filter(cardMatcher({ ...defaultFilters(), sprints }, categories, withSprints))
        .map((c) => c.title);
    expect(pick(['beta · sprint 1'])).toEqual(['In Beta 1']);
    expect(pick(['alpha · sprint 1', 'no sprint'])).toEqual(['In Alpha 1', 'Loose']);
    expect(pick([])).toHaveLength(3);
  });

  it('toggling adds or removes a value; clear-all groups by status with nothing filtered', () => {
    expect(toggleValue(['a'], 'b')).toEqual(['a', 'b']);
    expect(toggleValue(['a', 'b'], 'a')).toEqual(['b']);
    expect(defaultFilters()).toMatchObject({ groupBy: 'status', search: '', statuses: [] });
  });
});

describe('sorting', () => {
  it('defaults to Added descending; the same header toggles, a new one starts ascending', () => {
    expect(DEFAULT_SORT).toEqual({ column: 'added', direction: 'desc' });
    expect(nextSort(DEFAULT_SORT, 'added')).toEqual({ column: 'added', direction: 'asc' });
    expect(nextSort(DEFAULT_SORT, 'title')).toEqual({ column: 'title', direction: 'asc' });
  });

  it('impact sorts by weight: rush 7, fix 6, basics 5, wow 4, treat 3, ask 2, tbd 1', () => {
    const impacts = ['tbd', 'wow', 'rush', 'ask', 'basics', 'fix', 'treat'].map((priority) =>
      card({ priority }),
    );
    const sorted = sortCards(impacts, { column: 'impact', direction: 'desc' }, lookups);
    expect(sorted.map((c) => c.priority)).toEqual(['rush', 'fix', 'basics', 'wow', 'treat', 'ask', 'tbd']);
  });

  it('rank is order ascending (numerically, not as text), added is creation time', () => {
    const a = card({ order: '10.000' });
    const b = card({ order: '9.500' });
    const c = card({ order: '-1.000' });
    expect(sortCards([a, b, c], { column: 'rank', direction: 'asc' }, lookups)).toEqual([c, b, a]);
    expect(sortCards([a, b, c], DEFAULT_SORT, lookups)).toEqual([c, b, a]);
  });

  it('external ids sort numerically and use cases by name', () => {
    const x = card({ externalId: 'APP-010', categoryId: 10 });
    const y = card({ externalId: 'APP-009', categoryId: 11 });
    expect(sortCards([x, y], { column: 'id', direction: 'asc' }, lookups)).toEqual([y, x]);
    expect(sortCards([x, y], { column: 'useCase', direction: 'asc' }, lookups)).toEqual([y, x]);
  });
});

describe('releases', () => {
  it('sort by start date with undated last; the roadmap keeps only visible ones', () => {
    expect(sortReleases(releases).map((r) => r.name)).toEqual(['Alpha', 'Beta', 'Someday']);
    expect(roadmapReleases(releases).map((r) => r.name)).toEqual(['Beta', 'Someday']);
  });

  it('progress is the deployed share of the release', () => {
    const cards = [
      card({ releaseId: 20, status: 'deployed' }),
      card({ releaseId: 20, status: 'ready' }),
      card({ releaseId: 21, status: 'deployed' }),
    ];
    expect(releaseProgress(cards, 20)).toEqual({ total: 2, done: 1, share: 0.5 });
    expect(releaseProgress(cards, 99)).toEqual({ total: 0, done: 0, share: 0 });
  });
});
