// The value × effort view's rules: axes from the deck and the 1–10 value, quadrants split at each axis's
// middle, cards placed or set apart with the reason, and one keyboard step at a time, stopping at the edges.
import { describe, expect, it } from 'vitest';
import type { DeckSetting } from '../estimation';
import { card } from '../test/factories';
import {
  buildMatrix,
  lowerHalves,
  matrixAxes,
  placeFields,
  placeText,
  placementOf,
  quadrantOf,
  stepPlace,
  type MatrixPlace,
} from './matrix';

const fibonacci: DeckSetting = { deck: 'fibonacci', customDeck: null };
const sizes: DeckSetting = { deck: 'tshirt', customDeck: null };
const fib = matrixAxes(fibonacci);
const shirts = matrixAxes(sizes);

describe('axes', () => {
  it('takes the deck’s values in order as efforts and 1–10 as values', () => {
    expect(fib.efforts).toEqual(['0', '1', '2', '3', '5', '8', '13', '21']);
    expect(fib.values).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(matrixAxes({ deck: 'custom', customDeck: ['small', 'big'] }).efforts).toEqual(['small', 'big']);
  });
});

describe('quadrants', () => {
  const at = (value: number, step: number) => quadrantOf(fib, { value, step });

  it('splits value at 5 | 6 and an even deck in halves', () => {
    expect(at(6, 3)).toBe('quickWins'); // value 6, estimate 3
    expect(at(10, 0)).toBe('quickWins');
    expect(at(6, 4)).toBe('bigBets'); // estimate 5
    expect(at(5, 3)).toBe('fillIns');
    expect(at(1, 7)).toBe('timeSinks');
    expect(at(5, 4)).toBe('timeSinks');
  });

  it('counts the middle of an odd deck as low effort', () => {
    expect(quadrantOf(shirts, { value: 9, step: 2 })).toBe('quickWins'); // M
    expect(quadrantOf(shirts, { value: 9, step: 3 })).toBe('bigBets'); // L
    const one = matrixAxes({ deck: 'custom', customDeck: ['any'] });
    expect(quadrantOf(one, { value: 2, step: 0 })).toBe('fillIns');
    expect(lowerHalves(shirts)).toEqual({ efforts: 3, values: 5 });
    expect(lowerHalves(one)).toEqual({ efforts: 1, values: 5 });
  });
});

describe('placement', () => {
  it('places a card with a value and an estimate of the deck', () => {
    expect(placementOf(fib, { value: 8, estimate: '3' })).toEqual({
      placed: true,
      place: { value: 8, step: 3 },
    });
  });

  it('says what a card lacks or holds that the matrix cannot show', () => {
    const reason = (value: number | null, estimate: string | null) => {
      const placement = placementOf(fib, { value, estimate });
      return placement.placed ? 'placed' : placement.reason;
    };
    expect(reason(null, null)).toBe('Needs Value and Estimate');
    expect(reason(4, null)).toBe('Needs Estimate');
    expect(reason(null, '5')).toBe('Needs Value');
    expect(reason(4, 'M')).toBe('Estimate “M” is not in the deck');
    expect(reason(null, 'M')).toBe('Needs Value · Estimate “M” is not in the deck');
    expect(reason(7.5, '5')).toBe('Value 7.5 is not a whole number from 1 to 10');
  });
});

describe('the model', () => {
  it('groups cards by place in the order given, counts quadrants, and sets the rest apart', () => {
    const cards = [
      card(1, { value: 8, estimate: '1' }),
      card(2, { value: 2, estimate: '21' }),
      card(3),
      card(4, { value: 8, estimate: '1' }),
      card(5, { value: 9, estimate: 'XL' }),
    ];
    const model = buildMatrix(fibonacci, cards);
    expect(model.cells.get('8:1')?.map((c) => c.id)).toEqual([1, 4]);
    expect(model.cells.get('2:7')?.map((c) => c.id)).toEqual([2]);
    expect(model.unplaced.map(({ card: c, reason }) => [c.id, reason])).toEqual([
      [3, 'Needs Value and Estimate'],
      [5, 'Estimate “XL” is not in the deck'],
    ]);
    expect(model.counts).toEqual({ quickWins: 2, bigBets: 0, fillIns: 0, timeSinks: 1 });
  });

  it('has no cells and no cards apart for no cards', () => {
    const model = buildMatrix(sizes, []);
    expect(model.cells.size).toBe(0);
    expect(model.unplaced).toEqual([]);
  });
});

describe('one step', () => {
  const from: MatrixPlace = { value: 5, step: 3 };

  it('moves effort left and right, value up and down', () => {
    expect(stepPlace(fib, from, 'left')).toEqual({ value: 5, step: 2 });
    expect(stepPlace(fib, from, 'right')).toEqual({ value: 5, step: 4 });
    expect(stepPlace(fib, from, 'up')).toEqual({ value: 6, step: 3 });
    expect(stepPlace(fib, from, 'down')).toEqual({ value: 4, step: 3 });
  });

  it('stops at every edge', () => {
    expect(stepPlace(fib, { value: 10, step: 0 }, 'up')).toBeNull();
    expect(stepPlace(fib, { value: 10, step: 0 }, 'left')).toBeNull();
    expect(stepPlace(fib, { value: 1, step: 7 }, 'down')).toBeNull();
    expect(stepPlace(fib, { value: 1, step: 7 }, 'right')).toBeNull();
  });

  it('writes the value and the estimate of a place, and reads it out', () => {
    expect(placeFields(shirts, { value: 7, step: 1 })).toEqual({ value: 7, estimate: 'S' });
    expect(placeText(shirts, { value: 7, step: 1 })).toBe('Value 7, estimate S (Quick wins)');
    expect(placeText(fib, { value: 3, step: 6 })).toBe('Value 3, estimate 13 (Time sinks)');
  });
});
