// An import from start to plan: read the dropped file once (size, encoding, format, records), then build the
// cards the server will receive for the options the dialog shows — again each time the user changes one.
import type { CardStatus, Impact } from '../schemas/cards';
import { CSV_PROJECT_COLUMN } from '../schemas/export';
import {
  IMPORT_MAX_BYTES,
  IMPORT_MAX_ROWS,
  IMPORT_MESSAGES,
  type ImportCardInput,
  type ImportFormat,
} from '../schemas/imports';
import { plural } from '../plural';
import { unneutralise } from './cardplanCsv';
import { emptyCollected, type SkippedRow } from './collect';
import { decodeFile, type ImportEncoding } from './decode';
import { detectWithBoard } from './detect';
import { fileProblems } from './fileProblems';
import {
  collectJiraCards,
  jiraPriorities,
  jiraStatuses,
  type ImportPriority,
  type ImportStatus,
} from './jira';
import { resolveMapping, type ColumnMapping } from './mapping';
import { readTable, type Table } from './table';
import { collectTableCards } from './tableCards';
import { collectTrelloCards, trelloLabels, type ImportLabel, type ListsAs, type TrelloBoard } from './trello';

/** A file read and recognised: what `buildImport` turns into cards, and what the dialog previews. */
export interface ImportFile {
  fileName: string;
  format: ImportFormat;
  encoding: ImportEncoding;
  /** The records of a CSV, our export or a Jira export; null for Trello. */
  table: Table | null;
  /** The board of a Trello export; null otherwise. */
  board: TrelloBoard | null;
}

export type ReadImportResult = { ok: true; file: ImportFile } | { ok: false; message: string };

/** The choices the dialog offers; each has a default, so `{}` gives the first plan. */
export interface ImportOptions {
  /** CSV and our export: field → column; fields left out keep the guess from the headers. */
  mapping?: Partial<ColumnMapping>;
  /** Trello: lists become use cases (default) or statuses. */
  listsAs?: ListsAs;
  /** Trello: also import archived cards and cards on archived lists. */
  includeArchived?: boolean;
  /** Trello: label id → impact (null: the label sets none); unset labels keep the guess from their name. */
  labelImpacts?: Record<string, Impact | null>;
  /** Jira: priority value → impact; unset values keep the guess (see values.ts). */
  priorityImpacts?: Record<string, Impact>;
  /** Jira: status value → status; unset values keep the guess, Backlog for a word Cardplan does not know. */
  statusMap?: Record<string, CardStatus>;
}

/** What the import would write, and everything the dialog needs to show and change it. */
export interface ImportPlan {
  format: ImportFormat;
  fileName: string;
  /** The cards to send, in the order they go onto the board. */
  cards: ImportCardInput[];
  /** Records that cannot become cards, with the server's message. */
  skipped: SkippedRow[];
  /** What the file says that the import changes or leaves out: file-level, then "Line 7: …". */
  notes: string[];
  /** The table's headers (CSV, our export, Jira); [] for Trello. */
  columns: string[];
  /** The mapping used (CSV and our export); null for Trello and Jira. */
  mapping: ColumnMapping | null;
  /** Trello: the board's labels with their impact; [] otherwise. */
  labels: ImportLabel[];
  /** Jira: the file's priority values with their impact; [] otherwise. */
  priorities: ImportPriority[];
  /** Jira: the file's status values with the status each becomes; [] otherwise. */
  statuses: ImportStatus[];
  listsAs: ListsAs;
  includeArchived: boolean;
}

export interface ReadImportOptions {
  /** Called with 0…1 while a big CSV is read. */
  onProgress?: (fraction: number) => void;
}

/**
 * Reads a dropped file; never rejects. Too large (checked before decoding), empty, binary, a JSON that is not a
 * Trello board, more than IMPORT_MAX_ROWS records, or a CSV damaged past reading: `{ ok: false, message }`,
 * the last with a line "Line 5: …" per problem.
 */
