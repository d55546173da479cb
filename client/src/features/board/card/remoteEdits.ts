// How the card dialog words a change someone else saved while it is open: field names, who did it, who
// else is editing. The merge itself (their fields in, the user's unsaved edits kept) is reconcile's
// editMerge in common/realtime.
import { cardFieldLabel } from '../../../../../common/cardFields';
import type { PresencePerson } from '../../../../../common/events';
import type { FormField } from '../../../../../common/realtime/editMerge';

export { editedFields, mergeRemote, type FormField } from '../../../../../common/realtime/editMerge';

/** "Title", "Title and Status", "Title, Status and Impact". */
export function wordList(words: readonly string[]): string {
  if (words.length <= 1) return words[0] ?? '';
  return `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}

/** The fields by the registry's labels, as wordList joins them. */
export const fieldList = (fields: readonly FormField[]): string => wordList(fields.map(cardFieldLabel));

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
