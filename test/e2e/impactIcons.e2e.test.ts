// Browser: an impact is never only an emoji — on a machine without a colour-emoji font
// that is an empty box. In the narrow backlog, on roadmap chips, in the releases overview and on the
// projector each impact is an image named by the impact or its written name.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { seedBoard, type Board } from './boardFlows';
import { openSignedIn } from './flows';
import { describeE2E, PHONE, screenshot, startE2E, type E2E } from './harness';
import { dismissAllToasts, shown } from './waits';

/** Visible elements whose whole text is emoji pictographs (an impact shown by its emoji alone). */
const emojiOnly = (page: Page) =>
  page.evaluate(() =>
    [...document.body.querySelectorAll<HTMLElement>('*')]
      .filter((el) => el.offsetWidth > 0 && el.offsetHeight > 0)
      .map((el) => el.innerText?.trim() ?? '')
      .filter((text) => text !== '' && /^[\p{Extended_Pictographic}\uFE0F\u200D\s]+$/u.test(text)),
  );

describeE2E('impacts without an emoji font', () => {
  let e2e: E2E;
  let board: Board;

  beforeAll(async () => {
    e2e = await startE2E();
    board = await seedBoard(e2e.server);
  });
  afterAll(() => e2e?.close());

  it('names every impact in the narrow backlog, the roadmap and the releases overview', async () => {
    const page = await e2e.newPage(PHONE);
    await openSignedIn(page, e2e.server, board.planner.user);
    await dismissAllToasts(page);
    const closeSidebar = page.getByRole('button', { name: 'Close sidebar' });
    if (await closeSidebar.isVisible()) await closeSidebar.click();
    await shown(page.getByRole('img', { name: 'TBD' }).first());
    expect(await emojiOnly(page)).toEqual([]);
    await screenshot(page, 'impact-backlog');
    await page.emulateMedia({ colorScheme: 'dark' });
    await screenshot(page, 'impact-backlog-dark');
    await page.emulateMedia({ colorScheme: 'light' });

    await page.setViewportSize({ width: 1440, height: 900 });
    const openSidebar = page.getByRole('button', { name: 'Open sidebar' });
    if (await openSidebar.isVisible()) await openSidebar.click();
    for (const view of ['Roadmap', 'Releases'] as const) {
      await page.getByRole('tab', { name: view }).click();
      await shown(page.locator('svg[data-impact]').first());
      expect(await emojiOnly(page), view).toEqual([]);
    }
    await shown(page.getByRole('article', { name: 'Spring' }).getByRole('img', { name: 'Rush' }).first());
  });

  it('draws impacts as named images on the projector', async () => {
    const link = await board.api.post(`/api/projects/${board.projectId}/room-links`);
    const url = new URL(link.body.url);
    const page = await e2e.newPage({ width: 1920, height: 1080 });
    await page.goto(url.pathname + url.hash);
    await shown(page.locator('[data-testid="present-grid"]'));
    await shown(page.locator('svg[data-impact="rush"]').first());
    expect(await emojiOnly(page)).toEqual([]);
    await screenshot(page, 'impact-projector');
  });
});
