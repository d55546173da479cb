// Browser: two people groom one backlog side by side (docs/decisions.md "Real-time
// collaboration"). The owner of a folder and a teammate it is shared with each have Chromium open on the
// same project; every change made in one shows in the other without a reload, presence shows both,
// editing the same card shows the remote-change notice, and a refused write rolls back where it was made.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createUser, signIn, type TestUser } from '../../server/test/factories';
import type { TestClient } from '../../server/test/httpClient';
import { grantShare, makeClient, makeFolder, makeProject } from '../../server/test/workspace';
import { openSignedIn } from './flows';
import { describeE2E, DESKTOP, screenshot, startE2E, type E2E } from './harness';
import { ACTION_TIMEOUT, dismissAllToasts, dragTo, gone, middleOf, pointerDrag, shown } from './waits';

const row = (page: Page, title: string) =>
  page.locator('[data-testid="backlog-list"] [data-card-id]').filter({ hasText: title });
const rowById = (page: Page, id: number) =>
  page.locator(`[data-testid="backlog-list"] [data-card-id="${id}"]`);
const chipIn = (page: Page, cell: string, id: number) =>
  page.locator(`[data-cell="${cell}"] [data-card-id="${id}"]`);
const view = (page: Page, name: 'Backlog' | 'Releases' | 'Roadmap') =>
  page.getByRole('tab', { name }).click();
/** Ids of the backlog rows as shown, top to bottom. */
const shownOrder = (page: Page) =>
  page
    .locator('[data-testid="backlog-list"] [data-card-id]')
    .evaluateAll((rows) => rows.map((r) => Number(r.getAttribute('data-card-id'))));

