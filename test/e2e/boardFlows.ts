// The planning board the card-dialog and roadmap browser tests share: a planner's project with use cases,
// releases (one with four sprints) and cards, made through the API; and opening a card's dialog by its link.
import type { Page } from 'playwright-core';
import { createUser, signInAs } from '../../server/test/factories';
import { afterAll, beforeAll } from 'vitest';
import type { TestServer } from '../../server/test/testServer';
import { makeClient, makeFolder, makeProject } from '../../server/test/workspace';
import { startE2E, type E2E } from './harness';
import { shown } from './waits';

export const cardDialog = (page: Page) => page.getByRole('dialog').first();

/** Opens the card dialog by loading the page with its hash (a fresh document, as a pasted link would). */
export async function openByUrl(page: Page, cardId: number) {
  await page.goto('about:blank');
  await page.goto(`/#card/${cardId}`);
  return shown(cardDialog(page));
}

/** Rosa Planner's 'Mobile App' (prefix APP): ids by name in useCase, release and card. */
export async function seedBoard(server: TestServer) {
  const planner = await createUser(server, { firstName: 'Rosa', lastName: 'Planner' });
  const api = await signInAs(server, planner.user);
  const client = await makeClient(api, 'Acme');
  const folder = await makeFolder(api, client.id, 'Product');
  const projectId = (await makeProject(api, folder.id, 'APP', 'Mobile App')).id as number;
  const useCase: Record<string, number> = {};
  const release: Record<string, number> = {};
  const card: Record<string, number> = {};

  const getCard = async (id: number) => (await api.get(`/api/cards/${id}`)).body;
  const addCard = async (title: string, fields: object = {}) =>
    (card[title] = (await api.post('/api/cards', { title, projectId, ...fields })).body.id as number);

  for (const [name, color] of [
    ['Onboarding', '#22C55E'],
    ['Billing', '#3B82F6'],
    ['Reporting', '#8B5CF6'],
  ]) {
    useCase[name!] = (await api.post('/api/categories', { name, color, projectId })).body.id;
  }
  const releases: [string, string | null, string | null][] = [
    ['Spring', '2026-03-01', '2026-05-31'],
    ['Summer', '2026-06-01', '2026-08-31'],
    ['Someday', null, null],
  ];
  for (const [name, startDate, endDate] of releases) {
    release[name] = (
      await api.post('/api/releases', { name, description: `${name} goals`, startDate, endDate, projectId })
    ).body.id;
  }
  const sprints: number[] = [];
  for (const n of [1, 2, 3, 4]) {
    const body = { name: `Sprint ${n}`, startDate: `2026-0${2 + n}-01`, endDate: `2026-0${2 + n}-14` };
    sprints.push((await api.post(`/api/releases/${release.Spring}/sprints`, body)).body.id);
  }
  await addCard('Guided tour', {
    categoryId: useCase.Onboarding,
    releaseId: release.Spring,
    status: 'deployed',
    priority: 'wow',
    sprintId: sprints[0],
  });
  await addCard('Invoices as PDF', {
    categoryId: useCase.Billing,
    releaseId: release.Spring,
    status: 'in-progress',
    priority: 'rush',
  });
  await addCard('Usage charts', {
    categoryId: useCase.Reporting,
    releaseId: release.Summer,
    status: 'ready',
    priority: 'treat',
  });
  await addCard('Welcome email', { categoryId: useCase.Onboarding, priority: 'basics' });
  await addCard('Fix rounding', { releaseId: release.Spring, priority: 'fix' });
  // Enough unassigned features for the overview's limits: 8 in Spring (6 shown), 8 in Summer (6 shown
  // but only 12 over all), none listed for Someday.
  for (let i = 1; i <= 6; i++) await addCard(`Spring idea ${i}`, { releaseId: release.Spring });
  for (let i = 1; i <= 7; i++) await addCard(`Summer idea ${i}`, { releaseId: release.Summer });
  await addCard('Someday idea', { releaseId: release.Someday, categoryId: useCase.Reporting });

  return { planner, api, projectId, useCase, release, card, getCard, addCard };
}

export type Board = Awaited<ReturnType<typeof seedBoard>>;

/**
 * For a describeE2E body: a server and browser with Rosa's board, started before its tests and closed after;
 * read `e2e` and `board` inside the tests.
 */
export function seededBoardWorld() {
  const world = {} as { e2e: E2E; board: Board };
  beforeAll(async () => {
    world.e2e = await startE2E();
    world.board = await seedBoard(world.e2e.server);
  });
  afterAll(() => world.e2e?.close());
  return world;
}
