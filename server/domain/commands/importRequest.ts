// An import's body checked as the REST routes check each field, its refusals naming the file's line
// ("Line 12: Title is required"), so a person can find the row to fix.
import { ZodError } from 'zod';
import {
  IMPORT_MAX_ROWS,
  IMPORT_MESSAGES,
  importCard,
  importEnvelope,
  type ImportCard,
  type ImportRequest,
} from '../../../common/schemas/imports';
import { nextTurn, TURN_SLICE } from '../../turns';
import { invalid } from '../errors';

/** A long file full of mistakes names the first ones; the rest would only make the answer heavy. */
const MAX_DETAILS = 50;

/**
 * The row's own line when it gave a usable one, else its place in the list. A Trello card's `line` is its place
 * in the export's cards (a JSON file has no rows, and an export is one line), so it is called a card.
 */
function lineOf(cards: unknown, index: number, noun: 'Line' | 'Card'): string {
  const line = Array.isArray(cards) ? (cards[index] as { line?: unknown } | null)?.line : undefined;
  return typeof line === 'number' && Number.isInteger(line) && line > 0
    ? `${noun} ${line}`
    : `Card ${index + 1}`;
}

/** The same issues, each about a card prefixed with its line. */
function withLines(error: ZodError, body: { cards: unknown; source?: unknown }): ZodError {
  const noun = (body.source as { format?: unknown } | undefined)?.format === 'trello' ? 'Card' : 'Line';
  return new ZodError(
    error.issues.slice(0, MAX_DETAILS).map((issue) => {
      const [field, index] = issue.path;
      if (field !== 'cards' || typeof index !== 'number') return issue;
      return { ...issue, message: `${lineOf(body.cards, index, noun)}: ${issue.message}` };
    }),
  );
}

/** A 400 for a body that is not the import's JSON lines (common/import/requestLines.ts). */
const notLines = () => invalid(IMPORT_MESSAGES.notLines);

/**
 * The request's JSON lines as one object (`{...envelope, cards}`), cut and parsed a line at a time with a turn
 * for other requests every TURN_SLICE lines (one split of a 5 MB body held them for ~25 ms). Blank lines end
 * the request only at its end; a line past IMPORT_MAX_ROWS cards stops it.
 */
async function linesOf(text: string): Promise<Record<string, unknown> & { cards: unknown[] }> {
  const parsed: unknown[] = [];
  for (let from = 0; from < text.length;) {
    if (parsed.length > 0 && parsed.length % TURN_SLICE === 0) await nextTurn();
    if (parsed.length > IMPORT_MAX_ROWS) throw invalid(IMPORT_MESSAGES.tooManyRows);
    const next = text.indexOf('\n', from);
    const end = next === -1 ? text.length : next;
    const line = text.slice(from, end);
    from = end + 1;
    if (line.trim() === '' && text.slice(from).trim() === '') break;
    try {
      parsed.push(JSON.parse(line));
    } catch {
      throw notLines();
    }
  }
  const [envelope, ...cards] = parsed;
  if (!envelope || typeof envelope !== 'object' || Array.isArray(envelope)) throw notLines();
  return { ...envelope, cards };
}

/**
 * The import's request from its JSON lines, or a 400 naming the first lines at fault; nothing is written on a
 * refusal. The cards are checked in slices with a turn for other requests between them (10,000 at once held
 * every other request for ~0.3 s), as the same schema checks them.
 */
export async function parseImportRequest(text: string): Promise<ImportRequest> {
  const body = await linesOf(text);
  const envelope = importEnvelope.safeParse(body);
  if (!envelope.success) throw withLines(envelope.error, body);
  const checked: ImportCard[] = [];
  const issues: ZodError['issues'] = [];
  const list = envelope.data.cards;
  for (let from = 0; from < list.length && issues.length < MAX_DETAILS; from += TURN_SLICE) {
    if (from > 0) await nextTurn();
    for (let index = from; index < Math.min(from + TURN_SLICE, list.length); index++) {
      const card = importCard.safeParse(list[index]);
      if (card.success) checked.push(card.data);
      else
        for (const issue of card.error.issues)
          issues.push({ ...issue, path: ['cards', index, ...issue.path] });
    }
  }
  if (issues.length) throw withLines(new ZodError(issues), body);
  const lonely = checked.find((card) => card.sprint && !card.release);
  if (lonely) throw invalid(`Line ${lonely.line}: ${IMPORT_MESSAGES.sprintWithoutRelease}`);
  return { ...envelope.data, cards: checked };
}
