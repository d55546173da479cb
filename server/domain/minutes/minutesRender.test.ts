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
    expect(csv.split('\r\n')[0]).toBe('Section,ID,Title,From,To,By,Details');
    expect(await parsed(csv)).toEqual([
      ['Section', 'ID', 'Title', 'From', 'To', 'By', 'Details'],
      ['Created', 'APP-4', 'Dark mode', '', '', 'Ana Lima', ''],
      ['Moved between releases', 'APP-1', 'Login', 'Future', 'R2', 'Ben Ode', ''],
      ['Re-ranked', 'APP-2', `'=HYPERLINK("x")`, '', '', 'Ana Lima', ''],
      [
        'Votes',
        'APP-1',
        'Login | SSO',
        '',
        'Wow',
        '',
        'Impact vote; Ana Lima: Wow, Ben Ode: Wow; most common: Wow; unanimous',
      ],
    ]);
    expect(csv).toContain(`"'=HYPERLINK(""x"")"`);
  });

  it('is the header alone for a meeting that changed nothing', async () => {
    expect(await minutesCsv(empty)).toBe('Section,ID,Title,From,To,By,Details\r\n');
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
