// Estimates on the board (docs/estimation.md): sorting by estimate and score (cards without one last in both
// directions, never a rank written), the No estimate filter, and points added up for the release tiles.
import { describe, expect, it } from 'vitest';
import { DEFAULT_SCORING_SETTING, type ScoringSetting } from '../estimation';
import { card } from '../test/factories';
import { estimateTotal, estimateTotalText, pointsText, scoringSettingOf } from './estimates';
import { NO_ESTIMATE_VALUE, activeFilterCount, cardMatcher, defaultFilters } from './filters';
import { sortMatching, type SortState, type SortedCard } from './sorting';

const fibonacci: ScoringSetting = { deck: 'fibonacci', customDeck: null, scoringModel: 'valueEffort' };
const sizes: ScoringSetting = { deck: 'tshirt', customDeck: null, scoringModel: 'none' };
const sorted = (cards: SortedCard[], sort: SortState, scoring: ScoringSetting) =>
  sortMatching(cards, sort, {}, {}, scoring).map((c) => c.id);

describe('sorting by estimate', () => {
  // In rank order (as sortMatching gets them): 1 has none, 2 is 8, 3 is 1, 4 has none, 5 is 8.
  const cards = [
    card(1),
    card(2, { estimate: '8' }),
    card(3, { estimate: '1' }),
    card(4),
    card(5, { estimate: '8' }),
  ];

  it('sorts by effort, ties in rank order, cards without an estimate last in both directions', () => {
    expect(sorted(cards, { column: 'estimate', direction: 'asc' }, fibonacci)).toEqual([3, 2, 5, 1, 4]);
    expect(sorted(cards, { column: 'estimate', direction: 'desc' }, fibonacci)).toEqual([2, 5, 3, 1, 4]);
  });

  it('reads T-shirt sizes as their steps, not as text, and a value that is no effort as none', () => {
    const shirts = [
      card(1, { estimate: 'XL' }),
      card(2, { estimate: 'S' }),
      card(3, { estimate: 'gone' }),
      card(4, { estimate: 'M' }),
    ];
    expect(sorted(shirts, { column: 'estimate', direction: 'asc' }, sizes)).toEqual([2, 4, 1, 3]);
    expect(sorted(shirts, { column: 'estimate', direction: 'desc' }, sizes)).toEqual([1, 4, 2, 3]);
  });

  it('leaves the cards and their rank as they were (a display sort)', () => {
    const before = cards.map((c) => ({ ...c }));
    sorted(cards, { column: 'estimate', direction: 'desc' }, fibonacci);
    expect(cards).toEqual(before);
  });
});

describe('sorting by score', () => {
  // Value ÷ Effort: 1 → 8 ÷ 2 = 4, 2 → none (no value), 3 → 9 ÷ 1 = 9, 4 → none (effort 0), 5 → 2 ÷ 1 = 2.
  const cards = [
    card(1, { value: 8, estimate: '2' }),
    card(2, { estimate: '3' }),
    card(3, { value: 9, estimate: '1' }),
    card(4, { value: 5, estimate: '0' }),
    card(5, { value: 2, estimate: '1' }),
  ];

  it('sorts by the score’s value, cards without a score last in both directions', () => {
    expect(sorted(cards, { column: 'score', direction: 'asc' }, fibonacci)).toEqual([5, 1, 3, 2, 4]);
    expect(sorted(cards, { column: 'score', direction: 'desc' }, fibonacci)).toEqual([3, 1, 5, 2, 4]);
  });

  it('keeps rank order when the project has no scoring model (no card has a score)', () => {
    const none = { ...fibonacci, scoringModel: 'none' as const };
    expect(sorted(cards, { column: 'score', direction: 'desc' }, none)).toEqual([1, 2, 3, 4, 5]);
  });
});

describe('the No estimate filter', () => {
  const cards = [card(1, { estimate: '3' }), card(2), card(3, { estimate: '5' }), card(4)];
  const run = (estimates: string[]) =>
    cards.filter(cardMatcher({ ...defaultFilters(), estimates }, [], [])).map((c) => c.id);

  it('keeps the cards whose estimate is none, alone or with values of the deck', () => {
    expect(run([])).toEqual([1, 2, 3, 4]);
    expect(run([NO_ESTIMATE_VALUE])).toEqual([2, 4]);
    expect(run([NO_ESTIMATE_VALUE, '5'])).toEqual([2, 3, 4]);
    expect(run(['3'])).toEqual([1]);
  });

  it('counts as an active filter and starts empty', () => {
    expect(defaultFilters().estimates).toEqual([]);
    expect(activeFilterCount({ ...defaultFilters(), estimates: [NO_ESTIMATE_VALUE] })).toBe(1);
  });
});

describe('points', () => {
  it('adds the estimates up as effort and counts the cards that add nothing', () => {
    const cards = [{ estimate: '8' }, { estimate: '13' }, { estimate: null }, { estimate: '0' }];
    expect(estimateTotal(cards, fibonacci)).toEqual({ points: 21, unestimated: 1 });
    const halves = [{ estimate: '½' }, { estimate: '½' }, { estimate: '½' }];
    expect(estimateTotal(halves, { deck: 'modifiedFibonacci', customDeck: null })).toEqual({
      points: 1.5,
      unestimated: 0,
    });
  });

  it('adds T-shirt sizes up as their steps', () => {
    const cards = [{ estimate: 'XS' }, { estimate: 'L' }, { estimate: 'XL' }];
    expect(estimateTotal(cards, sizes).points).toBe(1 + 5 + 8);
  });

  it('reads "1 point", "21 points", and says how many cards lack an estimate', () => {
    expect(pointsText(1)).toBe('1 point');
    expect(pointsText(0)).toBe('0 points');
    expect(pointsText(0.1 + 0.2)).toBe('0.3 points');
    expect(estimateTotalText({ points: 21, unestimated: 0 })).toBe('21 points');
    expect(estimateTotalText({ points: 21, unestimated: 3 })).toBe('21 points · 3 unestimated');
  });

  it('takes the open project’s setting, the defaults without one', () => {
    expect(scoringSettingOf(null)).toEqual(DEFAULT_SCORING_SETTING);
    expect(scoringSettingOf({ ...sizes, scoringModel: 'rice' })).toEqual({ ...sizes, scoringModel: 'rice' });
  });
});
