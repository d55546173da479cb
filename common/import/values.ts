// Status and impact read from free text: our own labels and values plus the words other tools use for them.
import { CARD_STATUS_LABELS, CARD_STATUSES, IMPACTS, type CardStatus, type Impact } from '../schemas/cards';

/** Lower case, with dashes, underscores and runs of spaces read as one space: "In_Progress" → "in progress". */
export const normaliseWord = (text: string) =>
  text
    .toLowerCase()
    .replace(/[\s_\-/]+/g, ' ')
    .trim();

const table = <T extends string>(entries: Record<T, string[]>) => {
  const byWord = new Map<string, T>();
  for (const [value, words] of Object.entries(entries) as [T, string[]][])
    for (const word of [value, ...words]) byWord.set(normaliseWord(word), value);
  return byWord;
};

const STATUS_WORDS = table<CardStatus>({
  backlog: [
    'to do',
    'todo',
    'open',
    'new',
    'idea',
    'ideas',
    'icebox',
    'planned',
    'not started',
    'proposed',
    'later',
  ],
  'in-progress': [
    'doing',
    'in progress',
    'wip',
    'started',
    'active',
    'ongoing',
    'in development',
    'development',
  ],
  ready: [
    'in review',
    'review',
    'ready for review',
    'in testing',
    'testing',
    'qa',
    'ready for release',
    'staged',
  ],
  deployed: [
    'done',
    'closed',
    'resolved',
    'complete',
    'completed',
    'released',
    'shipped',
    'live',
    'finished',
  ],
});
for (const status of CARD_STATUSES) STATUS_WORDS.set(normaliseWord(CARD_STATUS_LABELS[status]), status);

/**
 * Impact words. Urgency scales (Jira's priorities, High/Medium/Low) follow the Impact sort weights of the
 * board (rush 7, fix 6, basics 5, treat 3, tbd 1), so sorting by Impact keeps the order the scale had:
 * Highest/Blocker/Urgent → rush, High/Critical → fix (what must be repaired first), Medium/Major → basics,
 * Low/Minor → treat, Lowest/Trivial → tbd. Kind words map to their kind: Bug → fix, Nice to have → treat.
 */
const IMPACT_WORDS = table<Impact>({
  basics: ['basic', 'must', 'must have', 'core', 'essential', 'medium', 'major', 'normal'],
  treat: ['nice to have', 'delighter', 'low', 'minor', 'could have'],
  wow: ['edge', 'exciting', 'delight', 'innovation'],
  ask: ['request', 'requested', 'customer request', 'feature request'],
  rush: ['urgent', 'asap', 'highest', 'blocker', 'immediate'],
  fix: ['bug', 'bugfix', 'bug fix', 'defect', 'high', 'critical'],
  tbd: ['unknown', 'lowest', 'trivial', 'undecided', '?'],
});
for (const impact of IMPACTS) IMPACT_WORDS.set(impact, impact);

/** A status for the text, or null when the text is none we know. */
export const statusFromText = (text: string): CardStatus | null =>
  STATUS_WORDS.get(normaliseWord(text)) ?? null;

/** An impact for the text, or null when the text is none we know. */
export const impactFromText = (text: string): Impact | null => IMPACT_WORDS.get(normaliseWord(text)) ?? null;
