// @vitest-environment happy-dom
// The projector's keys: F, T, ←/→ and a clicker's PageUp/PageDown; modified keys stay the browser's; keys
// typed into a field are ignored; full screen toggles and a refusal is swallowed.
import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { projectorAction, toggleFullscreen, useProjectorKeys } from './keys';

const key = (value: string, extra: Partial<KeyboardEvent> = {}) => ({
  key: value,
  ctrlKey: false,
  altKey: false,
  metaKey: false,
  repeat: false,
  ...extra,
});

describe('projectorAction', () => {
  it('maps the keys', () => {
    expect(projectorAction(key('f'))).toBe('fullscreen');
    expect(projectorAction(key('F'))).toBe('fullscreen');
    expect(projectorAction(key('t'))).toBe('theme');
    expect(projectorAction(key('ArrowRight'))).toBe('next');
    expect(projectorAction(key('PageDown'))).toBe('next');
    expect(projectorAction(key('ArrowLeft'))).toBe('previous');
    expect(projectorAction(key('PageUp'))).toBe('previous');
    expect(projectorAction(key('x'))).toBe(null);
  });

  it('leaves modified keys and held-down toggles alone', () => {
    expect(projectorAction(key('t', { ctrlKey: true }))).toBe(null);
    expect(projectorAction(key('f', { metaKey: true }))).toBe(null);
    expect(projectorAction(key('f', { repeat: true }))).toBe(null);
    expect(projectorAction(key('ArrowRight', { repeat: true }))).toBe('next');
  });
});

describe('toggleFullscreen', () => {
  it('enters, leaves, and swallows a refusal', async () => {
    const requestFullscreen = vi.fn(() => Promise.reject(new Error('no gesture')));
    const exitFullscreen = vi.fn(() => Promise.resolve());
    const doc = { fullscreenElement: null, exitFullscreen, documentElement: { requestFullscreen } };
    toggleFullscreen(doc as unknown as Document);
    expect(requestFullscreen).toHaveBeenCalled();
    await Promise.resolve();
    toggleFullscreen({ ...doc, fullscreenElement: {} } as unknown as Document);
    expect(exitFullscreen).toHaveBeenCalled();
    expect(() => toggleFullscreen({ documentElement: {} } as unknown as Document)).not.toThrow();
  });
});

describe('useProjectorKeys', () => {
  it('hands actions to the latest handler and ignores typing in a field', () => {
    const seen: string[] = [];
    const { unmount } = renderHook(() => useProjectorKeys((action) => seen.push(action)));
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight' }));
    const input = document.createElement('input');
    document.body.append(input);
    input.dispatchEvent(new KeyboardEvent('keydown', { key: 't', bubbles: true }));
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'T' }));
    unmount();
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'f' }));
    expect(seen).toEqual(['next', 'theme']);
    input.remove();
  });
});
