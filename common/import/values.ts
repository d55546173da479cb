// Status and impact read from free text: our own labels and values plus the words other tools use for them.
import type { CardFieldName } from '../cardFields';
import { CARD_STATUS_LABELS, CARD_STATUSES, IMPACTS, type CardStatus, type Impact } from '../schemas/cards';

/** Lower case, with dashes, underscores and runs of spaces read as one space: "In_Progress" → "in progress". */
export const normaliseWord = (text: string) =>
  text
    .toLowerCase()
    .replace(/[\s_\-/]+/g, ' ')
    .trim();

/** Each value under itself and its words, then `last` (which wins over any word before it). */
const table = <T extends string>(entries: Record<T, string[]>, last: readonly (readonly [string, T])[]) => {
  const byWord = new Map<string, T>();
  for (const [value, words] of Object.entries(entries) as [T, string[]][])
    for (const word of [value, ...words]) byWord.set(normaliseWord(word), value);
  for (const [word, value] of last) byWord.set(normaliseWord(word), value);
  return byWord;
};

const STATUS_WORDS = table<CardStatus>(
  {
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
  },
  // Our own labels ("Working") win.
  CARD_STATUSES.map((status) => [CARD_STATUS_LABELS[status], status] as const),
);

/**
 * Impact words. Urgency scales (Jira's priorities, High/Medium/Low) follow the Impact sort weights of the
 * board (rush 7, fix 6, basics 5, treat 3, tbd 1), so sorting by Impact keeps the order the scale had:
 * Highest/Blocker/Urgent → rush, High/Critical → fix (what must be repaired first), Medium/Major → basics,
 * Low/Minor → treat, Lowest/Trivial → tbd. Kind words map to their kind: Bug → fix, Nice to have → treat.
 */
const IMPACT_WORDS = table<Impact>(
  {
    basics: ['basic', 'must', 'must have', 'core', 'essential', 'medium', 'major', 'normal'],
    treat: ['nice to have', 'delighter', 'low', 'minor', 'could have'],
    wow: ['edge', 'exciting', 'delight', 'innovation'],
    ask: ['request', 'requested', 'customer request', 'feature request'],
    rush: ['urgent', 'asap', 'highest', 'blocker', 'immediate'],
    fix: ['bug', 'bugfix', 'bug fix', 'defect', 'high', 'critical'],
    tbd: ['unknown', 'lowest', 'trivial', 'undecided', '?'],
  },
  // Our own values win.
  IMPACTS.map((impact) => [impact, impact] as const),
);

/** A status for the text, or null when the text is none we know. */
export const statusFromText = (text: string): CardStatus | null =>
  STATUS_WORDS.get(normaliseWord(text)) ?? null;

/** An impact for the text, or null when the text is none we know. */
export const impactFromText = (text: string): Impact | null => IMPACT_WORDS.get(normaliseWord(text)) ?? null;

/** The words a choice field is read from, beyond its values and labels (other tools' names for them). */
const CHOICE_WORDS: Partial<Record<CardFieldName, ReadonlyMap<string, string>>> = {
  status: STATUS_WORDS,
  impact: IMPACT_WORDS,
};
/** Another choice field's values and labels, made on its first cell. */
const ownWords = new Map<CardFieldName, ReadonlyMap<string, string>>();

/** A choice field's value for the text (a value, a label or a word we know), or null. */
export function choiceFromText(
  name: CardFieldName,
  choices: Readonly<Record<string, string>>,
  text: string,
): string | null {
  let words = CHOICE_WORDS[name] ?? ownWords.get(name);
  if (!words) {
    const values = Object.keys(choices);
    words = table(
      Object.fromEntries(values.map((value) => [value, []])),
      values.map((value) => [choices[value]!, value] as const),
    );
    ownWords.set(name, words);
  }
  return words.get(normaliseWord(text)) ?? null;
}
