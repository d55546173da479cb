// detectFormat: the example files, and the files no importer reads.
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { decodeFile } from './decode';
import { detectFormat, IMPORT_FILE_MESSAGES } from './detect';

const example = (name: string) =>
  decodeFile(new Uint8Array(fs.readFileSync(new URL(`../../docs/examples/${name}`, import.meta.url)))).text;

describe('detectFormat', () => {
  it('recognises each example file', () => {
    expect(detectFormat('cardplan-export.csv', example('cardplan-export.csv'))).toEqual({
      ok: true,
      format: 'cardplan',
    });
    expect(detectFormat('spreadsheet.csv', example('spreadsheet.csv'))).toEqual({ ok: true, format: 'csv' });
    expect(detectFormat('trello-board.json', example('trello-board.json'))).toEqual({
      ok: true,
      format: 'trello',
    });
    expect(detectFormat('jira-export.csv', example('jira-export.csv'))).toEqual({ ok: true, format: 'jira' });
  });

  it('reads a tab-separated file and a one-column list as CSV', () => {
    expect(detectFormat('list.tsv', 'Name\tState\nA\tDone\n')).toEqual({ ok: true, format: 'csv' });
    expect(detectFormat('titles.txt', 'Title\nOne\nTwo\n')).toEqual({ ok: true, format: 'csv' });
  });

  it('refuses empty, binary and non-Trello JSON files with a message', () => {
    expect(detectFormat('a.csv', '')).toEqual({ ok: false, message: IMPORT_FILE_MESSAGES.empty });
    expect(detectFormat('a.csv', ' \r\n\t\n')).toEqual({ ok: false, message: IMPORT_FILE_MESSAGES.empty });
    expect(detectFormat('a.xlsx', 'PK\u0003\u0004\u0014\u0000\u0006\u0000')).toEqual({
      ok: false,
      message: IMPORT_FILE_MESSAGES.notSupported,
    });
    expect(detectFormat('a.json', '{"name":"x","items":[]}')).toEqual({
      ok: false,
      message: IMPORT_FILE_MESSAGES.notTrello,
    });
    expect(detectFormat('a.json', '[1,2]')).toEqual({ ok: false, message: IMPORT_FILE_MESSAGES.notTrello });
    expect(detectFormat('a.json', '{"lists": [')).toEqual({
      ok: false,
      message: IMPORT_FILE_MESSAGES.notTrello,
    });
  });
});
