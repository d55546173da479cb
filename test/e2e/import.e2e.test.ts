// Browser: importing a backlog. A CSV through its column mapping, a Trello board and a Jira export are
// each previewed with their bad row reported, written, and seen live on a teammate's board; our own export comes
// back the same after an import into an empty project; a file that is none of them writes nothing. A damaged
// CSV is refused naming each line and cause; a Jira status Cardplan does not know is mapped by the user, and
// the imported card's History says where it came from (issue 41).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import Papa from 'papaparse';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createUser, signIn, type TestUser } from '../../server/test/factories';
import type { TestClient } from '../../server/test/httpClient';
import { grantShare, makeClient, makeFolder, makeProject } from '../../server/test/workspace';
import { expectNoSeriousViolations } from './axe';
import { signInThroughForm } from './flows';
import { describeE2E, PHONE, screenshot, startE2E, type E2E } from './harness';
import { ACTION_TIMEOUT, dismissAllToasts, gone, shown, toast } from './waits';

const EXAMPLES = path.resolve(import.meta.dirname, '../../docs/examples');
/** The widths the issue asks to look at: a wide desktop and a phone. */
const WIDE = { width: 1440, height: 900 };
const example = (name: string) => readFileSync(path.join(EXAMPLES, name));

const row = (page: Page, title: string) =>
  page.locator('[data-testid="backlog-list"] [data-card-id]').filter({ hasText: title });
const cardsCounted = (page: Page, count: number) =>
  shown(page.locator(`[aria-label="${count} cards"]`).first());

/** Opens a project from the sidebar and waits for its heading. */
async function openProject(page: Page, name: string) {
  await page.getByText(name, { exact: true }).first().click();
  await shown(page.getByRole('heading', { name }));
  await dismissAllToasts(page);
}

/** Opens the Import dialog on the open project and gives it a file. */
async function chooseFile(page: Page, name: string, content: Buffer | string) {
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  const dialog = await shown(page.getByRole('dialog', { name: 'Import Cards' }));
  await dialog.getByLabel('Choose a file to import').setInputFiles({
    name,
    mimeType: name.endsWith('.json') ? 'application/json' : 'text/csv',
    buffer: Buffer.from(content),
  });
  return dialog;
}

/**
 * Waits until the page is drawn in the theme: the body's background dark or light, then two frames, as the
 * components' own styles follow the body's global style a frame later.
 */
async function themeShown(page: Page, dark: boolean) {
  await page.waitForFunction((wanted) => {
    const [r = 255, g = 255, b = 255] = (
      getComputedStyle(document.body).backgroundColor.match(/\d+/g) ?? []
    ).map(Number);
    return r + g + b < 384 === wanted;
  }, dark);
  await page.evaluate(
    () => new Promise((frame) => requestAnimationFrame(() => requestAnimationFrame(frame))),
  );
}

/**
 * Screenshots of what the page shows now, in the light and the dark theme: {name}-light-…, {name}-dark-…, and
 * with `axe` no serious accessibility violation in either. Reduced motion makes the switch's colour transitions
 * instant, so the dark one is not caught half way.
 */
async function lightAndDark(page: Page, name: string, axe?: string) {
  if (axe) await expectNoSeriousViolations(page, `${axe} (light)`);
  await screenshot(page, `${name}-light`);
  await page.emulateMedia({ colorScheme: 'dark', reducedMotion: 'reduce' });
  await themeShown(page, true);
  if (axe) await expectNoSeriousViolations(page, `${axe} (dark)`);
  await screenshot(page, `${name}-dark`);
  await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'no-preference' });
  await themeShown(page, false);
}

/** The skipped rows the dialog lists, as text, once the preview has listed them (the file is read first). */
async function skippedRows(page: Page): Promise<string[]> {
  const list = await shown(page.getByRole('list', { name: 'Rows skipped' }));
  await shown(list.getByRole('listitem').first());
  return list.getByRole('listitem').allInnerTexts();
}

