// Browser: who may watch a projector. A teammate drags a card on their roadmap and a
// room-link projector shows it in its new cell; a signed-in stranger without a link gets 'not available'
// (and never the data); the same stranger with the link sees the roadmap.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createUser, signIn, type TestUser } from '../../server/test/factories';
import type { TestClient } from '../../server/test/httpClient';
import { grantShare, makeClient, makeFolder, makeProject } from '../../server/test/workspace';
import { openSignedIn } from './flows';
import { describeE2E, screenshot, startE2E, type E2E } from './harness';
import { gone, pointerDrag, shown } from './waits';

const PROJECTOR = { width: 1280, height: 720 };

describeE2E('who may watch a projector', () => {
  let e2e: E2E;
  let owner: TestUser;
  let mate: TestUser;
  let stranger: TestUser;
  let api: TestClient;
  let projectId: number;
  let linkPath: string;
  const ids = { onboarding: 0, billing: 0, spring: 0, card: 0 };

  beforeAll(async () => {
    e2e = await startE2E();
    owner = await createUser(e2e.server, { firstName: 'Olga', lastName: 'Owner' });
    mate = await createUser(e2e.server, { firstName: 'Theo', lastName: 'Mate' });
    stranger = await createUser(e2e.server, { firstName: 'Sam', lastName: 'Stranger' });
    api = await signIn(e2e.server, owner);
    const client = await makeClient(api, 'Acme');
    const folder = await makeFolder(api, client.id, 'Product');
    projectId = (await makeProject(api, folder.id, 'APP', 'Mobile App')).id;
    await grantShare(e2e.server, folder.id, owner.user.id, mate);
    ids.onboarding = (await api.post('/api/categories', { name: 'Onboarding', projectId })).body.id;
    ids.billing = (await api.post('/api/categories', { name: 'Billing', projectId })).body.id;
    ids.spring = (
      await api.post('/api/releases', { name: 'Spring', startDate: '2026-03-01', projectId })
    ).body.id;
    ids.card = (
      await api.post('/api/cards', {
        title: 'Guided tour',
        projectId,
        categoryId: ids.onboarding,
        releaseId: null,
      })
    ).body.id;
    const link = await api.post(`/api/projects/${projectId}/room-links`);
    const url = new URL(link.body.url);
    linkPath = url.pathname + url.hash;
  });
  afterAll(() => e2e?.close());

  it('a teammate drags a card on their roadmap and the room projector shows it in its new cell', async () => {
    const projector = await e2e.newPage(PROJECTOR);
    await projector.goto(linkPath);
    const chip = (cell: string) =>
      projector.locator(`[data-testid="present-grid"] [data-cell="${cell}"] [data-card-id="${ids.card}"]`);
    await shown(chip(`${ids.onboarding}:none`));

    const laptop = await e2e.newPage();
    await openSignedIn(laptop, e2e.server, mate.user);
    await laptop.getByRole('tab', { name: 'Roadmap' }).click();
    const target = `[data-cell="${ids.billing}:${ids.spring}"]`;
    await shown(laptop.locator(target));
    await pointerDrag(
      laptop,
      laptop.locator(`[data-cell="${ids.onboarding}:none"] [data-card-id="${ids.card}"]`),
      laptop.locator(target),
    );

    await shown(chip(`${ids.billing}:${ids.spring}`));
    await gone(chip(`${ids.onboarding}:none`));
    await screenshot(projector, 'present-room-after-teammate-move');
    const stored = (await api.get(`/api/cards/${ids.card}`)).body;
    expect([stored.categoryId, stored.releaseId]).toEqual([ids.billing, ids.spring]);
  });

  it('a signed-in stranger gets "not available" without the link, and the roadmap with it', async () => {
    const page = await e2e.newPage(PROJECTOR);
    const dataAnswers: number[] = [];
    page.on('response', (res) => {
      if (res.url().includes(`/api/projects/${projectId}`)) dataAnswers.push(res.status());
    });
    await openSignedIn(page, e2e.server, stranger.user, `/present/${projectId}`);
    await shown(page.getByText('This roadmap is not available'));
    expect(await page.locator('[data-card-id]').count()).toBe(0);
    expect(dataAnswers.every((status) => status === 404)).toBe(true);

    await page.goto(linkPath);
    await page.reload(); // a new fragment alone is not a new page load
    await shown(page.locator(`[data-testid="present-grid"] [data-card-id="${ids.card}"]`));
  });
});
