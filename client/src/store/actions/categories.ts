// Use-case writes (spec 8 "Use cases"): optimistic, rolled back with the spec's toast when refused.
import { errorText } from '../../api/http';
import { categoriesApi, type Category } from '../../api/workspace';
import { toast } from '../../ui';
import { board, putCategory } from '../board';
import { failureToast, newMutation, pendingCreates, tempId } from '../mutations';

export async function createCategory(name: string, color: string): Promise<Category | null> {
  const projectId = board.projectId;
  if (projectId === null) return null;
  const placeholderId = tempId();
  const mutation = newMutation();
  pendingCreates.set(mutation.mutationId, { collection: 'categories', tempId: placeholderId });
  const now = new Date().toISOString();
  putCategory({ id: placeholderId, name: name.trim(), color, projectId, createdAt: now, updatedAt: now });
  try {
    const category = await categoriesApi.create({ name: name.trim(), color, projectId }, mutation);
    putCategory(category);
    toast({ title: 'Use Case created', description: 'New use case has been added successfully' });
    return category;
  } catch (error) {
    failureToast({ title: 'Creation failed', description: errorText(error, 'Failed to create module') });
    return null;
  } finally {
    delete board.categories[placeholderId];
    pendingCreates.delete(mutation.mutationId);
  }
}

export async function updateCategory(categoryId: number, changes: { name?: string; color?: string }) {
  const before = board.categories[categoryId];
  if (!before) return false;
  const optimistic = { ...before, ...changes };
  putCategory(optimistic);
  try {
    putCategory(await categoriesApi.update(categoryId, changes, newMutation()));
    toast({ title: 'Use Case updated', description: 'Use case has been updated successfully' });
    return true;
  } catch (error) {
    if (board.categories[categoryId] === optimistic) putCategory(before);
    failureToast({ title: 'Update failed', description: errorText(error, 'Failed to update module') });
    return false;
  }
}

export async function deleteCategory(categoryId: number) {
  const before = board.categories[categoryId];
  if (!before) return false;
  delete board.categories[categoryId];
  try {
    await categoriesApi.remove(categoryId, newMutation());
    toast({ title: 'Module deleted', description: 'Module has been removed successfully' });
    return true;
  } catch (error) {
    putCategory(before);
    failureToast({ title: 'Deletion failed', description: errorText(error, 'Failed to delete module') });
    return false;
  }
}
