// The import's file readers (issue 28): the one public API the import dialog and the server's import code use.
export { decodeFile, type DecodedFile, type ImportEncoding } from './decode';
export { detectFormat, IMPORT_FILE_MESSAGES, type DetectResult } from './detect';
export {
  readTable,
  TABLE_DELIMITERS,
  type ReadTableOptions,
  type Table,
  type TableDelimiter,
  type TableRow,
} from './table';
export {
  columnName,
  emptyMapping,
  guessMapping,
  MAPPING_FIELD_LABELS,
  MAPPING_FIELDS,
  resolveMapping,
  type ColumnMapping,
  type MappingField,
} from './mapping';
export { impactFromText, statusFromText } from './values';
export { unneutralise } from './cardplanCsv';
export type { SkippedRow } from './collect';
export type { ImportLabel, ListsAs, TrelloBoard } from './trello';
export type { ImportPriority } from './jira';
export {
  buildImport,
  readImportFile,
  type ImportFile,
  type ImportOptions,
  type ImportPlan,
  type ReadImportOptions,
  type ReadImportResult,
} from './plan';
export { nameKey, summariseImport, type ExistingNames, type ImportSummary } from './summary';
