// Undo and redo of this person's own changes: the stacks, the steps the actions record, the keys.
export {
  recordUndo,
  undoLast,
  redoLast,
  withUndo,
  undoStacks,
  clearUndo,
  type UndoEntry,
  type StepOutcome,
} from './stack';
export { cardBefore, cardEdit, revertCardEdits, type CardEdit } from './cardEdits';
export { deletedHere, recordDelete, restoreStep } from './steps';
export { useUndoShortcuts } from './useUndoShortcuts';
