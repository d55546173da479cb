// Manage Use Cases (spec 2/5): add, rename and recolour inline, delete (cards move to Unsorted; never the
// last one). Every write goes through the category actions, which toast and roll back on failure.
import { useMemo, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import {
  Button,
  ConfirmDialog,
  DEFAULT_USE_CASE_COLOR,
  Dialog,
  EmptyState,
  LayersIcon,
  toast,
} from '../../../ui';
import { board } from '../../../store/board';
import { closeDialog } from '../../../store/dialogs';
import { createCategory, deleteCategory, updateCategory } from '../../../store/actions/categories';
import type { Category } from '../../../../../common/schemas/categories';
import { cardsMoveNote } from '../shared/cardsMoveNote';
import { List, ScrollArea, withoutEchoedPlaceholders } from '../shared/ListParts';
import { AddCategory } from './AddCategory';
import { CategoryRow, type CategoryDraft } from './CategoryRow';
import { cardCountsByCategory, isDuplicateName, nameProblem, categoryOrder } from './categoryRules';

export function CategoriesDialog() {
  const snap = useSnapshot(board);
  const categories = useMemo(
    () => categoryOrder(withoutEchoedPlaceholders(Object.values(snap.categories) as Category[])),
    [snap.categories],
  );
  const counts = useMemo(() => cardCountsByCategory(Object.values(snap.cards)), [snap.cards]);
  const [newName, setNewName] = useState('');
  const [newColor, setNewColor] = useState(DEFAULT_USE_CASE_COLOR);
  const [creating, setCreating] = useState(false);
  const [draft, setDraft] = useState<CategoryDraft | null>(null);
  const [confirming, setConfirming] = useState<Category | null>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const noProject = snap.projectId === null;
  const duplicate = isDuplicateName(newName, categories);

  async function add() {
    setCreating(true);
    const created = await createCategory(newName.trim(), newColor);
    setCreating(false);
    if (created) {
      setNewName('');
      setNewColor(DEFAULT_USE_CASE_COLOR);
      nameRef.current?.focus();
    }
    return created;
  }

  function save() {
    if (!draft) return;
    const problem = nameProblem(draft.name, categories, draft.id);
    if (problem) return void toast({ variant: 'destructive', ...problem });
    const before = board.categories[draft.id];
    const changes: { name?: string; color?: string } = {};
    if (before && draft.name.trim() !== before.name) changes.name = draft.name.trim();
    if (before && draft.color.toLowerCase() !== before.color.toLowerCase()) changes.color = draft.color;
    setDraft(null);
    if (Object.keys(changes).length > 0) void updateCategory(draft.id, changes);
  }

  async function saveAndClose() {
    // A name typed into the add line but not added yet is added, as a person expects from "Save".
    if (newName.trim() && !duplicate && !(await add())) return;
    closeDialog();
  }

  const footer = (
    <>
      {/* Not "Cancel" (spec): every add, rename and delete is saved at once, so there is nothing to undo. */}
      <Button onClick={closeDialog}>Close</Button>
      <Button variant="primary" disabled={draft !== null || creating} onClick={saveAndClose}>
        Save &amp; Close
      </Button>
    </>
  );

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && closeDialog()}
      title="Manage Use Cases"
      description={
        snap.project
          ? `Use cases group the cards of ${snap.project.name}.`
          : 'Open a project to manage its use cases.'
      }
      initialFocus={nameRef}
      footer={footer}
    >
      <AddCategory
        inputRef={nameRef}
        name={newName}
        color={newColor}
        duplicate={duplicate}
        pending={creating}
        disabled={noProject}
        onNameChange={setNewName}
        onColorChange={setNewColor}
        onAdd={() => void add()}
      />
      {categories.length === 0 ? (
        <EmptyState
          compact
          icon={<LayersIcon size={20} />}
          title="No use cases yet"
          text="Add one above to group cards by module or theme."
        />
      ) : (
        <ScrollArea $max="min(22rem, 50vh)">
          <List aria-label="Use cases">
            {categories.map((category) => (
              <CategoryRow
                key={category.id}
                category={category}
                cardCount={counts.get(category.id) ?? 0}
                draft={draft?.id === category.id ? draft : null}
                problem={draft?.id === category.id ? nameProblem(draft.name, categories, draft.id) : null}
                canDelete={categories.length > 1}
                onEdit={() => setDraft({ id: category.id, name: category.name, color: category.color })}
                onDraftChange={setDraft}
                onSave={save}
                onCancel={() => setDraft(null)}
                onRecolor={(color) => void updateCategory(category.id, { color })}
                onDelete={() => setConfirming(category)}
              />
            ))}
          </List>
        </ScrollArea>
      )}
      {confirming ? (
        <ConfirmDialog
          title="Delete use case"
          message={`Are you sure you want to delete "${confirming.name}"?`}
          consequence={cardsMoveNote(counts.get(confirming.id) ?? 0, 'Unsorted')}
          onConfirm={() => deleteCategory(confirming.id)}
          onClose={() => setConfirming(null)}
        />
      ) : null}
    </Dialog>
  );
}
