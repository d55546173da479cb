// Browser, two members live (issue 41): a project holding cards, and then its folder, are deleted through the
// Projects dialog's confirmation, which says what goes with them; they go to the trash whole (no refusal), and
// come back whole. The teammate who had the project open is told who deleted it, and for a project that they
// can restore it, with a link that opens the trash; its rows say when they will be deleted for good. At 1440
// and 390 px, light and dark (the widths the house looks at; 1280 px, the desktop the other browser tests use,
// draws the same layout as 1440).
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createUser, signIn, type TestUser } from '../../server/test/factories';
import type { TestClient } from '../../server/test/httpClient';
import { grantShare, makeClient, makeFolder, makeProject } from '../../server/test/workspace';
import { expectNoSeriousViolations } from './axe';
import { openSignedIn } from './flows';
import { describeE2E, PHONE, screenshot, startE2E, type E2E } from './harness';
import { button, dialog, openFromSidebar } from './manageFlows';
import { dismissAllToasts, gone, input, shown, toast } from './waits';

const SIZES = [{ width: 1440, height: 900 }, PHONE];

/** What the page shows now, in the light and the dark theme: {name}-light-…, {name}-dark-…. */
async function looks(page: Page, name: string) {
  await screenshot(page, `${name}-light`);
  await page.emulateMedia({ colorScheme: 'dark' });
  await screenshot(page, `${name}-dark`);
  await page.emulateMedia({ colorScheme: 'light' });
}

const sidebar = (page: Page) => page.getByRole('complementary', { name: 'Sidebar' });

/** Opens a project from the sidebar (a drawer on phones) and waits for its board. */
async function openProject(page: Page, name: string) {
  const open = page.getByRole('button', { name: 'Open sidebar' });
  if (await open.isVisible()) await open.click();
  await sidebar(page).getByRole('list', { name: 'Projects' }).getByRole('button', { name }).click();
  await shown(page.getByRole('heading', { name }));
}

/** A toast's one action button. */
const actionOf = (item: Locator, name: string) => item.getByRole('button', { name, exact: true });

