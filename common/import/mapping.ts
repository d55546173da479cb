// The column mapping of a CSV: which column feeds each card field, and first guesses from English header names.
import { normaliseWord } from './values';

export const MAPPING_FIELDS = [
  'title',
  'description',
  'status',
  'impact',
  'useCase',
  'release',
  'releaseStart',
  'releaseEnd',
  'sprint',
  'rank',
  'notes',
] as const;
export type MappingField = (typeof MAPPING_FIELDS)[number];

/** Each field → a column index of the table, or null for none. */
export type ColumnMapping = Record<MappingField, number | null>;

/** How the dialog names each field (the board's words). */
export const MAPPING_FIELD_LABELS: Record<MappingField, string> = {
  title: 'Title',
  description: 'Description',
  status: 'Status',
  impact: 'Impact',
  useCase: 'Use case',
  release: 'Release',
  releaseStart: 'Release start',
  releaseEnd: 'Release end',
  sprint: 'Sprint',
  rank: 'Rank',
  notes: 'Notes',
};

/** Header names per field. Specific fields come first so "Release Start" is not taken as the release. */
const HEADER_WORDS: [MappingField, string[]][] = [
  ['releaseStart', ['release start', 'release start date', 'start date', 'start', 'milestone start']],
  ['releaseEnd', ['release end', 'release end date', 'end date', 'end', 'release date', 'target date']],
  [
    'title',
    ['title', 'name', 'summary', 'feature', 'feature name', 'card', 'card name', 'story', 'idea', 'subject'],
  ],
  ['description', ['description', 'details', 'detail', 'body', 'desc', 'text', 'content']],
  ['status', ['status', 'state', 'stage', 'progress']],
  ['impact', ['impact', 'priority', 'prio', 'importance', 'severity']],
  [
    'useCase',
    [
      'use case',
      'usecase',
      'use cases',
      'module',
      'category',
      'epic',
      'epic link',
      'component',
      'components',
    ],
  ],
  ['release', ['release', 'milestone', 'version', 'fix version', 'fix versions', 'target version']],
  ['sprint', ['sprint', 'iteration', 'cycle']],
  ['rank', ['rank', 'order', 'position', 'sort order', 'pos']],
  ['notes', ['notes', 'note', 'comments', 'comment', 'remarks']],
];
const HEADER_KEYS = HEADER_WORDS.map(([field, words]) => [field, words.map(normaliseWord)] as const);

/** "Fix Version/s" → "fix version s"; "Component(s)" → "component s". */
const headerKey = (header: string) => normaliseWord(header.replace(/[^\p{L}\p{N}]+/gu, ' '));

/** A column as messages name it: its header, or "Column 3" when the header cell is blank. */
export const columnName = (headers: string[], index: number) =>
  headers[index]?.trim() || `Column ${index + 1}`;

/** No column for any field. */
const emptyMapping = (): ColumnMapping =>
  Object.fromEntries(MAPPING_FIELDS.map((field) => [field, null])) as ColumnMapping;

/**
 * First guesses: a header equal to one of a field's words, then one that contains such a word ("Feature
 * title"). Each column feeds at most one field; the leftmost column wins.
 */
export function guessMapping(headers: string[]): ColumnMapping {
  const mapping = emptyMapping();
  const keys = headers.map(headerKey);
  const used = new Set<number>();
  const matchers = [
    (key: string, word: string) => key === word || key === `${word} s`,
    (key: string, word: string) => ` ${key} `.includes(` ${word} `),
  ];
  for (const matches of matchers)
    for (const [field, words] of HEADER_KEYS) {
      if (mapping[field] !== null) continue;
      const index = keys.findIndex(
        (key, column) => !used.has(column) && words.some((word) => matches(key, word)),
      );
      if (index >= 0) {
        mapping[field] = index;
        used.add(index);
      }
    }
  return mapping;
}

/** A mapping the user changed, with columns outside the table dropped. */
export function resolveMapping(headers: string[], chosen?: Partial<ColumnMapping>): ColumnMapping {
  const mapping = { ...guessMapping(headers), ...chosen };
  for (const field of MAPPING_FIELDS) {
    const column = mapping[field];
    if (
      column === undefined ||
      column === null ||
      !Number.isInteger(column) ||
      column < 0 ||
      column >= headers.length
    )
      mapping[field] = null;
  }
  return mapping;
}
