// The projector's fit as a browser sees it: on every page of releases nothing scrolls, each card's
// box lies inside the viewport, and no card is drawn too small to read.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { screenshot } from './harness';
import { settled, shown } from './waits';

/** Smallest on-screen chip height allowed: its 20 px title (of a 70 px chip) stays at least 10 px. */
const MIN_CHIP_HEIGHT = (70 * 10) / 20 - 0.5;

async function pageCount(page: Page) {
  const label = await page
    .getByTestId('present-page')
    .getAttribute('aria-label', { timeout: 500 })
    .catch(() => null);
  return label ? Number(/of (\d+)/.exec(label)![1]) : 1;
}

/** What one screen shows: scroll sizes, the viewport and every chip's box. */
const measure = (page: Page) =>
  page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    scrollHeight: document.documentElement.scrollHeight,
    width: window.innerWidth,
    height: window.innerHeight,
    chips: [...document.querySelectorAll<HTMLElement>('[data-card-id]')].map((chip) => {
      const box = chip.getBoundingClientRect();
      return {
        id: Number(chip.dataset.cardId),
        left: box.left,
        top: box.top,
        right: box.right,
        bottom: box.bottom,
      };
    }),
  }));

/** Walks every page: nothing scrolls, each chip is inside the viewport and big enough; returns the ids seen. */
export async function expectAllCardsFit(page: Page, name: string) {
  await shown(page.getByTestId('present-grid'));
  await settled(page); // the scale eases in over 320 ms after a resize
  const pages = await pageCount(page);
  const seen = new Set<number>();
  for (let index = 0; index < pages; index++) {
    if (index > 0) {
      await page.keyboard.press('ArrowRight');
      await shown(page.getByTestId('present-page').getByText(`Page ${index + 1} of ${pages}`));
      await settled(page);
    }
    const shot = await measure(page);
    expect(shot.scrollWidth).toBeLessThanOrEqual(shot.width);
    expect(shot.scrollHeight).toBeLessThanOrEqual(shot.height);
    for (const chip of shot.chips) {
      expect(chip.left, `card ${chip.id}`).toBeGreaterThanOrEqual(0);
      expect(chip.top, `card ${chip.id}`).toBeGreaterThanOrEqual(0);
      expect(chip.right, `card ${chip.id}`).toBeLessThanOrEqual(shot.width);
      expect(chip.bottom, `card ${chip.id}`).toBeLessThanOrEqual(shot.height);
      expect(chip.bottom - chip.top, `card ${chip.id}`).toBeGreaterThanOrEqual(MIN_CHIP_HEIGHT);
      seen.add(chip.id);
    }
    await screenshot(page, `${name}-page${index + 1}`);
  }
  for (let index = pages - 1; index > 0; index--) await page.keyboard.press('ArrowLeft');
  return { seen, pages };
}