describeE2E('a project or folder with cards goes to the trash whole', () => {
  let e2e: E2E;

  beforeAll(async () => {
    e2e = await startE2E();
  });
  afterAll(() => e2e?.close());

  /** A fresh owner and member, folder Product (project Web with 3 cards, shared) and folder Zeta (Spare). */
  async function world() {
    const owner = await createUser(e2e.server, { firstName: 'Olivia', lastName: 'Owner' });
    const mate = await createUser(e2e.server, { firstName: 'Theo', lastName: 'Mate' });
    const api = await signIn(e2e.server, owner);
    const clientId = (await makeClient(api, 'Acme')).id;
    const folderId = (await makeFolder(api, clientId, 'Product')).id;
    const webId = (await makeProject(api, folderId, 'WEB', 'Web')).id;
    await makeProject(api, (await makeFolder(api, clientId, 'Zeta')).id, 'SPR', 'Spare');
    await grantShare(e2e.server, folderId, owner.user.id, mate);
    const categoryId = (await api.post('/api/categories', { name: 'Checkout', projectId: webId })).body.id;
    const releaseId = (await api.post('/api/releases', { name: 'Spring', projectId: webId })).body.id;
    for (const title of ['Search', 'Wishlist', 'Gift cards'])
      await api.post('/api/cards', { title, projectId: webId, categoryId, releaseId });
    return { owner, mate, api, folderId, webId };
  }

  const cardsOf = async (api: TestClient, projectId: number) =>
    ((await api.get(`/api/projects/${projectId}/cards`)).body as { externalId: string }[]).map(
      (c) => c.externalId,
    );

  async function signedIn(size: { width: number; height: number }, who: TestUser) {
    const page = await e2e.newPage(size);
    await openSignedIn(page, e2e.server, who.user);
    await shown(page.getByRole('heading', { name: 'Web' }));
    await dismissAllToasts(page);
    return page;
  }

  for (const size of SIZES) {
    const at = `${size.width}`;

    it(`at ${at} px: a project with cards is deleted, its teammate told who, and restored from the trash`, async () => {
      const { owner, mate, api, folderId, webId } = await world();
      const before = await cardsOf(api, webId);
      const pageA = await signedIn(size, owner);
      const pageB = await signedIn(size, mate);

      const projects = await openFromSidebar(pageA, 'Projects', 'Manage Projects');
      await button(projects, 'Delete Web').click();
      const confirm = await shown(dialog(pageA, 'Delete Project'));
      await shown(
        confirm.getByText('The project and its 3 cards go to the trash, where you can restore them.'),
      );
      await looks(pageA, `delete-project-confirm-${at}`);
      await button(confirm, 'Delete').click();
      await shown(toast(pageA, 'Project deleted successfully'));
      expect(await toast(pageA, 'Cannot Delete').count()).toBe(0);
      expect((await api.get(`/api/projects/${webId}`)).status).toBe(404);

      // The teammate who had it open: who deleted it, and that they can restore it, with the way there.
      const notice = await shown(
        toast(pageB, 'Olivia Owner deleted “Web”. You can restore it from the trash.'),
      );
      expect(await pageB.getByText('Access removed').count()).toBe(0);
      // Before the theme flips for the screenshots: colours in transition are not what anyone reads.
      await expectNoSeriousViolations(pageB, 'the notice of a deleted project');
      await looks(pageB, `deleted-under-you-${at}`);
      await actionOf(notice, 'Open trash').click();
      const trash = await shown(dialog(pageB, 'Trash'));
      expect(await input(trash, 'Show').inputValue()).toBe(String(folderId));
      const item = await shown(trash.locator(`[data-trash-item="project:${webId}"]`));
      await shown(item.getByText(/^Deleted by Olivia Owner · .+ · 3 cards$/));
      await shown(item.getByText(/^Will be deleted for good on [A-Z][a-z]{2} \d{1,2}(, \d{4})?$/));
      await expectNoSeriousViolations(pageB, 'the trash opened from the notice');
      await looks(pageB, `trash-project-${at}`);

      await button(item, 'Restore project Web').click();
      await gone(trash.locator(`[data-trash-item="project:${webId}"]`));
      // Whole: the same cards, and numbering goes on after them.
      expect(await cardsOf(api, webId)).toEqual(before);
      const next = await api.post('/api/cards', { title: 'Next', projectId: webId });
      expect(next.body.externalId).toBe('WEB-004');
      await pageA.keyboard.press('Escape');
      await openProject(pageA, 'Web');
    });

    it(`at ${at} px: a folder whose project holds cards is deleted whole, and restored by its owner`, async () => {
      const { owner, mate, api, folderId, webId } = await world();
      const before = await cardsOf(api, webId);
      const pageA = await signedIn(size, owner);
      const pageB = await signedIn(size, mate);
      // The member sees the owner here: the notice can name them.
      await pageB.locator(`[data-presence-user="${owner.user.id}"]`).waitFor({ state: 'attached' });

      const projects = await openFromSidebar(pageA, 'Projects', 'Manage Projects');
      await button(projects, 'Delete Product').click();
      const confirm = await shown(dialog(pageA, 'Delete Folder'));
      await shown(
        confirm.getByText(
          'The folder and its project, with 3 cards, go to the trash, where you can restore them.',
        ),
      );
      await looks(pageA, `delete-folder-confirm-${at}`);
      await button(confirm, 'Delete').click();
      await shown(toast(pageA, 'Folder deleted'));
      expect(await toast(pageA, 'Cannot Delete').count()).toBe(0);

      // A member cannot restore a folder: told who deleted it, and who can bring it back.
      const notice = await shown(
        toast(
          pageB,
          'Olivia Owner deleted the folder “Product”, with “Web” in it. Only the folder’s owner can restore it.',
        ),
      );
      expect(await actionOf(notice, 'Open trash').count()).toBe(0);
      expect(await pageB.getByText('Access removed').count()).toBe(0);
      await looks(pageB, `folder-deleted-under-you-${at}`);

      await dismissAllToasts(pageA);
      await button(projects, 'Trash').click();
      const trash = await shown(dialog(pageA, 'Trash'));
      await input(trash, 'Show').selectOption({ label: 'Deleted folders' });
      const item = await shown(trash.locator(`[data-trash-item="folder:${folderId}"]`));
      await shown(item.getByText(/^Deleted by Olivia Owner · .+ · 1 project$/));
      await shown(item.getByText(/^Will be deleted for good on /));
      await looks(pageA, `trash-folder-${at}`);
      await button(item, 'Restore folder Product').click();
      await gone(trash.locator(`[data-trash-item="folder:${folderId}"]`));
      expect(await cardsOf(api, webId)).toEqual(before);
      expect((await api.post('/api/cards', { title: 'Next', projectId: webId })).body.externalId).toBe(
        'WEB-004',
      );
      // The member has the folder back, live.
      await openProject(pageB, 'Web');
    });
  }
});
