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
import { AddUseCase } from './AddUseCase';
import { UseCaseRow, type UseCaseDraft } from './UseCaseRow';
import { cardCountsByUseCase, isDuplicateName, nameProblem, useCaseOrder } from './useCaseRules';

export function UseCasesDialog() {
  const snap = useSnapshot(board);
  const useCases = useMemo(
    () => useCaseOrder(withoutEchoedPlaceholders(Object.values(snap.categories) as Category[])),
    [snap.categories],
  );
  const counts = useMemo(() => cardCountsByUseCase(Object.values(snap.cards)), [snap.cards]);
  const [newName, setNewName] = useState('');
  const [newColor, setNewColor] = useState(DEFAULT_USE_CASE_COLOR);
  const [creating, setCreating] = useState(false);
  const [draft, setDraft] = useState<UseCaseDraft | null>(null);
  const [confirming, setConfirming] = useState<Category | null>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const noProject = snap.projectId === null;
  const duplicate = isDuplicateName(newName, useCases);

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
    const problem = nameProblem(draft.name, useCases, draft.id);
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
      <AddUseCase
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
      {useCases.length === 0 ? (
        <EmptyState
          compact
          icon={<LayersIcon size={20} />}
          title="No use cases yet"
          text="Add one above to group cards by module or theme."
        />
      ) : (
        <ScrollArea $max="min(22rem, 50vh)">
          <List aria-label="Use cases">
            {useCases.map((useCase) => (
              <UseCaseRow
                key={useCase.id}
                useCase={useCase}
                cardCount={counts.get(useCase.id) ?? 0}
                draft={draft?.id === useCase.id ? draft : null}
                problem={draft?.id === useCase.id ? nameProblem(draft.name, useCases, draft.id) : null}
                canDelete={useCases.length > 1}
                onEdit={() => setDraft({ id: useCase.id, name: useCase.name, color: useCase.color })}
                onDraftChange={setDraft}
                onSave={save}
                onCancel={() => setDraft(null)}
                onRecolor={(color) => void updateCategory(useCase.id, { color })}
                onDelete={() => setConfirming(useCase)}
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
