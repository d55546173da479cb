// Use cases (categories): a member of the project's folder may read, rename, recolour and delete them.
import { CATEGORY_MESSAGES } from '../../../common/schemas/categories';
import type { Db } from '../../db/connection';
import { accessRepo, type CategoryWithRole } from '../../db/repos/access';
import { type RowLock } from '../../db/repos/folderScope';
import { authorize, isMember, type Actor, type Readable, type Rule } from './authorize';

export type CategoryInScope = Readable<CategoryWithRole>;

const rules = {
  read: isMember,
  change: isMember,
} satisfies Record<string, Rule<CategoryWithRole>>;

export type CategoryAction = keyof typeof rules;

export const can = (actor: Actor, action: CategoryAction, category: CategoryInScope) =>
  rules[action](actor, category);

/** The use case with the actor's role, if they may do `action` to it; else "Use case not found". */
export async function load(
  db: Db,
  actor: Actor,
  action: CategoryAction,
  id: number,
  options: { lock?: RowLock } = {},
): Promise<CategoryInScope> {
  const category = await accessRepo.category(db, actor.id, id, options);
  return authorize(actor, category, rules[action], { notFound: CATEGORY_MESSAGES.notFound });
}

export const scopeOf = (category: CategoryWithRole) => ({
  folderId: category.folderId,
  projectId: category.projectId,
});
