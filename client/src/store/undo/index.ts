// Undo and redo of this person's own changes (issue 26): the stacks, the steps the actions record, the keys.
export {
  recordUndo,
  undoLast,
  redoLast,
  undoEntry,
  undoAction,
  withUndo,
  undoStacks,
  clearUndo,
  UNDO_LIMIT,
  type UndoEntry,
  type StepOutcome,
} from './stack';
export { cardBefore, cardEdit, keptNote, revertCardEdits, type CardEdit } from './cardEdits';
export { deletedHere, recordDelete, restoreStep } from './steps';
export { undoCommand, useUndoShortcuts } from './useUndoShortcuts';
