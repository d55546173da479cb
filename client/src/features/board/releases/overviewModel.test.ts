// Releases overview limits (spec 9): 3 sprints, 6 unassigned per release, 12 overall; progress; points per
// release and sprint; dates.
import { describe, expect, it } from 'vitest';
import type { DeckSetting } from '../../../../../common/estimation';
import { dateRange, shortDate } from '../../roadmap/dates';
import { releasesOverview } from './overviewModel';

const sprint = (id: number, startDate: string | null) => ({ id, name: `S${id}`, startDate });
const release = (id: number, startDate: string | null, sprints: ReturnType<typeof sprint>[] = []) => ({
  id,
  name: `R${id}`,
  startDate,
  sprints,
});
let nextId = 1;
const fibonacci: DeckSetting = { deck: 'fibonacci', customDeck: null };
type Extra = { sprintId?: number; status?: string; estimate?: string };
const cards = (releaseId: number | null, count: number, extra: Extra = {}) =>
  Array.from({ length: count }, () => {
    const id = nextId++;
    return {
      id,
      order: String(1000 - id),
      externalId: `A-${id}`,
      title: `C${id}`,
      status: extra.status ?? 'backlog',
      priority: 'tbd',
      createdAt: '',
      categoryId: null,
      releaseId,
      sprintId: extra.sprintId ?? null,
      estimate: extra.estimate ?? null,
    };
  });

describe('releasesOverview', () => {
  it('shows releases by start date with at most 3 sprints, earliest first', () => {
    const sprints = [
      sprint(4, '2025-04-01'),
      sprint(1, '2025-01-01'),
      sprint(3, null),
      sprint(2, '2025-02-01'),
    ];
    const [first, second] = releasesOverview(
      [release(2, null), release(1, '2025-01-01', sprints)],
      [],
      fibonacci,
    );
    expect(first!.release.id).toBe(1);
    expect(first!.sprints.map((s) => s.id)).toEqual([1, 2, 4]);
    expect(first!.moreSprints).toBe(1);
    expect(second!.release.id).toBe(2);
  });

  it('lists at most 6 unassigned features per release and 12 over all, in rank order', () => {
    const all = [
      ...cards(1, 8),
      ...cards(1, 2, { sprintId: 9 }),
      ...cards(2, 5),
      ...cards(3, 4),
      ...cards(null, 3),
    ];
    const [r1, r2, r3] = releasesOverview(
      [release(1, '2025-01-01'), release(2, '2025-02-01'), release(3, '2025-03-01')],
      all,
      fibonacci,
    );
    expect(r1!.unassigned).toHaveLength(6);
    expect(r1!.moreUnassigned).toBe(2);
    // rank order: lower order first (the later ids have lower orders here)
    expect(r1!.unassigned[0]!.id).toBe(8);
    expect(r2!.unassigned).toHaveLength(5);
    expect(r3!.unassigned).toHaveLength(1);
    expect(r3!.moreUnassigned).toBe(3);
    expect(r1!.sprintCounts.get(9)).toBe(2);
  });

  it('computes progress as the deployed share of all the release’s cards', () => {
    const all = [
      ...cards(1, 1, { status: 'deployed' }),
      ...cards(1, 2, { status: 'ready', sprintId: 1 }),
      ...cards(1, 1, { status: 'deployed', sprintId: 1 }),
    ];
    const [summary] = releasesOverview([release(1, null)], all, fibonacci);
    expect(summary!.progress).toEqual({ done: 2, total: 4, share: 0.5 });
  });

  it('adds up the estimates of each release and each sprint, and counts the release’s unestimated cards', () => {
    const sprints = [sprint(1, '2025-01-01'), sprint(2, '2025-02-01')];
    const all = [
      ...cards(1, 2, { estimate: '8' }),
      ...cards(1, 1),
      ...cards(1, 2, { sprintId: 1, estimate: '2' }),
      ...cards(1, 1, { sprintId: 1, estimate: '1' }),
      ...cards(1, 2, { sprintId: 2 }),
      ...cards(2, 1, { estimate: '13' }),
      ...cards(null, 1, { estimate: '21' }),
    ];
    const [first, second] = releasesOverview(
      [release(1, '2025-01-01', sprints), release(2, '2025-02-01')],
      all,
      fibonacci,
    );
    expect(first!.estimates).toEqual({ points: 8 + 8 + 2 + 2 + 1, unestimated: 3 });
    expect(first!.sprintPoints.get(1)).toBe(5);
    expect(first!.sprintPoints.get(2)).toBe(0);
    expect(first!.sprintCounts.get(2)).toBe(2);
    expect(second!.estimates).toEqual({ points: 13, unestimated: 0 });
  });

  it('adds T-shirt sizes up as their steps', () => {
    const all = [...cards(1, 1, { estimate: 'M' }), ...cards(1, 2, { estimate: 'XL' })];
    const [summary] = releasesOverview([release(1, null)], all, { deck: 'tshirt', customDeck: null });
    expect(summary!.estimates).toEqual({ points: 3 + 8 + 8, unestimated: 0 });
  });
});

describe('dates', () => {
  it('shows MM/DD/YY and No date set', () => {
    expect(shortDate('2025-03-07')).toBe('03/07/25');
    expect(shortDate(null)).toBeNull();
    expect(dateRange('2025-03-07', '2025-04-01')).toBe('03/07/25 – 04/01/25');
    expect(dateRange(null, null)).toBe('No date set');
    expect(dateRange('2025-03-07', null)).toBe('03/07/25 – No date set');
  });
});
