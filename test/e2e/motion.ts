// What moves on a page by itself: motion that starts on its own must stop within five seconds (WCAG 2.2.2
// Pause, Stop, Hide; client/src/ui/pulse.ts), and a page at rest moves nothing (a loop repaints it sixty times
// a second on every screen that shows it).
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { MOTION_LIMIT_MS } from '../../client/src/ui/pulse';

/**
 * In the page: every element, ::before and ::after whose CSS animations last longer than `limit` ms in all
 * (a loop included), as "tag.class::pseudo duration × count". A loading indicator (role progressbar or
 * status with aria-busy) is exempt: its motion is the news.
 */
function motionOver(limit: number): string[] {
  const seconds = (value: string) => (value.endsWith('ms') ? parseFloat(value) / 1000 : parseFloat(value));
  const found: string[] = [];
  for (const element of document.querySelectorAll('*')) {
    if (element.closest('[role="progressbar"], [aria-busy="true"]')) continue;
    for (const pseudo of [null, '::before', '::after']) {
      const style = getComputedStyle(element, pseudo);
      if (style.animationName === 'none') continue;
      const durations = style.animationDuration.split(',');
      style.animationIterationCount.split(',').forEach((count, index) => {
        const duration = seconds(durations[index % durations.length]!.trim());
        const total = count.trim() === 'infinite' ? Infinity : duration * parseFloat(count);
        if (total * 1000 > limit)
          found.push(
            `${element.tagName.toLowerCase()}.${element.getAttribute('class') ?? ''}${pseudo ?? ''} ${duration}s × ${count}`,
          );
      });
    }
  }
  return found;
}

/** Nothing on the page moves by itself for more than five seconds, and once it has stopped nothing runs. */
export async function expectMotionToStop(page: Page, label: string) {
  expect(await page.evaluate(motionOver, MOTION_LIMIT_MS), `${label}: motion over 5 s`).toEqual([]);
  await expect
    .poll(
      () => page.evaluate(() => document.getAnimations().filter((a) => a.playState === 'running').length),
      { message: `${label}: animations still running` },
    )
    .toBe(0);
}
