// Browser: importing a backlog. A CSV through its column mapping, a Trello board and a Jira export are
// each previewed with their bad row reported, written, and seen live on a teammate's board; our own export comes
// back the same after an import into an empty project. Files that cannot be read: importProblems.e2e.test.ts.
import Papa from 'papaparse';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { TestClient } from '../../server/test/httpClient';
import { describeE2E, screenshot, type E2E } from './harness';
import {
  cardsCounted,
  cardTitles,
  chooseFile,
  example,
  row,
  skippedRows,
  startImportWorld,
  type ImportWorld,
} from './importFlows';
import { gone, shown, toast } from './waits';

describeE2E('import', () => {
  let api: TestClient;
  let projects: Record<string, number>;
  let boards: ImportWorld['boards'];

  let e2e: E2E;

  beforeAll(async () => {
    ({ e2e, api, projects, boards } = await startImportWorld());
  });
  afterAll(() => e2e?.close());

  it('a spreadsheet CSV: mapped, its bad row reported, written once, live on a teammate’s board', async () => {
    const { pageA, pageB } = await boards('Web Shop');
    await cardsCounted(pageB, 1);
    const requests: string[] = [];
    // Nothing is written before Import; asking which rows look like the project's cards only reads.
    pageA.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (request.method() !== 'GET' && pathname.startsWith('/api/') && !pathname.endsWith('/similar-cards'))
        requests.push(`${request.method()} ${pathname}`);
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
});
