// readTable: delimiters, quoted line breaks and the line numbers after them, progress, quote problems.
import { describe, expect, it } from 'vitest';
import { readTable } from './table';

describe('readTable', () => {
  it('finds a semicolon or a tab as the delimiter', async () => {
    const semicolon = await readTable('Name;Status\nA, with comma;Done\n');
    expect(semicolon.delimiter).toBe(';');
    expect(semicolon.rows[0]!.cells).toEqual(['A, with comma', 'Done']);
    const tab = await readTable('Name\tStatus\r\nA;B\tDone\r\n');
    expect(tab.delimiter).toBe('\t');
    expect(tab.rows[0]!.cells).toEqual(['A;B', 'Done']);
  });

  it('keeps quoted line breaks in a cell and numbers the records after them by file line', async () => {
    const text = 'Title,Description\r\nOne,"first\r\nsecond\nthird"\r\n\r\nTwo,plain\r\n,\r\nThree,"x"\r\n';
    const table = await readTable(text);
    expect(table.headers).toEqual(['Title', 'Description']);
    expect(table.rows.map((row) => [row.line, row.cells[0]])).toEqual([
      [2, 'One'],
      [6, 'Two'],
      [8, 'Three'],
    ]);
    expect(table.rows[0]!.cells[1]).toBe('first\r\nsecond\nthird');
  });

  it('gives the same rows and lines when it yields to the event loop after every record', async () => {
    const lines = ['Title,Notes'];
    for (let n = 0; n < 50; n++)
      lines.push(n % 7 === 0 ? `Card ${n},"two\nlines"` : n % 5 === 0 ? '' : `Card ${n},x`);
    const text = lines.join('\n');
    const progress: number[] = [];
    const stepped = await readTable(text, {
      yieldEvery: 1,
      onProgress: (fraction) => progress.push(fraction),
    });
    const whole = await readTable(text, { yieldEvery: 1_000_000 });
    expect(stepped).toEqual(whole);
    expect(whole.rows).toHaveLength(42);
    expect(progress.length).toBeGreaterThan(10);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(progress.at(-1)).toBe(1);
  });

  it('marks quote problems instead of throwing: a stray quote on its record, an unclosed one on the table', async () => {
    const stray = await readTable('Title,Notes\nGood,1\n"a"b",2\nMore,3\n');
    expect(stray.rows).toEqual([
      { line: 2, cells: ['Good', '1'] },
      { line: 3, cells: ['a"b', '2'], misquoted: true },
      { line: 4, cells: ['More', '3'] },
    ]);
    expect(stray.unclosedQuote).toBeNull();
    const unclosed = await readTable('Title,Notes\nGood,1\nAlso,"never closed\nGone,3\n');
    expect(unclosed.rows).toEqual([{ line: 2, cells: ['Good', '1'] }]);
    expect(unclosed.unclosedQuote).toEqual({ line: 3, stray: false });
    // A quote that ends a cell early ("Bad"x) leaves it open to the end of the file.
    const early = await readTable('Title,Notes\nGood,1\n"Bad"x,2\nGone,3\n');
    expect(early.rows).toHaveLength(1);
    expect(early.unclosedQuote).toEqual({ line: 3, stray: true });
  });

  it('stops after maxRows data records', async () => {
    const table = await readTable('Title\nA\nB\nC\n', { maxRows: 2 });
    expect(table.truncated).toBe(true);
    expect((await readTable('Title\nA\nB\n', { maxRows: 2 })).truncated).toBe(false);
  });
});
