// Browser: the projector view. A folder owner presents a 10 use cases × 6 releases × 60 cards
// roadmap at 1920×1080 and 1280×720: no scrollbars and every card on screen (paged by releases when one
// screen would make the type too small), in dark and light; a card moved from elsewhere shows in its new
// cell with a glow, without reload; the cursor hides when idle; and the share view makes, copies and
// revokes a room link, which a signed-out screen opens live until it is revoked.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createUser, signIn, type TestUser } from '../../server/test/factories';
import type { TestClient } from '../../server/test/httpClient';
import { makeClient, makeFolder, makeProject } from '../../server/test/workspace';
import { openSignedIn } from './flows';
import { describeE2E, PHONE, screenshot, startE2E, type E2E } from './harness';
import { expectNoProblems, SIGNED_OUT_PROBE } from './problems';
import { expectAllCardsFit } from './presentFit';
import { seedPlanningBoard, type PlanningBoard } from './presentSeed';
import { dismissAllToasts, dismissToast, gone, settled, shown } from './waits';
import { connectLive } from '../../server/test/liveClient';

const SCREENS = [
  { width: 1920, height: 1080 },
  { width: 1280, height: 720 },
];

describeE2E('the projector view in Chromium', () => {
  let e2e: E2E;
  let owner: TestUser;
  let api: TestClient;
  let folderId: number;
  let projectId: number;
  let board: PlanningBoard;

  beforeAll(async () => {
    e2e = await startE2E();
    owner = await createUser(e2e.server, { firstName: 'Rosa', lastName: 'Planner' });
    api = await signIn(e2e.server, owner);
    const client = await makeClient(api, 'Acme');
    folderId = (await makeFolder(api, client.id, 'Product')).id;
    projectId = (await makeProject(api, folderId, 'APP', 'Mobile App')).id;
    await makeProject(api, folderId, 'WEB', 'Website');
    board = await seedPlanningBoard(api, projectId);
  });
  afterAll(() => e2e?.close());

  it('fits the whole roadmap at 1920×1080 and 1280×720, in dark and light, with no scrollbars', async () => {
    const page = await e2e.newPage(SCREENS[0]);
    await openSignedIn(page, e2e.server, owner.user, `/present/${projectId}`);
    await shown(page.getByRole('heading', { name: /Mobile App/ }));
    await shown(page.getByTestId('present-presence').getByText('1 watching'));
    for (const size of SCREENS) {
      await page.setViewportSize(size);
      for (const theme of ['dark', 'light'] as const) {
        await expect.poll(() => page.getByTestId('projector').getAttribute('data-mode')).toBe(theme);
        const { seen } = await expectAllCardsFit(page, `present-${theme}`);
        expect([...seen].sort((a, b) => a - b)).toEqual([...board.cards].sort((a, b) => a - b));
        await page.keyboard.press('t');
      }
    }
    // The choice of theme is remembered across a reload.
    await page.keyboard.press('t');
    await page.reload();
    await expect.poll(() => page.getByTestId('projector').getAttribute('data-mode')).toBe('light');
    await page.keyboard.press('t');
    expectNoProblems(page, [SIGNED_OUT_PROBE]); // the sign-in page asked who was signed in
  });

  it('opens from the roadmap’s Present button in a new tab', async () => {
    const page = await e2e.newPage();
    await openSignedIn(page, e2e.server, owner.user);
    await page.getByRole('tab', { name: 'Roadmap' }).click();
    const present = await shown(page.getByRole('link', { name: 'Present' }));
    expect(await present.getAttribute('target')).toBe('_blank');
    await screenshot(page, 'present-roadmap-button');
    const [tab] = await Promise.all([page.context().waitForEvent('page'), present.click()]);
    await tab.waitForURL(`**/present/${projectId}`);
    await shown(tab.getByTestId('present-grid'));
  });

  it('hides the cursor and the buttons when the mouse rests', async () => {
    const page = await e2e.newPage(SCREENS[0]);
    await openSignedIn(page, e2e.server, owner.user, `/present/${projectId}`);
    const projector = await shown(page.getByTestId('projector'));
    const controls = page.getByTestId('present-controls');
    const opacity = () => controls.evaluate((el) => getComputedStyle(el).opacity);
    await page.mouse.move(400, 300);
    await page.mouse.move(420, 320);
    expect(await projector.getAttribute('data-idle')).toBe(null);
    await expect.poll(opacity).toBe('1');
    await shown(controls.getByRole('button', { name: 'Full screen (F)' }));
    await screenshot(page, 'present-controls');
    await expect.poll(() => projector.getAttribute('data-idle')).toBe('true');
    expect(await projector.evaluate((el) => getComputedStyle(el).cursor)).toBe('none');
    await expect.poll(opacity).toBe('0');
  });

  it('shows a card moved elsewhere in its new cell, glowing, without reload', async () => {
    const page = await e2e.newPage(SCREENS[0]);
    await openSignedIn(page, e2e.server, owner.user, `/present/${projectId}`);
    await shown(page.getByTestId('present-grid'));
    await page.evaluate(() => ((window as unknown as { marker?: boolean }).marker = true));
    // A card on this page, and another cell on this page to move it to.
    const cells = await page
      .locator('[data-cell]')
      .evaluateAll((all) => all.map((c) => c.getAttribute('data-cell')!));
    const chip = page.locator('[data-cell] [data-card-id]').first();
    const cardId = Number(await chip.getAttribute('data-card-id'));
    const from = await chip.evaluate((el) => el.closest('[data-cell]')!.getAttribute('data-cell')!);
    const to = cells.find((cell) => cell !== from && !cell.startsWith('none:') && !cell.endsWith(':none'))!;
    const [categoryId, releaseId] = to.split(':').map(Number);
    const moved = await api.patch(`/api/cards/${cardId}`, {
      categoryId,
      releaseId,
      title: 'Moved in the meeting',
    });
    expect(moved.status).toBe(200);
    const arrived = page.locator(`[data-cell="${to}"] [data-card-id="${cardId}"]`);
    await shown(arrived);
    expect(await arrived.getAttribute('data-highlight')).toBe('true');
    await shown(arrived.getByText('Moved in the meeting'));
    await gone(page.locator(`[data-cell="${from}"] [data-card-id="${cardId}"]`));
    await screenshot(page, 'present-live-highlight');
    // The glow fades; the page was never reloaded.
    await expect.poll(() => arrived.getAttribute('data-highlight')).toBe(null);
    expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true);
  });

  it('makes, copies and revokes a room link in the share view; the link shows the roadmap live until revoked', async () => {
    const page = await e2e.newPage();
    await openSignedIn(page, e2e.server, owner.user);
    await dismissAllToasts(page);
    await page
      .getByRole('complementary', { name: 'Sidebar' })
      .getByRole('button', { name: 'Projects', exact: true })
      .click();
    const dialog = await shown(page.getByRole('dialog', { name: 'Manage Projects' }));
    await dialog.getByRole('button', { name: 'Share Product', exact: true }).click();
    const links = await shown(page.getByTestId('share-view').getByTestId('room-links'));
    await shown(links.getByText('No room links yet'));
    await links.getByLabel('Project for the projector link').selectOption({ label: 'Mobile App' });
    await links.getByRole('button', { name: 'Create projector link' }).click();
    await dismissToast(page, 'Room link created');
    const created = await shown(links.getByTestId('room-link-created'));
    const url = await created.getByLabel('Projector link').inputValue();
    expect(url).toMatch(new RegExp(`/present/${projectId}#key=[A-Za-z0-9_-]{43}$`));
    await created.getByRole('button', { name: 'Copy' }).click();
    await dismissToast(page, 'Link copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
    const row = await shown(links.getByRole('list', { name: 'Room links' }).getByRole('listitem'));
    await shown(row.getByText('Mobile App'));
    await shown(row.getByText(/Created .* by Rosa Planner/));
    await screenshot(page, 'present-room-links');
    await page.setViewportSize(PHONE);
    await screenshot(page, 'present-room-links');
    await page.setViewportSize({ width: 1280, height: 800 });

    // A screen in the room, signed out, opens the link and sees the roadmap, live.
    const room = await e2e.newPage(SCREENS[1]);
    await room.goto(url);
    await shown(room.getByTestId('present-grid'));
    await shown(room.getByRole('heading', { name: /Mobile App/ }));
    // (A phone opening the link gets the same picture, paged and small: the link is meant for a big screen.)
    const phone = await e2e.newPage(PHONE);
    await phone.goto(url);
    await shown(phone.getByTestId('present-grid'));
    await screenshot(phone, 'present-room-phone');
    const first = room.locator('[data-card-id]').first();
    const cardId = Number(await first.getAttribute('data-card-id'));
    await api.patch(`/api/cards/${cardId}`, { title: 'Renamed while the room watched' });
    await shown(room.locator(`[data-card-id="${cardId}"]`).getByText('Renamed while the room watched'));
    await screenshot(room, 'present-room-live');

    // The owner revokes it: the room's picture stays, dimmed, under the banner.
    const watcher = await connectLive(e2e.server.url, api);
    await watcher.subscribe(projectId);
    await row.getByRole('button', { name: 'Revoke the room link for Mobile App' }).click();
    const confirm = await shown(page.getByRole('dialog', { name: 'Revoke Room Link' }));
    await confirm.getByRole('button', { name: 'Revoke', exact: true }).click();
    await dismissToast(page, 'Room link revoked');
    await shown(links.getByText('No room links yet'));
    await shown(room.getByTestId('present-revoked').getByText('This link was revoked'));
    await shown(room.getByTestId('present-grid'));
    // It no longer updates: a teammate's socket hears the rename, the room (drawn since) does not.
    await api.patch(`/api/cards/${cardId}`, { title: 'Renamed after the revoke' });
    await watcher.until(() => watcher.changes.some((e) => e.type === 'card.updated' && e.data.id === cardId));
    watcher.close();
    await settled(room);
    expect(await room.getByText('Renamed after the revoke').count()).toBe(0);
    await screenshot(room, 'present-room-revoked');
    expectNoProblems(room, [SIGNED_OUT_PROBE]);
  });

  it('asks a signed-out visitor without a link to sign in, and says a wrong link is not available', async () => {
    const page = await e2e.newPage(SCREENS[1]);
    await page.goto(`/present/${projectId}`);
    await shown(page.getByRole('heading', { name: 'Sign in to present this roadmap' }));
    await shown(page.getByRole('link', { name: 'Sign in' }));
    await screenshot(page, 'present-signed-out');
    await page.goto(`/present/${projectId}#key=${'x'.repeat(43)}`);
    await page.reload();
    await shown(page.getByRole('heading', { name: 'This roadmap is not available' }));
    await screenshot(page, 'present-not-available');
    expect(await page.getByTestId('present-grid').count()).toBe(0);
  });
});
