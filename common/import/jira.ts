// A Jira CSV export: its columns found by Jira's header names (repeated for multi-value fields), its priorities
// offered for an impact mapping and its statuses for a status mapping, and its issues in Jira's rank order.
import { CARD_STATUS_LABELS, type CardStatus, type Impact } from '../schemas/cards';
import { plural } from '../plural';
import { collectCard, type Collected, type DraftCard } from './collect';
import type { MappingField } from './mapping';
import { overfull, rowChecks } from './rowChecks';
import type { Table, TableRow } from './table';
import { impactFromText, statusFromText } from './values';

/** Jira's header names per field; the first that the file has is used. */
const JIRA_COLUMNS = {
  title: ['Summary'],
  description: ['Description'],
  status: ['Status'],
  priority: ['Priority'],
  release: ['Fix Version/s', 'Fix versions', 'Fix Version'],
  sprint: ['Sprint'],
  component: ['Component/s', 'Components', 'Component'],
  epic: ['Custom field (Epic Link)', 'Epic Link', 'Parent summary'],
  rank: ['Custom field (Rank)', 'Rank'],
} as const;
type JiraField = keyof typeof JIRA_COLUMNS;

/** A header row is Jira's when it has a Summary and Jira's issue columns. */
export function isJiraHeader(headers: string[]): boolean {
  const names = new Set(headers.map((header) => header.toLowerCase()));
  return names.has('summary') && (names.has('issue key') || names.has('issue id'));
}

/** Every column index per field: Jira repeats a header once per value (Sprint, Sprint, …). */
function jiraColumns(headers: string[]): Record<JiraField, { name: string; indexes: number[] }> {
  const lower = headers.map((header) => header.toLowerCase());
  const found = {} as Record<JiraField, { name: string; indexes: number[] }>;
  for (const [field, names] of Object.entries(JIRA_COLUMNS) as [JiraField, readonly string[]][]) {
    const name = names.find((candidate) => lower.includes(candidate.toLowerCase())) ?? names[0]!;
    const indexes = lower.flatMap((header, at) => (header === name.toLowerCase() ? [at] : []));
    found[field] = { name: indexes.length ? headers[indexes[0]!]! : name, indexes };
  }
  return found;
}

/** The first non-empty value among a field's columns, and how many values the row had. */
function firstValue(row: TableRow, indexes: number[]): { value: string | undefined; count: number } {
  const values = indexes.map((at) => row.cells[at] ?? '').filter((cell) => cell.trim() !== '');
  return { value: values[0], count: values.length };
}

/** A priority value of the file as the dialog offers it. */
export interface ImportPriority {
  value: string;
  cards: number;
  impact: Impact;
}

/** A status value of the file as the dialog offers it; `known`: Cardplan reads the word as one of its own. */
export interface ImportStatus {
  value: string;
  cards: number;
  status: CardStatus;
  known: boolean;
}

/** A Jira export's choices: priority value → impact, status value → status; unset values keep the guess. */
export interface JiraChoices {
  priorityImpacts?: Record<string, Impact>;
  statusMap?: Record<string, CardStatus>;
}

/** The user's choice for a value of the file; own keys only, so a status named "constructor" is no choice. */
const chosen = <T>(choices: Record<string, T>, value: string): T | undefined =>
  Object.hasOwn(choices, value) ? choices[value] : undefined;

/** Each value of a field (trimmed, in order of first use) with how many rows carry it; a skipped row has none. */
function valueCounts(table: Table, field: JiraField): [string, number][] {
  const { indexes } = jiraColumns(table.headers)[field];
  const counts = new Map<string, number>();
  for (const row of table.rows) {
    if (overfull(row, table.headers.length)) continue;
    const value = firstValue(row, indexes).value?.trim();
    if (value) counts.set(value, (counts.get(value) ?? 0) + 1);
  }
  return [...counts];
}

/** The file's priority values (in order of first use) with the impact each maps to now. */
export function jiraPriorities(table: Table, priorityImpacts: Record<string, Impact> = {}): ImportPriority[] {
  return valueCounts(table, 'priority').map(([value, cards]) => ({
    value,
    cards,
    impact: chosen(priorityImpacts, value) ?? impactFromText(value) ?? 'tbd',
  }));
}

