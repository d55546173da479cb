// Turns drafted cards into the plan's cards and skipped rows: the sprint rule, then the server's own schema.
import { IMPORT_MESSAGES, importCard, type ImportCardInput } from '../schemas/imports';
import { dateField } from '../schemas/fields';
import { mappingFieldOfImportKey } from '../cardFields';
import type { MappingField } from './mapping';

export interface SkippedRow {
  line: number;
  /** How to name the row when a line alone does not find it: a Trello card, 'Card "Fix the login…" (line 1)'. */
  place?: string;
  /** The file's name for the field that failed (a header, or Trello's "Name"/"List"), or null. */
  column: string | null;
  message: string;
}

/** A card as read from one record, with the file's name for each field it came from. */
export interface DraftCard {
  card: ImportCardInput;
  columns: Partial<Record<MappingField, string>>;
  /** SkippedRow's `place`, for a record that is no line of a table. */
  place?: string;
}

/** What a plan collects while a file's records are turned into cards. */
export interface Collected {
  cards: ImportCardInput[];
  skipped: SkippedRow[];
  notes: string[];
}

export const emptyCollected = (): Collected => ({ cards: [], skipped: [], notes: [] });

/** The per-record note format every reader uses: "Line 7: …". */
export const lineNote = (line: number, text: string) => `Line ${line}: ${text}`;

/** Which mapping field a zod issue path points at. */
function fieldOf(path: readonly PropertyKey[]): MappingField | null {
  const [first, second] = path;
  if (first === 'release')
    return second === 'startDate' ? 'releaseStart' : second === 'endDate' ? 'releaseEnd' : 'release';
  return typeof first === 'string' ? mappingFieldOfImportKey(first) : null;
}

/**
 * A date cell: YYYY-MM-DD as the server wants it (a timestamp or a slashed date is cut to it); anything else
 * is left out with a note rather than costing the card.
 */
/** One date schema per label: building a zod schema per cell cost most of a 10,000-row preview (bench:import). */
const dateSchemas = new Map<string, ReturnType<typeof dateField>>();
function dateSchema(label: string) {
  let schema = dateSchemas.get(label);
  if (!schema) dateSchemas.set(label, (schema = dateField(label)));
  return schema;
}

export function readDate(value: string, label: string, line: number, notes: string[]): string | undefined {
  const trimmed = value.trim();
  if (!trimmed) return undefined;
  const iso = /^(\d{4})[-/.](\d{2})[-/.](\d{2})(?:[T ].*)?$/.exec(trimmed);
  const candidate = iso ? `${iso[1]}-${iso[2]}-${iso[3]}` : trimmed;
  const checked = dateSchema(label).safeParse(candidate);
  if (checked.success && checked.data) return checked.data;
  const reason = checked.success
    ? `${label} is empty`
    : (checked.error.issues[0]?.message ?? `${label} is not a date`);
  notes.push(lineNote(line, `${reason}; '${trimmed}' left out`));
  return undefined;
}

/** Keeps the card when the server's schema accepts it; otherwise records why, with the column to look at. */
export function collectCard(into: Collected, draft: DraftCard): void {
  const { card } = draft;
  if (card.sprint && !card.release) {
    into.notes.push(
      lineNote(card.line, `${IMPORT_MESSAGES.sprintWithoutRelease}; sprint '${card.sprint}' left out`),
    );
    delete card.sprint;
  }
  const checked = importCard.safeParse(card);
  if (checked.success) {
    into.cards.push(card);
    return;
  }
  const issue = checked.error.issues[0];
  const field = issue ? fieldOf(issue.path) : null;
  into.skipped.push({
    line: card.line,
    ...(draft.place ? { place: draft.place } : {}),
    column: (field && draft.columns[field]) ?? null,
    message: issue?.message ?? 'This row could not be read',
  });
}
