// readImportFile and buildImport around the formats: limits, encodings, our export's formula guard, guesses, summary.
import { describe, expect, it } from 'vitest';
import { IMPORT_MAX_BYTES, IMPORT_MAX_ROWS, IMPORT_MESSAGES } from '../schemas/imports';
import { unneutralise } from './cardplanCsv';
import { guessMapping } from './mapping';
import { buildImport, readImportFile } from './plan';
import { nameKey } from '../schemas/names';
import { summariseImport } from './summary';

const utf8 = (text: string) => new TextEncoder().encode(text);

async function plan(fileName: string, bytes: Uint8Array) {
  const read = await readImportFile(fileName, bytes);
  if (!read.ok) throw new Error(read.message);
  return buildImport(read.file);
}

describe('readImportFile limits', () => {
  it(`refuses more than ${IMPORT_MAX_ROWS} rows with no cards, and accepts exactly that many`, async () => {
    const rows = (count: number) =>
      ['Title', ...Array.from({ length: count }, (_, n) => `Card ${n}`)].join('\n');
    expect(await readImportFile('big.csv', utf8(rows(IMPORT_MAX_ROWS + 1)))).toEqual({
      ok: false,
      message: IMPORT_MESSAGES.tooManyRows,
    });
    expect((await plan('big.csv', utf8(rows(IMPORT_MAX_ROWS)))).cards).toHaveLength(IMPORT_MAX_ROWS);
  });

  it('refuses a file larger than the limit before reading it', async () => {
    const bytes = new Uint8Array(IMPORT_MAX_BYTES + 1);
    expect(await readImportFile('huge.csv', bytes)).toEqual({ ok: false, message: IMPORT_MESSAGES.tooLarge });
  });
});

describe('encodings', () => {
  it('reads a file with a BOM: the first header is still the title', async () => {
    const result = await plan(
      'bom.csv',
      new Uint8Array([0xef, 0xbb, 0xbf, ...utf8('Title,Status\nCafé,Done\n')]),
    );
    expect(result.cards).toEqual([{ line: 2, title: 'Café', status: 'deployed' }]);
  });

  it('reads Windows-1252 bytes and says so', async () => {
    const bytes = new Uint8Array([...utf8('Title;Notes\nCaf'), 0xe9, ...utf8(';5 '), 0x80, 0x0a]);
    const result = await plan('excel.csv', bytes);
    expect(result.cards).toEqual([{ line: 2, title: 'Café', notes: '5 €' }]);
    expect(result.notes).toEqual(['The file was read as Windows-1252 (it is not UTF-8)']);
  });
});

describe('our own export', () => {
  it("strips exactly the export's apostrophes", () => {
    expect(unneutralise("'=SUM(A1)")).toBe('=SUM(A1)');
    expect(unneutralise("'@mention")).toBe('@mention');
    expect(unneutralise("' padded")).toBe(' padded');
    expect(unneutralise("a;'=1+1;' -2")).toBe('a;=1+1; -2');
    expect(unneutralise("'tis the season")).toBe("'tis the season");
    expect(unneutralise("'-5")).toBe("'-5");
    expect(unneutralise('-5.250')).toBe('-5.250');
  });

  it('keeps formula-looking cells of any other CSV as given', async () => {
    const result = await plan('other.csv', utf8('Title,Notes\n\'=SUM(A1),=HYPERLINK("x")\n'));
    expect(result.cards[0]).toMatchObject({ title: "'=SUM(A1)", notes: '=HYPERLINK("x")' });
  });
});

