// Random import files for property tests (common/import/property.test.ts reads them, the server's chain test
// sends what the browser makes of them): CSV pieces that quote, separate and break lines, BOMs, empty and
// 2,000-character cells, under headers of our export, Jira and a foreign tool; and plain random bytes.
import fc from 'fast-check';

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
export const importFileBytes = fc.oneof(
  encoded,
  fc.uint8Array({ maxLength: 400 }),
  encoded.map((b) => new Uint8Array([0xef, 0xbb, 0xbf, ...b])),
);
export const importFileName = fc.constantFrom('a.csv', 'b.tsv', 'c.json', 'd.txt');
