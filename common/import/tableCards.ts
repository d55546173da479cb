// Cards from the rows of a CSV (any spreadsheet, or our own export) through a column mapping.
import { cardFieldList, type CardFieldName, type CardFields, type PlainCsvField } from '../cardFields';
import type { ImportCardInput } from '../schemas/imports';
import { plainValue } from './cellValues';
import { collectCard, lineNote, readDate, type Collected, type DraftCard } from './collect';
import { columnName, MAPPING_FIELDS, type ColumnMapping, type MappingField } from './mapping';
import type { Table, TableRow } from './table';
import { rowChecks } from './rowChecks';

export interface TableCardsOptions {
  mapping: ColumnMapping;
  /** Applied to every cell first (our export's formula guard is undone here). */
  cell?: (value: string) => string;
}

/** A row's mapped cells; a blank cell reads as undefined. */
function mappedCells(row: TableRow, mapping: ColumnMapping, cell: (value: string) => string) {
  const values: Cells = {};
  for (const field of MAPPING_FIELDS) {
    const column = mapping[field];
    const raw = column === null ? undefined : row.cells[column];
    if (raw !== undefined && raw.trim() !== '') values[field] = cell(raw);
  }
  return values;
}

/** The fields whose cell names what they point at (CsvCell 'name'). */
type ReferenceField = {
  [N in CardFieldName]: CardFields[N] extends { csv: { cell: 'name' } } ? N : never;
}[CardFieldName];
type Cells = Partial<Record<MappingField, string>>;

/** How each reference's cell (and the columns it brings along) becomes the import card's name of it. */
const readReference: Record<
  ReferenceField,
  (card: ImportCardInput, values: Cells, line: number, notes: string[]) => void
> = {
  category: (card, values) => {
    if (values.category !== undefined) card.useCase = values.category;
  },
  release: (card, values, line, notes) => {
    const startDate = values.releaseStart && readDate(values.releaseStart, 'Release start', line, notes);
    const endDate = values.releaseEnd && readDate(values.releaseEnd, 'Release end', line, notes);
    if (values.release !== undefined) {
      card.release = { name: values.release };
      if (startDate) card.release.startDate = startDate;
      if (endDate) card.release.endDate = endDate;
    } else if (startDate || endDate)
      notes.push(lineNote(line, 'Release dates without a release are left out'));
  },
  sprint: (card, values) => {
    if (values.sprint !== undefined) card.sprint = values.sprint;
  },
};

/** One record → a draft card; unknown words become the defaults, each with a note. */
function draftRow(row: TableRow, headers: string[], options: TableCardsOptions, notes: string[]): DraftCard {
  const { line } = row;
  const values = mappedCells(row, options.mapping, options.cell ?? ((value) => value));
  const columns: DraftCard['columns'] = {};
  for (const field of MAPPING_FIELDS) {
    const column = options.mapping[field];
    if (column !== null) columns[field] = columnName(headers, column);
  }
  const card: DraftCard['card'] = { line, title: '' };
  // In the registry's order, so a row's notes come in the card dialog's order.
  for (const [name, field] of cardFieldList()) {
    if (!field.csv) continue;
    if (field.csv.cell === 'name') {
      readReference[name as ReferenceField](card, values, line, notes);
      continue;
    }
    const cell = values[name as MappingField];
    const value =
      cell === undefined ? undefined : plainValue({ name, field } as PlainCsvField, cell, line, notes);
    if (value !== undefined) (card as Record<string, unknown>)[field.csv.importKey ?? field.wire] = value;
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
