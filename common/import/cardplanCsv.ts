// Cardplan's own CSV export read back: recognising its header and undoing the export's formula guard.
import { CARD_FIELDS, type CardFieldName } from '../cardFields';
import { CSV_COLUMNS } from '../schemas/export';

/**
 * The fields whose columns an import needs to call a file ours: those every export has had (a field added
 * later, an estimate or a score, is not asked of an older file; Client/Folder/ID/Created/Updated may be cut).
 */
const IDENTIFYING = [
  'title',
  'status',
  'impact',
  'category',
  'release',
  'sprint',
  'order',
] as const satisfies readonly CardFieldName[];
const REQUIRED: readonly string[] = IDENTIFYING.map((name) => CARD_FIELDS[name].csv.column);
const OWN_COLUMNS = new Set<string>(CSV_COLUMNS.map((column) => column.toLowerCase()));

/** A header row is our export's when it names the export's card columns and nothing else. */
export function isCardplanHeader(headers: string[]): boolean {
  const names = new Set(headers.map((header) => header.trim().toLowerCase()));
  return (
    REQUIRED.every((column) => names.has(column.toLowerCase())) &&
    [...names].every((name) => name === '' || OWN_COLUMNS.has(name))
  );
}

// The same patterns as neutralise() in server/export/csvExport.ts, whose work this undoes.
const RISKY_START = /^[=+\-@\s]/;
const GUARDED_AFTER_SEMICOLON = /;'(?=\s*[=+\-@])/g;
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/**
 * The inverse of the export's `neutralise`: it put an apostrophe before a cell that starts like a formula (never
 * before a plain number) and after each `;` that is followed by one, so exactly those apostrophes go.
 * Exporting the result again gives the same cell.
 */
export function unneutralise(cell: string): string {
  const rest = cell.slice(1);
  const pieces = cell.startsWith("'") && RISKY_START.test(rest) && !PLAIN_NUMBER.test(rest) ? rest : cell;
  return pieces.replace(GUARDED_AFTER_SEMICOLON, ';');
}
