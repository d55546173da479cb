// Any bytes at all: decodeFile and the whole read → plan never throw, and every planned card passes the server's schema.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { importCard } from '../schemas/imports';
import { decodeFile } from './decode';
import { buildImport, readImportFile } from './plan';

const piece = fc.oneof(
  fc.constantFrom(
    ',',
    ';',
    '\t',
    '"',
    '""',
    '\n',
    '\r\n',
    '\r',
    "'",
    '=',
    '\ufeff',
    '',
    ' ',
    'Title',
    'Status',
    'Done',
  ),
  fc.string({ maxLength: 12 }),
  fc.string({ minLength: 1990, maxLength: 2010 }),
  fc.constantFrom(
    'Backlog',
    'Impact',
    'Release',
    'Sprint',
    'Rank',
    'Use Case',
    '-1.5',
    '2025-13-40',
    '{',
    '[]',
  ),
);
const header = fc.constantFrom(
  'Title,Description,Status,Impact,Use Case,Release,Release Start,Release End,Sprint,Rank,Notes\n',
  'Summary,Issue key,Status,Priority,Sprint,Sprint,Fix Version/s,Custom field (Rank)\n',
  'Name;State;Priority;Module;Milestone\n',
  '',
);
const csvText = fc
  .tuple(header, fc.array(piece, { maxLength: 60 }))
  .map(([head, pieces]) => head + pieces.join(''));
const encoded = csvText.map((text) => new TextEncoder().encode(text));
const bytes = fc.oneof(
  encoded,
  fc.uint8Array({ maxLength: 400 }),
  encoded.map((b) => new Uint8Array([0xef, 0xbb, 0xbf, ...b])),
);
const fileName = fc.constantFrom('a.csv', 'b.tsv', 'c.json', 'd.txt');

describe('any file', () => {
  it('never makes the reader throw, and every planned card passes importCard', async () => {
    await fc.assert(
      fc.asyncProperty(bytes, fileName, fc.boolean(), async (file, name, asStatus) => {
        decodeFile(file);
        const read = await readImportFile(name, file);
        if (!read.ok) return;
        const plan = buildImport(read.file, {
          listsAs: asStatus ? 'status' : 'useCase',
          includeArchived: asStatus,
        });
        for (const card of plan.cards) expect(importCard.safeParse(card).success).toBe(true);
        for (const row of plan.skipped) expect(row.line).toBeGreaterThan(0);
      }),
      { numRuns: 300, seed: 2028 },
    );
  });
});
