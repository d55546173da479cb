// The projector's keys: F full screen, T theme, ←/→ pages. Presentation clickers send PageUp /
// PageDown, so those page too. Keys held with Ctrl/Alt/Meta stay the browser's (Ctrl+T, Cmd+F...).
import { useEffect, useRef } from 'react';

export type ProjectorAction = 'fullscreen' | 'theme' | 'previous' | 'next';

type KeyLike = Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'altKey' | 'metaKey' | 'repeat'>;

export function projectorAction(event: KeyLike): ProjectorAction | null {
  if (event.ctrlKey || event.altKey || event.metaKey) return null;
  switch (event.key) {
    case 'f':
    case 'F':
      return event.repeat ? null : 'fullscreen';
    case 't':
    case 'T':
      return event.repeat ? null : 'theme';
    case 'ArrowLeft':
    case 'PageUp':
      return 'previous';
    case 'ArrowRight':
    case 'PageDown':
      return 'next';
    default:
      return null;
  }
}

/** Full screen on or off; browsers may refuse (no user gesture, iframes), which changes nothing. */
export function toggleFullscreen(doc: Document = document) {
  try {
    const done = doc.fullscreenElement ? doc.exitFullscreen?.() : doc.documentElement.requestFullscreen?.();
    void done?.catch(() => undefined);
  } catch {
    // Not supported here: the page simply stays as it is.
  }
}

/** Listens on the window while mounted; the latest handler is used without re-subscribing. */
export function useProjectorKeys(onAction: (action: ProjectorAction) => void) {
  const handler = useRef(onAction);
  handler.current = onAction;
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      const target = event.target as HTMLElement | null;
      if (target?.closest?.('input, textarea, select, [contenteditable="true"]')) return;
      const action = projectorAction(event);
      if (!action) return;
      event.preventDefault();
      handler.current(action);
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
