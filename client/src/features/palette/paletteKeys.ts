// The keys that open the command palette: ⌘K / Ctrl+K from anywhere, a text field included (as Linear
// does; the browser's own Ctrl+K gives way), and / where nothing is being typed and no dialog or menu is open.
type KeyLike = Pick<
  KeyboardEvent,
  'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey' | 'target' | 'repeat'
>;

/** Inputs nothing is typed into: a / on a focused checkbox still opens the palette. */
const TEXTLESS = new Set(['checkbox', 'radio', 'button', 'submit', 'reset', 'range', 'color', 'file']);
const TYPING = 'textarea, select, [contenteditable=""], [contenteditable="true"]';

function typingIn(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  if (target instanceof HTMLInputElement) return !TEXTLESS.has(target.type);
  return target.closest(TYPING) !== null || (target instanceof HTMLElement && target.isContentEditable);
}

/** 'toggle' for ⌘K / Ctrl+K, 'open' for a / outside fields, null for any other key. */
export function paletteKey(event: KeyLike, doc: Document = document): 'toggle' | 'open' | null {
  if (event.repeat || event.altKey) return null;
  if (event.key.toLowerCase() === 'k' && (event.metaKey || event.ctrlKey) && !event.shiftKey) return 'toggle';
  if (event.key !== '/' || event.metaKey || event.ctrlKey || typingIn(event.target)) return null;
  const target = event.target instanceof Element ? event.target : null;
  if (target?.closest('[role="dialog"], [role="menu"], [role="listbox"]')) return null;
  return doc.querySelector('[aria-modal="true"], [role="menu"]') === null ? 'open' : null;
}
