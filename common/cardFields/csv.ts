// The CSV export's columns and the import's mapping, read from the registry's `csv` of each field: its
// header, its place in the file, the header names an import takes for it; the import card's plain keys.
import type { z } from 'zod';
import { cardFieldList } from './lists';
import type { CardFieldName, CardFields } from './registry';
import type { CardFieldCsv, CardFieldSpec, CsvColumn } from './spec';

/** The export's columns that are not a field people edit: where the card is, its id, its times. */
export const CSV_PROJECT_COLUMN = 'Project';
const OTHER_COLUMNS: readonly { column: string; position: number }[] = [
  { column: 'Client', position: 1 },
  { column: 'Folder', position: 2 },
  { column: CSV_PROJECT_COLUMN, position: 3 },
  { column: 'ID', position: 4 },
  { column: 'Created', position: 16 },
  { column: 'Updated', position: 17 },
];

type CsvFieldName = {
  [N in CardFieldName]: CardFields[N] extends { csv: object } ? N : never;
}[CardFieldName];
type WithKey = {
  [N in CardFieldName]: CardFields[N] extends { csv: { with: readonly { key: infer K }[] } } ? K : never;
}[CardFieldName];
/** A column of the import mapping: a field's code name, or a column it brings along (`releaseStart`). */
export type MappingField = CsvFieldName | WithKey;

interface MappedColumn extends CsvColumn {
  key: MappingField;
  position: number;
  /** The key of the import request's card that carries it; null for a column of another field. */
  importKey: string | null;
  /** A column that belongs to another field's (a release's dates): guessed before the fields. */
  along: boolean;
}

/** The columns a card's fields give the file, in file order. */
function fieldColumns(): MappedColumn[] {
  const columns: MappedColumn[] = [];
  for (const [name, field] of cardFieldList()) {
    const { csv } = field;
    if (!csv) continue;
    columns.push({
      key: name as MappingField,
      column: csv.column,
      label: field.label,
      words: csv.words,
      position: csv.position,
      importKey: csv.importKey ?? field.wire,
      along: false,
    });
    (csv.with ?? []).forEach((column, index) =>
      columns.push({
        ...column,
        key: column.key as MappingField,
        position: csv.position + index + 1,
        importKey: null,
        along: true,
      }),
    );
  }
  return columns.sort((a, b) => a.position - b.position);
}
const FIELD_COLUMNS = fieldColumns();

/** The export's header row. */
export const CSV_COLUMNS: readonly string[] = [...OTHER_COLUMNS, ...FIELD_COLUMNS]
  .sort((a, b) => a.position - b.position)
  .map(({ column }) => column);

/** The fields a column of an import may feed, in the file's order. */
export const MAPPING_FIELDS: readonly MappingField[] = FIELD_COLUMNS.map(({ key }) => key);

/** How the import dialog names each of them (the board's words). */
export const MAPPING_FIELD_LABELS = Object.fromEntries(
  FIELD_COLUMNS.map(({ key, label }) => [key, label]),
) as Record<MappingField, string>;

/** Header names per field: a column of another field's first, so "Release Start" is not taken as the release. */
export const HEADER_WORDS: readonly (readonly [MappingField, readonly string[]])[] = [
  ...FIELD_COLUMNS.filter(({ along }) => along),
  ...FIELD_COLUMNS.filter(({ along }) => !along),
].map(({ key, words }) => [key, words] as const);

/** The mapping field an import card's key carries (`priority` → impact, `useCase` → category). */
export const mappingFieldOfImportKey = (key: string): MappingField | null =>
  FIELD_COLUMNS.find((column) => column.importKey === key)?.key ?? null;

/** A field whose cell the export writes and the import reads from its entry alone (text, number, choice). */
export interface PlainCsvField {
  name: CsvFieldName;
  field: CardFieldSpec & { csv: CardFieldCsv };
}

/** The plain fields of the file, in the registry's order (a reference's cell is a name: see CsvCell). */
export const PLAIN_CSV_FIELDS: readonly PlainCsvField[] = cardFieldList().flatMap(([name, field]) =>
  field.csv && field.csv.cell !== 'name'
    ? [{ name: name as CsvFieldName, field: field as PlainCsvField['field'] }]
    : [],
);

/** The code name of a plain field of the file (a text, a number, a choice: not a reference). */
export type PlainCsvFieldName = {
  [N in CardFieldName]: CardFields[N] extends { csv: { cell: infer C } }
    ? C extends 'name'
      ? never
      : N
    : never;
}[CardFieldName];

/** The key of the import request's card that carries a field: `csv.importKey`, else its wire name. */
type ImportKeyOf<N extends CardFieldName> = CardFields[N] extends {
  csv: { importKey: infer K extends string };
}
  ? K
  : CardFields[N]['wire'];

/** The import card's keys for the plain fields and their schemas; only a `required` field may not be left out. */
export type PlainImportSchemas = {
  [N in PlainCsvFieldName as ImportKeyOf<N>]: CardFields[N] extends { required: true }
    ? CardFields[N]['schema']
    : z.ZodOptional<CardFields[N]['schema']>;
};

/** The plain fields' part of the import request's card (common/schemas/imports.ts), checked as an edit is. */
export const plainImportSchemas = (): PlainImportSchemas =>
  Object.fromEntries(
    PLAIN_CSV_FIELDS.map(({ field }) => [
      field.csv.importKey ?? field.wire,
      field.required ? field.schema : field.schema.optional(),
    ]),
  ) as PlainImportSchemas;
