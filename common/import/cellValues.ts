// A plain card field's value from its CSV cell, read from its registry entry (CsvCell): text as it is, a
// number with '.' or ',', a choice from its label, value or another tool's word. Unknown ones get a note.
import type { PlainCsvField } from '../cardFields';
import { CARD_DEFAULTS } from '../schemas/cards';
import { lineNote } from './collect';
import { choiceFromText } from './values';

const DECIMAL = /^-?\d+(\.\d+)?$/;
/** "12,5" as semicolon-separated spreadsheets in many locales write a decimal. */
const COMMA_DECIMAL = /^-?\d+,\d+$/;

function readNumber(label: string, value: string, line: number, notes: string[]): string | undefined {
  const trimmed = value.trim();
  if (DECIMAL.test(trimmed)) return trimmed;
  if (COMMA_DECIMAL.test(trimmed)) return trimmed.replace(',', '.');
  notes.push(lineNote(line, `${label} '${trimmed}' is not a number; left out`));
  return undefined;
}

/** A choice, or the field's default (CARD_DEFAULTS, else its first choice) with a note. */
function readChoice({ name, field }: PlainCsvField, value: string, line: number, notes: string[]): string {
  const known = choiceFromText(name, field.choices ?? {}, value);
  if (known !== null) return known;
  const defaults: Readonly<Record<string, string>> = CARD_DEFAULTS;
  const fallback = defaults[field.wire] ?? Object.keys(field.choices ?? {})[0] ?? '';
  const named = field.choices?.[fallback] ?? fallback;
  notes.push(lineNote(line, `${field.label} '${value.trim()}' is not known; set to ${named}`));
  return fallback;
}

/** The value an import card takes for a plain field's cell; undefined: left out (with a note). */
export function plainValue(plain: PlainCsvField, value: string, line: number, notes: string[]) {
  switch (plain.field.csv.cell) {
    case 'number':
      return readNumber(plain.field.label, value, line, notes);
    case 'label':
    case 'value':
      return readChoice(plain, value, line, notes);
    default:
      return value;
  }
}