/** The file's status values (in order of first use) with the status each becomes now: chosen, guessed or Backlog. */
export function jiraStatuses(table: Table, statusMap: Record<string, CardStatus> = {}): ImportStatus[] {
  return valueCounts(table, 'status').map(([value, cards]) => {
    const guess = statusFromText(value);
    return { value, cards, status: chosen(statusMap, value) ?? guess ?? 'backlog', known: guess !== null };
  });
}

/** "Status 'Ready for QA' is not known; 3 cards set to Backlog (…)": one note a value nobody chose for. */
function unknownStatusNotes(statuses: ImportStatus[], statusMap: Record<string, CardStatus>): string[] {
  return statuses
    .filter((entry) => !entry.known && chosen(statusMap, entry.value) === undefined)
    .map(
      (entry) =>
        `Status '${entry.value}' is not known; ${plural(entry.cards, 'card')} set to ` +
        `${CARD_STATUS_LABELS.backlog} (pick another under Jira statuses)`,
    );
}

/**
 * Rows in Jira's order: by Rank, a LexoRank such as `0|i0000f:` that sorts as a plain string (not by locale);
 * rows without a Rank keep their file order after the ranked ones.
 */
function rankOrder(rows: TableRow[], rankIndexes: number[]): TableRow[] {
  const rank = (row: TableRow) => firstValue(row, rankIndexes).value?.trim() ?? '';
  return rows
    .map((row, at) => ({ row, at, rank: rank(row) }))
    .sort((a, b) => {
      if (!a.rank || !b.rank) return (a.rank ? -1 : b.rank ? 1 : 0) || a.at - b.at;
      return a.rank < b.rank ? -1 : a.rank > b.rank ? 1 : a.at - b.at;
    })
    .map(({ row }) => row);
}

/** Every issue of the export, in rank order, into `into`. Jira's Rank is not sent as `order`. */
export function collectJiraCards(table: Table, choices: JiraChoices, into: Collected): void {
  const { priorityImpacts = {}, statusMap = {} } = choices;
  const columns = jiraColumns(table.headers);
  const impacts = new Map(jiraPriorities(table, priorityImpacts).map((entry) => [entry.value, entry.impact]));
  const offered = jiraStatuses(table, statusMap);
  const statuses = new Map(offered.map((entry) => [entry.value, entry.status]));
  const checks = rowChecks(table, into);
  let several = 0;
  for (const row of rankOrder(table.rows, columns.rank.indexes)) {
    if (!checks.keep(row)) continue;
    let hasSeveral = false;
    const read = (field: JiraField) => {
      const { value, count } = firstValue(row, columns[field].indexes);
      if (count > 1 && (field === 'release' || field === 'sprint' || field === 'component'))
        hasSeveral = true;
      return value;
    };
    const { line } = row;
    const card: DraftCard['card'] = { line, title: read('title') ?? '' };
    const description = read('description');
    if (description !== undefined) card.description = description;
    const status = read('status')?.trim();
    if (status) card.status = statuses.get(status) ?? 'backlog';
    const priority = read('priority')?.trim();
    if (priority) card.priority = impacts.get(priority) ?? 'tbd';
    const component = read('component');
    const epic = read('epic');
    const useCase = component ?? epic;
    if (useCase !== undefined) card.useCase = useCase;
    const release = read('release');
    if (release !== undefined) card.release = { name: release };
    const sprint = read('sprint');
    if (sprint !== undefined) card.sprint = sprint;
    const named: Partial<Record<MappingField, string>> = {
      title: columns.title.name,
      description: columns.description.name,
      status: columns.status.name,
      impact: columns.priority.name,
      category: component !== undefined ? columns.component.name : columns.epic.name,
      release: columns.release.name,
      sprint: columns.sprint.name,
    };
    if (hasSeveral) several++;
    collectCard(into, { card, columns: named });
  }
  into.notes.push(...unknownStatusNotes(offered, statusMap));
  checks.finish();
  if (several)
    into.notes.push(
      `${plural(several, 'issue')} had several fix versions, sprints or components; the first of each is used`,
    );
}
