// Use-case writes (spec 8 "Use cases"), each one optimistic write through mutate(), with the spec's toasts.
import { ops, type Op } from '../../../../common/realtime/reconcile';
import type { ChangeCause } from '../../../../common/schemas/history';
import { errorText } from '../../api/http';
import { categoriesApi } from '../../api/categories';
import type { Category } from '../../../../common/schemas/categories';
import { toast } from '../../ui';
import { board } from '../board';
import { mutate, tempId } from '../mutations';
import { deletedHere, recordDelete, withUndo } from '../undo';
import { withCause } from '../undo/cause';

export async function createCategory(name: string, color: string): Promise<Category | null> {
  const projectId = board.projectId;
  if (projectId === null) return null;
  const now = new Date().toISOString();
  const placeholder: Category = {
    id: tempId(),
    name: name.trim(),
    color,
    projectId,
    createdAt: now,
    updatedAt: now,
    version: 0,
  };
  const outcome = await mutate({
    ops: [ops.create('categories', placeholder)],
    send: (options) => categoriesApi.create({ name: name.trim(), color, projectId }, options),
    answers: (category) => [{ type: 'category.created', data: category }],
    failure: (error) => ({
      title: 'Creation failed',
      description: errorText(error, 'Failed to create module'),
    }),
  });
  if (!outcome.ok) return null;
  toast({ title: 'Use Case created', description: 'New use case has been added successfully' });
  return outcome.result;
}

export async function updateCategory(categoryId: number, changes: { name?: string; color?: string }) {
  if (!board.categories[categoryId]) return false;
  const outcome = await mutate({
    ops: [ops.patch('categories', categoryId, changes)],
    send: (options) => categoriesApi.update(categoryId, changes, options),
    answers: (category) => [{ type: 'category.updated', data: category }],
    notFound: { kind: 'categories', id: categoryId, means: 'gone' },
    failure: (error) => ({
      title: 'Update failed',
      description: errorText(error, 'Failed to update module'),
    }),
  });
  if (outcome.ok) toast({ title: 'Use Case updated', description: 'Use case has been updated successfully' });
  return outcome.ok;
}

/** The use case goes at once, and its cards show no use case (the server moves them too). */
function removeCategory(categoryId: number, cause?: ChangeCause) {
  const detached: Op[] = Object.values(board.cards)
    .filter((card) => card.categoryId === categoryId)
    .map((card) => ops.patch('cards', card.id, { categoryId: null, category: null }));
  return mutate({
    ops: [ops.remove('categories', categoryId), ...detached],
    send: (options) => categoriesApi.remove(categoryId, withCause(options, cause)),
    answers: () => [{ type: 'category.deleted', data: { id: categoryId } }],
    notFound: { kind: 'categories', id: categoryId, means: 'deleted' },
    failure: (error) => ({
      title: 'Deletion failed',
      description: errorText(error, 'Failed to delete module'),
    }),
  });
}

/** Deletes a use case to the trash: undone by restoring it (with its cards' links), redone by deleting it. */
export async function deleteCategory(categoryId: number) {
  const category = board.categories[categoryId];
  if (!category) return false;
  const outcome = await removeCategory(categoryId);
  if (!outcome.ok) return false;
  const entry = deletedHere(outcome)
    ? recordDelete(`Delete use case “${category.name}”`, 'category', [categoryId], () =>
        removeCategory(categoryId, 'redo'),
      )
    : null;
  toast({
    title: 'Module deleted',
    description: 'Module has been removed successfully',
    ...withUndo(entry),
  });
  return true;
}
