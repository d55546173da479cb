// How the card dialog takes a change someone else saved while it is open (decisions.md "Conflicts"): the
// other person's fields flow into the form, the user's own unsaved edits are never replaced, and fields
// both of them changed are reported so the dialog can ask which version to keep.
import {
  cardFormValues,
  type CardFormSource,
  type CardFormValues,
} from '../../../../../common/board/cardForm';
import type { PresencePerson } from '../../../../../common/events';

export type FormField = keyof CardFormValues;

const FIELDS: readonly FormField[] = [
  'title',
  'description',
  'status',
  'priority',
  'releaseId',
  'categoryId',
  'color',
  'notes',
];

export const FIELD_LABELS: Record<FormField, string> = {
  title: 'Title',
  description: 'Description',
  status: 'Status',
  priority: 'Impact',
  releaseId: 'Release',
  categoryId: 'Use Case',
  color: 'Colour',
  notes: 'Notes',
};

/** The fields whose form value differs from the card's. */
export function editedFields(base: CardFormSource, values: CardFormValues): FormField[] {
  const original = cardFormValues(base);
  return FIELDS.filter((field) => values[field] !== original[field]);
}

export interface RemoteMerge {
  /** The form after the merge: the newer card, with the user's own edits on top. */
  values: CardFormValues;
  /** Fields the other person changed to something the form does not already show. */
  theirs: FormField[];
  /** Fields the user has edited and not saved. */
  mine: FormField[];
  /** Fields both changed, to different values: the user must choose. */
  conflicts: FormField[];
}

/** Merges `latest` (someone else's save) into a form that was started from `base`. */
export function mergeRemote(
  base: CardFormSource,
  values: CardFormValues,
  latest: CardFormSource,
): RemoteMerge {
  const before = cardFormValues(base);
  const after = cardFormValues(latest);
  const mine = FIELDS.filter((field) => values[field] !== before[field]);
  // A field they set to what the form already shows (our own save coming back, too) is no news.
  const theirs = FIELDS.filter((field) => after[field] !== before[field] && after[field] !== values[field]);
  const conflicts = mine.filter((field) => theirs.includes(field));
  const merged = { ...after };
  for (const field of mine) (merged as Record<FormField, string>)[field] = values[field];
  return { values: merged, theirs, mine, conflicts };
}

/** "Title", "Title and Status", "Title, Status and Impact". */
export function fieldList(fields: readonly FormField[]): string {
  const labels = fields.map((field) => FIELD_LABELS[field]);
  if (labels.length <= 1) return labels[0] ?? '';
  return `${labels.slice(0, -1).join(', ')} and ${labels[labels.length - 1]}`;
}

/** Who made a change: their presence name, 'You' for the same account in another tab, else 'Someone'. */
export function actorName(
  actorId: string | undefined,
  people: readonly PresencePerson[],
  selfId: string | undefined,
) {
  if (!actorId) return 'Someone';
  if (actorId === selfId) return 'You';
  return people.find((person) => person.userId === actorId)?.name ?? 'Someone';
}

/** The other people who have this card open ("{name} is editing"), each once. */
export function editorsOf(cardId: number, people: readonly PresencePerson[], selfId: string | undefined) {
  const seen = new Set<string>();
  return people.filter((person) => {
    if (person.cardId !== cardId || person.userId === selfId || seen.has(person.userId)) return false;
    seen.add(person.userId);
    return true;
  });
}

/** "Ana is editing", "Ana and Bo are editing", "Ana, Bo and 2 others are editing". */
export function editingText(names: readonly string[]): string {
  if (names.length === 0) return '';
  if (names.length === 1) return `${names[0]} is editing`;
  if (names.length === 2) return `${names[0]} and ${names[1]} are editing`;
  const others = names.length - 2;
  return `${names[0]}, ${names[1]} and ${others} ${others === 1 ? 'other' : 'others'} are editing`;
}
