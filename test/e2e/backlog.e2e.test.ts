// Browser: the backlog view, editing and organising (spec 2, 4, 5). A new planner quick-adds
// and bulk-adds cards, edits a title in place, groups / filters / sorts, and selects, bulk-updates and deletes.
// (Dragging rows and the 10,000-card project: backlogDrag.e2e.test.ts.)
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { makeWorkspace, type Workspace } from '../../server/test/workspace';
import { backlogProjects, groupBy, list, quickAdd, row, sortBy, titles } from './backlogFlows';
import { openSignedIn } from './flows';
import { describeE2E, screenshot, startE2E, type E2E } from './harness';
import { expectNoProblems, SIGNED_OUT_PROBE } from './problems';
import { dismissAllToasts, gone, input, shown, toast } from './waits';

const bar = (page: Page) => page.getByRole('toolbar', { name: 'Bulk actions' });
const groupKeys = (page: Page) =>
  list(page)
    .locator('[data-group-key]')
    .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-group-key')));

describeE2E('backlog view in Chromium', () => {
  let e2e: E2E;
  let ws: Workspace;
  const { data, cardByTitle, seedProject, openProject } = backlogProjects(() => ({ e2e, ws }));

  beforeAll(async () => {
    e2e = await startE2E();
    ws = await makeWorkspace(e2e.server, 'APP');
  });
  afterAll(() => e2e?.close());

  it('quick-adds (Enter adds, blank ignored, Escape closes), bulk-adds and edits a title in place', async () => {
    const page = await e2e.newPage();
    await openSignedIn(page, e2e.server, ws.owner.user);
    await shown(page.getByRole('heading', { name: 'No features yet' }));
    await dismissAllToasts(page);

    const box = quickAdd(page);
    await box.fill('  Sign up with Google  ');
    await box.press('Enter');
    await shown(row(page, 'Sign up with Google'));
    expect(await box.inputValue()).toBe('');
    expect(await box.evaluate((el) => el === document.activeElement)).toBe(true);
    await shown(toast(page, 'Feature added'));
    await box.fill('   ');
    await box.press('Enter');
    await box.fill('Half-typed idea');
    await box.press('Escape');
    expect(await box.inputValue()).toBe('');
    expect(await box.evaluate((el) => el === document.activeElement)).toBe(false);
    await expect.poll(async () => (await data(ws.projectId)).cards.length).toBe(1);

    await page.getByRole('button', { name: 'Bulk Add' }).click();
    const dialog = await shown(page.getByRole('dialog', { name: 'Bulk Add Features' }));
    await input(dialog, 'Feature Titles (one per line or comma-separated)').fill(
      'Dark mode\nInvoices as PDF, with VAT\nAudit log\n',
    );
    // Lines with a comma stay one title each once the text has line breaks; the titles are listed.
    await shown(dialog.getByText('Ready to add 3 features'));
    const preview = dialog.getByRole('list', { name: 'Features to add' });
    expect(await preview.getByRole('listitem').allTextContents()).toEqual([
      'Dark mode',
      'Invoices as PDF, with VAT',
      'Audit log',
    ]);
    await screenshot(page, 'backlog-bulk-add');
    await dialog.getByRole('button', { name: 'Add Features' }).click();
    await gone(page.getByRole('dialog'));
    for (const title of ['Dark mode', 'Invoices as PDF, with VAT', 'Audit log'])
      await shown(row(page, title));
    await shown(toast(page, 'Features added'));
    expect((await data(ws.projectId)).cards).toHaveLength(4);

    // inline edit: double-click, Enter saves; Escape cancels
    await row(page, 'Dark mode').getByRole('button', { name: 'Dark mode' }).dblclick();
    // (while editing, the row's title is an input's value, which no text filter sees)
    const edit = list(page).getByRole('textbox', { name: 'Title' });
    await edit.fill('  Dark theme ');
    await edit.press('Enter');
    await shown(row(page, 'Dark theme'));
    await expect.poll(async () => (await cardByTitle(ws.projectId, 'Dark theme'))?.title).toBe('Dark theme');
    await row(page, 'Dark theme').getByRole('button', { name: 'Dark theme' }).dblclick();
    await edit.fill('Never saved');
    await page.keyboard.press('Escape');
    await shown(row(page, 'Dark theme'));
    expect(await row(page, 'Never saved').count()).toBe(0);
    expect(await cardByTitle(ws.projectId, 'Never saved')).toBeUndefined();
    expectNoProblems(page, [SIGNED_OUT_PROBE]);
  });

  it('groups, filters, sorts, selects and bulk-updates and deletes', async () => {
    const { projectId, useCase, release } = await seedProject('Planning', 'PLN', (ids) => [
      ['Sign up with Google'],
      ['Dark theme'],
      ['Invoices as PDF'],
      ['Audit log'],
      [
        'Stripe portal',
        {
          categoryId: ids.useCase.Billing,
          releaseId: ids.release.Spring,
          status: 'in-progress',
          priority: 'rush',
        },
      ],
      [
        'Offline mode',
        { categoryId: ids.useCase.Mobile, releaseId: ids.release.Summer, status: 'ready', priority: 'wow' },
      ],
      ['Welcome email', { categoryId: ids.useCase.Onboarding, status: 'deployed', priority: 'basics' }],
    ]);
    const page = await openProject('Planning');
    await shown(row(page, 'Welcome email'));

    // group by status (the default), use case (Unsorted last) and release (Future first)
    expect(await groupKeys(page)).toEqual([
      'status:backlog',
      'status:in-progress',
      'status:ready',
      'status:deployed',
    ]);
    await input(page, 'Group by').selectOption({ label: 'Use Case' });
    await expect
      .poll(() => groupKeys(page))
      .toEqual([
        `category:${useCase.Onboarding}`,
        `category:${useCase.Billing}`,
        `category:${useCase.Mobile}`,
        'category:none',
      ]);
    expect(await list(page).locator(`[data-group-key="category:${useCase.Mobile}"]`).textContent()).toContain(
      'Mobile1',
    );
    await screenshot(page, 'backlog-grouped');
    await input(page, 'Group by').selectOption({ label: 'Release' });
    await expect
      .poll(() => groupKeys(page))
      .toEqual(['release:none', `release:${release.Spring}`, `release:${release.Summer}`]);
    expect(await row(page, 'Stripe portal').textContent()).toContain('Spring');

    // filter by search, then sort by header (and toggle)
    await groupBy(page, 'None', 'all');
    await input(page, 'Search').fill('invoice');
    await expect.poll(() => titles(page)).toEqual(['Invoices as PDF']);
    await input(page, 'Search').fill('');
    await sortBy(page, 'Title', 'ascending');
    await expect
      .poll(() => titles(page))
      .toEqual([
        'Audit log',
        'Dark theme',
        'Invoices as PDF',
        'Offline mode',
        'Sign up with Google',
        'Stripe portal',
        'Welcome email',
      ]);
    await sortBy(page, 'Title', 'descending'); // the same header toggles
    await expect.poll(async () => (await titles(page))[0]).toBe('Welcome email');
    await sortBy(page, 'Impact', 'ascending'); // a new column starts ascending; weights rush 7 … tbd 1
    await expect
      .poll(async () => (await titles(page)).slice(-3))
      .toEqual(['Offline mode', 'Welcome email', 'Stripe portal']);

    // select two rows and set their status; then delete one with the confirmation
    await expect.poll(() => bar(page).getByRole('button', { name: 'Delete' }).isDisabled()).toBe(true);
    await row(page, 'Audit log').getByRole('checkbox').check();
    await row(page, 'Offline mode').getByRole('checkbox').check();
    await shown(bar(page).getByText('2 selected'));
    await screenshot(page, 'backlog-bulk-bar');
    await bar(page).getByRole('combobox', { name: 'Set status' }).selectOption({ label: 'Accepted' });
    await shown(toast(page, 'Cards updated'));
    await expect
      .poll(async () => [
        (await cardByTitle(projectId, 'Audit log')).status,
        (await cardByTitle(projectId, 'Offline mode')).status,
      ])
      .toEqual(['deployed', 'deployed']);
    await shown(bar(page).getByText('No cards selected'));
    expect(await row(page, 'Audit log').textContent()).toContain('Accepted');

    await row(page, 'Welcome email').getByRole('checkbox').check();
    await bar(page).getByRole('button', { name: 'Delete' }).click();
    const confirm = await shown(page.getByRole('dialog'));
    await shown(confirm.getByText('Delete 1 card? You can undo this or restore it from the trash.'));
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await gone(row(page, 'Welcome email'));
    await expect.poll(async () => await cardByTitle(projectId, 'Welcome email')).toBeUndefined();
    expectNoProblems(page, [SIGNED_OUT_PROBE]);
  });
});
