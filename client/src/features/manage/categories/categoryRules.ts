// The use-case name rules of spec 5: non-empty after trimming, unique in the project case-insensitively
// (nameKey, as the server's unique index compares: every script; a rename may keep its own name), and never
// delete the last one.
import { CATEGORY_MESSAGES } from '../../../../../common/schemas/categories';
import { nameKey } from '../../../../../common/schemas/names';

export interface NamedCategory {
  id: number;
  name: string;
}

export interface RuleMessage {
  title: string;
  description: string;
}

export const EMPTY_NAME: RuleMessage = { title: 'Invalid name', description: 'Module name cannot be empty' };
export const DUPLICATE_NAME: RuleMessage = {
  title: 'Duplicate name',
  description: CATEGORY_MESSAGES.duplicate,
};
export const LAST_ONE: RuleMessage = { title: 'Cannot delete', description: CATEGORY_MESSAGES.lastOne };

export function isDuplicateName(
  name: string,
  categories: Iterable<NamedCategory>,
  exceptId?: number,
): boolean {
  const wanted = nameKey(name);
  if (!wanted) return false;
  for (const category of categories)
    if (category.id !== exceptId && nameKey(category.name) === wanted) return true;
  return false;
}

/** What is wrong with a name, or null when it may be saved. */
export function nameProblem(
  name: string,
  categories: Iterable<NamedCategory>,
  exceptId?: number,
): RuleMessage | null {
  if (!name.trim()) return EMPTY_NAME;
  if (isDuplicateName(name, categories, exceptId)) return DUPLICATE_NAME;
  return null;
}

/** Cards per use case id (cards without one are not counted). */
export function cardCountsByCategory(cards: Iterable<{ categoryId: number | null }>): Map<number, number> {
  const counts = new Map<number, number>();
  for (const card of cards) {
    if (card.categoryId !== null) counts.set(card.categoryId, (counts.get(card.categoryId) ?? 0) + 1);
  }
  return counts;
}

/** Saved use cases by id, then the ones still being created (temporary negative ids) in creation order. */
export function categoryOrder<T extends { id: number }>(categories: Iterable<T>): T[] {
  const list = [...categories];
  const saved = list.filter((u) => u.id > 0).sort((a, b) => a.id - b.id);
  const pending = list.filter((u) => u.id <= 0).sort((a, b) => b.id - a.id);
  return [...saved, ...pending];
}
