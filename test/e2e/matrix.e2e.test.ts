// Browser: the value × effort view (docs/glossary.md, docs/estimation.md). A planner and a teammate look at
// it at once; a card dragged on one screen moves on the other, as does one moved with an arrow key (and the
// keyboard stays on it); a card set apart is dragged onto the matrix, which sets its value and estimate in
// one write, and Ctrl+Z takes it back. Checked against the server at each step; axe and screenshots at 1440
// and 390 px, light and dark.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createUser, signIn } from '../../server/test/factories';
import { grantShare, makeClient, makeFolder, makeProject } from '../../server/test/workspace';
import { expectNoSeriousViolations } from './axe';
import { seedBoard, type Board } from './boardFlows';
import { openSignedIn } from './flows';
import { describeE2E, PHONE, screenshot, startE2E, type E2E } from './harness';
import { ACTION_TIMEOUT, dismissAllToasts, pointerDrag, settleScheme, shown } from './waits';

const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: ACTION_TIMEOUT });
const place = (page: Page, value: number, estimate: string) =>
  page.locator(`td[data-value="${value}"][data-estimate="${estimate}"]`);
const chipAt = (page: Page, value: number, estimate: string, cardId: number) =>
  place(page, value, estimate).locator(`[data-card-id="${cardId}"]`);
const apart = (page: Page) => page.getByTestId('matrix-unplaced');

/** Light and dark at the page's size, each checked by axe and saved. */
async function lookAt(page: Page, name: string) {
  for (const colorScheme of ['light', 'dark'] as const) {
    await settleScheme(page, colorScheme);
    await expectNoSeriousViolations(page, `the value × effort view, ${colorScheme}`);
    await screenshot(page, `${name}-${colorScheme}`);
  }
  await settleScheme(page, 'light');
}

async function openMatrix(page: Page) {
  await page.getByRole('tab', { name: 'Value × Effort' }).click();
  await shown(page.getByRole('table', { name: 'Value × Effort' }));
}

