// @vitest-environment happy-dom
// The undo keys: ⌘Z / Ctrl+Z undo, ⌘⇧Z / Ctrl+Shift+Z / Ctrl+Y redo; a text field, a select or an open
// dialog keeps the keys to itself.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearToasts } from '../../ui';
import { clearUndo, recordUndo, undoStacks } from './stack';
import { undoCommand, useUndoShortcuts } from './useUndoShortcuts';

function Board({ dialog = false }: { dialog?: boolean }) {
  useUndoShortcuts();
  return (
    <div>
      <input aria-label="Title" />
      <input type="checkbox" aria-label="Select" />
      <button type="button">Card</button>
      {dialog ? <div role="dialog" aria-label="Edit card" /> : null}
    </div>
  );
}

let log: string[];
beforeEach(() => {
  log = [];
  recordUndo({
    label: 'Change impact',
    undo: async () => (log.push('undo'), { ok: true }),
    redo: async () => (log.push('redo'), { ok: true }),
  });
});
afterEach(() => {
  cleanup();
  clearUndo();
  act(() => clearToasts());
});

/** Presses the keys on `target` and lets the undo or redo run. */
async function press(target: Element, init: KeyboardEventInit) {
  const event = new KeyboardEvent('keydown', { bubbles: true, cancelable: true, ...init });
  await act(async () => {
    target.dispatchEvent(event);
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  return event;
}

describe('undoCommand', () => {
  const key = (init: KeyboardEventInit) => undoCommand(new KeyboardEvent('keydown', init));
  it('reads ⌘Z, Ctrl+Z, ⌘⇧Z, Ctrl+Shift+Z and Ctrl+Y', () => {
    expect(key({ key: 'z', metaKey: true })).toBe('undo');
    expect(key({ key: 'z', ctrlKey: true })).toBe('undo');
    expect(key({ key: 'Z', metaKey: true, shiftKey: true })).toBe('redo');
    expect(key({ key: 'Z', ctrlKey: true, shiftKey: true })).toBe('redo');
    expect(key({ key: 'y', ctrlKey: true })).toBe('redo');
    expect(key({ key: 'z' })).toBeNull();
    expect(key({ key: 'z', ctrlKey: true, altKey: true })).toBeNull();
  });
});

describe('useUndoShortcuts', () => {
  it('Ctrl+Z on the board undoes, and Ctrl+Shift+Z redoes', async () => {
    render(<Board />);
    const event = await press(screen.getByRole('button', { name: 'Card' }), { key: 'z', ctrlKey: true });
    expect(event.defaultPrevented).toBe(true);
    expect(log).toEqual(['undo']);
    await press(document.body, { key: 'Z', ctrlKey: true, shiftKey: true });
    expect(log).toEqual(['undo', 'redo']);
    expect(undoStacks()).toEqual({ undo: ['Change impact'], redo: [] });
  });

  it('leaves ⌘Z to a text field (a checkbox is not one)', async () => {
    render(<Board />);
    const event = await press(screen.getByRole('textbox', { name: 'Title' }), { key: 'z', metaKey: true });
    expect(event.defaultPrevented).toBe(false);
    expect(log).toEqual([]);
    await press(screen.getByRole('checkbox', { name: 'Select' }), { key: 'z', metaKey: true });
    expect(log).toEqual(['undo']);
  });

  it('does nothing while a dialog is open', async () => {
    render(<Board dialog />);
    await press(document.body, { key: 'z', ctrlKey: true });
    expect(log).toEqual([]);
  });

  it('stops listening when the board goes', async () => {
    const { unmount } = render(<Board />);
    unmount();
    fireEvent.keyDown(window, { key: 'z', ctrlKey: true });
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(log).toEqual([]);
  });
});
