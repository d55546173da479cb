// Browser: a share reaches the recipient's open app live. Two people, each in their own
// browser: the recipient has nothing yet ("No clients yet"); the owner shares the folder in the Manage
// Projects dialog, and the recipient's sidebar shows the client, the folder and its project, with the toast
// "{owner} shared ‘Product’ with you", without a reload. The owner removes the share: it is gone again, live.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createUser, signIn, type TestUser } from '../../server/test/factories';
import { makeClient, makeFolder, makeProject } from '../../server/test/workspace';
import { openSignedIn } from './flows';
import { describeE2E, DESKTOP, screenshot, startE2E, type E2E } from './harness';
import { button, openFromSidebar, rowOf } from './manageFlows';
import { dismissToast, gone, shown, toast } from './waits';

const sidebar = (page: Page) => page.getByRole('complementary', { name: 'Sidebar' });
const clientSelect = (page: Page) => sidebar(page).getByRole('combobox', { name: 'Client', exact: true });
/** A folder or project row of the sidebar's list. */
const entry = (page: Page, name: string) =>
  sidebar(page).getByRole('list', { name: 'Projects' }).getByRole('button').filter({ hasText: name });
/** Set once after sign-in: still there at the end means the page was never reloaded. */
const markPage = (page: Page) =>
  page.evaluate(() => ((window as unknown as { sameWindow?: boolean }).sameWindow = true));
const samePage = (page: Page) =>
  page.evaluate(() => (window as unknown as { sameWindow?: boolean }).sameWindow === true);

describeE2E('a share reaches the recipient live', () => {
  let e2e: E2E;
  let owner: TestUser;
  let mate: TestUser;
  let ownerPage: Page;
  let matePage: Page;

  beforeAll(async () => {
    e2e = await startE2E();
    owner = await createUser(e2e.server, { firstName: 'Olivia', lastName: 'Owner' });
    mate = await createUser(e2e.server, { firstName: 'Theo', lastName: 'Mate' });
    // The recipient has proven the address: a share to it is active at once.
    await e2e.server.db('users').where({ id: mate.user.id }).update({ emailVerified: true });
    const ownerApi = await signIn(e2e.server, owner);
    const client = await makeClient(ownerApi, 'Acme');
    const folder = await makeFolder(ownerApi, client.id, 'Product');
    await makeProject(ownerApi, folder.id, 'APP', 'Mobile App');
  });
  afterAll(() => e2e?.close());

  it('the recipient, with nothing yet, sees the folder and the toast as soon as the owner shares it', async () => {
    ownerPage = await e2e.newPage(DESKTOP, { keep: true });
    matePage = await e2e.newPage(DESKTOP, { keep: true });
    await openSignedIn(ownerPage, e2e.server, owner.user);
    await openSignedIn(matePage, e2e.server, mate.user);
    await markPage(matePage);
    await expect.poll(() => clientSelect(matePage).textContent()).toBe('No clients yet');
    await shown(entry(ownerPage, 'Mobile App'));

    const box = await openFromSidebar(ownerPage, 'Projects', 'Manage Projects');
    await button(box, 'Share Product').click();
    const share = await shown(ownerPage.getByTestId('share-view'));
    await share.getByLabel('Email address').fill(mate.user.email);
    // The recipient's toast closes itself after 5 s: watched from before the share, not after the owner's
    // own toast is dismissed (which a loaded machine can take longer than that to do).
    const heard = shown(toast(matePage, 'Olivia Owner shared ‘Product’ with you'));
    await button(share, 'Share').click();
    await dismissToast(ownerPage, 'Folder shared successfully');

    await heard;
    await shown(entry(matePage, 'Product'));
    await shown(entry(matePage, 'Mobile App'));
    await expect.poll(() => clientSelect(matePage).textContent()).toBe('Acme');
    expect(await samePage(matePage)).toBe(true);
    await screenshot(matePage, 'share-live-recipient');
  });

  it('the owner removes the share: the folder leaves the recipient’s sidebar, live', async () => {
    const share = ownerPage.getByTestId('share-view');
    await shown(rowOf(share, mate.user.email).filter({ hasText: 'Active' }));
    await button(share, `Remove share with ${mate.user.email}`).click();
    await dismissToast(ownerPage, 'Share removed');

    await gone(entry(matePage, 'Product'));
    await gone(entry(matePage, 'Mobile App'));
    await expect.poll(() => clientSelect(matePage).textContent()).toBe('No clients yet');
    // The project was open: the board says why it went (the lost-access handling of a removed share).
    await shown(matePage.getByText('This folder is no longer shared with you.').first());
    expect(await samePage(matePage)).toBe(true);
  });
});
