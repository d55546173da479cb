// Cards from the rows of a CSV (any spreadsheet, or our own export) through a column mapping.
import { CARD_STATUS_LABELS } from '../schemas/cards';
import { collectCard, lineNote, readDate, type Collected, type DraftCard } from './collect';
import { columnName, MAPPING_FIELDS, type ColumnMapping, type MappingField } from './mapping';
import type { Table, TableRow } from './table';
import { rowChecks } from './rowChecks';
import { impactFromText, statusFromText } from './values';

const DECIMAL = /^-?\d+(\.\d+)?$/;
/** "12,5" as semicolon-separated spreadsheets in many locales write a decimal. */
const COMMA_DECIMAL = /^-?\d+,\d+$/;

export interface TableCardsOptions {
  mapping: ColumnMapping;
  /** Applied to every cell first (our export's formula guard is undone here). */
  cell?: (value: string) => string;
}

/** A row's mapped cells; a blank cell reads as undefined. */
function mappedCells(row: TableRow, mapping: ColumnMapping, cell: (value: string) => string) {
  const values: Partial<Record<MappingField, string>> = {};
  for (const field of MAPPING_FIELDS) {
    const column = mapping[field];
    const raw = column === null ? undefined : row.cells[column];
    if (raw !== undefined && raw.trim() !== '') values[field] = cell(raw);
  }
  return values;
}

function readRank(value: string, line: number, notes: string[]): string | undefined {
  const trimmed = value.trim();
  if (DECIMAL.test(trimmed)) return trimmed;
  if (COMMA_DECIMAL.test(trimmed)) return trimmed.replace(',', '.');
  notes.push(lineNote(line, `Rank '${trimmed}' is not a number; left out`));
  return undefined;
}

/** One record → a draft card; unknown words become the defaults, each with a note. */
function draftRow(row: TableRow, headers: string[], options: TableCardsOptions, notes: string[]): DraftCard {
  const { line } = row;
  const values = mappedCells(row, options.mapping, options.cell ?? ((value) => value));
  const columns: DraftCard['columns'] = {};
  for (const field of MAPPING_FIELDS) {
    const column = options.mapping[field];
    if (column !== null) columns[field] = columnName(headers, column);
  }
  const card: DraftCard['card'] = { line, title: values.title ?? '' };
  if (values.description !== undefined) card.description = values.description;
  if (values.notes !== undefined) card.notes = values.notes;
  if (values.status !== undefined) {
    card.status = statusFromText(values.status) ?? 'backlog';
    if (!statusFromText(values.status))
      notes.push(
        lineNote(line, `Status '${values.status.trim()}' is not known; set to ${CARD_STATUS_LABELS.backlog}`),
      );
  }
  if (values.impact !== undefined) {
    card.priority = impactFromText(values.impact) ?? 'tbd';
    if (!impactFromText(values.impact))
      notes.push(lineNote(line, `Impact '${values.impact.trim()}' is not known; set to TBD`));
  }
  if (values.useCase !== undefined) card.useCase = values.useCase;
  const startDate = values.releaseStart && readDate(values.releaseStart, 'Release start', line, notes);
  const endDate = values.releaseEnd && readDate(values.releaseEnd, 'Release end', line, notes);
  if (values.release !== undefined) {
    card.release = { name: values.release };
    if (startDate) card.release.startDate = startDate;
    if (endDate) card.release.endDate = endDate;
  } else if (startDate || endDate) notes.push(lineNote(line, 'Release dates without a release are left out'));
  if (values.sprint !== undefined) card.sprint = values.sprint;
  if (values.rank !== undefined) {
    const order = readRank(values.rank, line, notes);
    if (order !== undefined) card.order = order;
  }
  return { card, columns };
}

/** Every non-blank record of the table, in file order, into `into`. */
export function collectTableCards(table: Table, options: TableCardsOptions, into: Collected): void {
  const checks = rowChecks(table, into);
  for (const row of table.rows)
    if (checks.keep(row)) collectCard(into, draftRow(row, table.headers, options, into.notes));
  checks.finish();
}
