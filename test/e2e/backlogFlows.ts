// The backlog view as the browser tests use it (backlog*.e2e.test.ts): its list, rows and quick-add box,
// grouping and sorting like a person does, and seeded projects (use cases, releases, cards) opened by name.
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { makeProject, type Workspace } from '../../server/test/workspace';
import { openSignedIn } from './flows';
import type { E2E } from './harness';
import { dismissAllToasts, input, shown } from './waits';

export const list = (page: Page) => page.getByTestId('backlog-list');
export const row = (page: Page, title: string) =>
  list(page).locator('[data-card-id]').filter({ hasText: title });
export const quickAdd = (page: Page) => page.getByPlaceholder('Enter feature title...');
/** Card titles in the order the list shows them. */
export const titles = (page: Page) =>
  list(page)
    .locator('[data-card-id] [data-col="title"] button')
    .evaluateAll((buttons) => buttons.map((b) => b.lastChild?.textContent ?? ''));

/** Where the element rests: rows glide to new places (200 ms) after a drop, so wait for the box to hold still. */
export async function restingBox(locator: Locator) {
  let last = JSON.stringify(await locator.boundingBox());
  for (let still = 0, i = 0; still < 2 && i < 40; i++) {
    await locator.page().waitForTimeout(50);
    const now = JSON.stringify(await locator.boundingBox());
    still = now === last ? still + 1 : 0;
    last = now;
  }
  return JSON.parse(last) as { x: number; y: number; width: number; height: number };
}

/** Picks a grouping in the sidebar and waits until the list shows it (valtio notifies after a microtask). */
export async function groupBy(page: Page, label: string, firstKey: string) {
  await input(page, 'Group by').selectOption({ label });
  await shown(list(page).locator(`[data-group-key="${firstKey}"]`));
}

/** Clicks a column header and waits for its sort direction. */
export async function sortBy(page: Page, name: string, direction: 'ascending' | 'descending') {
  await list(page)
    .getByRole('button', { name: new RegExp(`^${name}`) })
    .click();
  const header = list(page).getByRole('columnheader', { name: new RegExp(name) });
  await expect.poll(() => header.getAttribute('aria-sort')).toBe(direction);
}

export interface Seeded {
  projectId: number;
  useCase: Record<'Onboarding' | 'Billing' | 'Mobile', number>;
  release: Record<'Spring' | 'Summer', number>;
}

type CardSeed = [title: string, fields?: Record<string, unknown>];

/**
 * The helpers that work on the test file's workspace, as its owner: `context` gives the browser harness and
 * the workspace, both made in the file's beforeAll (so it is called only once a test runs).
 */
export function backlogProjects(context: () => { e2e: E2E; ws: Workspace }) {
  const api = () => context().ws.owner.client;
  const data = async (projectId: number) => (await api().get(`/api/projects/${projectId}/data`)).body;
  const cardByTitle = async (projectId: number, title: string) =>
    (await data(projectId)).cards.find((c: { title: string }) => c.title === title);

  /** A project with three use cases, two releases and the given cards (created in this order = rank order). */
  async function seedProject(
    name: string,
    prefix: string,
    cards: (ids: Seeded) => CardSeed[],
  ): Promise<Seeded> {
    const projectId = (await makeProject(api(), context().ws.folderId, prefix, name)).id;
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
    const { e2e, ws } = context();
    const page = await e2e.newPage();
    await openSignedIn(page, e2e.server, ws.owner.user);
    await page.getByText(name, { exact: true }).first().click();
    await shown(page.getByRole('heading', { name }));
    await dismissAllToasts(page);
    return page;
  }

  return { data, cardByTitle, seedProject, openProject };
}
