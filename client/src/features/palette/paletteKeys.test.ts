// @vitest-environment happy-dom
// Which keys open the palette: ⌘K and Ctrl+K everywhere (a field too), / only where nothing is typed and no
// dialog or menu is open.
import { afterEach, describe, expect, it } from 'vitest';
import { paletteKey } from './paletteKeys';

const key = (k: string, target: EventTarget | null, mods: Partial<KeyboardEvent> = {}) =>
  paletteKey({
    key: k,
    ctrlKey: false,
    metaKey: false,
    altKey: false,
    shiftKey: false,
    repeat: false,
    target,
    ...mods,
  });

function element<K extends keyof HTMLElementTagNameMap>(tag: K, attrs: Record<string, string> = {}) {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) node.setAttribute(name, value);
  document.body.append(node);
  return node;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('paletteKey', () => {
  it('toggles with Ctrl+K and ⌘K, in a text field too', () => {
    const input = element('input');
    expect(key('k', document.body, { ctrlKey: true })).toBe('toggle');
    expect(key('K', input, { metaKey: true })).toBe('toggle');
    expect(key('k', element('textarea'), { ctrlKey: true })).toBe('toggle');
  });

  it('ignores K without Ctrl or ⌘, with Alt or Shift, and a held key', () => {
    expect(key('k', document.body)).toBeNull();
    expect(key('k', document.body, { ctrlKey: true, altKey: true })).toBeNull();
    expect(key('K', document.body, { ctrlKey: true, shiftKey: true })).toBeNull();
    expect(key('k', document.body, { ctrlKey: true, repeat: true })).toBeNull();
  });

  it('opens with / outside fields, a checkbox counting as outside', () => {
    expect(key('/', document.body)).toBe('open');
    expect(key('/', element('button'))).toBe('open');
    expect(key('/', element('input', { type: 'checkbox' }))).toBe('open');
  });

  it('leaves / to fields, editable text and the browser (with Ctrl or ⌘)', () => {
    expect(key('/', element('input'))).toBeNull();
    expect(key('/', element('input', { type: 'search' }))).toBeNull();
    expect(key('/', element('textarea'))).toBeNull();
    expect(key('/', element('div', { contenteditable: 'true' }))).toBeNull();
    expect(key('/', document.body, { ctrlKey: true })).toBeNull();
  });

  it('leaves / to an open dialog or menu', () => {
    const dialog = element('div', { role: 'dialog', 'aria-modal': 'true' });
    const button = document.createElement('button');
    dialog.append(button);
    expect(key('/', button)).toBeNull();
    expect(key('/', document.body)).toBeNull();
  });
});
