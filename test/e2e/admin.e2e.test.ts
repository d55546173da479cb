// Browser: the admin panel (spec 2 "/admin", 5 "Admin", 6): an admin creates, edits and deletes a user through
// the dialogs; a non-admin sees no 'Admin Panel' item and gets the Access Denied card.
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createUser, signIn, uniqueEmail, type TestUser } from '../../server/test/factories';
import { openUserMenu, openSignedIn, signInThroughForm } from './flows';
import { describeE2E, PHONE, screenshot, startE2E, type E2E } from './harness';
import { expectNoProblems, problemsOf, SIGNED_OUT_PROBE } from './problems';
import { dismissToast, gone, input, shown, toast, waitForPath } from './waits';

/** Section 5: 12 characters of upper case, lower case, digits and ! @ # $ % ^ & *. */
const GENERATED_PASSWORD = /^[A-Za-z0-9!@#$%^&*]{12}$/;

/** The number on a summary card ('Total users' 3). */
async function summary(page: Page, label: string): Promise<number> {
  const text = (await page.getByText(label, { exact: true }).locator('..').textContent()) ?? '';
  const match = text.match(/(\d+)/);
  if (!match) throw new Error(`no number next to '${label}': "${text}"`);
  return Number(match[1]);
}

const rowOf = (page: Page, email: string) => page.getByRole('row').filter({ hasText: email });
const problemsCount = (page: Page, line: string) => problemsOf(page).http.filter((l) => l === line).length;
const dialog = (page: Page) => page.getByRole('dialog').or(page.getByRole('alertdialog'));

/** Tabs (and sometimes Shift+Tabs) through a dialog many times: the focus always comes back inside. */
async function expectFocusTrapped(page: Page, box: Locator, presses = 25) {
  for (let i = 0; i < presses; i++) {
    const key = i % 5 === 4 ? 'Shift+Tab' : 'Tab';
    await page.keyboard.press(key);
    const focus = () =>
      box.evaluate((el) => {
        const active = document.activeElement;
        const label = active ? `${active.tagName} ${active.outerHTML.slice(0, 100)}` : 'nothing';
        return el.contains(active) ? 'inside' : `outside: ${label}`;
      });
    // Past either end, focus visits floating-ui's focus guard, which hands it back in the next frame.
    await expect.poll(focus, { interval: 50, message: `after ${key} number ${i + 1}` }).toBe('inside');
  }
}

describeE2E('admin panel in Chromium', () => {
  let e2e: E2E;
  beforeAll(async () => {
    e2e = await startE2E();
  });
  afterAll(() => e2e?.close());

  it('an admin creates a user (generated, copied password), edits names and role, and deletes them', async () => {
    const admin = await createUser(e2e.server, { accessLevel: 'admin', firstName: 'Ada', lastName: 'Admin' });
    const adminEmail = admin.user.email;
    const page = await e2e.newPage();
    await signInThroughForm(page, adminEmail, admin.password);

    const menu = await openUserMenu(page, adminEmail);
    await menu.getByRole('menuitem', { name: 'Admin Panel' }).click();
    await waitForPath(page, '/admin');
    const ownRow = await shown(rowOf(page, adminEmail));
    const bodyRows = page.getByRole('row').filter({ has: page.getByRole('cell') });
    const users = await bodyRows.count();
    expect(await summary(page, 'Total users')).toBe(users);
    expect(await summary(page, 'Admin users')).toBeGreaterThanOrEqual(1);
    expect(await summary(page, 'Total features')).toBe(0);
    // no delete on the admin's own row
    expect(await ownRow.getByRole('button', { name: /delete/i }).count()).toBe(0);
    await screenshot(page, 'admin');

    // Create User: a generated 12-character password, copied with the copy button
    await page.getByRole('button', { name: 'Create User', exact: true }).click();
    const create = await shown(dialog(page));
    await screenshot(page, 'admin-create-user');
    await expectFocusTrapped(page, create);
    // (From a button with a tooltip, the first Escape closes the tooltip, the second the dialog.)
    await input(create, /e-?mail/i).focus();
    await page.keyboard.press('Escape');
    await gone(dialog(page));

    await page.getByRole('button', { name: 'Create User', exact: true }).click();
    await shown(dialog(page));
    const email = uniqueEmail('created');
    await input(create, /e-?mail/i).fill(email);
    await input(create, /first name/i).fill('Carl');
    await input(create, /last name/i).fill('Created');
    const password = await input(create, /password/i).inputValue();
    expect(password).toMatch(GENERATED_PASSWORD);
    await create.getByRole('button', { name: /copy/i }).click();
    await dismissToast(page, 'Password copied to clipboard');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(password);
    await create.getByRole('button', { name: /^create( user)?$/i }).click();
    await dismissToast(page, 'User created successfully');
    await gone(dialog(page));
    const row = await shown(rowOf(page, email));
    await expect.poll(() => row.textContent()).toMatch(/Carl\s*Created/);
    await expect.poll(() => summary(page, 'Total users')).toBe(users + 1);
    // the copied password is the account's password
    const createdClient = await signIn(e2e.server, { user: { email } as TestUser['user'], password });
    expect((await createdClient.get('/api/auth/user')).status).toBe(200);

    // Edit: the dialog shows the e-mail; names and role change
    const admins = await summary(page, 'Admin users');
    await row.getByRole('button', { name: /edit/i }).click();
    const edit = await shown(dialog(page));
    await shown(edit.getByText(email).first());
    await input(edit, /first name/i).fill('Grace');
    await input(edit, /last name/i).fill('Hopper');
    await input(edit, /role|access/i).selectOption('admin');
    await screenshot(page, 'admin-edit-user');
    await edit.getByRole('button', { name: /save|update/i }).click();
    await dismissToast(page, 'User updated successfully');
    await gone(dialog(page));
    await expect.poll(() => row.textContent()).toMatch(/Grace\s*Hopper/);
    await expect.poll(() => row.textContent()).toMatch(/admin/i);
    await expect.poll(() => summary(page, 'Admin users')).toBe(admins + 1);
    const adminClient = await signIn(e2e.server, admin);
    const listed = (await adminClient.get('/api/admin/users')).body as any[];
    expect(listed.find((u) => u.email === email)).toMatchObject({
      firstName: 'Grace',
      lastName: 'Hopper',
      accessLevel: 'admin',
    });

    // Delete, after confirming
    await row.getByRole('button', { name: /delete/i }).click();
    const confirm = await shown(dialog(page));
    await screenshot(page, 'admin-delete-user');
    await confirm.getByRole('button', { name: /delete/i }).click();
    await shown(toast(page, 'User deleted successfully'));
    await gone(rowOf(page, email));
    await expect.poll(() => summary(page, 'Total users')).toBe(users);
    const after = (await adminClient.get('/api/admin/users')).body as any[];
    expect(after.some((u) => u.email === email)).toBe(false);
    expectNoProblems(page, [SIGNED_OUT_PROBE]);
  });

  it('the admin panel looks finished on a phone (390×844)', async () => {
    const admin = await createUser(e2e.server, { accessLevel: 'admin' });
    const page = await e2e.newPage(PHONE);
    await openSignedIn(page, e2e.server, admin.user, '/admin');
    await shown(rowOf(page, admin.user.email).or(page.getByText(admin.user.email)).first());
    await screenshot(page, 'admin');
    expectNoProblems(page, [SIGNED_OUT_PROBE]);
  });

  it("a non-admin has no 'Admin Panel' item and /admin shows the Access Denied card", async () => {
    const user = await createUser(e2e.server);
    const page = await e2e.newPage();
    await openSignedIn(page, e2e.server, user.user);
    const menu = await openUserMenu(page, user.user.email);
    await shown(menu.getByRole('menuitem', { name: 'Sign Out' }));
    expect(await menu.getByRole('menuitem', { name: 'Admin Panel' }).count()).toBe(0);
    await page.keyboard.press('Escape');

    await page.goto('/admin');
    await shown(page.getByText('Access Denied', { exact: true }));
    await shown(page.getByText("You don't have admin privileges to access this page.", { exact: true }));
    await screenshot(page, 'admin-access-denied');
    // one 403, not retried (spec 7: no retry on 403)
    expectNoProblems(page, [SIGNED_OUT_PROBE, '403 GET /api/admin/users']);
    expect(problemsCount(page, '403 GET /api/admin/users')).toBe(1);
  });
});
