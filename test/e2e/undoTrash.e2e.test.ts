// Browser, two members live: a bulk delete undone with Ctrl+Z brings the same cards back to the same
// places on both screens; an undo keeps a teammate's later edit and says so; a use case deleted and restored
// from the Trash groups its cards again on both screens; a folder deleted and restored comes back whole; a
// card's History lists every change.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createUser, signIn, type TestUser } from '../../server/test/factories';
import type { TestClient } from '../../server/test/httpClient';
import { grantShare, makeClient, makeFolder, makeProject } from '../../server/test/workspace';
import { expectNoSeriousViolations } from './axe';
import { list, row } from './backlogFlows';
import { openSignedIn } from './flows';
import { describeE2E, screenshot, startE2E, type E2E } from './harness';
import { dismissAllToasts, gone, input, shown, toast } from './waits';

/** The ids of the backlog's rows, in the order the list shows them. */
const shownIds = (page: Page) =>
  list(page)
    .locator('[data-card-id]')
    .evaluateAll((rows) => rows.map((r) => Number(r.getAttribute('data-card-id'))));
const useCaseOf = (page: Page, title: string) => row(page, title).locator('[data-col="useCase"]').innerText();

describeE2E('undo, history and the trash, live', () => {
  let e2e: E2E;
  let owner: TestUser;
  let mate: TestUser;
  let api: TestClient;
  let mateApi: TestClient;
  let projectId: number;
  let folderId: number;
  let clientId: number;
  let useCaseId: number;
  const ids: Record<string, number> = {};
  const TITLES = ['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo', 'Foxtrot', 'Golf', 'Hotel'];

  beforeAll(async () => {
    e2e = await startE2E();
    owner = await createUser(e2e.server, { firstName: 'Olivia', lastName: 'Owner' });
    mate = await createUser(e2e.server, { firstName: 'Theo', lastName: 'Mate' });
    api = await signIn(e2e.server, owner);
    mateApi = await signIn(e2e.server, mate);
    clientId = (await makeClient(api, 'Acme')).id;
    folderId = (await makeFolder(api, clientId, 'Product')).id;
    projectId = (await makeProject(api, folderId, 'APP', 'Mobile App')).id;
    await grantShare(e2e.server, folderId, owner.user.id, mate);
    useCaseId = (await api.post('/api/categories', { name: 'Checkout', projectId })).body.id;
    await api.post('/api/categories', { name: 'Search', projectId }); // a project keeps one use case at least
    for (const title of TITLES) {
      const categoryId = ['Golf', 'Hotel'].includes(title) ? useCaseId : null;
      ids[title] = (await api.post('/api/cards', { title, projectId, categoryId })).body.id;
    }
  });
  afterAll(() => e2e?.close());

  it('undoes a bulk delete and an edit for everyone, keeping a teammate’s later value', async () => {
    const pageA = await e2e.newPage();
    const pageB = await e2e.newPage();
    await openSignedIn(pageA, e2e.server, owner.user);
    await openSignedIn(pageB, e2e.server, mate.user);
    for (const page of [pageA, pageB]) {
      await shown(row(page, 'Hotel'));
      await dismissAllToasts(page);
    }
    const before = await shownIds(pageA);
    expect(await shownIds(pageB)).toEqual(before);

    // A deletes five cards at once; B sees them go.
    const doomed = ['Bravo', 'Charlie', 'Delta', 'Echo', 'Foxtrot'];
    for (const title of doomed) await row(pageA, title).getByRole('checkbox').check();
    await pageA
      .getByRole('toolbar', { name: 'Bulk actions' })
      .getByRole('button', { name: 'Delete' })
      .click();
    const confirm = await shown(pageA.getByRole('dialog'));
    await confirm.getByRole('button', { name: 'Delete' }).click();
    for (const title of doomed) await gone(row(pageB, title));
    await shown(toast(pageA, 'Cards deleted'));

    // Ctrl+Z on A: the same five cards, same ids, same places, on both screens.
    await pageA.locator('body').click({ position: { x: 5, y: 5 } });
    await pageA.keyboard.press('Control+z');
    for (const page of [pageA, pageB]) {
      for (const title of doomed) await shown(row(page, title));
      await expect.poll(() => shownIds(page)).toEqual(before);
    }
    await shown(toast(pageA, /Undone/));
    await dismissAllToasts(pageA);

    // A sets Alpha's impact; B changes it later; A's undo keeps B's value and says who changed it.
    await row(pageA, 'Alpha').locator('[data-col="title"] button').click();
    const dialog = await shown(pageA.getByRole('dialog'));
    await input(dialog, 'Impact').selectOption({ label: '💎 Wow' });
    await dialog.getByRole('button', { name: 'Save & Close' }).click();
    await gone(pageA.getByRole('dialog'));
    await shown(row(pageB, 'Alpha').locator('[data-col="impact"]').getByText(/Wow/));
    await mateApi.patch(`/api/cards/${ids.Alpha}`, { priority: 'fix' });
    await shown(row(pageA, 'Alpha').locator('[data-col="impact"]').getByText(/Fix/));
    await dismissAllToasts(pageA);
    await pageA.locator('body').click({ position: { x: 5, y: 5 } });
    await pageA.keyboard.press('Control+z');
    await shown(pageA.getByText('Impact kept: Theo Mate changed it since'));
    await screenshot(pageA, 'undo-kept');
    for (const page of [pageA, pageB])
      await shown(row(page, 'Alpha').locator('[data-col="impact"]').getByText(/Fix/));
    expect((await api.get(`/api/cards/${ids.Alpha}`)).body.priority).toBe('fix');

    // The card's History lists every change, newest first.
    await dismissAllToasts(pageA);
    await row(pageA, 'Alpha').locator('[data-col="title"] button').click();
    const card = await shown(pageA.getByRole('dialog'));
    await card.getByRole('tab', { name: 'History' }).click();
    await shown(card.getByText(/Theo Mate changed Impact/));
    await shown(card.getByText(/Olivia Owner changed Impact/));
    await shown(card.getByText(/Olivia Owner created this card/));
    await screenshot(pageA, 'card-history');
    await expectNoSeriousViolations(pageA, 'card history');
    await pageA.keyboard.press('Escape');
    await gone(pageA.getByRole('dialog'));
  });

  it('restores a deleted use case from the trash and groups its cards again on both screens', async () => {
    const pageA = await e2e.newPage();
    const pageB = await e2e.newPage();
    await openSignedIn(pageA, e2e.server, owner.user);
    await openSignedIn(pageB, e2e.server, mate.user);
    for (const page of [pageA, pageB]) {
      await shown(row(page, 'Hotel'));
      await expect.poll(() => useCaseOf(page, 'Golf')).toContain('Checkout');
      await dismissAllToasts(page);
    }
    expect((await api.delete(`/api/categories/${useCaseId}`)).status).toBe(200);
    for (const page of [pageA, pageB])
      for (const title of ['Golf', 'Hotel'])
        await expect.poll(() => useCaseOf(page, title)).not.toContain('Checkout');

    await pageA.getByRole('button', { name: 'Project activity, trash and past meetings' }).click();
    await pageA.getByRole('menuitem', { name: 'Trash' }).click();
    const trash = await shown(pageA.getByRole('dialog'));
    await shown(trash.getByText(/Deleted by Olivia Owner/));
    await screenshot(pageA, 'trash');
    await expectNoSeriousViolations(pageA, 'project trash');
    await trash.getByRole('button', { name: 'Restore use case Checkout' }).click();
    await gone(trash.getByRole('button', { name: 'Restore use case Checkout' }));
    for (const page of [pageA, pageB])
      for (const title of ['Golf', 'Hotel'])
        await expect.poll(() => useCaseOf(page, title)).toContain('Checkout');
    expect(
      (await api.get(`/api/projects/${projectId}/categories`)).body.map((c: { id: number }) => c.id),
    ).toContain(useCaseId);
  });

  it('brings a deleted folder back whole', async () => {
    const spare = (await makeFolder(api, clientId, 'Spare')).id;
    const inside = (await makeProject(api, spare, 'SPR', 'Spare project')).id;
    await api.post('/api/categories', { name: 'Kept', projectId: inside });
    await api.post('/api/releases', { name: 'Kept release', projectId: inside });
    expect((await api.delete(`/api/projects/${spare}`)).status).toBe(200);
    expect((await api.get(`/api/projects/${inside}`)).status).toBe(404);

    const page = await e2e.newPage();
    await openSignedIn(page, e2e.server, owner.user);
    await shown(row(page, 'Hotel'));
    await dismissAllToasts(page);
    await page.getByRole('button', { name: 'Projects' }).first().click();
    const projects = await shown(page.getByRole('dialog'));
    await projects.getByRole('button', { name: 'Trash' }).click();
    await input(projects, 'Show').selectOption({ label: 'Deleted folders' });
    await projects.getByRole('button', { name: 'Restore folder Spare' }).click();
    await gone(projects.getByRole('button', { name: 'Restore folder Spare' }));
    expect((await api.get(`/api/projects/${inside}`)).status).toBe(200);
    expect(
      (await api.get(`/api/projects/${inside}/categories`)).body.map((c: { name: string }) => c.name),
    ).toContain('Kept');
    expect(
      (await api.get(`/api/projects/${inside}/releases`)).body.map((r: { name: string }) => r.name),
    ).toEqual(['Kept release']);
  });
});
