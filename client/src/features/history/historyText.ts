// How a history entry reads: "Ana Lopez changed Impact TBD → Wow", "Ana Lopez created this card",
// "Dana imported 300 cards from backlog.csv", "Dana imported this card from backlog.csv",
// one line per field change, "(undo)" after an undo's lines, and times as "2 min ago" with the exact time aside.
import { format } from 'date-fns/format';
import { formatDistanceStrict } from 'date-fns/formatDistanceStrict';
import type { FieldChange, HistoryEntry, HistoryKind } from '../../../../common/schemas/history';
import { IMPORT_HISTORY_VERBS } from '../../../../common/schemas/imports';

/** What a line shows: `lead` + the field change (its empty values drawn as a muted "none") + `tail`. */
export interface HistoryLine {
  lead: string;
  change?: FieldChange;
  tail: string;
  /** A field change under the line that names the thing (the activity), drawn indented. */
  detail?: boolean;
}

export const DELETED_ACCOUNT = 'A deleted account';
export const NO_VALUE = 'none';
/** The subject of a card's own history. */
export const THIS_CARD = 'this card';

/** What each kind is called inside a sentence: a category is a use case on every screen. */
const KIND_NOUNS: Record<HistoryKind, string> = {
  card: 'card',
  category: 'use case',
  release: 'release',
  sprint: 'sprint',
  project: 'project',
  import: 'import',
};

const VERBS: Record<HistoryEntry['action'], string> = {
  created: 'created',
  updated: 'changed',
  moved: 'moved',
  deleted: 'deleted',
  restored: 'restored',
  purged: 'deleted',
};

export const actorName = (entry: Pick<HistoryEntry, 'actor'>) => entry.actor?.name ?? DELETED_ACCOUNT;

/** "use case Reporting", "card APP-005 Export to CSV": the thing an activity entry is about. */
export const subjectOf = (entry: Pick<HistoryEntry, 'kind' | 'label'>) =>
  entry.kind === 'import' ? `the import of ${entry.label}` : `${KIND_NOUNS[entry.kind]} ${entry.label}`;

/**
 * The lines of one entry. In a card's own history (`subject` "this card") each field change is a sentence of
 * its own: "Ana Lopez changed Impact TBD → Wow". In the activity the first line names the thing ("Ana Lopez
 * changed card APP-005 Export"), and the field changes follow under it.
 */
export function entryLines(entry: HistoryEntry, subject: string = subjectOf(entry)): HistoryLine[] {
  const name = actorName(entry);
  const tail = entry.cause ? ` (${entry.cause})` : '';
  const verb = VERBS[entry.action];
  const forGood = entry.action === 'purged' ? ' for good' : '';
  const fields = entry.action === 'updated' || entry.action === 'moved' ? entry.changes : [];
  // An import's label says what it brought: "Dana imported 300 cards from backlog.csv".
  const importVerb = entry.kind === 'import' ? IMPORT_HISTORY_VERBS[entry.action as 'created'] : undefined;
  // "undid" already says it was an undo.
  const importTail = entry.action === 'deleted' && entry.cause === 'undo' ? '' : tail;
  if (importVerb) return [{ lead: `${name} ${importVerb} ${entry.label}`, tail: importTail }];
  // A thing an import wrote, undid or restored: "Dana imported this card from backlog.csv".
  const byImport = entry.cause === 'import' ? IMPORT_HISTORY_VERBS[entry.action as 'created'] : undefined;
  if (byImport) {
    const from = entry.importFile ? ` from ${entry.importFile}` : '';
    return [{ lead: `${name} ${byImport} ${subject}${from}`, tail: '' }];
  }
  if (subject === THIS_CARD && entry.action === 'updated' && fields.length > 0)
    return fields.map((change) => ({ lead: `${name} changed `, change, tail }));
  const head: HistoryLine = { lead: `${name} ${verb} ${subject}${forGood}`, tail };
  return [head, ...fields.map((change) => ({ lead: '', change, tail: '', detail: true }))];
}

const valueText = (value: string | null) => (value === null || value === '' ? NO_VALUE : value);

/** A line as plain text (its accessible reading, and what tests compare). */
export const lineText = (line: HistoryLine) =>
  line.change
    ? `${line.lead}${line.change.label} ${valueText(line.change.from)} → ${valueText(line.change.to)}${line.tail}`
    : `${line.lead}${line.tail}`;

/** "just now", "2 min ago", "3 hours ago", "5 days ago" (a time ahead of this clock reads "just now"). */
export function timeAgo(at: string, now: number = Date.now()): string {
  const time = Date.parse(at);
  if (!Number.isFinite(time)) return '';
  if (now - time < 60_000) return 'just now';
  return formatDistanceStrict(time, now, { addSuffix: true, roundingMethod: 'floor' }).replace(
    / minutes? /,
    ' min ',
  );
}

/** "Apr 29, 2025, 3:04 PM": the exact time, for the tooltip. */
export const exactTime = (at: string) => {
  const time = Date.parse(at);
  return Number.isFinite(time) ? format(time, 'PPp') : at;
};