/** A project's cards as the API lists them (title order kept as ranked). */
async function cardTitles(api: TestClient, projectId: number): Promise<string[]> {
  const res = await api.get<{ cards: { title: string; order: string }[] }>(`/api/projects/${projectId}/data`);
  return [...res.body.cards].sort((a, b) => Number(a.order) - Number(b.order)).map((card) => card.title);
}

describeE2E('import', () => {
  let e2e: E2E;
  let owner: TestUser;
  let mate: TestUser;
  let api: TestClient;
  let folderId: number;
  const projects: Record<string, number> = {};

  beforeAll(async () => {
    e2e = await startE2E();
    owner = await createUser(e2e.server, { firstName: 'Olivia', lastName: 'Owner' });
    mate = await createUser(e2e.server, { firstName: 'Theo', lastName: 'Mate' });
    api = await signIn(e2e.server, owner);
    folderId = (await makeFolder(api, (await makeClient(api, 'Acme')).id, 'Product')).id;
    for (const [prefix, name] of [
      ['SHOP', 'Web Shop'],
      ['SITE', 'Website'],
      ['JIRA', 'From Jira'],
      ['SRC', 'Source'],
      ['COPY', 'Copy'],
      ['BAD', 'Damaged'],
      ['QA', 'Jira QA'],
    ] as const)
      projects[name] = (await makeProject(api, folderId, prefix, name)).id;
    await grantShare(e2e.server, folderId, owner.user.id, mate);
    await api.post('/api/cards', { title: 'Existing idea', projectId: projects['Web Shop'] });
  });
  afterAll(() => e2e?.close());

  /** The owner's board and, with `teammate`, the member's, both on `project`. */
  async function boards(project: string, teammate = true, viewport?: { width: number; height: number }) {
    const pageA = await e2e.newPage(viewport);
    await signInThroughForm(pageA, owner.user.email, owner.password);
    await openProject(pageA, project);
    // On a phone the sidebar covers the board until it is closed.
    if (viewport === PHONE) {
      await pageA.getByRole('button', { name: 'Close sidebar' }).click();
      await shown(pageA.getByRole('button', { name: 'Open sidebar' }));
    }
    if (!teammate) return { pageA, pageB: pageA };
    const pageB = await e2e.newPage();
    await signInThroughForm(pageB, mate.user.email, mate.password);
    await openProject(pageB, project);
    return { pageA, pageB };
  }

  it('a spreadsheet CSV: mapped, its bad row reported, written once, live on a teammate’s board', async () => {
    const { pageA, pageB } = await boards('Web Shop');
    await cardsCounted(pageB, 1);
    const requests: string[] = [];
    pageA.on('request', (request) => {
      if (request.method() !== 'GET' && new URL(request.url()).pathname.startsWith('/api/'))
        requests.push(`${request.method()} ${new URL(request.url()).pathname}`);
    });

    const dialog = await chooseFile(pageA, 'spreadsheet.csv', example('spreadsheet.csv'));
    const summary = dialog.getByTestId('import-summary');
    await shown(summary.getByText('6 cards will be created'));
    await shown(summary.getByText('1 row skipped'));
    expect(await skippedRows(pageA)).toEqual(['Line 6 · Feature: Title is required']);
    // The guess took "Comments" for notes; the user points Notes at "Details" instead and the preview follows.
    const preview = dialog.getByRole('region', { name: 'Preview of the cards' });
    await shown(preview.getByText('Buy without creating an account first.'));
    await dialog.getByLabel('Description column').selectOption({ label: 'None' });
    await gone(preview.getByText('Buy without creating an account first.'));
    await dialog.getByLabel('Notes column').selectOption({ label: 'Details' });
    await screenshot(pageA, 'import-csv-mapping');
    expect(requests).toEqual([]);

    await dialog.getByRole('button', { name: 'Import 6 cards' }).click();
    await shown(toast(pageA, 'Import done'));
    await gone(pageA.getByRole('dialog', { name: 'Import Cards' }));
    for (const page of [pageA, pageB]) {
      await cardsCounted(page, 7);
      await shown(row(page, 'Guest checkout'));
    }
    expect(requests).toEqual(['POST /api/imports']);
    expect(await cardTitles(api, projects['Web Shop']!)).toEqual([
      'Existing idea',
      'Guest checkout',
      'Apple Pay and Google Pay',
      'Saved carts',
      'Gift wrapping option',
      'Order tracking page',
      'Reorder in one tap',
    ]);
    const data = await api.get<{
      cards: { title: string; notes: string | null; description: string | null }[];
    }>(`/api/projects/${projects['Web Shop']}/data`);
    const saved = data.body.cards.find((card) => card.title === 'Saved carts')!;
    expect(saved).toMatchObject({
      notes: 'Keep the cart for 30 days.\nRestore it after sign-in.',
      description: null,
    });
    await screenshot(pageB, 'import-csv-teammate');
  });

  it('a Trello board: lists as statuses, an over-long card reported, archived ones left out', async () => {
    const board = JSON.parse(example('trello-board.json').toString('utf8')) as {
      cards: { id: string; name: string; idList: string; closed: boolean; pos: number; idLabels: string[] }[];
    };
    board.cards.push({
      id: 'long-one',
      name: `Fix the login bug on the checkout page ${'x'.repeat(500)}`,
      idList: 'list-ideas',
      closed: false,
      pos: 999_999,
      idLabels: [],
    });
    const { pageA, pageB } = await boards('Website');
    const dialog = await chooseFile(pageA, 'website.json', JSON.stringify(board));
    await dialog.getByRole('radio', { name: 'Statuses' }).check();
    const summary = dialog.getByTestId('import-summary');
    await shown(summary.getByText('5 cards will be created'));
    // A Trello export is one line: the card is named by its title's start, not by its place in the export.
    expect(await skippedRows(pageA)).toEqual([
      'Card "Fix the login bug on…" (line 1) · Name: Title must be at most 500 characters',
    ]);
    await shown(dialog.getByText('2 archived cards were left out'));
    await dialog.getByRole('button', { name: 'Import 5 cards' }).click();
    await shown(toast(pageA, 'Import done'));
    for (const page of [pageA, pageB]) {
      await cardsCounted(page, 5);
      await shown(row(page, 'New pricing page'));
    }
    expect(await row(pageB, 'Old newsletter signup form').count()).toBe(0);
    const data = await api.get<{ cards: { title: string; status: string }[] }>(
      `/api/projects/${projects['Website']}/data`,
    );
    expect(data.body.cards.find((card) => card.title === 'Launch checklist')?.status).toBe('deployed');
  });

  it('a Jira export: priorities mapped to impact, the row without a Summary reported, Jira’s rank order kept', async () => {
    const { pageA, pageB } = await boards('From Jira');
    const dialog = await chooseFile(pageA, 'jira.csv', example('jira-export.csv'));
    const skipped = await skippedRows(pageA);
    expect(skipped).toHaveLength(1);
    expect(skipped[0]).toMatch(/^Line \d+ · Summary: Title is required$/);
    await dialog.getByLabel('Impact for priority High', { exact: true }).selectOption('wow');
    const button = dialog.getByRole('button', { name: /^Import \d+ cards$/ });
    const count = Number((await button.innerText()).match(/\d+/)![0]);
    await button.click();
    await shown(toast(pageA, 'Import done'));
    for (const page of [pageA, pageB]) {
      await cardsCounted(page, count);
      await shown(row(page, 'Search results show out-of-stock items last'));
    }
    const data = await api.get<{
      cards: { title: string; priority: string; category: { name: string } | null }[];
    }>(`/api/projects/${projects['From Jira']}/data`);
    expect(data.body.cards.find((card) => card.title.startsWith('Search results'))).toMatchObject({
      priority: 'wow',
      category: { name: 'Search' },
    });
  });

  it('our own export comes back the same through an import into an empty project', async () => {
    const source = projects['Source']!;
    const useCase = (await api.post<{ id: number }>('/api/categories', { name: 'Sync', projectId: source }))
      .body;
    const release = (
      await api.post<{ id: number }>('/api/releases', {
        name: 'Spring launch',
        startDate: '2026-03-01',
        endDate: '2026-04-15',
        projectId: source,
      })
    ).body;
    const sprint = (
      await api.post<{ id: number }>(`/api/releases/${release.id}/sprints`, { name: 'Sprint 1' })
    ).body;
    const cards = [
      {
        title: 'Offline mode',
        description: 'Cache jobs.\nSync later.',
        status: 'in-progress',
        priority: 'basics',
      },
      { title: '=SUM(A1) looks like a formula', notes: '+1 from support; @sales asked', priority: 'ask' },
      { title: '<b>Bold</b> **markdown**', description: '<script>alert(1)</script>', status: 'ready' },
      { title: 'Plain idea', status: 'deployed', priority: 'wow' },
    ];
    for (const [index, card] of cards.entries())
      await api.post('/api/cards', {
        ...card,
        projectId: source,
        categoryId: index % 2 ? useCase.id : null,
        releaseId: index < 2 ? release.id : null,
        sprintId: index === 0 ? sprint.id : null,
      });
    const exported = async (projectId: number) =>
      (await api.post('/api/export/csv', { projectIds: [projectId] })).text;
    const file = await exported(source);

    const { pageA } = await boards('Copy', false);
    const dialog = await chooseFile(pageA, 'cardplan-export.csv', file);
    await shown(dialog.getByText('Cardplan CSV export'));
    await dialog.getByRole('button', { name: 'Import 4 cards' }).click();
    await shown(toast(pageA, 'Import done'));
    await cardsCounted(pageA, 4);

    // The columns an import does not carry over: where the cards are, their ids and their times.
    const NOT_CARRIED = new Set(['Client', 'Folder', 'Project', 'ID', 'Created', 'Updated']);
    const comparable = (csv: string) =>
      Papa.parse<Record<string, string>>(csv, { header: true, skipEmptyLines: true }).data.map((cells) =>
        Object.entries(cells).filter(([column]) => !NOT_CARRIED.has(column)),
      );
    const again = await exported(projects['Copy']!);
    expect(comparable(again)).toEqual(comparable(file));
    expect(comparable(again)).toHaveLength(4);
  });

  it('a file that is none of the formats gives a clear error and writes nothing', async () => {
    const { pageA } = await boards('Web Shop', false);
    const before = await cardTitles(api, projects['Web Shop']!);
    const dialog = await chooseFile(pageA, 'notes.json', JSON.stringify({ hello: 'world' }));
    await shown(dialog.getByText('This JSON file is not a Trello board export'));
    expect(await dialog.getByRole('button', { name: /^Import/ }).count()).toBe(0);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await gone(pageA.getByRole('dialog', { name: 'Import Cards' }));
    expect(await cardTitles(api, projects['Web Shop']!)).toEqual(before);
    await expect
      .poll(async () => (await cardTitles(api, projects['Web Shop']!)).length, { timeout: ACTION_TIMEOUT })
      .toBe(before.length);
  });

  it('a damaged CSV is refused naming each line and cause; mended, its ragged rows are reported', async () => {
    const damaged = [
      'Title,Status,Impact',
      'Guest checkout,Done,High',
      'Saved carts,Do\u0000ne,High',
      'Gift wrapping, with a bow,Done,Low',
      '"Order tracking,Done',
      'Reorder in one tap,Done,Low',
    ].join('\n');
    const looks: Page[] = [];
    for (const viewport of [WIDE, PHONE]) {
      const { pageA } = await boards('Damaged', false, viewport);
      const dialog = await chooseFile(pageA, 'damaged.csv', damaged);
      const alert = await shown(dialog.getByRole('alert'));
      expect((await alert.innerText()).split('\n')).toEqual([
        'Line 3 holds a NUL byte: this looks like a binary file',
        'Line 5: a quoted cell is never closed (an unclosed " takes in the rest of the file)',
      ]);
      expect(await dialog.getByRole('button', { name: /^Import/ }).count()).toBe(0);
      await lightAndDark(pageA, 'import-damaged', 'import damaged file');
      looks.push(pageA);
    }

    // Mended (the NUL byte gone, the quote closed), the row whose comma moved its cells is skipped, the short one
    // read with its missing cells empty.
    const pageA = looks[0]!;
    const mended = damaged.replace('\u0000', '').replace('"Order tracking', '"Order tracking"');
    const dialog = pageA.getByRole('dialog', { name: 'Import Cards' });
    await dialog.getByLabel('Choose a file to import').setInputFiles({
      name: 'mended.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(mended),
    });
    expect(await skippedRows(pageA)).toEqual([
      'Line 4: 4 cells where the header has 3: a cell with a comma in it needs quotes',
    ]);
    await shown(
      dialog.getByText('1 row has fewer cells than the header (line 5); its missing cells are read as empty'),
    );
    await shown(dialog.getByRole('button', { name: 'Import 4 cards' }));
    await lightAndDark(pageA, 'import-ragged');
    expect(await cardTitles(api, projects['Damaged']!)).toEqual([]);
  });

  it('a Jira status Cardplan does not know is mapped by the user; the card’s History names the file', async () => {
    const issue = (summary: string, key: string, status: string) =>
      [summary, key, key.slice(5), 'Task', status, 'Medium', ...Array<string>(13).fill('')].join(',');
    const file = [
      example('jira-export.csv').toString('utf8').trimEnd(),
      issue('Smoke tests for checkout', 'SHOP-140', 'Ready for QA'),
      issue('Regression pass on search', 'SHOP-141', 'Ready for QA'),
    ].join('\n');
    const unknown =
      "Status 'Ready for QA' is not known; 2 cards set to Backlog (pick another under Jira statuses)";

    // On a phone: the mapping step, before anything is chosen.
    const { pageA: phone } = await boards('Jira QA', false, PHONE);
    const onPhone = await chooseFile(phone, 'jira-qa.csv', file);
    const phoneStatuses = onPhone.getByRole('region', { name: 'Jira statuses' });
    await phoneStatuses.scrollIntoViewIfNeeded();
    await shown(phoneStatuses.getByLabel('Status for Jira status Ready for QA'));
    await lightAndDark(phone, 'import-jira-statuses');

    const { pageA } = await boards('Jira QA', false, WIDE);
    const dialog = await chooseFile(pageA, 'jira-qa.csv', file);
    const statuses = await shown(dialog.getByRole('region', { name: 'Jira statuses' }));
    const qa = statuses.getByLabel('Status for Jira status Ready for QA');
    expect(await qa.inputValue()).toBe('backlog');
    expect(await statuses.getByLabel('Status for Jira status In Review').inputValue()).toBe('ready');
    await shown(dialog.getByText(unknown));
    await statuses.scrollIntoViewIfNeeded();
    await lightAndDark(pageA, 'import-jira-statuses', 'import jira statuses');
    await qa.selectOption('ready');
    await gone(dialog.getByText(unknown));
    const button = dialog.getByRole('button', { name: /^Import \d+ cards$/ });
    await button.click();
    await shown(toast(pageA, 'Import done'));
    await shown(row(pageA, 'Smoke tests for checkout'));

    const data = await api.get<{ cards: { id: number; title: string; status: string }[] }>(
      `/api/projects/${projects['Jira QA']}/data`,
    );
    const statusOf = (title: string) => data.body.cards.find((card) => card.title === title)?.status;
    expect([statusOf('Smoke tests for checkout'), statusOf('Regression pass on search')]).toEqual([
      'ready',
      'ready',
    ]);
    expect(statusOf('Product videos on the detail page')).toBe('backlog');

    // The card's own History says it came from the import, and from which file.
    await dismissAllToasts(pageA);
    await row(pageA, 'Smoke tests for checkout').locator('[data-col="title"] button').click();
    const card = await shown(pageA.getByRole('dialog'));
    await card.getByRole('tab', { name: 'History' }).click();
    await shown(card.getByText('Olivia Owner imported this card from jira-qa.csv'));
    await lightAndDark(pageA, 'import-card-history');
  });
});
