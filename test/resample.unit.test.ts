// bench/resample.ts: the 95 % interval bench:api prints beside history's price, the rounds drawn again.
import { describe, expect, it } from 'vitest';
import { bootstrapInterval } from '../bench/resample';
import { median } from '../bench/realtimeStats';

const middle = ([rounds]: number[][]) => median(rounds!);
/** `count` rounds spread evenly over 90–110. */
const spread = (count: number) => Array.from({ length: count }, (_, i) => 90 + (20 * i) / (count - 1));

describe('bootstrapInterval', () => {
  it('is a point when every round agrees', () => {
    expect(bootstrapInterval([[97, 97, 97, 97]], middle)).toEqual([97, 97]);
  });

  it('holds the figure of the rounds as they were, inside their range', () => {
    const [low, high] = bootstrapInterval([spread(10)], middle);
    expect(low).toBeLessThan(100);
    expect(high).toBeGreaterThan(100);
    expect(low).toBeGreaterThanOrEqual(90);
    expect(high).toBeLessThanOrEqual(110);
  });

  it('narrows as rounds are added', () => {
    const width = ([low, high]: [number, number]) => high - low;
    expect(width(bootstrapInterval([spread(100)], middle))).toBeLessThan(
      width(bootstrapInterval([spread(6)], middle)),
    );
  });

  it('draws each group on its own (a ratio of two medians)', () => {
    const ratio = ([a, b]: number[][]) => (median(a!) / median(b!)) * 100;
    const [low, high] = bootstrapInterval([[95, 95, 95], spread(10)], ratio);
    expect(low).toBeLessThan(95);
    expect(high).toBeGreaterThan(95);
  });
});
