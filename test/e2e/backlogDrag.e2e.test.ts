// Browser: dragging in the backlog view (spec 4, 5). A planner drags a row to reorder it and
// into another group (checked in the DOM and through the API), the row's columns fit a phone, and a
// 10,000-card project stays virtualised and takes a drop.
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { insertCards, makeProject, makeWorkspace, type Workspace } from '../../server/test/workspace';
import { backlogProjects, groupBy, list, quickAdd, restingBox, row, sortBy, titles } from './backlogFlows';
import { openSignedIn } from './flows';
import { describeE2E, PHONE, screenshot, startE2E, type E2E } from './harness';
import { expectNoProblems, SIGNED_OUT_PROBE } from './problems';
import { ACTION_TIMEOUT, dragTo, settled, shown } from './waits';

/** A row dragged straight down or up, from its middle (left of its buttons) to the middle of `to`. */
async function drag(page: Page, from: Locator, to: Locator) {
  const a = await restingBox(from);
  const b = await restingBox(to);
  const x = a.x + a.width * 0.4;
  await dragTo(page, { x, y: a.y + a.height / 2 }, { x, y: b.y + b.height / 2 }, { steps: 15 });
}

describeE2E('backlog dragging in Chromium', () => {
  let e2e: E2E;
  let ws: Workspace;
  const { data, cardByTitle, seedProject, openProject } = backlogProjects(() => ({ e2e, ws }));

  beforeAll(async () => {
    e2e = await startE2E();
    ws = await makeWorkspace(e2e.server, 'APP');
  });
  afterAll(() => e2e?.close());

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
    await groupBy(page, 'Use Case', `category:${useCase.Onboarding}`);
    await drag(page, row(page, 'Sign up with Google'), row(page, 'Stripe portal'));
    await expect
      .poll(async () => (await cardByTitle(projectId, 'Sign up with Google')).categoryId)
      .toBe(useCase.Billing);

    await screenshot(page, 'backlog');
    await page.setViewportSize(PHONE);
    await settled(page);
    const closeSidebar = page.getByRole('button', { name: /close sidebar|hide sidebar/i });
    if (await closeSidebar.isVisible()) await closeSidebar.click();
    await shown(row(page, 'Stripe portal'));
    expect(await row(page, 'Stripe portal').locator('[data-col="status"]').isVisible()).toBe(true);
    expect(await row(page, 'Stripe portal').locator('[data-col="impact"]').isVisible()).toBe(true);
    expect(await row(page, 'Stripe portal').locator('[data-col="added"]').isVisible()).toBe(false);
    await screenshot(page, 'backlog');
    expectNoProblems(page, [SIGNED_OUT_PROBE]);
  });

  // Speed is `npm run bench:ui`'s job (first render, drop to frame); here only what must hold on any machine:
  // the list stays virtualised and a drop lands. A loaded CI machine needs more than the default 30 s.
  it('keeps a 10,000-card project virtualised and lets a row be dropped', { timeout: 120_000 }, async () => {
    const big = await makeProject(ws.owner.client, ws.folderId, 'BIG', 'Big');
    await insertCards(e2e.server, big.id, 'BIG', 10_000);
    const page = await e2e.newPage();
    await openSignedIn(page, e2e.server, ws.owner.user);
    await shown(quickAdd(page)); // another project's backlog is open
    await page.getByText('Big', { exact: true }).first().click();
    await shown(list(page).locator('[data-card-id]').filter({ hasText: 'BIG-' }).first());
    const nodes = await page.evaluate(() => document.querySelectorAll('*').length);
    expect(nodes).toBeLessThanOrEqual(1500);
    await groupBy(page, 'None', 'all');
    await sortBy(page, 'Rank', 'ascending');
    const rows = list(page).locator('[data-card-id]');
    const first = await rows.nth(0).getAttribute('data-card-id');
    await drag(page, rows.nth(0), rows.nth(2));
    await expect
      .poll(() => rows.nth(0).getAttribute('data-card-id'), { timeout: ACTION_TIMEOUT })
      .not.toBe(first);
    await expect
      .poll(
        async () => {
          const cards = (await data(big.id)).cards as { id: string; order: string }[];
          return cards.sort((a, b) => Number(a.order) - Number(b.order))[0]?.id;
        },
        { timeout: ACTION_TIMEOUT },
      )
      .not.toBe(first);
    expectNoProblems(page, [SIGNED_OUT_PROBE]);
  });
});
