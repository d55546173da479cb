// A Trello card the import leaves out is named by its title and its line in the JSON, not by its place in the
// export's cards (a Trello export is one line: "Line 33" named nothing one could find).
import { describe, expect, it } from 'vitest';
import { buildImport, readImportFile } from './plan';

const LONG = `Fix the login bug on the checkout page ${'x'.repeat(500)}`;

const board = {
  name: 'Site',
  actions: [{ id: 'a1', data: { card: { id: 'c2', name: 'Moved' } } }],
  lists: [{ id: 'l1', name: 'Ideas', closed: false, pos: 1 }],
  cards: [
    // Brackets, quotes and a backslash inside a string do not move the lines of the cards after it.
    { id: 'c1', name: 'Fine ] } [ { "quoted" \\', idList: 'l1', pos: 1 },
    { id: 'c2', name: LONG, idList: 'l1', pos: 2 },
    { id: 'c3', name: '  ', idList: 'l1', pos: 3 },
  ],
};

async function skipped(text: string) {
  const read = await readImportFile('board.json', new TextEncoder().encode(text));
  if (!read.ok) throw new Error(read.message);
  return buildImport(read.file).skipped;
}

describe('a Trello card left out', () => {
  it('is named by the start of its title and line 1 in a one-line export', async () => {
    expect(await skipped(JSON.stringify(board))).toEqual([
      {
        line: 2,
        place: 'Card "Fix the login bug on…" (line 1)',
        column: 'Name',
        message: 'Title must be at most 500 characters',
      },
      { line: 3, place: 'Card with no name (line 1)', column: 'Name', message: 'Title is required' },
    ]);
  });

  it('is named by the line its card starts on in a pretty-printed export', async () => {
    const text = JSON.stringify(board, null, 2);
    const lines = text.split('\n');
    const cards = lines.findIndex((line) => line.includes('"cards": ['));
    // The card's "{" is the line above its "id" (findIndex counts from 0); the action naming c2 comes earlier.
    const lineOf = (id: string) =>
      lines.findIndex((line, at) => at > cards && line.includes(`"id": "${id}"`));
    expect((await skipped(text)).map((row) => row.place)).toEqual([
      `Card "Fix the login bug on…" (line ${lineOf('c2')})`,
      `Card with no name (line ${lineOf('c3')})`,
    ]);
  });
});
