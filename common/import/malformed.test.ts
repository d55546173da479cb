// Damaged files (issue 41): a stray NUL byte, a quote never closed, rows with more or fewer cells than the
// header. Each is named by its line and cause; only files that are no text table at all are "not a CSV".
import { describe, expect, it } from 'vitest';
import { IMPORT_FILE_MESSAGES } from './detect';
import { buildImport, readImportFile } from './plan';

const utf8 = (text: string) => new TextEncoder().encode(text);

async function refusal(fileName: string, text: string) {
  const read = await readImportFile(fileName, utf8(text));
  return read.ok ? null : read.message;
}

async function plan(fileName: string, text: string) {
  const read = await readImportFile(fileName, utf8(text));
  if (!read.ok) throw new Error(read.message);
  return buildImport(read.file);
}

describe('a damaged CSV is refused with its line and cause', () => {
  it('names the line of a NUL byte, and of another control character', async () => {
    expect(await refusal('a.csv', 'Title,Status\nA,Done\nB,Do\u0000ne\nC,Done\n')).toBe(
      'Line 3 holds a NUL byte: this looks like a binary file',
    );
    expect(await refusal('a.csv', 'Title,Status\r\nA,Done\r\n"B\nb",x\r\nC\u001b,Done\r\n')).toBe(
      'Line 5 holds a control character (U+001B): this looks like a binary file',
    );
  });

  it('finds a NUL byte far into a big file (PostgreSQL could not store it)', async () => {
    const rows = Array.from({ length: 2000 }, (_, n) => `Card ${n},Done`);
    rows[1500] = 'Card\u0000,Done';
    expect(await refusal('big.csv', ['Title,Status', ...rows].join('\n'))).toBe(
      'Line 1502 holds a NUL byte: this looks like a binary file',
    );
  });

  it('names the line where a quoted cell opens and is never closed', async () => {
    const text = 'Title,Status\nA,Done\nB,Done\nC,Done\n"D,Done\nE,Done\nF,Done\n';
    expect(await refusal('a.csv', text)).toBe(
      'Line 5: a quoted cell is never closed (an unclosed " takes in the rest of the file)',
    );
  });

  it('says when a quote inside a quoted cell was not doubled and so left the cell open', async () => {
    expect(await refusal('a.csv', 'Title,Notes\nGood,1\n"27" monitor support,2\nGone,3\n')).toBe(
      'Line 3: a quoted cell is never closed (a " inside it is not doubled as "", so it takes in the rest of the file)',
    );
  });

  it('names every problem of a file that has several', async () => {
    const text = 'Title,Status,Impact\nA,Done,High\nB,Do\u0000ne,High\nC,Done\n"D,Done,High\nE,Done,High\n';
    expect(await refusal('a.csv', text)).toBe(
      'Line 3 holds a NUL byte: this looks like a binary file\n' +
        'Line 5: a quoted cell is never closed (an unclosed " takes in the rest of the file)',
    );
  });

  it('keeps "not a CSV" for files that are none: binary from their first line, or full of control characters', async () => {
    expect(await refusal('a.xlsx', 'PK\u0003\u0004\u0014\u0000\u0006\u0000rest')).toBe(
      IMPORT_FILE_MESSAGES.notSupported,
    );
    const noise = Array.from({ length: 400 }, (_, n) => String.fromCharCode(n % 32)).join('');
    expect(await refusal('a.pdf', `%PDF-1.7\n%âãÏÓ\n${noise}`)).toBe(IMPORT_FILE_MESSAGES.notSupported);
  });
});

describe('ragged rows', () => {
  it('skips a row with more filled cells than the header, naming both counts and the likely cause', async () => {
    const result = await plan('a.csv', 'Title,Status\nA,Done\nFix login, then logout,Done\nB,Done,,\n');
    expect(result.cards.map((card) => card.title)).toEqual(['A', 'B']);
    expect(result.skipped).toEqual([
      {
        line: 3,
        column: null,
        message: '3 cells where the header has 2: a cell with a comma in it needs quotes',
      },
    ]);
    const semicolons = await plan('b.csv', 'Title;Status\nA;B;Done\n');
    expect(semicolons.skipped[0]!.message).toBe(
      '3 cells where the header has 2: a cell with a semicolon in it needs quotes',
    );
  });

  it('reads a row with fewer cells than the header with the missing ones empty, and says which lines', async () => {
    const result = await plan('a.csv', 'Title,Status,Impact\nA,Done\nB,Done,High\nC\nD\nE\nF\nG\nH\n');
    expect(result.cards.map((card) => [card.title, card.status, card.priority])).toEqual([
      ['A', 'deployed', undefined],
      ['B', 'deployed', 'fix'],
      ['C', undefined, undefined],
      ['D', undefined, undefined],
      ['E', undefined, undefined],
      ['F', undefined, undefined],
      ['G', undefined, undefined],
      ['H', undefined, undefined],
    ]);
    expect(result.notes).toEqual([
      '7 rows have fewer cells than the header (lines 2, 4, 5, 6, 7 and 2 more); their missing cells are read as empty',
    ]);
    expect((await plan('b.csv', 'Title,Status\nA\nB,Done\n')).notes).toEqual([
      '1 row has fewer cells than the header (line 2); its missing cells are read as empty',
    ]);
  });

  it('treats a Jira export the same way', async () => {
    const result = await plan(
      'jira.csv',
      'Summary,Issue key,Status\nOne,J-1,Done\nTwo, with comma,J-2,Done\nThree,J-3\n',
    );
    expect(result.format).toBe('jira');
    expect(result.cards.map((card) => card.title)).toEqual(['One', 'Three']);
    expect(result.skipped).toEqual([
      {
        line: 3,
        column: null,
        message: '4 cells where the header has 3: a cell with a comma in it needs quotes',
      },
    ]);
    expect(result.notes).toEqual([
      '1 row has fewer cells than the header (line 4); its missing cells are read as empty',
    ]);
  });
});
