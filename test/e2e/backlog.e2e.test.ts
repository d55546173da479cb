// Browser: the backlog view (spec 2, 4, 5; issue 6 point 3). A new planner quick-adds and bulk-adds cards,
// edits a title in place, groups / filters / sorts, selects and bulk-updates and deletes, drags to reorder and
// into another group (checked in the DOM and through the API), and a 10,000-card project stays virtualised.
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { insertCards, makeProject, makeWorkspace, type Workspace } from '../../server/test/workspace';
import { signInThroughForm } from './flows';
import { describeE2E, PHONE, screenshot, startE2E, type E2E } from './harness';
import { expectNoProblems, SIGNED_OUT_PROBE } from './problems';
import { dismissAllToasts, gone, input, shown, toast } from './waits';

const list = (page: Page) => page.getByTestId('backlog-list');
const row = (page: Page, title: string) => list(page).locator('[data-card-id]').filter({ hasText: title });
const quickAdd = (page: Page) => page.getByPlaceholder('Enter feature title...');
const bar = (page: Page) => page.getByRole('toolbar', { name: 'Bulk actions' });
/** Card titles in the order the list shows them. */
const titles = (page: Page) =>
  list(page)
    .locator('[data-card-id] [data-col="title"] button')
    .evaluateAll((buttons) => buttons.map((b) => b.lastChild?.textContent ?? ''));
const groupKeys = (page: Page) =>
  list(page)
    .locator('[data-group-key]')
    .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-group-key')));

/** Picks a grouping in the sidebar and waits until the list shows it (valtio notifies after a microtask). */
async function groupBy(page: Page, label: string, firstKey: string) {
  await input(page, 'Group by').selectOption({ label });
  await shown(list(page).locator(`[data-group-key="${firstKey}"]`));
}

/** Clicks a column header and waits for its sort direction. */
async function sortBy(page: Page, name: string, direction: 'ascending' | 'descending') {
  await list(page)
    .getByRole('button', { name: new RegExp(`^${name}`) })
    .click();
  const header = list(page).getByRole('columnheader', { name: new RegExp(name) });
  await expect.poll(() => header.getAttribute('aria-sort')).toBe(direction);
}

/** Where the element rests: rows glide to new places (200 ms) after a drop, so wait for the box to hold still. */
async function restingBox(locator: Locator) {
  let last = JSON.stringify(await locator.boundingBox());
  for (let still = 0, i = 0; still < 2 && i < 40; i++) {
    await locator.page().waitForTimeout(50);
    const now = JSON.stringify(await locator.boundingBox());
    still = now === last ? still + 1 : 0;
    last = now;
  }
  return JSON.parse(last) as { x: number; y: number; width: number; height: number };
}

/** A real pointer drag in small steps (dnd-kit starts after 3 px), centre to centre. */
async function drag(page: Page, from: Locator, to: Locator) {
  const a = await restingBox(from);
  const b = await restingBox(to);
  const x = a.x + a.width * 0.4;
  const start = a.y + a.height / 2;
  await page.mouse.move(x, start);
  await page.mouse.down();
  await page.mouse.move(x, start + 6, { steps: 3 });
  await page.mouse.move(x, b.y + b.height / 2, { steps: 15 });
  await page.waitForTimeout(150);
  await page.mouse.up();
}

interface Seeded {
  projectId: number;
  useCase: Record<'Onboarding' | 'Billing' | 'Mobile', number>;
  release: Record<'Spring' | 'Summer', number>;
}

type CardSeed = [title: string, fields?: Record<string, unknown>];

