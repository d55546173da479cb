// The undo and redo steps built on the trash: a delete undone is a restore under the same ids.
import type { ChangeCause } from '../../../../common/schemas/history';
import type { TrashItem, TrashKind } from '../../../../common/schemas/trash';
import { restoreFromTrash } from '../actions/trash';
import { recordUndo, type StepOutcome, type UndoEntry } from './stack';

/** Brings things of one kind back as an undo or redo (one request per 100); `then` gets what came back. */
export async function restoreStep(
  kind: TrashKind,
  ids: readonly number[],
  cause: ChangeCause,
  then?: (restored: TrashItem[]) => void,
): Promise<StepOutcome> {
  const restored = await restoreFromTrash(kind, ids, cause);
  if (restored) then?.(restored);
  return { ok: restored !== null };
}

/**
 * True when a delete answered as done was this person's: a 404 (mutate's `result: null`) means someone
 * else deleted it first, and undoing that would undo their change.
 */
export const deletedHere = (outcome: { ok: boolean; result?: unknown }) =>
  outcome.ok && outcome.result !== null;

/**
 * Records a delete the trash keeps: undone by restoring `ids` (then `restored`), redone by `deleteAgain`
 * (the action's own delete, sent with the cause redo).
 */
export const recordDelete = (
  label: string,
  kind: TrashKind,
  ids: readonly number[],
  deleteAgain: () => Promise<{ ok: boolean }>,
  restored?: (items: TrashItem[]) => void,
): UndoEntry =>
  recordUndo({
    label,
    undo: () => restoreStep(kind, ids, 'undo', restored),
    redo: async () => ({ ok: (await deleteAgain()).ok }),
  });