describeE2E('two people on one backlog, live', () => {
  let e2e: E2E;
  let owner: TestUser;
  let mate: TestUser;
  let ownerApi: TestClient;
  let projectId: number;
  let pageA: Page; // the owner
  let pageB: Page; // the teammate
  const useCase: Record<string, number> = {};
  const release: Record<string, number> = {};
  const card: Record<string, number> = {};

  beforeAll(async () => {
    e2e = await startE2E();
    owner = await createUser(e2e.server, { firstName: 'Olivia', lastName: 'Owner' });
    mate = await createUser(e2e.server, { firstName: 'Theo', lastName: 'Mate' });
    ownerApi = await signIn(e2e.server, owner);
    const client = await makeClient(ownerApi, 'Acme');
    const folder = await makeFolder(ownerApi, client.id, 'Product');
    projectId = (await makeProject(ownerApi, folder.id, 'APP', 'Mobile App')).id;
    await grantShare(e2e.server, folder.id, owner.user.id, mate);
    for (const name of ['Onboarding', 'Billing']) {
      useCase[name] = (await ownerApi.post('/api/categories', { name, projectId })).body.id;
    }
    release.Spring = (
      await ownerApi.post('/api/releases', {
        name: 'Spring',
        startDate: '2026-03-01',
        endDate: '2026-05-31',
        projectId,
      })
    ).body.id;
    for (const title of ['Dark mode', 'Invoices', 'Search']) {
      card[title] = (
        await ownerApi.post('/api/cards', { title, projectId, categoryId: useCase.Onboarding })
      ).body.id;
    }
  });
  afterAll(() => e2e?.close());

  it('both open the shared project, and the presence bar of each browser shows both people', async () => {
    // (Pages are opened inside a test: the harness records a screenshot when that test fails.)
    pageA = await e2e.newPage(DESKTOP, { keep: true });
    pageB = await e2e.newPage(DESKTOP, { keep: true });
    await openSignedIn(pageA, e2e.server, owner.user);
    await openSignedIn(pageB, e2e.server, mate.user);
    await shown(row(pageA, 'Dark mode'));
    await shown(row(pageB, 'Dark mode'));
    for (const page of [pageA, pageB]) {
      const presence = page.getByTestId('presence');
      await expect.poll(() => presence.locator('[data-presence-user]').count()).toBe(2);
      await shown(presence.locator(`[data-presence-user="${owner.user.id}"]`));
      await shown(presence.locator(`[data-presence-user="${mate.user.id}"]`));
    }
    await screenshot(pageA, 'live-owner');
    await screenshot(pageB, 'live-teammate');
  });

  it('an added card appears in the other browser, and so does its new title', async () => {
    const quickAdd = pageA.getByPlaceholder('Enter feature title...');
    await quickAdd.fill('Offline mode');
    await quickAdd.press('Enter');
    await shown(row(pageB, 'Offline mode'));

    await row(pageB, 'Offline mode').getByRole('button', { name: 'Offline mode' }).dblclick();
    const editor = pageB.getByTestId('backlog-list').getByRole('textbox', { name: 'Title' });
    await editor.fill('Offline mode for trains');
    await editor.press('Enter');
    await shown(row(pageA, 'Offline mode for trains'));
  });

  it('a reorder made by dragging in one browser reorders the other', async () => {
    for (const page of [pageA, pageB]) {
      await page.getByLabel('Group by').selectOption('none');
      await page.getByRole('columnheader', { name: /rank/i }).click();
    }
    const before = await shownOrder(pageB);
    const [first, , third] = before;
    const onto = await middleOf(rowById(pageA, first!));
    await dragTo(pageA, await middleOf(rowById(pageA, third!)), { ...onto, y: onto.y - 8 }, { steps: 15 });
    await expect.poll(() => shownOrder(pageA)).toEqual([third, ...before.filter((id) => id !== third)]);
    await expect.poll(() => shownOrder(pageB)).toEqual(await shownOrder(pageA));
  });

  it('a card moved on the roadmap moves on the other roadmap', async () => {
    await view(pageA, 'Roadmap');
    await view(pageB, 'Roadmap');
    const from = `${useCase.Onboarding}:none`;
    const to = `${useCase.Billing}:${release.Spring}`;
    await shown(chipIn(pageB, from, card.Invoices!));
    await pointerDrag(pageA, chipIn(pageA, from, card.Invoices!), pageA.locator(`[data-cell="${to}"]`));
    await shown(chipIn(pageB, to, card.Invoices!));
    await gone(chipIn(pageB, from, card.Invoices!));
    await screenshot(pageB, 'live-roadmap-after-move');
  });

  it('use cases and releases made in one browser’s dialogs appear in the other', async () => {
    const sidebar = pageA.getByRole('complementary', { name: 'Sidebar' });
    await sidebar.getByRole('button', { name: 'Use Cases', exact: true }).click();
    let box = await shown(pageA.getByRole('dialog', { name: 'Manage Use Cases', exact: true }));
    await box.getByRole('textbox', { name: 'Add a use case' }).fill('Payments');
    await box.getByRole('button', { name: 'Add', exact: true }).click();
    await shown(box.getByText('Payments'));
    await pageA.keyboard.press('Escape');
    await gone(box);

    await sidebar.getByRole('button', { name: 'Releases', exact: true }).click();
    box = await shown(pageA.getByRole('dialog', { name: 'Manage Releases', exact: true }));
    await box.getByRole('button', { name: 'Add New Release', exact: true }).click();
    await box.getByRole('textbox', { name: /release name/i }).fill('Summer');
    await box.getByLabel(/start date/i).fill('2026-06-01');
    await box.getByRole('button', { name: 'Create Release', exact: true }).click();
    await shown(box.getByText('Summer'));
    await pageA.keyboard.press('Escape');
    await gone(box);

    // B's roadmap grows a row for the use case and a column for the release
    const payments = (await ownerApi.get(`/api/projects/${projectId}/categories`)).body.find(
      (c: { name: string }) => c.name === 'Payments',
    );
    const summer = (await ownerApi.get(`/api/projects/${projectId}/releases`)).body.find(
      (r: { name: string }) => r.name === 'Summer',
    );
    await shown(pageB.locator(`[data-cell="${payments.id}:none"]`));
    await shown(pageB.locator(`[data-cell="none:${summer.id}"]`));
    await shown(pageB.getByRole('columnheader', { name: /Summer/ }));
  });

  it('a card deleted in one browser disappears from the other', async () => {
    await view(pageA, 'Backlog');
    await view(pageB, 'Backlog');
    await shown(rowById(pageB, card.Search!));
    await pageA.goto(`/#card/${card.Search}`);
    const dialog = await shown(pageA.getByRole('dialog'));
    await dialog.getByRole('button', { name: 'Delete' }).click();
    const confirm = await shown(pageA.getByRole('alertdialog').or(pageA.getByRole('dialog').last()));
    await shown(
      confirm.getByText(
        'Are you sure you want to delete this card? You can undo this or restore it from the trash.',
      ),
    );
    await confirm.getByRole('button', { name: /^delete/i }).click();
    await gone(rowById(pageB, card.Search!));
    await dismissAllToasts(pageA);
  });

  it('editing the same card shows who is editing, and the other person’s save as a notice', async () => {
    const id = card['Dark mode']!;
    await pageA.goto(`/#card/${id}`);
    await pageB.evaluate((cardId) => (location.hash = `#card/${cardId}`), id);
    const dialogA = await shown(pageA.getByRole('dialog'));
    const dialogB = await shown(pageB.getByRole('dialog'));
    await shown(dialogB.getByText('Olivia Owner is editing'));
    await shown(dialogA.getByText('Theo Mate is editing'));

    await dialogB.getByLabel('Description').fill('My unsaved thoughts');
    await dialogA.getByLabel('Title').fill('Dark mode everywhere');
    await dialogA.getByRole('button', { name: 'Save & Close' }).click();
    await gone(dialogA);
    await shown(dialogB.getByText('Olivia Owner changed this card.'));
    // the unsaved edit is not overwritten
    expect(await dialogB.getByLabel('Description').inputValue()).toBe('My unsaved thoughts');
    await screenshot(pageB, 'live-remote-change-notice');
    await dialogB.getByRole('button', { name: 'Cancel' }).click();
    await gone(dialogB);
  });

  it('a write the server refuses rolls back in the browser that made it, and never reaches the other', async () => {
    const id = card['Dark mode']!;
    await shown(rowById(pageA, id));
    // The refusal is held until the optimistic title has been seen, however long the browser takes to draw it.
    let refuse = () => {};
    const seen = new Promise<void>((resolve) => (refuse = resolve));
    await pageA.route(`**/api/cards/${id}`, async (route) => {
      if (route.request().method() === 'GET') return route.continue();
      await seen;
      await route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"boom"}' });
    });
    const titleA = () => rowById(pageA, id).locator('[data-col="title"]').textContent();
    await rowById(pageA, id).getByRole('button', { name: 'Dark mode everywhere' }).dblclick();
    const editor = pageA.getByTestId('backlog-list').getByRole('textbox', { name: 'Title' });
    await editor.fill('Refused title');
    await editor.press('Enter');
    await expect.poll(titleA, { timeout: ACTION_TIMEOUT }).toContain('Refused title');
    refuse();
    await expect.poll(titleA, { timeout: ACTION_TIMEOUT }).toContain('Dark mode everywhere');
    await pageA.unroute(`**/api/cards/${id}`);
    expect(await rowById(pageB, id).locator('[data-col="title"]').textContent()).toContain(
      'Dark mode everywhere',
    );
  });

  it('a teammate whose connection dropped catches up on its return, in the subscribe, without a reload', async () => {
    const id = card['Invoices']!;
    await view(pageB, 'Backlog');
    await shown(rowById(pageB, id));
    await pageB.evaluate(() => Object.assign(window, { notReloaded: true }));
    // The teammate's network goes: their socket closes and every try to come back fails, until it returns.
    // (Not routeWebSocket: it swaps the page's WebSocket, and Socket.IO keeps the one it took when it loaded.)
    await pageB.context().setOffline(true);
    // The premise, seen by the server: no socket of theirs connects while they are away.
    const cameWhileAway: string[] = [];
    const io = e2e.server.realtime.io;
    const onConnection = (socket: { id: string; data: { userId?: string } }) => {
      if (socket.data.userId === mate.user.id) cameWhileAway.push(socket.id);
    };
    io.on('connection', onConnection);
    const sent: string[] = [];
    const received: string[] = [];
    pageB.on('websocket', (socket) => {
      socket.on('framesent', ({ payload }) => sent.push(String(payload)));
      socket.on('framereceived', ({ payload }) => received.push(String(payload)));
    });
    for (const socket of io.of('/').sockets.values())
      if (socket.data.userId === mate.user.id) socket.conn.close();
    await shown(pageB.getByText('Reconnecting…'));
    // Meanwhile the owner renames the card; the teammate hears nothing of it.
    const renamed = await ownerApi.put(`/api/cards/${id}`, { title: 'Invoices, missed while away' });
    expect(renamed.status, renamed.text).toBe(200);
    expect(cameWhileAway, 'a socket of the teammate connected while they were away').toEqual([]);
    io.off('connection', onConnection);
    await pageB.context().setOffline(false);
    await shown(rowById(pageB, id).getByText('Invoices, missed while away'));
    await gone(pageB.getByText('Reconnecting…'));
    expect(await pageB.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(
      true,
    );
    // It came back in one round trip: the subscribe said where the board stood, its answer carried the rename.
    // Playwright reports a frame after the page may have drawn what it carried, by more than a second on a
    // loaded machine (a CI run once): waited for as long as an action, not read at once.
    const seen = (check: () => boolean) =>
      expect
        .poll(check, { timeout: ACTION_TIMEOUT })
        .toBe(true)
        .catch((error: Error) => {
          throw new Error(
            `${error.message}\nsent: ${JSON.stringify(sent)}\nreceived: ${JSON.stringify(received)}`,
          );
        });
    await seen(() =>
      sent.some((frame) => frame.includes('"project:subscribe"') && frame.includes('"since"')),
    );
    await seen(() =>
      received.some((frame) => frame.includes('"replay"') && frame.includes('missed while away')),
    );
    expect(sent.some((frame) => frame.includes('"sync:since"'))).toBe(false);
  });
});
