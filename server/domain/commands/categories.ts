// Use-case commands with the rules of spec section 5: unique names per project, never delete the last one.
import {
  CATEGORY_MESSAGES,
  type Category,
  type CreateCategoryRequest,
  type UpdateCategoryRequest,
} from '../../../common/schemas/categories';
import type { Db } from '../../db/connection';
import { categoriesRepo, type CategoryRow } from '../../db/repos/categories';
import { conflict, notFound } from '../../http/errors';
import type { CommandOutcome } from '../changes';
import type { ProjectAccess } from '../policies';
import { presentCategory } from '../presenters/planning';
import { movedCardChanges } from './releases';

/**
 * Name uniqueness is left to the unique index (lower(btrim(name)) per project): a check-then-write
 * would let two concurrent creates both pass. The violation becomes the spec's message.
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
  access: ProjectAccess,
  input: CreateCategoryRequest,
): Promise<CommandOutcome<Category>> {
  const row = await uniqueName(() =>
    categoriesRepo.create(trx, { name: input.name, color: input.color, projectId: access.id }),
  );
  const result = presentCategory(row);
  return {
    result,
    changes: [{ folderId: access.folderId, projectId: access.id, type: 'category.created', data: result }],
  };
}

export async function updateCategory(
  trx: Db,
  access: ProjectAccess,
  categoryId: number,
  input: UpdateCategoryRequest,
): Promise<CommandOutcome<Category>> {
  const current = await categoriesRepo.lock(trx, categoryId);
  if (!current) throw notFound(CATEGORY_MESSAGES.notFound);
  const values: Partial<Pick<CategoryRow, 'name' | 'color'>> = {};
  if (input.name !== undefined) values.name = input.name;
  if (input.color !== undefined) values.color = input.color;
  // Renaming to its own name in another case is allowed: the index compares with the other rows only.
  const row = await uniqueName(() => categoriesRepo.update(trx, current.id, values));
  const result = presentCategory(row);
  return {
    result,
    changes: [{ folderId: access.folderId, projectId: access.id, type: 'category.updated', data: result }],
  };
}

export async function deleteCategory(
  trx: Db,
  access: ProjectAccess,
  categoryId: number,
): Promise<CommandOutcome<{ id: number }>> {
  // Locking all of the project's use cases serialises deletes: of two concurrent deletes of the last
  // two, the second sees only one left. The row lock also makes a card update that would point a card
  // at this use case wait (its foreign-key check) and then fail, so no card is left behind.
  const remaining = await categoriesRepo.lockAllOfProject(trx, access.id);
  if (!remaining.includes(categoryId)) throw notFound(CATEGORY_MESSAGES.notFound);
  if (remaining.length <= 1) throw conflict(CATEGORY_MESSAGES.lastOne);
  const moved = await categoriesRepo.detachCards(trx, categoryId);
  await categoriesRepo.delete(trx, categoryId);
  return {
    result: { id: categoryId },
    changes: [
      { folderId: access.folderId, projectId: access.id, type: 'category.deleted', data: { id: categoryId } },
      ...(await movedCardChanges(trx, access, moved)),
    ],
  };
}
