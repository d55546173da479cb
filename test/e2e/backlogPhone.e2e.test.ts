// Browser: the backlog on a phone (390×844) and a scrolled list. On a phone a planner ranks cards
// with Move up / Move down and the drag handle (the order is kept after a reload), reads the client and
// project names in the header, reads titles on two lines, and sees a quick-added card; a list scrolled by
// the app never leaves a row's checkbox half under the sticky header (axe: no serious issue).
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { makeWorkspace, type Workspace } from '../../server/test/workspace';
import { expectNoSeriousViolations } from './axe';
import { backlogProjects, list, quickAdd, restingBox, row, sortBy, titles } from './backlogFlows';
import { openSignedIn } from './flows';
import { describeE2E, PHONE, screenshot, startE2E, type E2E } from './harness';
import { expectNoProblems, SIGNED_OUT_PROBE } from './problems';
import { dismissAllToasts, dragTo, shown } from './waits';

const LONG_TITLE = 'Fix tax rounding on invoices with VAT display';
const TITLES = [
  'Sign up with Google',
  'Dark theme',
  LONG_TITLE,
  ...Array.from({ length: 15 }, (_, i) => `Idea ${i + 4}`),
];

/** The locator's box lies inside the page's viewport and below the list's sticky header. */
async function inView(page: Page, locator: Locator) {
  const box = await locator.boundingBox();
  const header = await list(page).getByRole('row').first().boundingBox();
  const viewport = page.viewportSize()!;
  if (!box || !header) return false;
  return box.y >= header.y + header.height - 1 && box.y + box.height <= viewport.height + 1;
}

/** The sidebar opens over a phone's board (spec 2: open by default). */
async function closeSidebar(page: Page) {
  await page.getByRole('button', { name: 'Close sidebar' }).click();
  await shown(page.getByRole('button', { name: 'Open sidebar' }));
}

