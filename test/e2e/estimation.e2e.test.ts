// Browser: estimates and scores (docs/estimation.md). The folder's owner picks the project's deck and
// scoring model in Manage Projects; a teammate, already looking at the backlog, sees the Score column come;
// the owner sizes a card and sets its value in the card dialog, and both backlogs show its estimate and
// score; an estimate the deck no longer has is kept and marked; the owner sizes a card again in its backlog
// row, and the teammate's row follows. Checked against the server at each step.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { grantShare } from '../../server/test/workspace';
import { createUser } from '../../server/test/factories';
import { row } from './backlogFlows';
import { cardDialog, openByUrl, seedBoard, type Board } from './boardFlows';
import { expectNoSeriousViolations } from './axe';
import { openSignedIn } from './flows';
import { describeE2E, PHONE, screenshot, startE2E, type E2E } from './harness';
import { button, dialog, openFromSidebar } from './manageFlows';
import { ACTION_TIMEOUT, dismissAllToasts, gone, input, shown } from './waits';

const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: ACTION_TIMEOUT });
const FIBONACCI = ['0', '1', '2', '3', '5', '8', '13', '21'];
const cell = (page: Page, title: string, column: 'estimate' | 'score') =>
  row(page, title).locator(`[data-col="${column}"]`);

/** Light and dark at the page's size (the theme follows the system setting). */
async function shots(page: Page, name: string) {
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await screenshot(page, `${name}-${scheme}`);
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

describeE2E('estimates and scores in Chromium', () => {
  let e2e: E2E;
  let board: Board;

  beforeAll(async () => {
    e2e = await startE2E();
    board = await seedBoard(e2e.server);
  });
  afterAll(() => e2e?.close());

  it('the owner picks deck and model, sizes a card; a teammate sees it live; a lost value stays marked', async () => {
    const { planner, api, projectId, card, getCard } = board;
    const teammate = await createUser(e2e.server, { firstName: 'Tom', lastName: 'Mate' });
    const folderId = (await api.get(`/api/projects/${projectId}`)).body.parentId as number;
    await grantShare(e2e.server, folderId, planner.user.id, teammate);

    const theirs = await e2e.newPage({ width: 1440, height: 900 });
    await openSignedIn(theirs, e2e.server, teammate.user);
    await shown(row(theirs, 'Usage charts'));
    // No scoring model yet: an Estimate column, no Score column.
    await shown(theirs.getByRole('columnheader', { name: 'Estimate' }));
    expect(await theirs.getByRole('columnheader', { name: 'Score' }).count()).toBe(0);

    const page = await e2e.newPage({ width: 1440, height: 900 });
    await openSignedIn(page, e2e.server, planner.user);
    await dismissAllToasts(page);
    const projects = await openFromSidebar(page, 'Projects', 'Manage Projects');
    await button(projects, 'Edit Mobile App').click();
    const form = await shown(dialog(page, 'Edit Project'));
    await input(form, 'Deck').selectOption({ label: 'T-shirt sizes (XS S M L XL)' });
    await input(form, 'Scoring Model').selectOption({ label: 'Value / effort' });
    await shots(page, 'estimation-settings');
    await button(form, 'Update Project').click();
    await poll(async () => (await api.get(`/api/projects/${projectId}`)).body).toMatchObject({
      deck: 'tshirt',
      scoringModel: 'valueEffort',
    });
    await button(await shown(dialog(page, 'Manage Projects')), 'Close')
      .last()
      .click();
    await gone(page.getByRole('dialog'));

    // The teammate's backlog gains the Score column without a reload.
    await shown(theirs.getByRole('columnheader', { name: 'Score' }));

    const edit = await openByUrl(page, card['Usage charts']!);
    const estimate = input(edit, 'Estimate');
    await poll(() => estimate.locator('option').allTextContents()).toEqual([
      'No estimate',
      'XS',
      'S',
      'M',
      'L',
      'XL',
    ]);
    await estimate.selectOption({ label: 'M' });
    await input(edit, 'Value').fill('6');
    await shown(edit.getByText('2', { exact: true }));
    await expectNoSeriousViolations(page, 'the card dialog with its estimate and score');
    await shots(page, 'estimation-dialog');
    await edit.getByRole('button', { name: 'Save & Close' }).click();
    await gone(cardDialog(page));
    await poll(() => getCard(card['Usage charts']!)).toMatchObject({ estimate: 'M', value: 6 });

    // Both backlogs: M, and a score of 6 ÷ 3 with its formula.
    for (const p of [page, theirs]) {
      await poll(() => cell(p, 'Usage charts', 'estimate').textContent()).toBe('M');
      await poll(() => cell(p, 'Usage charts', 'score').textContent()).toBe('2');
    }
    await shots(page, 'estimation-backlog');

    // Back to Fibonacci: M is kept and marked, and the teammate clears it.
    await api.put(`/api/projects/${projectId}`, { deck: 'fibonacci' });
    await shown(cell(theirs, 'Usage charts', 'estimate').getByTitle('Not in this project’s deck'));
    expect((await getCard(card['Usage charts']!)).estimate).toBe('M');
    const theirDialog = await openByUrl(theirs, card['Usage charts']!);
    await poll(() => input(theirDialog, 'Estimate').locator('option').allTextContents()).toContain(
      'M (not in deck)',
    );
    await input(theirDialog, 'Estimate').selectOption({ label: 'No estimate' });
    await theirDialog.getByRole('button', { name: 'Save & Close' }).click();
    await gone(cardDialog(theirs));
    await poll(() => getCard(card['Usage charts']!)).toMatchObject({ estimate: null });

    // The owner sizes it again in its row (a picker of the deck's values); the teammate's row follows.
    const picker = row(page, 'Usage charts').getByRole('button', { name: /^Estimate of APP-\d+: none$/ });
    await dismissAllToasts(page);
    await (await shown(picker)).click();
    const menu = await shown(page.getByRole('menu'));
    expect(await menu.getByRole('menuitemradio').allTextContents()).toEqual(['No estimate', ...FIBONACCI]);
    await expectNoSeriousViolations(page, 'the estimate picker of a backlog row');
    await shots(page, 'estimation-row-picker');
    await menu.getByRole('menuitemradio', { name: '5', exact: true }).click();
    await gone(menu);
    await poll(() => getCard(card['Usage charts']!)).toMatchObject({ estimate: '5' });
    for (const p of [page, theirs]) {
      await poll(() => cell(p, 'Usage charts', 'estimate').textContent()).toBe('5');
      await poll(() => cell(p, 'Usage charts', 'score').textContent()).toBe('1.2');
    }

    // The phone: the dialog's fields fit.
    const phone = await e2e.newPage(PHONE);
    await openSignedIn(phone, e2e.server, planner.user);
    await dismissAllToasts(phone);
    await openByUrl(phone, card['Invoices as PDF']!);
    await shown(input(cardDialog(phone), 'Estimate'));
    await expectNoSeriousViolations(phone, 'the card dialog on a phone');
    await shots(phone, 'estimation-dialog');
  });
});
