// Browser: the backlog remembers how each person looks at each project (decisions.md "Remembered
// views"). Sort, grouping and filters survive a reload; another project opens with the spec's default (Added,
// newest first); a filter on a release deleted since is dropped; unreadable stored data gives the default.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { makeProject, makeWorkspace, type Workspace } from '../../server/test/workspace';
import { backlogProjects, groupBy, list, row, sortBy } from './backlogFlows';
import { describeE2E, startE2E, type E2E } from './harness';
import { expectNoProblems, SIGNED_OUT_PROBE } from './problems';
import { input, shown } from './waits';

const sortOf = (page: Page, name: string) =>
  list(page)
    .getByRole('columnheader', { name: new RegExp(`^${name}`) })
    .getAttribute('aria-sort');
const chip = (page: Page, legend: string, label: string) =>
  page.getByRole('group', { name: legend, exact: true }).getByRole('button', { name: label, exact: true });

describeE2E('remembered backlog views in Chromium', () => {
  let e2e: E2E;
  let ws: Workspace;
  const { seedProject, openProject } = backlogProjects(() => ({ e2e, ws }));

  beforeAll(async () => {
    e2e = await startE2E();
    ws = await makeWorkspace(e2e.server, 'APP');
  });
  afterAll(() => e2e?.close());

  it('keeps sort, grouping and filters per project across reloads, and drops what was deleted', async () => {
    const { release } = await seedProject('Remembered', 'REM', (ids) => [
      ['Sign up with Google', { releaseId: ids.release.Spring }],
      ['Dark theme', { releaseId: ids.release.Summer }],
      ['Audit log'],
    ]);
    await makeProject(ws.owner.client, ws.folderId, 'OTH', 'Untouched');
    const page = await openProject('Remembered');
    expect(await sortOf(page, 'Added')).toBe('descending');

    await groupBy(page, 'Release', 'release:none');
    await sortBy(page, 'Title', 'ascending');
    await chip(page, 'Release', 'Summer').click();
    await chip(page, 'Release', 'Future').click();
    await expect.poll(() => list(page).locator('[data-card-id]').count()).toBe(2);

    await page.reload();
    await shown(row(page, 'Dark theme'));
    expect(await input(page, 'Group by').inputValue()).toBe('release');
    expect(await sortOf(page, 'Title')).toBe('ascending');
    expect(await chip(page, 'Release', 'Summer').getAttribute('aria-pressed')).toBe('true');
    expect(await row(page, 'Sign up with Google').count()).toBe(0);

    // A project never touched opens as the spec says; coming back brings this one's view back.
    await page.getByText('Untouched', { exact: true }).first().click();
    await shown(page.getByRole('heading', { name: 'Untouched' }));
    expect(await input(page, 'Group by').inputValue()).toBe('status');
    await page.getByText('Remembered', { exact: true }).first().click();
    await shown(row(page, 'Dark theme'));
    expect(await input(page, 'Group by').inputValue()).toBe('release');

    // The Summer release is deleted meanwhile: its filter is dropped, Future stays.
    expect((await ws.owner.client.delete(`/api/releases/${release.Summer}`)).status).toBeLessThan(300);
    await page.reload();
    await shown(row(page, 'Audit log'));
    expect(await chip(page, 'Release', 'Future').getAttribute('aria-pressed')).toBe('true');
    await expect
      .poll(() => page.getByRole('group', { name: 'Release', exact: true }).getByText('Summer').count())
      .toBe(0);
    await shown(row(page, 'Dark theme')); // now in Future, which is still filtered in

    // Unreadable stored data: the default view, no crash.
    await page.evaluate(() => {
      for (const key of Object.keys(localStorage))
        if (key.startsWith('cardplan:view:')) localStorage.setItem(key, '{"v":1,"filters":');
    });
    await page.reload();
    await shown(row(page, 'Sign up with Google'));
    expect(await sortOf(page, 'Added')).toBe('descending');
    expect(await input(page, 'Group by').inputValue()).toBe('status');
    expectNoProblems(page, [SIGNED_OUT_PROBE]);
  });
});
