// The Markdown and CSV renderings of the minutes, from one fixed Minutes object.
import { parseString } from 'fast-csv';
import { describe, expect, it } from 'vitest';
import type { Minutes } from '../../../common/schemas/meetings';
import { noCardChanges } from './changesFromLog';
import { minutesCsv } from './minutesCsv';
import { formatDuration, minutesFilename, slug } from './minutesFormat';
import { minutesMarkdown } from './minutesMarkdown';

const empty: Minutes = {
  meetingId: 7,
  projectId: 3,
  projectName: 'Mobile App',
  startedAt: '2026-11-25T14:03:10.000Z',
  endedAt: '2026-11-25T15:08:40.000Z',
  durationSeconds: 3930,
  facilitator: 'Ana Lima',
  participants: [
    { userId: 'a', name: 'Ana Lima' },
    { userId: 'b', name: 'Ben Ode' },
  ],
  ...noCardChanges(),
  votes: [],
};

const full: Minutes = {
  ...empty,
  created: [{ cardId: 4, externalId: 'APP-4', title: 'Dark mode', by: 'Ana Lima' }],
  releaseMoves: [{ cardId: 1, externalId: 'APP-1', title: 'Login', from: 'Future', to: 'R2', by: 'Ben Ode' }],
  reranked: [{ cardId: 2, externalId: 'APP-2', title: '=HYPERLINK("x")', by: 'Ana Lima' }],
  votes: [
    {
      cardId: 1,
      externalId: 'APP-1',
      title: 'Login | SSO',
      field: 'impact',
      ballots: [
        { name: 'Ana Lima', value: 'wow', label: 'Wow' },
        { name: 'Ben Ode', value: 'wow', label: 'Wow' },
      ],
      distribution: [{ value: 'wow', label: 'Wow', count: 2 }],
      mostCommon: ['Wow'],
      spread: 'unanimous',
      applied: 'Wow',
    },
  ],
};

/** Undone changes: an impact set and undone, a delete and a create undone, cards back from the trash. */
const undone: Minutes = {
  ...empty,
  impactChanges: [
    { cardId: 1, externalId: 'APP-1', title: 'Login', from: 'TBD', to: 'Wow', by: 'Ben Ode' },
    { cardId: 1, externalId: 'APP-1', title: 'Login', from: 'Wow', to: 'TBD', by: 'Ben Ode', cause: 'undo' },
  ],
  deleted: [
    { cardId: 5, externalId: 'APP-5', title: 'Old idea', by: 'Ana Lima' },
    { cardId: 6, externalId: 'APP-6', title: 'Typo', by: 'Ben Ode', cause: 'undo' },
  ],
  restored: [
    { cardId: 5, externalId: 'APP-5', title: 'Old idea', by: 'Ana Lima', cause: 'undo' },
    { cardId: 7, externalId: 'APP-7', title: 'Archive', by: 'Ben Ode' },
  ],
};

const parsed = (csv: string) =>
  new Promise<string[][]>((resolve, reject) => {
    const rows: string[][] = [];
    parseString(csv)
      .on('data', (row: string[]) => rows.push(row))
      .on('error', reject)
      .on('end', () => resolve(rows));
  });

