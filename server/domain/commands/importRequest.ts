// An import's body checked as the REST routes check each field, its refusals naming the file's line
// ("Line 12: Title is required"), so a person can find the row to fix.
import { ZodError } from 'zod';
import {
  IMPORT_MAX_ROWS,
  IMPORT_MESSAGES,
  importRequest,
  type ImportRequest,
} from '../../../common/schemas/imports';
import { invalid } from '../errors';

/** A long file full of mistakes names the first ones; the rest would only make the answer heavy. */
const MAX_DETAILS = 50;

/** The row's own line when it gave a usable one, else its place in the list. */
function lineOf(cards: unknown, index: number): string {
  const line = Array.isArray(cards) ? (cards[index] as { line?: unknown } | null)?.line : undefined;
  return typeof line === 'number' && Number.isInteger(line) && line > 0
    ? `Line ${line}`
    : `Card ${index + 1}`;
}

/** The same issues, each about a card prefixed with its line. */
function withLines(error: ZodError, cards: unknown): ZodError {
  return new ZodError(
    error.issues.slice(0, MAX_DETAILS).map((issue) => {
      const [field, index] = issue.path;
      if (field !== 'cards' || typeof index !== 'number') return issue;
      return { ...issue, message: `${lineOf(cards, index)}: ${issue.message}` };
    }),
  );
}

/** The import's request, or a 400 naming the first line at fault; nothing is written on a refusal. */
export function parseImportRequest(body: unknown): ImportRequest {
  const cards = (body as { cards?: unknown } | null)?.cards;
  // Refused before 20,000 cards are checked one by one.
  if (Array.isArray(cards) && cards.length > IMPORT_MAX_ROWS) throw invalid(IMPORT_MESSAGES.tooManyRows);
  const parsed = importRequest.safeParse(body ?? {});
  if (!parsed.success) throw withLines(parsed.error, cards);
  const lonely = parsed.data.cards.find((card) => card.sprint && !card.release);
  if (lonely) throw invalid(`Line ${lonely.line}: ${IMPORT_MESSAGES.sprintWithoutRelease}`);
  return parsed.data;
}
