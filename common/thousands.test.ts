import { describe, expect, it } from 'vitest';
import { thousands } from './thousands';

describe('thousands', () => {
  it('writes whole numbers as en-US does, without ICU', () => {
    for (const n of [0, 7, 999, 1000, 10_000, 123_456, 1_000_000, -1000, -999])
      expect(thousands(n)).toBe(n.toLocaleString('en-US'));
  });

  it('keeps a fraction as it is', () => {
    expect(thousands(1234.5)).toBe('1,234.5');
    expect(thousands(0.25)).toBe('0.25');
  });
});