describe('minutesMarkdown', () => {
  it('writes the meeting, then only the sections that have items, and the votes as a table', () => {
    expect(minutesMarkdown(full)).toBe(
      [
        '# Meeting minutes — Mobile App',
        '',
        '- **Date:** 2026-11-25 14:03–15:08 UTC',
        '- **Duration:** 1 h 6 min',
        '- **Facilitator:** Ana Lima',
        '- **Participants:** Ana Lima, Ben Ode',
        '',
        '## Created',
        '',
        '- **APP-4** Dark mode — Ana Lima',
        '',
        '## Moved between releases',
        '',
        '- **APP-1** Login: Future → R2 — Ben Ode',
        '',
        '## Re-ranked',
        '',
        '- **APP-2** =HYPERLINK("x") — Ana Lima',
        '',
        '## Votes',
        '',
        '| Card | Field | Votes | Most common | Spread | Applied |',
        '| --- | --- | --- | --- | --- | --- |',
        '| **APP-1** Login \\| SSO | Impact | Ana Lima: Wow, Ben Ode: Wow | Wow | unanimous | Wow |',
        '',
      ].join('\n'),
    );
  });

  it('lists restored cards after the deleted ones, and marks what an undo or a redo changed', () => {
    const text = minutesMarkdown(undone);
    expect(text).toContain(
      [
        '## Impact changes',
        '',
        '- **APP-1** Login: TBD → Wow — Ben Ode',
        '- **APP-1** Login: Wow → TBD — Ben Ode (undo)',
        '',
        '## Deleted',
        '',
        '- **APP-5** Old idea — Ana Lima',
        '- **APP-6** Typo — Ben Ode (undo)',
        '',
        '## Restored',
        '',
        '- **APP-5** Old idea — Ana Lima (undo)',
        '- **APP-7** Archive — Ben Ode',
        '',
      ].join('\n'),
    );
    expect(text).not.toContain('No cards were changed');
    expect(minutesMarkdown({ ...empty, restored: undone.restored.slice(1) })).toContain(
      '## Restored\n\n- **APP-7** Archive — Ben Ode\n',
    );
    expect(minutesMarkdown(full)).not.toContain('Restored');
  });

  it('says so when nothing happened, and keeps user text on one line without Markdown syntax', () => {
    const text = minutesMarkdown({ ...empty, projectName: '# Big\n[link](x)' });
    expect(text).toContain('# Meeting minutes — # Big \\[link\\](x)\n');
    expect(text).toContain('No cards were changed and no votes were taken.');
    expect(text).not.toContain('## ');
  });
});

describe('minutesCsv', () => {
  it('writes one row per item, CRLF, quoted where needed and neutralised against formulas', async () => {
    const csv = await minutesCsv(full);
    expect(csv.endsWith('\r\n')).toBe(true);
    expect(csv.split('\r\n')[0]).toBe('Section,ID,Title,From,To,By,Details,Cause');
    expect(await parsed(csv)).toEqual([
      ['Section', 'ID', 'Title', 'From', 'To', 'By', 'Details', 'Cause'],
      ['Created', 'APP-4', 'Dark mode', '', '', 'Ana Lima', '', ''],
      ['Moved between releases', 'APP-1', 'Login', 'Future', 'R2', 'Ben Ode', '', ''],
      ['Re-ranked', 'APP-2', `'=HYPERLINK("x")`, '', '', 'Ana Lima', '', ''],
      [
        'Votes',
        'APP-1',
        'Login | SSO',
        '',
        'Wow',
        '',
        'Impact vote; Ana Lima: Wow, Ben Ode: Wow; most common: Wow; unanimous',
        '',
      ],
    ]);
    expect(csv).toContain(`"'=HYPERLINK(""x"")"`);
  });

  it('appends the cause of an undo or a redo as the last column, and lists restored cards', async () => {
    expect(await parsed(await minutesCsv(undone))).toEqual([
      ['Section', 'ID', 'Title', 'From', 'To', 'By', 'Details', 'Cause'],
      ['Impact changes', 'APP-1', 'Login', 'TBD', 'Wow', 'Ben Ode', '', ''],
      ['Impact changes', 'APP-1', 'Login', 'Wow', 'TBD', 'Ben Ode', '', 'undo'],
      ['Deleted', 'APP-5', 'Old idea', '', '', 'Ana Lima', '', ''],
      ['Deleted', 'APP-6', 'Typo', '', '', 'Ben Ode', '', 'undo'],
      ['Restored', 'APP-5', 'Old idea', '', '', 'Ana Lima', '', 'undo'],
      ['Restored', 'APP-7', 'Archive', '', '', 'Ben Ode', '', ''],
    ]);
  });

  it('is the header alone for a meeting that changed nothing', async () => {
    expect(await minutesCsv(empty)).toBe('Section,ID,Title,From,To,By,Details,Cause\r\n');
  });
});

describe('names and durations', () => {
  it('slugs the project name for the file name', () => {
    expect(minutesFilename(full, 'md')).toBe('cardplan-meeting-mobile-app-2026-11-25.md');
    expect(slug('Café  Über / "Plan"')).toBe('cafe-uber-plan');
    expect(slug('日本')).toBe('project');
  });

  it('reads durations in seconds, minutes and hours', () => {
    expect([formatDuration(45), formatDuration(720), formatDuration(3600), formatDuration(3930)]).toEqual([
      '45 s',
      '12 min',
      '1 h',
      '1 h 6 min',
    ]);
  });
});
