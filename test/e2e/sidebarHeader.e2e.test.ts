// Browser: the sidebar's impact filter chips draw each impact as the backlog does (an image, never an emoji that
// is an empty box without a colour-emoji font), and the header gives the project's name room beside its
// actions with the sidebar open: at 1280 px a usual name is shown whole, a long one is cut with its full
// text a hover away. Light and dark, at 1280, 1440 and 390 px.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { IMPACTS } from '../../common/schemas/cards';
import { makeProject } from '../../server/test/workspace';
import { seedBoard, type Board } from './boardFlows';
import { openSignedIn } from './flows';
import { DESKTOP, describeE2E, PHONE, screenshot, startE2E, type E2E } from './harness';
import { dismissAllToasts, shown } from './waits';

const USUAL_NAME = 'Customer onboarding redesign';
const LONG_NAME = 'Customer onboarding and self-service billing portal redesign for enterprise accounts 2027';
const WIDTHS = [
  { name: 'desktop', size: DESKTOP },
  { name: 'wide', size: { width: 1440, height: 900 } },
  { name: 'phone', size: PHONE },
] as const;

/** The header's project name: its text, how wide it is shown and how wide it would be whole. */
const projectName = (page: Page) =>
  page
    .locator('header h1')
    .evaluate((h1) => ({ text: h1.textContent, shown: h1.clientWidth, whole: h1.scrollWidth }));

/** The header's background in each scheme (the theme's `surface`). */
const SURFACE = { light: 'rgb(255, 255, 255)', dark: 'rgb(22, 24, 28)' };

/** Switches the colour scheme and waits for the app to draw it, its colours' transitions over. */
async function scheme(page: Page, colorScheme: 'light' | 'dark') {
  await page.emulateMedia({ colorScheme });
  await page.waitForFunction(
    (surface) =>
      getComputedStyle(document.querySelector('header')!).backgroundColor === surface &&
      document.getAnimations().length === 0,
    SURFACE[colorScheme],
  );
}

async function openSidebar(page: Page) {
  const open = page.getByRole('button', { name: 'Open sidebar' });
  if (await open.isVisible()) await open.click();
  await shown(page.getByRole('group', { name: 'Impact' }));
}

describeE2E('the sidebar filter chips and the header', () => {
  let e2e: E2E;
  let board: Board;

  beforeAll(async () => {
    e2e = await startE2E();
    board = await seedBoard(e2e.server);
    const folderId = (await board.api.get(`/api/projects/${board.projectId}`)).body.parentId as number;
    await makeProject(board.api, folderId, 'COR', USUAL_NAME);
    await makeProject(board.api, folderId, 'BIG', LONG_NAME);
  });
  afterAll(() => e2e?.close());

  /** Opens the project named `name` from the sidebar, which stays (or is again) open. */
  async function openProject(page: Page, name: string) {
    await openSidebar(page);
    await page.getByRole('list', { name: 'Projects' }).getByRole('button', { name }).click();
    await expect.poll(async () => (await projectName(page)).text).toBe(name);
    await openSidebar(page);
  }

  async function boardAt(size: { width: number; height: number }, name: string) {
    const page = await e2e.newPage(size);
    await openSignedIn(page, e2e.server, board.planner.user);
    await dismissAllToasts(page);
    await openProject(page, name);
    return page;
  }

  it('draws each impact chip with the backlog’s icon and its name', async () => {
    for (const { name, size } of WIDTHS) {
      const page = await boardAt(size, USUAL_NAME);
      const chips = page.getByRole('group', { name: 'Impact' }).getByRole('button');
      await expect.poll(() => chips.count()).toBe(IMPACTS.length);
      for (const chip of await chips.all()) {
        const text = (await chip.innerText()).trim();
        expect(text, name).not.toMatch(/\p{Extended_Pictographic}/u);
        expect(text.length, name).toBeGreaterThan(0);
        expect(await chip.locator('svg[data-impact]').count(), `${name}: ${text}`).toBe(1);
      }
      for (const colors of ['light', 'dark'] as const) {
        await scheme(page, colors);
        await screenshot(page, `sidebar-chips-${name}-${colors}`);
      }
      await page.close();
    }
  });

  it('shows a usual project name whole at 1280 px with the sidebar open, and a long one on hover', async () => {
    for (const { name, size } of WIDTHS) {
      const page = await boardAt(size, USUAL_NAME);
      const usual = await projectName(page);
      expect(usual.shown, `${name}: "${USUAL_NAME}" is cut`).toBeGreaterThanOrEqual(usual.whole);
      for (const colors of ['light', 'dark'] as const) {
        await scheme(page, colors);
        await screenshot(page, `header-usual-${name}-${colors}`);
      }
      await openProject(page, LONG_NAME);
      // On a phone the sidebar lies over the header: closed, the name has the first line to itself.
      if (size === PHONE) await page.getByRole('button', { name: 'Close sidebar' }).click();
      const long = await projectName(page);
      // Cut, but with room for far more than a few letters (some 25 at least).
      expect(long.shown, name).toBeGreaterThanOrEqual(Math.min(long.whole, 240));
      if (long.shown < long.whole) {
        await page.locator('header h1').hover();
        await shown(page.getByRole('tooltip', { name: LONG_NAME }));
      }
      await screenshot(page, `header-long-${name}`);
      await page.close();
    }
  });
});
