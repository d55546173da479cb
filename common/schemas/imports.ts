// Import (docs/import.md): cards from a CSV, a Trello board or a Jira export, written as one change.
// The browser reads and maps the file (common/import/); the server receives the cards it will write, checks
// every cell as the REST routes do, and writes them all or nothing.
import { z } from 'zod';
import { plainImportSchemas } from '../cardFields';
import { plural } from '../plural';
import { thousands } from '../thousands';
import { categoryName } from './categories';
import { dateField, idField } from './fields';
import { createProjectRequest } from './projects';
import { dateOrderIssue, datesInOrder, releaseName, sprintName } from './releases';

/** The largest file the dialog reads, and the most rows (cards) one import may write. */
export const IMPORT_MAX_BYTES = 10 * 1024 * 1024;
export const IMPORT_MAX_ROWS = 20_000;
/** The request body of an import may be this large (its cards as JSON lines); every other call keeps 1 MB. */
export const IMPORT_MAX_BODY_BYTES = 16 * 1024 * 1024;
/**
 * An import costs one point of the write allowance per this many cards (docs/security.md "Limits"): its
 * cards go in an INSERT and a log append per 1,000, so 20 of them cost the server about what one ordinary write
 * does, and a 10,000-row import (500 points) fits in a minute's allowance.
 */
export const IMPORT_ROWS_PER_POINT = 20;

const IMPORT_FORMATS = ['cardplan', 'csv', 'trello', 'jira'] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];
export const IMPORT_FORMAT_LABELS: Record<ImportFormat, string> = {
  cardplan: 'Cardplan CSV export',
  csv: 'CSV',
  trello: 'Trello board (JSON)',
  jira: 'Jira CSV export',
};

/** A release named by an imported card; dates only when the file has them (our own export does). */
const importRelease = z
  .object({
    name: releaseName,
    startDate: dateField('Release start').optional(),
    endDate: dateField('Release end').optional(),
  })
  .refine(datesInOrder, dateOrderIssue);

/**
 * One card as the file describes it, after the mapping: names, not ids. Its plain fields (title, description,
 * status, impact as `priority`, notes, and the file's own rank as `order`, kept when it ranks every card after
 * the existing ones) are the registry's, checked as an edit checks them (common/cardFields/csv.ts). A use case,
 * release or sprint that does not exist in the project yet is created (matched by name, case-insensitively
 * after trimming); a sprint needs its release. `line` is the card's line in the file (1 = the first line,
 * header included), so a refusal can name it.
 */
export const importCard = z.object({
  line: z.number().int().positive().max(100_000_000),
  ...plainImportSchemas(),
  useCase: categoryName.nullish(),
  release: importRelease.nullish(),
  sprint: sprintName.nullish(),
});
export type ImportCard = z.infer<typeof importCard>;
export type ImportCardInput = z.input<typeof importCard>;

/** Where the cards go: an existing project, or a new one created in the same transaction. */
const importTarget = z.union([
  z.object({ projectId: idField('Project') }).strict(),
  z.object({ newProject: createProjectRequest }).strict(),
]);
export type ImportTarget = z.infer<typeof importTarget>;

const cardList = <Card extends z.ZodType>(card: Card) =>
  z
    .array(card, { error: 'Cards must be a list of cards' })
    .min(1, 'The file has no cards to import')
    .max(IMPORT_MAX_ROWS, `An import may hold at most ${thousands(IMPORT_MAX_ROWS)} rows`);

const importRequest = z.object({
  target: importTarget,
  source: z.object({
    format: z.enum(IMPORT_FORMATS, { error: `Format must be one of ${IMPORT_FORMATS.join(', ')}` }),
    fileName: z.string().trim().min(1, 'File name is required').max(255, 'File name is too long'),
  }),
  cards: cardList(importCard),
});
/** The request with its cards not yet checked one by one (the server checks them in slices). */
export const importEnvelope = importRequest.extend({ cards: cardList(z.unknown()) });
export type ImportRequest = z.infer<typeof importRequest>;
export type ImportRequestInput = z.input<typeof importRequest>;

/** An import as it was written: what the History entry and the undo name. */
const importRecord = z.object({
  id: z.number(),
  projectId: z.number(),
  folderId: z.number(),
  format: z.enum(IMPORT_FORMATS),
  fileName: z.string(),
  cards: z.number(),
  useCases: z.number(),
  releases: z.number(),
  sprints: z.number(),
  at: z.string(),
  actor: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** Set once the import was undone (moved to the trash). */
  undoneAt: z.string().nullable(),
});
export type ImportRecord = z.infer<typeof importRecord>;

/** POST /api/imports answers the record; the cards themselves reach every board (this one too) as events. */
export const importResult = z.object({ import: importRecord });
export type ImportResult = z.infer<typeof importResult>;

/** DELETE /api/imports/{id} (undo): what went to the trash, and what stayed because a teammate changed it. */
export const importUndoResult = z.object({
  import: importRecord,
  removed: z.number(),
  /** Cards kept because someone else changed them after the import. */
  kept: z.number(),
});
export type ImportUndoResult = z.infer<typeof importUndoResult>;

export const IMPORT_MESSAGES = {
  notFound: 'Import not found',
  tooLarge: `The file is larger than ${IMPORT_MAX_BYTES / 1024 / 1024} MB`,
  tooManyRows: `The file has more than ${thousands(IMPORT_MAX_ROWS)} rows`,
  alreadyUndone: 'This import was already undone',
  sprintWithoutRelease: 'A sprint needs a release',
  bodyTooLarge: `An import may send at most ${IMPORT_MAX_BODY_BYTES / 1024 / 1024} MB of cards; split the file`,
  notLines: 'An import is sent as JSON lines: the target and source, then one card per line',
  notUtf8: 'An import is sent as UTF-8 text (charset=utf-8)',
  invalidUtf8: 'An import is sent as UTF-8 text; this one holds bytes that are not UTF-8',
} as const;

/** How an import is named in History: "300 cards from backlog.csv" (the entry's `label`). */
export const importLabel = (record: Pick<ImportRecord, 'cards' | 'fileName'>) =>
  `${plural(record.cards, 'card')} from ${record.fileName}`;

/** How an undone import is named in the trash: "backlog.csv (300 cards)", the cards its undo took. */
export const importTrashLabel = (fileName: string, cards: number) => `${fileName} (${plural(cards, 'card')})`;

/**
 * The verb of an import's History entry (kind `import`) by its action: the Activity reads
 * "Ana Lopez imported 300 cards from backlog.csv", "… undid the import of …", "… restored the import of …".
 */
export const IMPORT_HISTORY_VERBS = {
  created: 'imported',
  deleted: 'undid the import of',
  restored: 'restored the import of',
} as const;