export async function readImportFile(
  fileName: string,
  bytes: Uint8Array,
  options: ReadImportOptions = {},
): Promise<ReadImportResult> {
  try {
    if (bytes.byteLength > IMPORT_MAX_BYTES) return { ok: false, message: IMPORT_MESSAGES.tooLarge };
    const { text, encoding } = decodeFile(bytes);
    const detected = detectWithBoard(fileName, text);
    if (!detected.ok) return detected;
    const { format, board } = detected;
    if (board) {
      if (board.cards.length > IMPORT_MAX_ROWS) return { ok: false, message: IMPORT_MESSAGES.tooManyRows };
      options.onProgress?.(1);
      return { ok: true, file: { fileName, format, encoding, table: null, board } };
    }
    const table = await readTable(text, { onProgress: options.onProgress, maxRows: IMPORT_MAX_ROWS });
    if (table.truncated) return { ok: false, message: IMPORT_MESSAGES.tooManyRows };
    const problems = fileProblems(text, table);
    if (problems.length) return { ok: false, message: problems.join('\n') };
    return { ok: true, file: { fileName, format, encoding, table, board: null } };
  } catch {
    // Every step above is written not to throw; this keeps a surprise from breaking the dialog.
    return { ok: false, message: 'This file could not be read' };
  }
}

const LINE_NOTE = /^Line (\d+): /;

/** Notes about the file as a whole that only the Cardplan format has: cards of several projects. */
function cardplanNotes(table: Table): string[] {
  const project = table.headers.findIndex(
    (header) => header.toLowerCase() === CSV_PROJECT_COLUMN.toLowerCase(),
  );
  if (project < 0) return [];
  const names = new Set(table.rows.map((row) => row.cells[project]?.trim() ?? ''));
  names.delete('');
  return names.size > 1
    ? [`The file holds cards of ${plural(names.size, 'project')}; they all go into one`]
    : [];
}

/** The plan for a read file and the dialog's options. Pure and quick enough to run on every change. */
export function buildImport(file: ImportFile, options: ImportOptions = {}): ImportPlan {
  const collected = emptyCollected();
  const listsAs = options.listsAs ?? 'useCase';
  const includeArchived = options.includeArchived ?? false;
  const plan: ImportPlan = {
    format: file.format,
    fileName: file.fileName,
    cards: collected.cards,
    skipped: collected.skipped,
    notes: collected.notes,
    columns: file.table?.headers ?? [],
    mapping: null,
    labels: [],
    priorities: [],
    statuses: [],
    listsAs,
    includeArchived,
  };
  if (file.encoding === 'windows-1252')
    collected.notes.push('The file was read as Windows-1252 (it is not UTF-8)');
  if (file.board) {
    plan.labels = trelloLabels(file.board, options.labelImpacts);
    collectTrelloCards(
      file.board,
      { listsAs, includeArchived, labelImpacts: options.labelImpacts },
      collected,
    );
  } else if (file.table && file.format === 'jira') {
    plan.priorities = jiraPriorities(file.table, options.priorityImpacts);
    plan.statuses = jiraStatuses(file.table, options.statusMap);
    collectJiraCards(file.table, options, collected);
  } else if (file.table) {
    const own = file.format === 'cardplan';
    plan.mapping = resolveMapping(file.table.headers, options.mapping);
    if (own) collected.notes.push(...cardplanNotes(file.table));
    collectTableCards(file.table, { mapping: plan.mapping, cell: own ? unneutralise : undefined }, collected);
  }
  // File-level notes first, then the per-record ones by line (Jira's are made in rank order; sort is stable).
  const lineOf = (note: string) => Number(LINE_NOTE.exec(note)?.[1]);
  const perLine = collected.notes
    .filter((note) => LINE_NOTE.test(note))
    .sort((a, b) => lineOf(a) - lineOf(b));
  plan.skipped.sort((a, b) => a.line - b.line);
  plan.notes = [...collected.notes.filter((note) => !LINE_NOTE.test(note)), ...perLine];
  return plan;
}
