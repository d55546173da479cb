// How the import dialog reads: the summary of what will happen, a skipped row in the spec's style
// ("Line 14 · Title: Title is required"), the drop zone's words and the progress lines.
import { plural } from '../../../../common/plural';
import { IMPORT_MAX_BYTES, IMPORT_MAX_ROWS } from '../../../../common/schemas/imports';
import { SIMILAR_BATCH_MAX } from '../../../../common/schemas/search';

export const DROP_TEXT = 'Drop a CSV, TSV or Trello JSON file here, or choose one';
export const DROP_HINT = `Jira and Cardplan CSV exports work too. Up to ${IMPORT_MAX_BYTES / 1024 / 1024} MB and ${IMPORT_MAX_ROWS.toLocaleString('en-US')} rows.`;
/** The file input's accessible name (the drop zone is its label). */
export const CHOOSE_FILE = 'Choose a file to import';

/** What the summary says of a file, before anything is written. */
export interface ImportOutlook {
  cards: number;
  newUseCases: readonly string[];
  newReleases: readonly string[];
  newSprints: readonly string[];
  skipped: number;
}

/** "4 new use cases: Billing, Search, …": the names of the first few, then how many more. */
const SHOWN_NAMES = 4;
function newThings(names: readonly string[], one: string, many: string): string | null {
  if (names.length === 0) return null;
  const shown = names.slice(0, SHOWN_NAMES).join(', ');
  const more = names.length > SHOWN_NAMES ? `, and ${names.length - SHOWN_NAMES} more` : '';
  return `${plural(names.length, `new ${one}`, `new ${many}`)}: ${shown}${more}`;
}

/** The parts of the summary line: "300 cards will be created · 4 new use cases: … · 3 rows skipped". */
export function outlookParts(outlook: ImportOutlook): string[] {
  const cards =
    outlook.cards === 0 ? 'No cards to create' : `${plural(outlook.cards, 'card')} will be created`;
  return [
    cards,
    newThings(outlook.newUseCases, 'use case', 'use cases'),
    newThings(outlook.newReleases, 'release', 'releases'),
    newThings(outlook.newSprints, 'sprint', 'sprints'),
    outlook.skipped > 0 ? `${plural(outlook.skipped, 'row')} skipped` : null,
  ].filter((part): part is string => part !== null);
}

/**
 * The summary's word on duplicates: "3 rows look like existing cards" ("2 of the first 500 rows …" when the
 * file has more than are looked at); null when none does.
 */
export function lookAlikeText(rows: number, cards: number): string | null {
  if (rows === 0) return null;
  const verb = rows === 1 ? 'looks like an existing card' : 'look like existing cards';
  return cards > SIMILAR_BATCH_MAX
    ? `${rows} of the first ${SIMILAR_BATCH_MAX} rows ${verb}`
    : `${plural(rows, 'row')} ${verb}`;
}

/** A row the import leaves out, as the server would name it. */
export interface SkippedRow {
  line: number;
  /** Where a line alone does not find it (a Trello card): 'Card "Fix the login…" (line 1)'. */
  place?: string;
  column?: string | null;
  message: string;
}

/**
 * "Line 14 · Title: Title is required" ("Line 14: …" when no one column is at fault); a Trello card:
 * 'Card "Fix the login bug on…" (line 1) · Name: Title must be at most 500 characters'.
 */
export const skippedText = ({ line, place, column, message }: SkippedRow) => {
  const where = place ?? `Line ${line}`;
  return column ? `${where} · ${column}: ${message}` : `${where}: ${message}`;
};

export const readingText = (fileName: string) => `Reading ${fileName}…`;

export const writingText = (cards: number) => `Importing ${plural(cards, 'card')}…`;

/** Under the writing bar: the dialog may go, the toast will say when it is done. */
export const CLOSE_WHILE_WRITING = 'You can close this dialog: a message will say when the import is done.';

/** The Import button's text: "Import 300 cards". */
export const importButtonText = (cards: number) => (cards > 0 ? `Import ${plural(cards, 'card')}` : 'Import');
