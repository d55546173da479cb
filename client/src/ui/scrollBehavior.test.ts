// @vitest-environment happy-dom
// A scroll the app starts by itself is smooth, and at once for someone who asked for less motion.
import { afterEach, expect, it } from 'vitest';
import { appScroll } from './scrollBehavior';

/** happy-dom's stand-in for the system setting behind `prefers-reduced-motion`. */
const device = () =>
  (window as unknown as { happyDOM: { settings: { device: { prefersReducedMotion: string } } } }).happyDOM
    .settings.device;

afterEach(() => {
  device().prefersReducedMotion = 'no-preference';
});

it('scrolls smoothly with no preference, and at once under reduced motion', () => {
  expect(appScroll()).toBe('smooth');
  device().prefersReducedMotion = 'reduce';
  expect(appScroll()).toBe('auto');
});
