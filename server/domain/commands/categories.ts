// Use-case commands with the rules of spec section 5: unique names per project, never delete the last one.
import { change } from '../../../common/events';
import {
  CATEGORY_MESSAGES,
  updateCategoryRequest,
  type Category,
  type CreateCategoryRequest,
} from '../../../common/schemas/categories';
import type { Db } from '../../db/connection';
import { categoriesRepo, type CategoryRow } from '../../db/repos/categories';
import { trashKeepRepo } from '../../db/repos/trashKeep';
import type { CommandOutcome } from '../changes';
import { conflict, notFound } from '../errors';
import type { Actor } from '../policies/authorize';
import * as categoryPolicy from '../policies/categories';
import * as projectPolicy from '../policies/projects';
import { presentCategory } from '../presenters/planning';
import { movedCardChanges, planningProject } from './releases';
import { readBody } from '../commandBody';

/**
 * Name uniqueness is left to the unique index (name_key(name) per project: ignoring case in every script, as
 * common/schemas/names.ts compares): a check-then-write would let two concurrent creates both pass. The
 * violation becomes the spec's message.
 */
async function uniqueName(write: () => Promise<CategoryRow>): Promise<CategoryRow> {
  try {
    return await write();
  } catch (error) {
    if (categoriesRepo.isDuplicateName(error)) throw conflict(CATEGORY_MESSAGES.duplicate);
    throw error;
  }
}

export async function createCategory(
  trx: Db,
  actor: Actor,
  input: CreateCategoryRequest,
): Promise<CommandOutcome<Category>> {
  const project = await planningProject(trx, actor, input.projectId);
  const row = await uniqueName(() =>
    categoriesRepo.create(trx, { name: input.name, color: input.color, projectId: project.id }),
  );
  const result = presentCategory(row);
  return { result, changes: [change(projectPolicy.scopeOf(project), 'category.created', result)] };
}

/** The body is read after the use case is found: an id the caller cannot read is 404 before a bad body's 400. */
export async function updateCategory(
  trx: Db,
  actor: Actor,
  categoryId: number,
  body: unknown,
): Promise<CommandOutcome<Category>> {
  const request = readBody(updateCategoryRequest, body);
  const current = await categoryPolicy.load(trx, actor, 'change', categoryId, { lock: true });
  const input = request.valid();
  const values: Partial<Pick<CategoryRow, 'name' | 'color'>> = {};
  if (input.name !== undefined) values.name = input.name;
  if (input.color !== undefined) values.color = input.color;
  // Renaming to its own name in another case is allowed: the index compares with the other rows only.
  const row = await uniqueName(() => categoriesRepo.update(trx, current.id, values));
  const result = presentCategory(row);
  return { result, changes: [change(categoryPolicy.scopeOf(current), 'category.updated', result)] };
}

export async function deleteCategory(
  trx: Db,
  actor: Actor,
  categoryId: number,
): Promise<CommandOutcome<{ id: number }>> {
  // Not locked on its own: every delete locks the project's use cases in id order, and a row locked out
  // of that order could deadlock with a concurrent delete.
  const category = await categoryPolicy.load(trx, actor, 'change', categoryId);
  // Locking all of the project's use cases serialises deletes: of two concurrent deletes of the last
  // two, the second sees only one left. The row lock also makes a card update that would point a card
  // at this use case wait (its foreign-key check) and then fail, so no card is left behind.
  const remaining = await categoriesRepo.lockAllOfProject(trx, category.projectId);
  if (!remaining.includes(category.id)) throw notFound(CATEGORY_MESSAGES.notFound);
  if (remaining.length <= 1) throw conflict(CATEGORY_MESSAGES.lastOne);
  const moved = await categoriesRepo.detachCards(trx, category.id);
  const scope = categoryPolicy.scopeOf(category);
  return {
    result: { id: category.id },
    changes: [
      change(scope, 'category.deleted', { id: category.id }),
      ...(await movedCardChanges(trx, scope, moved)),
    ],
    // Into the trash with the cards it held, in the log's statement (both read the row as it was).
    lastWrite: [
      trashKeepRepo.keepCategory(trx, category.id, category.folderId, actor.id, moved),
      categoriesRepo.delete(trx, category.id),
    ],
  };
}
