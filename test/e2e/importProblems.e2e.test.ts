// Browser: importing what cannot go in as it is. A file that is none of the formats writes nothing; a damaged
// CSV is refused naming each line and cause; a Jira status Cardplan does not know is mapped by the user, and
// the imported card's History says where it came from.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { TestClient } from '../../server/test/httpClient';
import { describeE2E, PHONE, type E2E } from './harness';
import {
  cardTitles,
  chooseFile,
  example,
  lightAndDark,
  row,
  skippedRows,
  WIDE,
  startImportWorld,
  type ImportWorld,
} from './importFlows';
import { ACTION_TIMEOUT, dismissAllToasts, gone, shown, toast } from './waits';

describeE2E('import: files it cannot take as they are', () => {
  let api: TestClient;
  let projects: Record<string, number>;
  let boards: ImportWorld['boards'];

  let e2e: E2E;

  beforeAll(async () => {
    ({ e2e, api, projects, boards } = await startImportWorld());
  });
  afterAll(() => e2e?.close());

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
