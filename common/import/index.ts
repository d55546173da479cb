// The import's file readers: the one public API the import dialog and the server's import code use.
export {
  columnName,
  MAPPING_FIELD_LABELS,
  MAPPING_FIELDS,
  type ColumnMapping,
  type MappingField,
} from './mapping';
export { unneutralise } from './cardplanCsv';
export type { ImportStatus } from './jira';
export type { ImportLabel, ListsAs, TrelloBoard } from './trello';
export { buildImport, readImportFile, type ImportFile, type ImportOptions, type ImportPlan } from './plan';
export { summariseImport, type ExistingNames } from './summary';
