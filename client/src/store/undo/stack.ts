// This tab's undo and redo stacks: each entry reverses one of the person's own actions as a new
// write everyone sees, never a teammate's later edit. Module state: it outlives a reconnect, not a reload.
// Undos and redos run one at a time, so a second ⌘Z waits for the first and then takes the next entry; ⌘Z and
// ⌘⇧Z wait for the tab's writes in flight, so they take the action just made, not the one before it.
import { toast, type ToastAction } from '../../ui';
import { writesSettled } from '../mutations';

/** How an undo or redo went; `note` (e.g. the fields someone else changed since) goes under its toast. */
export interface StepOutcome {
  ok: boolean;
  note?: string;
  /** True when nothing was set back: every field kept a teammate's newer value. */
  unchanged?: boolean;
}

export interface UndoEntry {
  readonly id: number;
  /** What the action did, for its toasts: "Delete 5 cards" ("Undone: Delete 5 cards"). */
  readonly label: string;
  /** Each runs as one write through the store's pipeline, carrying its cause (undo, redo). */
  readonly undo: () => Promise<StepOutcome>;
  readonly redo: () => Promise<StepOutcome>;
}

/** The most entries each stack keeps; the oldest go first. */
export const UNDO_LIMIT = 100;
/** How long the short "Nothing to undo" stays. */
const NOTHING_DURATION = 2000;

const undoStack: UndoEntry[] = [];
const redoStack: UndoEntry[] = [];
let nextId = 1;
/** The undo or redo running now; the next one starts after it. */
let running: Promise<void> = Promise.resolve();

function push(stack: UndoEntry[], entry: UndoEntry) {
  stack.push(entry);
  if (stack.length > UNDO_LIMIT) stack.splice(0, stack.length - UNDO_LIMIT);
}

/** Records an own action that succeeded; a new action makes what was undone before no longer redoable. */
export function recordUndo(step: Omit<UndoEntry, 'id'>): UndoEntry {
  const entry: UndoEntry = { ...step, id: nextId++ };
  push(undoStack, entry);
  redoStack.length = 0;
  return entry;
}

/** Runs after whatever undo or redo is running now. */
function inTurn(task: () => Promise<void>): Promise<void> {
  const turn = running.then(task);
  running = turn.catch(() => undefined);
  return turn;
}

/** Runs one direction of an entry; on success it moves to the other stack and says so. */
async function run(entry: UndoEntry, direction: 'undo' | 'redo') {
  let outcome: StepOutcome;
  try {
    outcome = await entry[direction]();
  } catch {
    outcome = { ok: false };
  }
  // A refused write showed its own toast; the entry is dropped, so the next ⌘Z reaches the one before it.
  if (!outcome.ok) return;
  push(direction === 'undo' ? redoStack : undoStack, entry);
  const done = outcome.unchanged
    ? direction === 'undo'
      ? 'Not undone'
      : 'Not redone'
    : direction === 'undo'
      ? 'Undone'
      : 'Redone';
  toast({ title: `${done}: ${entry.label}`, description: outcome.note });
}

/** ⌘Z: undoes the latest own action still on the stack. */
export const undoLast = () =>
  inTurn(async () => {
    await writesSettled();
    const entry = undoStack.pop();
    if (entry) await run(entry, 'undo');
    else toast({ title: 'Nothing to undo', duration: NOTHING_DURATION });
  });

/** ⌘⇧Z: does again the latest action undone. */
export const redoLast = () =>
  inTurn(async () => {
    await writesSettled();
    const entry = redoStack.pop();
    if (entry) await run(entry, 'redo');
    else toast({ title: 'Nothing to redo', duration: NOTHING_DURATION });
  });

/** A toast's Undo: undoes that entry even when newer ones were recorded since (it leaves the stack). */
export const undoEntry = (id: number) =>
  inTurn(async () => {
    const index = undoStack.findIndex((entry) => entry.id === id);
    if (index < 0) return; // undone already
    const [entry] = undoStack.splice(index, 1);
    await run(entry!, 'undo');
  });

/** The Undo button of the toast that reports the action. */
const undoAction = (entry: UndoEntry): ToastAction => ({
  label: 'Undo',
  onClick: () => void undoEntry(entry.id),
});

/** Toast options with the entry's Undo button, when an entry was recorded. */
export const withUndo = (entry: UndoEntry | null): { action?: ToastAction } =>
  entry ? { action: undoAction(entry) } : {};

/** The labels on each stack, oldest first (tests). */
export const undoStacks = () => ({
  undo: undoStack.map((entry) => entry.label),
  redo: redoStack.map((entry) => entry.label),
});

/** Empties both stacks (tests). */
export function clearUndo() {
  undoStack.length = 0;
  redoStack.length = 0;
}