describeE2E('backlog view in Chromium', () => {
  let e2e: E2E;
  let ws: Workspace;

  const api = () => ws.owner.client;
  const data = async (projectId: number) => (await api().get(`/api/projects/${projectId}/data`)).body;
  const cardByTitle = async (projectId: number, title: string) =>
    (await data(projectId)).cards.find((c: { title: string }) => c.title === title);

  /** A project with three use cases, two releases and the given cards (created in this order = rank order). */
  async function seedProject(
    name: string,
    prefix: string,
    cards: (ids: Seeded) => CardSeed[],
  ): Promise<Seeded> {
    const projectId = (await makeProject(api(), ws.folderId, prefix, name)).id;
    const seeded: Seeded = { projectId, useCase: {} as Seeded['useCase'], release: {} as Seeded['release'] };
    for (const [useCase, color] of [
      ['Onboarding', '#3B82F6'],
      ['Billing', '#22C55E'],
      ['Mobile', '#FFFFFF'],
    ] as const) {
      seeded.useCase[useCase] = (
        await api().post('/api/categories', { name: useCase, color, projectId })
      ).body.id;
    }
    for (const [release, startDate] of [
      ['Summer', '2026-06-01'],
      ['Spring', '2026-03-01'],
    ] as const) {
      seeded.release[release] = (
        await api().post('/api/releases', { name: release, startDate, projectId })
      ).body.id;
    }
    for (const [title, fields] of cards(seeded))
      await api().post('/api/cards', { title, projectId, ...fields });
    return seeded;
  }

  /** Signs in and opens the project from the sidebar's project list. */
  async function openProject(name: string) {
    const page = await e2e.newPage();
    await signInThroughForm(page, ws.owner.user.email, ws.owner.password);
    await page.getByText(name, { exact: true }).first().click();
    await shown(page.getByRole('heading', { name }));
    await dismissAllToasts(page);
    return page;
  }

  beforeAll(async () => {
    e2e = await startE2E();
    ws = await makeWorkspace(e2e.server, 'APP');
  });
  afterAll(() => e2e?.close());

  it('quick-adds (Enter adds, blank ignored, Escape closes), bulk-adds and edits a title in place', async () => {
    const page = await e2e.newPage();
    await signInThroughForm(page, ws.owner.user.email, ws.owner.password);
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
      'Dark mode\nInvoices as PDF, Audit log\n',
    );
    await shown(dialog.getByText('Ready to add 3 feature(s)'));
    await screenshot(page, 'backlog-bulk-add');
    await dialog.getByRole('button', { name: 'Add Features' }).click();
    await gone(page.getByRole('dialog'));
    for (const title of ['Dark mode', 'Invoices as PDF', 'Audit log']) await shown(row(page, title));
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
    await input(page, 'Group by').selectOption({ label: 'Use case' });
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
    await shown(confirm.getByText('Delete 1 card(s)? This action cannot be undone.'));
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await gone(row(page, 'Welcome email'));
    await expect.poll(async () => await cardByTitle(projectId, 'Welcome email')).toBeUndefined();
    expectNoProblems(page, [SIGNED_OUT_PROBE]);
  });

  it('drags a row to reorder it and into another group', async () => {
    const { projectId, useCase } = await seedProject('Ranking', 'RNK', (ids) => [
      ['Sign up with Google'],
      ['Dark theme'],
      ['Invoices as PDF'],
      ['Audit log', { status: 'deployed' }],
      [
        'Stripe portal',
        { categoryId: ids.useCase.Billing, releaseId: ids.release.Spring, status: 'in-progress' },
      ],
      ['Offline mode', { categoryId: ids.useCase.Mobile, status: 'deployed' }],
    ]);
    const page = await openProject('Ranking');
    await shown(row(page, 'Audit log'));
    await groupBy(page, 'None', 'all');
    await sortBy(page, 'Rank', 'ascending');
    const before = await titles(page);
    expect(before.length).toBe(6);

    await drag(page, row(page, before[0]!), row(page, before[2]!));
    const expected = [before[1], before[2], before[0], ...before.slice(3)];
    await expect.poll(() => titles(page)).toEqual(expected);
    await shown(list(page).getByLabel('custom ranking'));
    await expect
      .poll(async () => {
        const cards = (await data(projectId)).cards as { title: string; order: string }[];
        return cards.sort((a, b) => Number(a.order) - Number(b.order)).map((c) => c.title);
      })
      .toEqual(expected);

    // into another group: onto the empty 'Ready' zone, then onto a card of the Billing use case
    await groupBy(page, 'Status', 'status:backlog');
    await shown(list(page).locator('[data-drop-zone="status:ready"]'));
    await drag(page, row(page, 'Dark theme'), list(page).locator('[data-drop-zone="status:ready"]'));
    await expect.poll(async () => (await cardByTitle(projectId, 'Dark theme')).status).toBe('ready');
    expect(await row(page, 'Dark theme').textContent()).toContain('Ready');
    await groupBy(page, 'Use case', `category:${useCase.Onboarding}`);
    await drag(page, row(page, 'Sign up with Google'), row(page, 'Stripe portal'));
    await expect
      .poll(async () => (await cardByTitle(projectId, 'Sign up with Google')).categoryId)
      .toBe(useCase.Billing);

    await screenshot(page, 'backlog');
    await page.setViewportSize(PHONE);
    await page.waitForTimeout(300);
    const closeSidebar = page.getByRole('button', { name: /close sidebar|hide sidebar/i });
    if (await closeSidebar.isVisible()) await closeSidebar.click();
    await shown(row(page, 'Stripe portal'));
    expect(await row(page, 'Stripe portal').locator('[data-col="status"]').isVisible()).toBe(true);
    expect(await row(page, 'Stripe portal').locator('[data-col="impact"]').isVisible()).toBe(true);
    expect(await row(page, 'Stripe portal').locator('[data-col="added"]').isVisible()).toBe(false);
    await screenshot(page, 'backlog');
    expectNoProblems(page, [SIGNED_OUT_PROBE]);
  });

  it('keeps a 10,000-card project virtualised and fast', async () => {
    const big = await makeProject(ws.owner.client, ws.folderId, 'BIG', 'Big');
    await insertCards(e2e.server, big.id, 'BIG', 10_000);
    const page = await e2e.newPage();
    await signInThroughForm(page, ws.owner.user.email, ws.owner.password);
    await shown(quickAdd(page)); // another project's backlog is open
    const started = Date.now();
    await page.getByText('Big', { exact: true }).first().click();
    await shown(list(page).locator('[data-card-id]').filter({ hasText: 'BIG-' }).first());
    const firstRender = Date.now() - started;
    const nodes = await page.evaluate(() => document.querySelectorAll('*').length);
    await groupBy(page, 'None', 'all');
    await sortBy(page, 'Rank', 'ascending');
    const rows = list(page).locator('[data-card-id]');
    const first = await rows.nth(0).getAttribute('data-card-id');
    // the time from the drop (pointerup) to the frame showing the reordered list
    await page.evaluate((moved) => {
      const w = window as unknown as { dropToFrame?: Promise<number> };
      w.dropToFrame = new Promise((resolve) => {
        document.addEventListener(
          'pointerup',
          () => {
            const start = performance.now();
            const check = () =>
              document
                .querySelector('[data-testid="backlog-list"] [data-card-id]')
                ?.getAttribute('data-card-id') !== moved
                ? resolve(performance.now() - start)
                : requestAnimationFrame(check);
            requestAnimationFrame(check);
          },
          { capture: true, once: true },
        );
      });
    }, first);
    await drag(page, rows.nth(0), rows.nth(2));
    const dropToFrame = await page.evaluate(
      () => (window as unknown as { dropToFrame: Promise<number> }).dropToFrame,
    );
    console.info(
      `[backlog 10k] first render ${firstRender} ms, ${nodes} DOM nodes, drop to frame ${dropToFrame.toFixed(1)} ms`,
    );
    expect(nodes).toBeLessThanOrEqual(1500);
    // Loose guards on a shared CI machine; `npm run bench:ui` holds the real targets.
    expect(firstRender).toBeLessThan(5000);
    expect(dropToFrame).toBeLessThan(500);
    expectNoProblems(page, [SIGNED_OUT_PROBE]);
  });
});
