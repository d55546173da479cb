// Browser: an admin deletes the owner of a folder two teammates share. The delete dialog
// lists the folder with "Transfer to" its first member, the admin keeps that choice, and the teammate, signed
// in in another browser, still has the folder and its cards (after a reload), now as its owner.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createUser, signIn, type TestUser } from '../../server/test/factories';
import { grantShare, makeClient, makeFolder, makeProject } from '../../server/test/workspace';
import { openSignedIn } from './flows';
import { describeE2E, PHONE, screenshot, startE2E, type E2E } from './harness';
import { expectNoProblems, SIGNED_OUT_PROBE } from './problems';
import { gone, shown, toast } from './waits';

const backlogRow = (page: Page, title: string) =>
  page.locator('[data-testid="backlog-list"] [data-card-id]').filter({ hasText: title });
const userRow = (page: Page, email: string) => page.getByRole('row').filter({ hasText: email });

describeE2E('deleting a user who shares a folder', () => {
  let e2e: E2E;
  let admin: TestUser;
  let owner: TestUser;
  let mate: TestUser;
  let folderId: number;
  let projectId: number;

  beforeAll(async () => {
    e2e = await startE2E();
    admin = await createUser(e2e.server, { accessLevel: 'admin', firstName: 'Ada', lastName: 'Admin' });
    owner = await createUser(e2e.server, { firstName: 'Olivia', lastName: 'Owner' });
    mate = await createUser(e2e.server, { firstName: 'Theo', lastName: 'Mate' });
    const other = await createUser(e2e.server, { firstName: 'Una', lastName: 'Other' });
    const ownerApi = await signIn(e2e.server, owner);
    const client = await makeClient(ownerApi, 'Acme');
    folderId = (await makeFolder(ownerApi, client.id, 'Product')).id;
    projectId = (await makeProject(ownerApi, folderId, 'APP', 'Mobile App')).id;
    for (const title of ['Dark mode', 'Invoices'])
      expect((await ownerApi.post('/api/cards', { title, projectId })).status).toBe(201);
    await grantShare(e2e.server, folderId, owner.user.id, mate);
    await grantShare(e2e.server, folderId, owner.user.id, other);
  });
  afterAll(() => e2e?.close());

  it('the phone dialog lists the shared folder with its choices', async () => {
    const page = await e2e.newPage(PHONE);
    await openSignedIn(page, e2e.server, admin.user, '/admin');
    await userRow(page, owner.user.email)
      .getByRole('button', { name: /delete/i })
      .click();
    const dialog = await shown(page.getByRole('dialog', { name: 'Delete User' }));
    await shown(dialog.getByLabel('Product'));
    await screenshot(page, 'admin-delete-shared');
    await page.keyboard.press('Escape');
    await gone(dialog);
    expectNoProblems(page, [SIGNED_OUT_PROBE]);
  });

  it('the admin keeps the default transfer, and the teammate keeps the folder as its owner', async () => {
    const matePage = await e2e.newPage();
    await openSignedIn(matePage, e2e.server, mate.user);
    await shown(backlogRow(matePage, 'Dark mode'));

    const page = await e2e.newPage({ width: 1440, height: 900 });
    await openSignedIn(page, e2e.server, admin.user, '/admin');
    await userRow(page, owner.user.email)
      .getByRole('button', { name: /delete/i })
      .click();
    const dialog = await shown(page.getByRole('dialog', { name: 'Delete User' }));
    await shown(dialog.getByText('This user shares 1 folder with teammates. Choose what happens to it:'));
    const choice = dialog.getByLabel('Product');
    expect(await choice.locator('option:checked').textContent()).toBe('Transfer to Theo Mate');
    expect(await choice.locator('option').allTextContents()).toEqual([
      'Transfer to Theo Mate',
      'Transfer to Una Other',
      'Move to trash',
    ]);
    await screenshot(page, 'admin-delete-shared');
    await dialog.getByRole('button', { name: 'Delete User' }).click();
    await shown(toast(page, 'User deleted successfully'));
    await gone(userRow(page, owner.user.email));

    await matePage.reload();
    await shown(backlogRow(matePage, 'Dark mode'));
    await shown(backlogRow(matePage, 'Invoices'));
    const mateApi = await signIn(e2e.server, mate);
    const projects = (await mateApi.get('/api/projects')).body as { id: number; access: string }[];
    expect(projects.find((p) => p.id === folderId)?.access).toBe('owner');
    expectNoProblems(page, [SIGNED_OUT_PROBE]);
    expectNoProblems(matePage, [SIGNED_OUT_PROBE]);
  });
});
