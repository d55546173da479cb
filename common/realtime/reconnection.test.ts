import { describe, expect, it } from 'vitest';
import { RECONNECTION, reconnectDelayMs } from './reconnection';

describe('reconnectDelayMs', () => {
  it('spreads the first attempt from at once to two reconnection delays', () => {
    const delays = Array.from({ length: 2000 }, () => reconnectDelayMs(0));
    expect(Math.min(...delays)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...delays)).toBeLessThanOrEqual(RECONNECTION.reconnectionDelay * 2);
    // Over the whole span: some come back within the first tenth of it, some in the last.
    expect(Math.min(...delays)).toBeLessThan(RECONNECTION.reconnectionDelay / 5);
    expect(Math.max(...delays)).toBeGreaterThan(RECONNECTION.reconnectionDelay * 1.8);
    // Spread, not one value: a node's clients must not come back in the same millisecond.
    expect(new Set(delays).size).toBeGreaterThan(100);
  });

  it('doubles each attempt up to the maximum, as Socket.IO does', () => {
    expect(reconnectDelayMs(0, 0)).toBe(500);
    expect(reconnectDelayMs(1, 0)).toBe(1000);
    expect(reconnectDelayMs(2, 0)).toBe(2000);
    expect(reconnectDelayMs(3, 0)).toBe(RECONNECTION.reconnectionDelayMax);
    expect(reconnectDelayMs(8, 0.99)).toBe(RECONNECTION.reconnectionDelayMax);
    // 0.15: floor(1.5) is odd, so the deviation is added: 500 + floor(0.15 × 1 × 500).
    expect(reconnectDelayMs(0, 0.15)).toBe(575);
    expect(reconnectDelayMs(0, 0.25)).toBe(375);
  });
});
