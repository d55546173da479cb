// ⌘Z / Ctrl+Z undoes the person's latest own action on the board, ⌘⇧Z / Ctrl+Shift+Z / Ctrl+Y redoes it.
// A field, a select or an editable text keeps its own undo, and an open dialog keeps the keys to itself.
import { useEffect } from 'react';
import { redoLast, undoLast } from './stack';

const TEXTLESS_INPUTS = new Set(['checkbox', 'radio', 'button', 'submit', 'reset', 'range', 'color', 'file']);
const EDITABLE =
  'textarea, select, [contenteditable=""], [contenteditable="true"], [contenteditable="plaintext-only"]';

/** What the key press asks for, or null when it is not an undo or redo. */
export function undoCommand(event: KeyboardEvent): 'undo' | 'redo' | null {
  if (!(event.metaKey || event.ctrlKey) || event.altKey) return null;
  const key = event.key.toLowerCase();
  if (key === 'z') return event.shiftKey ? 'redo' : 'undo';
  if (key === 'y' && event.ctrlKey && !event.metaKey && !event.shiftKey) return 'redo';
  return null;
}

/** True when the press belongs to where the focus is (a text field) or to an open dialog. */
function belongsElsewhere(event: KeyboardEvent): boolean {
  const target = event.target instanceof Element ? event.target : null;
  if (target instanceof HTMLInputElement && !TEXTLESS_INPUTS.has(target.type)) return true;
  if (target?.closest(EDITABLE)) return true;
  return document.querySelector('[role="dialog"], [role="alertdialog"]') !== null;
}

/** Installs the undo and redo keys on the window while the board is mounted. */
export function useUndoShortcuts() {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const command = undoCommand(event);
      if (!command || event.defaultPrevented || belongsElsewhere(event)) return;
      event.preventDefault(); // not the browser's own undo
      void (command === 'undo' ? undoLast() : redoLast());
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
