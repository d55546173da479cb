// Browser: a grooming meeting on four pages — the facilitator, two followers and a
// room-link projector — against the real server and PostgreSQL. Start → the followers see the banner and
// follow; N moves the spotlight and every follower and the projector show it (the delay is logged; bench:realtime
// holds the delivery target, a loaded CI machine cannot);
// a follower who scrolls stops following and "Follow again" brings them back; a silent vote shows who voted
// but not what until the reveal, which shows the same distribution everywhere; apply changes the card's impact
// on every screen; the end shows minutes with the change and the vote, and the Markdown download matches.
import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createUser, signIn, type TestUser } from '../../server/test/factories';
import type { TestClient } from '../../server/test/httpClient';
import { grantShare, makeClient, makeFolder, makeProject } from '../../server/test/workspace';
import { expectNoSeriousViolations } from './axe';
import { describeE2E, screenshot, startE2E, type E2E } from './harness';
import { boardPage } from './meetingFlows';
import { gone, shown } from './waits';

const PROJECTOR = { width: 1920, height: 1080 };

describeE2E('a grooming meeting on four screens', () => {
  let e2e: E2E;
  const people: Record<'olga' | 'theo' | 'ana', TestUser> = {} as never;
  let api: TestClient;
  let projectId = 0;
  let linkPath = '';
  let facilitator: Page;
  let followers: Page[];
  let projector: Page;
  const cardIds: number[] = [];
  /** The card the spotlight rests on for the vote. */
  let spotlit = 0;

  beforeAll(async () => {
    e2e = await startE2E();
    people.olga = await createUser(e2e.server, { firstName: 'Olga', lastName: 'Owner' });
    people.theo = await createUser(e2e.server, { firstName: 'Theo', lastName: 'Mate' });
    people.ana = await createUser(e2e.server, { firstName: 'Ana', lastName: 'Mate' });
    api = await signIn(e2e.server, people.olga);
    const client = await makeClient(api, 'Acme');
    const folder = await makeFolder(api, client.id, 'Product');
    projectId = (await makeProject(api, folder.id, 'APP', 'Mobile App')).id;
    for (const mate of [people.theo, people.ana])
      await grantShare(e2e.server, folder.id, people.olga.user.id, mate);
    for (const title of ['Guided tour', 'Dark mode', 'Offline sync', 'Share sheet'])
      cardIds.push((await api.post('/api/cards', { title, projectId })).body.id);
    const link = await api.post(`/api/projects/${projectId}/room-links`);
    const url = new URL(link.body.url);
    linkPath = url.pathname + url.hash;
  });
  afterAll(() => e2e?.close());

  const banner = (page: Page) => page.getByRole('region', { name: 'Meeting' });
  /** WCAG 2.2 AA (axe): every meeting state is checked, in the theme the page shows. */
  const accessible = (page: Page, label: string) =>
    expectNoSeriousViolations(page, `meeting: ${label}`, { soft: true });
  const spotlight = (page: Page, cardId: number) =>
    page.locator(`[data-card-id="${cardId}"][data-spotlight="true"]`).first();
  const allPages = () => [...followers, projector];

  /** Starts watching each page for the card's spotlight; resolves to when (Date.now in the page) it showed. */
  async function watchSpotlight(pages: Page[], cardId: number) {
    for (const page of pages)
      await page.evaluate((id) => {
        const w = window as unknown as { spotlightAt?: number };
        delete w.spotlightAt;
        const seen = () => document.querySelector(`[data-card-id="${id}"][data-spotlight="true"]`);
        const observer = new MutationObserver(() => {
          if (seen() && w.spotlightAt === undefined) {
            w.spotlightAt = Date.now();
            observer.disconnect();
          }
        });
        observer.observe(document.body, { subtree: true, childList: true, attributes: true });
      }, cardId);
    return async () => {
      const times: number[] = [];
      for (const page of pages) {
        await shown(spotlight(page, cardId));
        times.push(await page.evaluate(() => (window as unknown as { spotlightAt: number }).spotlightAt));
      }
      return times;
    };
  }

  it('starts a meeting that the followers follow and the projector shows', async () => {
    facilitator = await boardPage(e2e, people.olga, { keep: true });
    followers = [
      await boardPage(e2e, people.theo, { keep: true }),
      await boardPage(e2e, people.ana, { keep: true }),
    ];
    projector = await e2e.newPage(PROJECTOR, { keep: true });
    await projector.goto(linkPath);
    await shown(projector.locator('[data-testid="present-grid"]'));
    await facilitator.getByRole('button', { name: 'Start meeting' }).click();
    await shown(banner(facilitator).getByText('You are running a meeting'));
    for (const page of followers) {
      await shown(banner(page).getByText('Olga Owner is running a meeting'));
      await banner(page).getByRole('button', { name: 'Follow', exact: true }).click();
    }
    await shown(projector.getByText('Olga Owner is running a meeting'));
    await screenshot(followers[0]!, 'meeting-follower-banner');
    await accessible(followers[0]!, 'follower banner');
    await accessible(facilitator, 'facilitator bar');
  });

  it('moves the spotlight on N and every follower and the projector show it', async () => {
    const order = await facilitator
      .locator('[data-card-id]')
      .evaluateAll((rows) => rows.map((row) => Number(row.getAttribute('data-card-id'))));
    const [first, second] = [...new Set(order)] as [number, number];
    spotlit = second;
    for (const cardId of [first, second]) {
      const shownAt = await watchSpotlight(allPages(), cardId);
      const pressedAt = await facilitator.evaluate(() => Date.now());
      await facilitator.keyboard.press('n');
      const delays = (await shownAt()).map((time) => time - pressedAt);
      console.log(`[meeting e2e] spotlight on followers and projector after ${delays.join(', ')} ms`);
      await shown(spotlight(facilitator, cardId));
    }
    await screenshot(projector, 'meeting-projector-spotlight');
  });

  it("the followers' view follows the facilitator's", async () => {
    const tab = (page: Page, name: string) => page.getByRole('tab', { name });
    await tab(facilitator, 'Roadmap').click();
    for (const page of followers)
      await shown(page.locator(`${'[role="tab"][aria-selected="true"]'}`).filter({ hasText: 'Roadmap' }));
    await tab(facilitator, 'Backlog').click();
    for (const page of followers)
      await shown(page.locator('[role="tab"][aria-selected="true"]').filter({ hasText: 'Backlog' }));
    // A follower who picks another view themself breaks away; "Follow again" brings the facilitator's back.
    const ana = followers[1]!;
    await tab(ana, 'Roadmap').click();
    await banner(ana).getByRole('button', { name: 'Follow again' }).click();
    await shown(ana.locator('[role="tab"][aria-selected="true"]').filter({ hasText: 'Backlog' }));
    await shown(banner(ana).getByText('Following'));
    // "?" shows the facilitator's keys.
    await facilitator.keyboard.press('Shift+?');
    const sheet = facilitator.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await shown(sheet.getByText('Open a vote on the spotlight card').or(sheet.getByText(/vote/i)).first());
    await screenshot(facilitator, 'meeting-shortcuts');
    await accessible(facilitator, 'shortcut sheet');
    await facilitator.keyboard.press('Escape');
    await gone(sheet);
  });

  it('following never breaks an edit in progress', async () => {
    const ana = followers[1]!;
    // Ana opens the card in the spotlight (she keeps following) and starts a description.
    await ana.evaluate((id) => (window.location.hash = `#card/${id}`), spotlit);
    const dialog = ana.getByRole('dialog').first();
    const description = dialog.getByLabel('Description');
    await description.fill('Half-written thought');
    await shown(banner(ana).getByText('Following'));
    // The facilitator walks on and switches the view: Ana's view follows under her dialog and her words stay.
    await facilitator.keyboard.press('p');
    await facilitator.getByRole('tab', { name: 'Roadmap' }).click();
    await shown(ana.locator('[role="tab"][aria-selected="true"]').filter({ hasText: 'Roadmap' }));
    expect(await description.inputValue()).toBe('Half-written thought');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await gone(dialog);
    await facilitator.getByRole('tab', { name: 'Backlog' }).click();
    await facilitator.keyboard.press('n');
    for (const page of allPages()) await shown(spotlight(page, spotlit));
  });

  it('a follower who scrolls stops following; "Follow again" brings them back', async () => {
    const theo = followers[0]!;
    await theo.locator('[data-card-id]').first().hover();
    await theo.mouse.wheel(0, 400);
    await shown(banner(theo).getByRole('button', { name: 'Follow again' }));
    await banner(theo).getByRole('button', { name: 'Follow again' }).click();
    await gone(banner(theo).getByRole('button', { name: 'Follow again' }));
  });

  const votePanel = (page: Page, state?: string) =>
    page.locator(`[role="region"][aria-label="Vote"]${state ? `[data-vote-state="${state}"]` : ''}`);

  it('votes silently, reveals the same distribution everywhere and applies it', async () => {
    await facilitator.keyboard.press('v');
    for (const page of [facilitator, ...allPages()]) await shown(votePanel(page, 'open'));
    const [theo, ana] = followers as [Page, Page];
    const choose = (page: Page, value: string) =>
      votePanel(page).locator(`button[data-value="${value}"]`).click();
    await choose(theo, 'wow');
    // Ana, the facilitator and the projector see that Theo voted, not what.
    for (const page of [ana, facilitator, projector]) {
      await shown(votePanel(page).locator('[data-voted="true"]').filter({ hasText: 'Theo' }));
      expect(await votePanel(page).locator('[data-choice]').count()).toBe(0);
      expect(await votePanel(page).innerText()).not.toMatch(/Theo Mate\W+Wow/);
    }
    expect(await votePanel(projector).locator('button').count()).toBe(0); // the projector cannot vote
    await choose(ana, 'wow');
    await choose(facilitator, 'rush');
    for (const page of [facilitator, ...allPages()])
      await shown(votePanel(page).getByTestId('vote-count').filter({ hasText: '3 of 3 voted' }));
    await screenshot(ana, 'meeting-vote-open');
    await accessible(ana, 'vote open');

    await facilitator.keyboard.press('r');
    const distributions: string[] = [];
    for (const page of [facilitator, ...allPages()]) {
      await shown(votePanel(page, 'revealed'));
      const rows = await votePanel(page)
        .locator('[data-choice]')
        .evaluateAll((els) =>
          els.map((el) => `${el.getAttribute('data-choice')}:${el.textContent?.match(/\d+/)?.[0]}`),
        );
      distributions.push(rows.join(','));
    }
    expect(new Set(distributions).size).toBe(1);
    expect(distributions[0]).toBe('wow:2,rush:1');
    // Looked at in both themes: the projector is dark by default (T switches), the board follows the system.
    await screenshot(projector, 'meeting-projector-revealed-dark');
    await accessible(projector, 'projector revealed, dark');
    await projector.keyboard.press('t');
    await screenshot(projector, 'meeting-projector-revealed-light');
    await accessible(projector, 'projector revealed, light');
    await screenshot(facilitator, 'meeting-facilitator-revealed-light');
    await accessible(facilitator, 'revealed, light');
    await facilitator.emulateMedia({ colorScheme: 'dark' });
    await screenshot(facilitator, 'meeting-facilitator-revealed-dark');
    await accessible(facilitator, 'revealed, dark');
    await facilitator.emulateMedia({ colorScheme: 'light' });

    await facilitator.keyboard.press('3'); // IMPACTS[2]: wow
    for (const page of [facilitator, ...allPages()]) await shown(votePanel(page, 'applied'));
    for (const page of [facilitator, ...followers])
      await shown(page.locator(`[data-card-id="${spotlit}"]`).filter({ hasText: 'Wow' }).first());
    await shown(projector.locator(`[data-testid="present-spotlight"]`).filter({ hasText: 'Wow' }));
    expect((await api.get(`/api/cards/${spotlit}`)).body.priority).toBe('wow');
  });

  it('ends with minutes that list the change and the vote; the Markdown download matches', async () => {
    await banner(facilitator).getByRole('button', { name: 'End meeting' }).click();
    await facilitator.getByRole('dialog').getByRole('button', { name: 'End meeting' }).click();
    for (const page of [facilitator, ...followers]) {
      const minutes = page.getByRole('dialog', { name: 'Meeting minutes' });
      await shown(minutes.getByText('Impact changes'));
      await shown(minutes.getByText(/most common: Wow · 2 different choices · applied: Wow/));
    }
    await gone(banner(followers[0]!));
    await screenshot(facilitator, 'meeting-minutes');
    await accessible(facilitator, 'minutes');

    const minutes = facilitator.getByRole('dialog', { name: 'Meeting minutes' });
    const [download] = await Promise.all([
      facilitator.waitForEvent('download'),
      minutes.getByRole('link', { name: 'Download Markdown' }).click(),
    ]);
    const markdown = fs.readFileSync((await download.path())!, 'utf8');
    const meetingId = Number(/\/api\/meetings\/(\d+)\//.exec(download.url())![1]);
    expect(markdown).toBe((await api.get(`/api/meetings/${meetingId}/minutes.md`)).text);
    const title = (await api.get(`/api/cards/${spotlit}`)).body.title as string;
    expect(markdown).toContain(title);
    expect(markdown).toMatch(/TBD.*Wow/s);
    expect(markdown).toContain('Theo Mate');
    expect(download.suggestedFilename()).toMatch(/^cardplan-meeting-.*\.md$/);
  });
});