describeE2E('backlog on a phone in Chromium', () => {
  let e2e: E2E;
  let ws: Workspace;
  const { data, seedProject } = backlogProjects(() => ({ e2e, ws }));
  const rankOrder = async (projectId: number) =>
    ((await data(projectId)).cards as { title: string; order: string }[])
      .sort((a, b) => Number(a.order) - Number(b.order))
      .map((card) => card.title);

  beforeAll(async () => {
    e2e = await startE2E();
    ws = await makeWorkspace(e2e.server, 'APP');
    await ws.owner.client.put(`/api/clients/${ws.clientId}`, { name: 'Northwind Traders' });
  });
  afterAll(() => e2e?.close());

  async function openOnPhone(name: string) {
    const page = await e2e.newPage(PHONE);
    await openSignedIn(page, e2e.server, ws.owner.user);
    await page.getByText(name, { exact: true }).first().click();
    await shown(page.getByRole('heading', { name }));
    await closeSidebar(page);
    await dismissAllToasts(page);
    return page;
  }

  it('moves cards, names client and project, wraps titles and shows a quick-added card', async () => {
    const { projectId } = await seedProject('Checkout redesign', 'CHK', () => TITLES.map((t) => [t]));
    const page = await openOnPhone('Checkout redesign');

    // The header names both, in full.
    for (const text of ['Northwind Traders', 'Checkout redesign']) {
      const name = page.locator('header').getByText(text, { exact: true });
      await shown(name);
      expect(await name.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    }

    await sortBy(page, 'Rank', 'ascending');
    await expect.poll(() => titles(page).then((t) => t.slice(0, 3))).toEqual(TITLES.slice(0, 3));

    // A long title wraps onto a second line instead of being cut.
    const long = row(page, LONG_TITLE).getByRole('button', { name: LONG_TITLE });
    expect(await long.evaluate((el) => el.scrollHeight <= el.clientHeight && el.clientHeight > 24)).toBe(
      true,
    );

    // Move up, then the handle: the grip is there and drags.
    await row(page, 'Dark theme').getByRole('button', { name: 'Move CHK-002 up' }).click();
    await expect
      .poll(() => titles(page).then((t) => t.slice(0, 3)))
      .toEqual(['Dark theme', 'Sign up with Google', LONG_TITLE]);
    const moveDown = row(page, 'Dark theme').getByRole('button', { name: 'Move CHK-002 down' });
    await moveDown.click();
    await expect
      .poll(() => titles(page).then((t) => t.slice(0, 3)))
      .toEqual(['Sign up with Google', 'Dark theme', LONG_TITLE]);
    await moveDown.click();
    const moved = ['Sign up with Google', LONG_TITLE, 'Dark theme'];
    await expect.poll(() => titles(page).then((t) => t.slice(0, 3))).toEqual(moved);
    await expect.poll(() => rankOrder(projectId).then((t) => t.slice(0, 3))).toEqual(moved);

    const handle = row(page, 'Idea 4').getByRole('button', { name: /^Reorder CHK-004/ });
    await shown(handle);
    const from = await restingBox(handle);
    const to = await restingBox(row(page, 'Sign up with Google'));
    const x = from.x + from.width / 2;
    await dragTo(page, { x, y: from.y + from.height / 2 }, { x, y: to.y + to.height / 2 }, { steps: 15 });
    const dragged = ['Idea 4', 'Sign up with Google', LONG_TITLE, 'Dark theme'];
    await expect.poll(() => rankOrder(projectId).then((t) => t.slice(0, 4))).toEqual(dragged);

    // After a reload the order (and the rank sort) is still there.
    await page.reload();
    await shown(row(page, 'Idea 4'));
    await closeSidebar(page);
    await expect.poll(() => titles(page).then((t) => t.slice(0, 4))).toEqual(dragged);
    await screenshot(page, 'backlog-phone');

    // A quick-added card goes last in rank, far below: the list brings it into view.
    await quickAdd(page).fill('Export to PDF');
    await quickAdd(page).press('Enter');
    const added = row(page, 'Export to PDF');
    await shown(added);
    await expect.poll(() => inView(page, added)).toBe(true);
    await dismissAllToasts(page);
    await page.emulateMedia({ colorScheme: 'dark' });
    await screenshot(page, 'backlog-phone-dark');
    await page.emulateMedia({ colorScheme: 'light' });

    // Bulk Add lists what it will create; a line keeps its comma.
    await page.getByRole('button', { name: 'Bulk Add' }).click();
    const dialog = await shown(page.getByRole('dialog', { name: 'Bulk Add Features' }));
    await dialog
      .getByLabel('Feature Titles (one per line or comma-separated)')
      .fill('Fix tax rounding, VAT display\nSaved searches\nSlack alerts for blocked cards');
    await shown(dialog.getByText('Ready to add 3 features'));
    await screenshot(page, 'backlog-phone-bulk-add');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expectNoProblems(page, [SIGNED_OUT_PROBE]);
  });

  it('leaves no row half under the sticky header when the list scrolls to a card (axe)', async () => {
    const many = Array.from({ length: 60 }, (_, i) => `Scroll idea ${i + 1}`);
    const { projectId } = await seedProject('Long list', 'LNG', () => many.map((t) => [t]));
    const page = await e2e.newPage({ width: 1440, height: 900 });
    await openSignedIn(page, e2e.server, ws.owner.user);
    await page.getByText('Long list', { exact: true }).first().click();
    await shown(page.getByRole('heading', { name: 'Long list' }));
    await dismissAllToasts(page);
    await sortBy(page, 'Rank', 'ascending');

    // Scrolled by hand to a place where a row would be half under the header: the list settles on a row.
    await list(page).evaluate((el) => el.scrollTo({ top: 10 * 44 + 12 }));
    await restingBox(row(page, 'Scroll idea 12'));
    await expectNoSeriousViolations(page, 'the backlog scrolled by hand');

    // A meeting's spotlight on a card far down: the facilitator's list brings it to the middle.
    const api = ws.owner.client;
    const spotlight = (await data(projectId)).cards.find(
      (c: { title: string }) => c.title === 'Scroll idea 37',
    );
    const meeting = (await api.post(`/api/projects/${projectId}/meeting`)).body;
    expect((await api.patch(`/api/meetings/${meeting.id}`, { spotlightCardId: spotlight.id })).status).toBe(
      200,
    );
    const spotlit = list(page).locator(`[data-card-id="${spotlight.id}"][data-spotlight]`);
    await shown(spotlit);
    await expect.poll(() => inView(page, spotlit)).toBe(true);
    await restingBox(spotlit);
    await expectNoSeriousViolations(page, 'the backlog scrolled to the spotlight');
    await screenshot(page, 'backlog-scrolled');
    await page.emulateMedia({ colorScheme: 'dark' });
    await screenshot(page, 'backlog-scrolled-dark');
    await page.emulateMedia({ colorScheme: 'light' });

    // A quick-added card goes last in rank: the list follows it, with no row under the header either.
    await quickAdd(page).fill('Scrolled into view');
    await quickAdd(page).press('Enter');
    await shown(row(page, 'Scrolled into view'));
    await expect.poll(() => inView(page, row(page, 'Scrolled into view'))).toBe(true);
    expectNoProblems(page, [SIGNED_OUT_PROBE]);
  });
});