describe('guesses and words', () => {
  it('guesses columns from English header names', () => {
    expect(
      guessMapping([
        'Summary',
        'Body',
        'State',
        'Priority',
        'Epic',
        'Version',
        'Iteration',
        'Order',
        'Comments',
      ]),
    ).toEqual({
      title: 0,
      description: 1,
      status: 2,
      impact: 3,
      category: 4,
      release: 5,
      releaseStart: null,
      releaseEnd: null,
      sprint: 6,
      order: 7,
      notes: 8,
      estimate: null,
      value: null,
      reach: null,
      lift: null,
      confidence: null,
      ease: null,
    });
    // Jira's story points are the estimate.
    expect(guessMapping(['Summary', 'Issue key', 'Custom field (Story Points)'])).toMatchObject({
      title: 0,
      estimate: 2,
    });
    expect(guessMapping(['Name', 'Category', 'Milestone', 'Release start', 'Release End'])).toMatchObject({
      title: 0,
      category: 1,
      release: 2,
      releaseStart: 3,
      releaseEnd: 4,
    });
    expect(guessMapping(['Feature title', 'Component/s'])).toMatchObject({ title: 0, category: 1 });
  });

  it('reads our labels and values and other words, and notes unknown ones, ranks and dates', async () => {
    const text = [
      'Title,Status,Impact,Release,Release start,Rank,Sprint',
      'A,working,WOW,,,-3.5,',
      'B,Blocked,Huge,R1,15/03/2025,12;5,S1',
      'C,ACCEPTED,Bug,,2025-01-01,"12,5",S2',
    ].join('\n');
    const result = await plan('words.csv', utf8(text));
    expect(result.cards).toEqual([
      { line: 2, title: 'A', status: 'in-progress', priority: 'wow', order: '-3.5' },
      { line: 3, title: 'B', status: 'backlog', priority: 'tbd', release: { name: 'R1' }, sprint: 'S1' },
      { line: 4, title: 'C', status: 'deployed', priority: 'fix', order: '12.5' },
    ]);
    expect(result.notes).toEqual([
      "Line 3: Status 'Blocked' is not known; set to Backlog",
      "Line 3: Impact 'Huge' is not known; set to TBD",
      "Line 3: Release start must be a date (YYYY-MM-DD); '15/03/2025' left out",
      "Line 3: Rank '12;5' is not a number; left out",
      'Line 4: Release dates without a release are left out',
      "Line 4: A sprint needs a release; sprint 'S2' left out",
    ]);
  });

  it("skips a row with the server's message and the column to look at", async () => {
    const text = `Name,Use case,Release,Release start,Release end\n${'x'.repeat(501)},M,,,\nOk,${'m'.repeat(101)},,,\nFine,,R,2025-02-01,2025-01-01\n`;
    expect((await plan('bad.csv', utf8(text))).skipped).toEqual([
      { line: 2, column: 'Name', message: 'Title must be at most 500 characters' },
      { line: 3, column: 'Use case', message: 'Module name must be at most 100 characters' },
      { line: 4, column: 'Release end', message: 'End date cannot be before start date' },
    ]);
  });
});

describe('summariseImport', () => {
  it('counts new use cases, releases and sprints by trimmed, case-insensitive names', async () => {
    const text =
      'Title,Use case,Release,Sprint\nA,Sync,R1,S1\nB, sync ,r1,s1\nC,Media,R2,S1\nD,Reports,R1,S2\n,x,y,z\n';
    const summary = summariseImport(await plan('s.csv', utf8(text)), {
      useCases: ['REPORTS'],
      releases: ['R2 '],
      sprints: [{ release: 'r2', name: 's1' }],
    });
    expect(summary).toEqual({
      cards: 4,
      newUseCases: ['Sync', 'Media'],
      newReleases: ['R1'],
      newSprints: [
        { release: 'R1', name: 'S1' },
        { release: 'R1', name: 'S2' },
      ],
      skipped: 1,
    });
    expect(nameKey('  Mixed Case ')).toBe('mixed case');
  });

  it('matches names ignoring case in every script and how an accent was typed', async () => {
    const text = 'Title,Use case\nA,ÉTÉ\nB,e\u0301te\u0301\nC,Ωmega\n';
    const summary = summariseImport(await plan('s.csv', utf8(text)), {
      useCases: ['été', 'ΩMEGA'],
      releases: [],
      sprints: [],
    });
    expect(summary.newUseCases).toEqual([]);
  });
});