describeE2E('the value × effort view in Chromium', () => {
  let e2e: E2E;
  let board: Board;

  beforeAll(async () => {
    e2e = await startE2E();
    board = await seedBoard(e2e.server);
    const { api, projectId, card } = board;
    await api.put(`/api/projects/${projectId}`, { scoringModel: 'valueEffort' });
    const inputs: [string, number, string][] = [
      ['Usage charts', 8, '2'],
      ['Invoices as PDF', 3, '13'],
      ['Guided tour', 9, '1'],
      ['Fix rounding', 2, '1'],
      ['Someday idea', 7, '8'],
    ];
    for (const [title, value, estimate] of inputs)
      await api.patch(`/api/cards/${card[title]}`, { value, estimate });
  });
  afterAll(() => e2e?.close());

  it('moves cards by drag and by key for everyone, places one set apart, and undoes it', async () => {
    const { planner, api, projectId, card, getCard } = board;
    const teammate = await createUser(e2e.server, { firstName: 'Tom', lastName: 'Mate' });
    const folderId = (await api.get(`/api/projects/${projectId}`)).body.parentId as number;
    await grantShare(e2e.server, folderId, planner.user.id, teammate);

    const page = await e2e.newPage({ width: 1440, height: 900 });
    await openSignedIn(page, e2e.server, planner.user);
    await dismissAllToasts(page);
    await openMatrix(page);
    const theirs = await e2e.newPage({ width: 1440, height: 900 });
    await openSignedIn(theirs, e2e.server, teammate.user);
    await dismissAllToasts(theirs);
    await openMatrix(theirs);

    const charts = card['Usage charts']!;
    const invoices = card['Invoices as PDF']!;
    const welcome = card['Welcome email']!;
    for (const p of [page, theirs]) {
      await shown(chipAt(p, 8, '2', charts));
      await shown(chipAt(p, 3, '13', invoices));
      await shown(apart(p).getByRole('button', { name: /^APP-\d+ Welcome email/ }));
      await shown(apart(p).getByText('Needs Value and Estimate').first());
    }
    await shown(page.locator('[data-quadrant="quickWins"]').getByText('2 cards'));
    await lookAt(page, 'matrix');

    // A drag on the planner's screen: Usage charts from a quick win to a big bet, on both screens.
    await pointerDrag(page, chipAt(page, 8, '2', charts), place(page, 9, '21'));
    await poll(() => getCard(charts)).toMatchObject({ value: 9, estimate: '21' });
    await shown(chipAt(theirs, 9, '21', charts));
    await shown(page.getByTestId('matrix-status').getByText(/moved to Value 9, estimate 21 \(Big bets\)/));

    // The teammate's keyboard: Up moves Invoices one value up, on both screens, and the focus stays on it.
    await theirs.locator(`[data-card-id="${invoices}"]`).focus();
    await theirs.keyboard.press('ArrowUp');
    await shown(chipAt(theirs, 4, '13', invoices));
    await poll(() => getCard(invoices)).toMatchObject({ value: 4, estimate: '13' });
    await shown(chipAt(page, 4, '13', invoices));
    await poll(() => theirs.evaluate(() => document.activeElement?.getAttribute('data-card-id'))).toBe(
      String(invoices),
    );
    await theirs.keyboard.press('ArrowLeft');
    await poll(() => getCard(invoices)).toMatchObject({ value: 4, estimate: '8' });
    await shown(chipAt(page, 4, '8', invoices));

    // A card set apart, dragged onto the matrix: value and estimate in one write; it leaves the list.
    const changes = async () =>
      ((await api.get(`/api/cards/${welcome}/history`)).body.entries as unknown[]).length;
    const before = await changes();
    // The planner's answer is held until Ctrl+Z has been pressed: the undo waits for it and takes the drop,
    // not the drag before it.
    let answer = () => {};
    const pressed = new Promise<void>((resolve) => (answer = resolve));
    await page.route(`**/api/cards/${welcome}`, async (route) => {
      if (route.request().method() !== 'PATCH') return route.continue();
      const response = await route.fetch();
      await pressed;
      await route.fulfill({ response });
    });
    await pointerDrag(page, apart(page).locator(`[data-card-id="${welcome}"]`), place(page, 6, '0'));
    await poll(() => getCard(welcome)).toMatchObject({ value: 6, estimate: '0' });
    await shown(chipAt(theirs, 6, '0', welcome));
    expect(await apart(theirs).locator(`[data-card-id="${welcome}"]`).count()).toBe(0);
    expect(await changes()).toBe(before + 1);

    // Ctrl+Z on the planner's screen takes it back to the list, for the teammate too.
    await page.keyboard.press('Control+z');
    answer();
    await poll(() => getCard(welcome)).toMatchObject({ value: null, estimate: null });
    await page.unroute(`**/api/cards/${welcome}`);
    expect(await getCard(charts)).toMatchObject({ value: 9, estimate: '21' });
    await shown(apart(theirs).locator(`[data-card-id="${welcome}"]`));
    await dismissAllToasts(page);
    await lookAt(theirs, 'matrix-moved');

    // The phone: the matrix scrolls sideways in its frame, the cards set apart follow below.
    const phone = await e2e.newPage(PHONE);
    await openSignedIn(phone, e2e.server, planner.user);
    await dismissAllToasts(phone);
    await openMatrix(phone);
    const closeSidebar = phone.getByRole('button', { name: 'Close sidebar' });
    if (await closeSidebar.isVisible()) await closeSidebar.click();
    await shown(chipAt(phone, 9, '1', card['Guided tour']!));
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await lookAt(phone, 'matrix');
    await apart(phone).getByRole('heading', { name: 'Not placed yet' }).scrollIntoViewIfNeeded();
    await screenshot(phone, 'matrix-unplaced');
  });

  it('asks for the Value / effort model, then offers the backlog, as the project changes', async () => {
    const owner = await createUser(e2e.server, { firstName: 'Olga', lastName: 'Owner' });
    const api = await signIn(e2e.server, owner);
    const folder = await makeFolder(api, (await makeClient(api, 'Globex')).id, 'Labs');
    const projectId = (await makeProject(api, folder.id, 'LAB', 'Empty Lab')).id as number;

    const page = await e2e.newPage({ width: 1440, height: 900 });
    await openSignedIn(page, e2e.server, owner.user);
    await dismissAllToasts(page);
    await page.getByRole('tab', { name: 'Value × Effort' }).click();
    await shown(page.getByText('This project has no scoring model yet.', { exact: false }));
    await shown(page.getByRole('button', { name: 'Open Manage Projects' }));
    await lookAt(page, 'matrix-needs-model');

    // The owner picks the model elsewhere: the view follows without a reload.
    await api.put(`/api/projects/${projectId}`, { scoringModel: 'valueEffort' });
    await shown(page.getByText('No cards yet'));
    await lookAt(page, 'matrix-no-cards');
    await page.getByRole('button', { name: 'Go to Backlog' }).click();
    await shown(page.getByRole('tab', { name: 'Backlog', selected: true }));
  });
});
