// The column mapping of a CSV: which column feeds each card field, and first guesses from English header names.
import { HEADER_WORDS, MAPPING_FIELDS, type MappingField } from '../cardFields';
import { normaliseWord } from './values';

// The fields, their labels and header words are the card field registry's (common/cardFields/csv.ts).
export { MAPPING_FIELDS, MAPPING_FIELD_LABELS, type MappingField } from '../cardFields';

/** Each field → a column index of the table, or null for none. */
export type ColumnMapping = Record<MappingField, number | null>;

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
