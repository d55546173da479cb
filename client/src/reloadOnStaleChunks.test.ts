// @vitest-environment happy-dom
// A missing chunk after a redeploy reloads the page once, not in a loop.
import { beforeEach, expect, it, vi } from 'vitest';
import { reloadOnStaleChunks } from './reloadOnStaleChunks';

beforeEach(() => window.sessionStorage.clear());

it('reloads on the first failed chunk, and lets a second failure right after through', () => {
  const reload = vi.fn();
  const target = new EventTarget() as unknown as Window;
  Object.assign(target, { sessionStorage: window.sessionStorage });
  reloadOnStaleChunks(target, reload);

  const first = new Event('vite:preloadError', { cancelable: true });
  target.dispatchEvent(first);
  expect(reload).toHaveBeenCalledTimes(1);
  expect(first.defaultPrevented).toBe(true);

  const second = new Event('vite:preloadError', { cancelable: true });
  target.dispatchEvent(second);
  expect(reload).toHaveBeenCalledTimes(1);
  expect(second.defaultPrevented).toBe(false);
});
