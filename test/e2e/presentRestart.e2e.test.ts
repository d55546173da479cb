// Browser: the projector survives its server going away. A member's projector and a
// room-link projector watch one project; the server stops — both show "Reconnecting…" over the last
// picture — and starts again on the same port and database: both come back by themselves, without a
// reload, and show a move made after the restart. A meeting in the middle of a vote comes back
// with its ballot, and the reveal after the restart reaches both.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it, onTestFailed } from 'vitest';
import { loadConfig, type Config } from '../../server/config';
import { startServer, type RunningServer } from '../../server/server';
import { TestClient } from '../../server/test/httpClient';
import { createTestDatabase, type TestDatabase } from '../../server/test/testDatabase';
import { TEST_RATE_LIMITS } from '../../server/test/testServer';
import { freePort } from '../processHarness';
import { findChromium } from './chromium';
import { builtClient, describeE2E, screenshot, TEST_CHROMIUM_ARGS } from './harness';
import { ACTION_TIMEOUT, gone, shown } from './waits';

describeE2E('projector across a server restart', () => {
  let database: TestDatabase;
  let dataDir: string;
  let clientDir: string;
  let config: Config;
  let server: RunningServer | null = null;
  let browser: Browser;
  let api: TestClient;
  const ids = { project: 0, useCase: 0, release: 0, card: 0 };
  let roomKey = '';

  const start = async () => {
    server = await startServer(config, {
      clientDir,
      seed: false,
      rateLimits: TEST_RATE_LIMITS,
      print: () => {},
    });
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cardplan-restart-'));
    clientDir = await builtClient();
    const port = await freePort();
    config = loadConfig({
      NODE_ENV: 'test',
      PORT: String(port),
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      DATABASE_URL: database.databaseUrl,
    });
    await start();
    api = new TestClient(server!.url);
    const person = {
      email: 'olga@example.test',
      password: 'restart-pass-1',
      firstName: 'Olga',
      lastName: 'Owner',
    };
    expect((await api.post('/api/auth/signup', person)).status).toBe(201);
    expect((await api.post('/api/auth/signin', person)).status).toBe(200);
    const client = (await api.post('/api/clients', { name: 'Acme' })).body;
    const folder = (await api.post('/api/projects', { name: 'Product', clientId: client.id })).body;
    ids.project = (
      await api.post('/api/projects', { name: 'Room', prefix: 'RM', parentId: folder.id })
    ).body.id;
    ids.useCase = (await api.post('/api/categories', { name: 'Onboarding', projectId: ids.project })).body.id;
    ids.release = (
      await api.post('/api/releases', { name: 'Spring', startDate: '2026-03-01', projectId: ids.project })
    ).body.id;
    ids.card = (await api.post('/api/cards', { title: 'Guided tour', projectId: ids.project })).body.id;
    const link = (await api.post(`/api/projects/${ids.project}/room-links`)).body;
    roomKey = new URL(link.url).hash.replace('#key=', '');
    browser = await chromium.launch({ executablePath: findChromium()!, args: TEST_CHROMIUM_ARGS });
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
    await database?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  async function projector(withKey: boolean): Promise<Page> {
    const context = await browser.newContext({
      baseURL: server!.url,
      viewport: { width: 1280, height: 720 },
    });
    context.setDefaultTimeout(ACTION_TIMEOUT);
    if (!withKey) {
      await context.addCookies(api.browserCookies(server!.url));
    }
    const page = await context.newPage();
    await page.goto(`/present/${ids.project}${withKey ? `#key=${roomKey}` : ''}`);
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    return page;
  }

  const chipIn = (page: Page, cell: string) =>
    page.locator(`[data-testid="present-grid"] [data-cell="${cell}"] [data-card-id="${ids.card}"]`);

  it('shows reconnecting while the server is down, then the current state, without a reload', async () => {
    // Where the time went, printed when the test fails (a timeout names no step by itself).
    const started = Date.now();
    const steps: string[] = [];
    const step = (name: string) => steps.push(`${Date.now() - started} ms: ${name}`);
    onTestFailed(() => console.log(`projector restart steps:\n${steps.join('\n')}`));
    const pages = [await projector(false), await projector(true)];
    for (const page of pages) await shown(chipIn(page, 'none:none'));

    // Mid-vote: a meeting with the card in the spotlight and one ballot cast.
    const meeting = (await api.post(`/api/projects/${ids.project}/meeting`)).body;
    expect((await api.patch(`/api/meetings/${meeting.id}`, { spotlightCardId: ids.card })).status).toBe(200);
    const vote = (await api.post(`/api/meetings/${meeting.id}/votes`, { field: 'impact' })).body.vote;
    expect(
      (await api.post(`/api/meetings/${meeting.id}/votes/${vote.id}/ballots`, { value: 'wow' })).status,
    ).toBe(201);
    const votePanel = (page: Page, state: string) =>
      page.locator(`[role="region"][aria-label="Vote"][data-vote-state="${state}"]`);
    for (const page of pages) await shown(votePanel(page, 'open').getByText('1 of 1 voted'));
    step('vote open on both');

    step('stopping');
    await server!.close();
    step('stopped');
    server = null;
    for (const page of pages) {
      await shown(page.getByText(/Reconnecting/));
      // the last picture stays up
      await shown(chipIn(page, 'none:none'));
    }
    step('both reconnecting');
    await screenshot(pages[0]!, 'present-reconnecting');

    await start();
    step('started again');
    expect(
      (await api.patch(`/api/cards/${ids.card}`, { categoryId: ids.useCase, releaseId: ids.release })).status,
    ).toBe(200);
    for (const page of pages) {
      await shown(chipIn(page, `${ids.useCase}:${ids.release}`), 20_000);
      step('moved chip shown');
      await gone(page.getByText(/Reconnecting/));
      // The meeting came back with the vote and its ballot.
      await shown(page.getByText('Olga Owner is running a meeting'));
      await shown(votePanel(page, 'open').getByText('1 of 1 voted'));
      step('meeting back');
      expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
        true,
      );
    }
    expect((await api.post(`/api/meetings/${meeting.id}/votes/${vote.id}/reveal`)).status).toBe(200);
    for (const page of pages) await shown(votePanel(page, 'revealed').locator('[data-choice="wow"]'));
  });
});
