// buildImport on each example file of docs/examples: our export, a spreadsheet, a Trello board, a Jira export.
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { importCard } from '../schemas/imports';
import { buildImport, readImportFile, type ImportOptions } from './plan';

async function planOf(name: string, options: ImportOptions = {}) {
  const bytes = new Uint8Array(fs.readFileSync(new URL(`../../docs/examples/${name}`, import.meta.url)));
  const read = await readImportFile(name, bytes);
  if (!read.ok) throw new Error(read.message);
  const plan = buildImport(read.file, options);
  for (const card of plan.cards) expect(importCard.safeParse(card).success).toBe(true);
  return plan;
}

describe('buildImport on the example files', () => {
  it('reads our own export back with every field, the formula guard undone and negative ranks', async () => {
    const plan = await planOf('cardplan-export.csv');
    expect(plan.format).toBe('cardplan');
    expect(plan.skipped).toEqual([]);
    expect(plan.notes).toEqual([]);
    expect(plan.cards.map((card) => card.title)).toEqual([
      'Offline mode for field crews',
      '+1 reactions on job comments',
      '@mentions notify by e-mail',
      '=SUM(A1) shows as text in exported reports',
      'Dark mode',
      'Crash when uploading HEIC photos',
      'Two-factor sign-in',
      'Export the roadmap as PDF',
    ]);
    expect(plan.cards[0]).toEqual({
      line: 2,
      title: 'Offline mode for field crews',
      description:
        'Cache the last 7 days of jobs so crews can work without signal.\nSync when the phone is back online.',
      status: 'in-progress',
      priority: 'basics',
      useCase: 'Sync',
      release: { name: 'Spring launch', startDate: '2025-03-01', endDate: '2025-04-15' },
      sprint: 'Sprint 1',
      order: '-2.000',
    });
    expect(plan.cards[1]).toEqual({
      line: 4,
      title: '+1 reactions on job comments',
      status: 'backlog',
      priority: 'treat',
      useCase: 'Collaboration',
      order: '1.000',
    });
    expect(plan.cards[4]!.notes).toBe('Depends on the colour tokens; +2 weeks for QA');
    expect(plan.cards[4]!.description).toContain('<b>no</b>');
    expect(plan.cards[5]!.description).toBe('iOS sends HEIC; the uploader expects "image/jpeg".');
    expect(plan.cards[7]).toMatchObject({
      line: 12,
      priority: 'tbd',
      order: '7.125',
      notes: 'Sales wants one page per release',
    });
  });

  it('reads a semicolon spreadsheet through guessed columns and reports what it changed', async () => {
    const plan = await planOf('spreadsheet.csv');
    expect(plan.format).toBe('csv');
    expect(plan.columns[plan.mapping!.title!]).toBe('Feature');
    expect(plan.cards.map((card) => [card.line, card.title, card.status, card.priority])).toEqual([
      [2, 'Guest checkout', 'in-progress', 'basics'],
      [3, 'Apple Pay and Google Pay', 'backlog', 'fix'],
      [4, 'Saved carts', 'deployed', 'basics'],
      [7, 'Gift wrapping option', 'backlog', 'treat'],
      [8, 'Order tracking page', 'ready', 'rush'],
      [9, 'Reorder in one tap', 'backlog', 'tbd'],
    ]);
    expect(plan.cards[2]).toMatchObject({ useCase: 'Cart', release: { name: 'v1.9' }, sprint: 'Sprint 4' });
    expect(plan.cards[2]!.description).toBe('Keep the cart for 30 days.\nRestore it after sign-in.');
    expect(plan.skipped).toEqual([{ line: 6, column: 'Feature', message: 'Title is required' }]);
    expect(plan.notes).toEqual([
      "Line 7: Status 'Blocked' is not known; set to Backlog",
      "Line 9: Impact 'Huge' is not known; set to TBD",
    ]);
  });

  it('applies a mapping the user changed', async () => {
    const plan = await planOf('spreadsheet.csv', { mapping: { title: 1, description: null, notes: null } });
    expect(plan.cards[0]!.title).toBe('Buy without creating an account first.');
    expect(plan.cards[0]!.description).toBeUndefined();
    expect(plan.skipped.map((row) => [row.line, row.column])).toEqual([
      [7, 'Details'],
      [9, 'Details'],
    ]);
  });

  it('reads a Trello board in Trello order, lists as use cases, archived cards left out', async () => {
    const plan = await planOf('trello-board.json');
    expect(plan.format).toBe('trello');
    expect(plan.cards.map((card) => [card.title, card.useCase, card.priority])).toEqual([
      ['Case studies section', 'Ideas', undefined],
      ['Blog on the new CMS', 'Ideas', undefined],
      ['Cookie banner covers the menu on phones', 'Doing', 'fix'],
      ['New pricing page', 'Doing', 'ask'],
      ['Launch checklist', 'Done', undefined],
    ]);
    expect(plan.cards[3]!.description).toContain('**Copy**');
    expect(plan.cards[3]!.line).toBe(1);
    expect(plan.labels.map((label) => [label.name, label.cards, label.impact])).toEqual([
      ['Bug', 1, 'fix'],
      ['Customer request', 1, 'ask'],
      ['Quick win', 2, null],
      ['', 1, null],
    ]);
    expect(plan.notes).toEqual([
      '2 archived cards were left out',
      'Due dates are not imported (1 card had one)',
    ]);
  });

  it('reads Trello lists as statuses, with label impacts and archived cards when asked', async () => {
    const plan = await planOf('trello-board.json', {
      listsAs: 'status',
      includeArchived: true,
      labelImpacts: { 'lbl-quick': 'treat', 'lbl-bug': null },
    });
    expect(plan.cards.map((card) => [card.title, card.status, card.useCase, card.priority])).toEqual([
      ['Case studies section', 'backlog', undefined, undefined],
      ['Blog on the new CMS', 'backlog', undefined, undefined],
      ['Old newsletter signup form', 'backlog', undefined, undefined],
      ['Cookie banner covers the menu on phones', 'in-progress', undefined, 'treat'],
      ['New pricing page', 'in-progress', undefined, 'ask'],
      ['Launch checklist', 'deployed', undefined, 'treat'],
      ['Flash intro animation', 'backlog', undefined, undefined],
    ]);
    expect(plan.notes).toEqual([
      'Due dates are not imported (1 card had one)',
      'Lists read as statuses: Ideas → Backlog, Doing → Working, Done → Accepted, ' +
        'Parked 2023 → Backlog (not a status we know)',
    ]);
  });

  it('reads a Jira export in rank order, first of repeated columns, priorities mapped', async () => {
    const plan = await planOf('jira-export.csv');
    expect(plan.format).toBe('jira');
    expect(plan.cards.map((card) => [card.line, card.title, card.status, card.priority])).toEqual([
      [4, 'Checkout fails with a 100% discount code', 'ready', 'rush'],
      [10, 'Faster image loading on category pages', 'deployed', 'tbd'],
      [11, 'Gift cards', 'backlog', 'rush'],
      [3, 'Wishlist shared by link', 'backlog', 'basics'],
      [2, 'Search results show out-of-stock items last', 'in-progress', 'fix'],
      [9, 'Product videos on the detail page', 'backlog', 'treat'],
    ]);
    expect(plan.cards[0]).toMatchObject({
      useCase: 'Checkout',
      release: { name: '2025.3' },
      sprint: 'Sprint 15',
    });
    expect(plan.cards[0]!.description).toContain('2. Apply code FREE100');
    expect(plan.cards[3]!.useCase).toBe('SHOP-81');
    expect(plan.cards[4]).toMatchObject({ useCase: 'Search', sprint: 'Sprint 14' });
    expect(plan.cards.every((card) => card.order === undefined)).toBe(true);
    expect(plan.cards[2]!.sprint).toBeUndefined();
    expect(plan.skipped).toEqual([{ line: 8, column: 'Summary', message: 'Title is required' }]);
    expect(plan.priorities).toEqual([
      { value: 'High', cards: 1, impact: 'fix' },
      { value: 'Medium', cards: 1, impact: 'basics' },
      { value: 'Highest', cards: 1, impact: 'rush' },
      { value: 'Low', cards: 2, impact: 'treat' },
      { value: 'Lowest', cards: 1, impact: 'tbd' },
      { value: 'Blocker', cards: 1, impact: 'rush' },
    ]);
    expect(plan.notes).toEqual([
      "Status 'Selected for Development' is not known; 1 card set to Backlog (pick another under Jira statuses)",
      '2 issues had several fix versions, sprints or components; the first of each is used',
      "Line 11: A sprint needs a release; sprint 'Sprint 16' left out",
    ]);
    const chosen = await planOf('jira-export.csv', { priorityImpacts: { Low: 'wow' } });
    expect(chosen.cards.at(-1)!.priority).toBe('wow');
  });

  it('offers every Jira status with the status it becomes, and applies the one the user picks', async () => {
    const plan = await planOf('jira-export.csv');
    expect(plan.statuses).toEqual([
      { value: 'In Progress', cards: 1, status: 'in-progress', known: true },
      { value: 'To Do', cards: 2, status: 'backlog', known: true },
      { value: 'In Review', cards: 1, status: 'ready', known: true },
      { value: 'Selected for Development', cards: 1, status: 'backlog', known: false },
      { value: 'Done', cards: 1, status: 'deployed', known: true },
      { value: 'Open', cards: 1, status: 'backlog', known: true },
    ]);
    const chosen = await planOf('jira-export.csv', {
      statusMap: { 'Selected for Development': 'in-progress', Done: 'ready' },
    });
    const statusOf = (title: string) => chosen.cards.find((card) => card.title.startsWith(title))!.status;
    expect(statusOf('Product videos')).toBe('in-progress');
    expect(statusOf('Faster image loading')).toBe('ready');
    expect(chosen.statuses.find((entry) => entry.value === 'Done')).toEqual({
      value: 'Done',
      cards: 1,
      status: 'ready',
      known: true,
    });
    expect(chosen.notes.filter((note) => note.includes('not known'))).toEqual([]);
    // Picking Backlog for a status Cardplan does not know is a choice too: no note asks for one.
    const kept = await planOf('jira-export.csv', { statusMap: { 'Selected for Development': 'backlog' } });
    expect(kept.notes.filter((note) => note.includes('not known'))).toEqual([]);
  });
});
