// bench/targets.ts prints every figure against its target; a miss must never read as the target itself.
import { afterEach, expect, it, vi } from 'vitest';
import { target } from '../bench/targets';

const printed = () => {
  const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
  return () => log.mock.calls.map((call) => String(call[0]));
};
afterEach(() => vi.restoreAllMocks());

it('prints a near miss with the digits that tell it from the target', () => {
  const lines = printed();
  expect(target('creates', 799.6, '≥', 800, '/s', 0)).toBe(false);
  expect(target('move', 4.004, '≤', 4, 'ms')).toBe(false);
  expect(lines()).toEqual([
    'creates: 799.6/s (target ≥ 800/s) — missed',
    'move: 4.004 ms (target ≤ 4 ms) — missed',
  ]);
});

it('keeps the asked digits when the figure is met or plainly missed', () => {
  const lines = printed();
  expect(target('creates', 800.4, '≥', 800, '/s', 0)).toBe(true);
  expect(target('creates', 517.2, '≥', 800, '/s', 0)).toBe(false);
  expect(target('load', null, '≤', 30, 'ms')).toBe(false);
  expect(lines()).toEqual([
    'creates: 800/s (target ≥ 800/s) — met',
    'creates: 517/s (target ≥ 800/s) — missed',
    'load: — (target ≤ 30 ms) — not measured',
  ]);
});
