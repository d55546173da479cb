// Browser: planning poker on four screens — the facilitator (1440 px), two participants (one on a 390 px
// phone) and a room-link projector — against the real server and PostgreSQL. The facilitator opens an
// estimate vote with auto-reveal and a timer; a participant votes by number key, the other by tapping; no
// ballot value is on any screen or socket frame before the reveal; the facilitator's ballot, the last one,
// reveals it everywhere with the median and the agreement; a re-vote is round 2; applying the median sets the
// card's estimate for everyone; the value × effort view moves it for everyone who follows and on the
// projector; the minutes list both rounds. axe on the deck, the reveal and the projector's matrix, light and
// dark.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createUser, signIn, type TestUser } from '../../server/test/factories';
import type { TestClient } from '../../server/test/httpClient';
import { grantShare, makeClient, makeFolder, makeProject } from '../../server/test/workspace';
import { expectNoSeriousViolations } from './axe';
import { describeE2E, screenshot, startE2E, type E2E } from './harness';
import { boardPage } from './meetingFlows';
import { ACTION_TIMEOUT, settleScheme, shown } from './waits';

const WIDE = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };
const PROJECTOR = { width: 1920, height: 1080 };

describeE2E('planning poker on four screens', () => {
  let e2e: E2E;
  const people: Record<'olga' | 'theo' | 'ana', TestUser> = {} as never;
  let api: TestClient;
  let projectId = 0;
  let linkPath = '';
  let facilitator: Page;
  let theo: Page;
  let ana: Page;
  let projector: Page;
  /** The card in the spotlight, voted on. */
  let cardId = 0;
  /** Every socket frame each participant's page and the projector received, in order. */
  const frames = new Map<Page, string[]>();
  const listen = (page: Page) => {
    const seen: string[] = [];
    frames.set(page, seen);
    page.on('websocket', (socket) => socket.on('framereceived', (frame) => seen.push(String(frame.payload))));
  };

  beforeAll(async () => {
    e2e = await startE2E();
    people.olga = await createUser(e2e.server, { firstName: 'Olga', lastName: 'Owner' });
    people.theo = await createUser(e2e.server, { firstName: 'Theo', lastName: 'Mate' });
    people.ana = await createUser(e2e.server, { firstName: 'Ana', lastName: 'Mate' });
    api = await signIn(e2e.server, people.olga);
    const client = await makeClient(api, 'Acme');
    const folder = await makeFolder(api, client.id, 'Product');
    projectId = (await makeProject(api, folder.id, 'PKR', 'Poker App')).id;
    for (const mate of [people.theo, people.ana])
      await grantShare(e2e.server, folder.id, people.olga.user.id, mate);
    for (const title of ['Offline sync', 'Dark mode']) await api.post('/api/cards', { title, projectId });
    const link = await api.post(`/api/projects/${projectId}/room-links`);
    const url = new URL(link.body.url);
    linkPath = url.pathname + url.hash;
  });
  afterAll(() => e2e?.close());

  const banner = (page: Page) => page.getByRole('region', { name: 'Meeting' });
  const votePanel = (page: Page, state?: string) =>
    page.locator(`[role="region"][aria-label="Vote"]${state ? `[data-vote-state="${state}"]` : ''}`);
  const everyone = () => [facilitator, theo, ana, projector];
  const accessible = (page: Page, label: string) => expectNoSeriousViolations(page, `poker: ${label}`);

  /** Checks the page's vote panel in light and dark (the projector keeps its own theme). */
  async function bothThemes(page: Page, label: string) {
    for (const scheme of ['light', 'dark'] as const) {
      await settleScheme(page, scheme);
      await screenshot(page, `poker-${label}-${scheme}`);
      await accessible(page, `${label}, ${scheme}`);
    }
    await page.emulateMedia({ colorScheme: 'light' });
  }

  it('opens an estimate vote with auto-reveal and a timer on every screen, the projector too', async () => {
    facilitator = await boardPage(e2e, people.olga, { viewport: WIDE, keep: true });
    theo = await boardPage(e2e, people.theo, { viewport: WIDE, beforeOpen: listen, keep: true });
    ana = await boardPage(e2e, people.ana, { viewport: PHONE, beforeOpen: listen, keep: true });
    // The sidebar opens over a phone's board (spec 2).
    await ana.getByRole('button', { name: 'Close sidebar' }).click();
    projector = await e2e.newPage(PROJECTOR, { keep: true });
    listen(projector);
    await projector.goto(linkPath);
    await shown(projector.locator('[data-testid="present-grid"]'));
    await facilitator.getByRole('button', { name: 'Start meeting' }).click();
    for (const page of [theo, ana]) {
      await shown(banner(page).getByText('Olga Owner is running a meeting'));
      await banner(page).getByRole('button', { name: 'Follow', exact: true }).click();
    }
    await facilitator.keyboard.press('n');
    await shown(facilitator.locator('[data-spotlight="true"]').first());
    // The spotlight shows at once; wait for the server to hold it.
    const spotlit = async () =>
      ((await api.get(`/api/projects/${projectId}/meeting`)).body.meeting.spotlightCardId as number | null) ??
      0;
    await expect.poll(spotlit, { timeout: ACTION_TIMEOUT }).toBeGreaterThan(0);
    cardId = await spotlit();

    await facilitator.getByRole('button', { name: 'Choose what to vote on' }).click();
    const setup = facilitator.getByRole('dialog', { name: 'Vote on' });
    await setup.getByRole('checkbox', { name: 'Reveal when everyone has voted' }).check();
    await setup.getByRole('combobox', { name: 'Timer' }).selectOption('60');
    await screenshot(facilitator, 'poker-setup');
    await accessible(facilitator, 'vote setup');
    await setup.getByRole('button', { name: 'Estimate', exact: true }).click();
    for (const page of everyone()) {
      await shown(votePanel(page, 'open'));
      await shown(votePanel(page).getByTestId('vote-timer'));
    }
    expect(await votePanel(projector).locator('button').count()).toBe(0);
    await bothThemes(ana, 'deck-phone');
    await bothThemes(facilitator, 'deck-wide');
  });

  it('shows who voted, never what, before the reveal — on screen and on the wire', async () => {
    await theo.keyboard.press('4'); // Fibonacci's fourth value: 3
    await votePanel(ana).locator('button[data-value="5"]').click();
    for (const page of everyone())
      await shown(votePanel(page).getByTestId('vote-count').filter({ hasText: '2 of 3 voted' }));
    await shown(votePanel(theo).getByText('You voted 3.'));
    for (const page of [facilitator, ana, projector]) {
      expect(await votePanel(page).locator('[data-choice]').count()).toBe(0);
      expect(await votePanel(page).innerText()).not.toMatch(/Theo Mate\W+3/);
    }
    for (const [page, seen] of frames) {
      const votes = seen.filter((frame) => frame.includes('meeting.updated'));
      expect(votes.length, 'meeting events reached the page').toBeGreaterThan(0);
      for (const frame of votes) expect(frame, 'a ballot value before the reveal').not.toMatch(/"value":/);
      void page;
    }
  });

  it('reveals itself when the last person in the meeting votes: median and no agreement everywhere', async () => {
    await votePanel(facilitator).locator('button[data-value="8"]').click();
    for (const page of everyone()) {
      const reading = votePanel(page, 'revealed').locator('[data-poker="apart"][data-median="5"]');
      await shown(reading);
      expect(await reading.innerText()).toContain('No agreement: 2 steps apart');
    }
    await bothThemes(facilitator, 'revealed-wide');
    await bothThemes(ana, 'revealed-phone');
    await screenshot(projector, 'poker-revealed-projector');
    await accessible(projector, 'revealed on the projector');
  });

  it('re-votes as round 2, agrees and applies the median to the card for everyone', async () => {
    await votePanel(facilitator).getByRole('button', { name: 'Re-vote' }).click();
    for (const page of everyone()) await shown(votePanel(page, 'open').getByText(/Round 2/));
    await theo.keyboard.press('5'); // 5
    await votePanel(ana).locator('button[data-value="5"]').click();
    await votePanel(facilitator).locator('button[data-value="8"]').click();
    for (const page of everyone())
      await shown(votePanel(page, 'revealed').locator('[data-poker="agrees"][data-median="5"]'));
    await votePanel(facilitator).getByRole('button', { name: 'Apply the median (5)' }).click();
    for (const page of everyone()) await shown(votePanel(page, 'applied').getByText('Applied: 5'));
    expect((await api.get(`/api/cards/${cardId}`)).body.estimate).toBe('5');
    for (const page of [facilitator, theo]) {
      const estimate = page.locator(`[data-card-id="${cardId}"] [data-col="estimate"]`);
      await shown(estimate.filter({ hasText: /^5$/ }).first());
    }
  });

  it('moves the card on the value × effort view for everyone who follows', async () => {
    await api.put(`/api/projects/${projectId}`, { scoringModel: 'valueEffort' });
    expect((await api.patch(`/api/cards/${cardId}`, { value: 3 })).status).toBe(200);
    await facilitator.getByRole('tab', { name: 'Value × Effort' }).click();
    const chip = (page: Page, value: number) =>
      page.locator(`td[data-value="${value}"][data-estimate="5"] [data-card-id="${cardId}"]`);
    for (const page of [facilitator, theo, ana]) await shown(chip(page, 3));
    await chip(facilitator, 3).focus();
    await facilitator.keyboard.press('ArrowUp');
    for (const page of [facilitator, theo, ana]) await shown(chip(page, 4));
    expect((await api.get(`/api/cards/${cardId}`)).body).toMatchObject({ value: 4, estimate: '5' });
    await screenshot(ana, 'poker-matrix-follower');
    // The projector follows the facilitator's view: the matrix instead of the roadmap, the card in its new
    // place, ringed as the spotlight card; dark (its default), then light.
    const projected = projector.locator(
      `[data-testid="present-matrix"] td[data-value="4"][data-estimate="5"] [data-card-id="${cardId}"]`,
    );
    await shown(projected);
    expect(await projected.getAttribute('data-spotlight')).toBe('true');
    expect(await projector.locator('[data-testid="present-grid"]').count()).toBe(0);
    for (const mode of ['dark', 'light'] as const) {
      if (mode === 'light') await projector.keyboard.press('t');
      await shown(projector.locator(`[data-testid="projector"][data-mode="${mode}"]`));
      await screenshot(projector, `poker-matrix-projector-${mode}`);
      await accessible(projector, `the value × effort view on the projector, ${mode}`);
    }
    await projector.keyboard.press('t');
  });

  it('ends with minutes that list both rounds', async () => {
    await banner(facilitator).getByRole('button', { name: 'End meeting' }).click();
    await facilitator.getByRole('dialog').getByRole('button', { name: 'End meeting' }).click();
    for (const page of [facilitator, theo]) {
      const minutes = page.getByRole('dialog', { name: 'Meeting minutes' });
      await shown(minutes.getByText('(Estimate, round 1)'));
      await shown(minutes.getByText('(Estimate, round 2)'));
      await shown(minutes.getByText(/5 ×2 · 8 ×1 · median 5, agreed · applied: 5/));
      await shown(minutes.getByText('Estimate changes'));
    }
    await screenshot(facilitator, 'poker-minutes');
  });
});
