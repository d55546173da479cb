// Mounts the command palette once for a signed-in person (not on the projector). Its keys listen from the
// first moment; its code, cmdk with it, loads after sign-in and never on the landing or sign-in screens, and
// opens as soon as it is there when a key asked for it before.
import { lazy, Suspense, useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { openPalette, togglePalette } from '../../store/palette';
import { session } from '../../store/session';
import { paletteKey } from './paletteKeys';

const PaletteRoot = lazy(() => import('./PaletteRoot').then((m) => ({ default: m.PaletteRoot })));

/** ⌘K / Ctrl+K toggles the palette, / opens it (features/palette/paletteKeys.ts). */
function usePaletteKeys() {
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      const key = event.defaultPrevented ? null : paletteKey(event);
      if (!key) return;
      event.preventDefault(); // the browser's own Ctrl+K, and the / typed into the field
      if (key === 'toggle') togglePalette();
      else openPalette();
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}

function SignedInPalette() {
  usePaletteKeys();
  return (
    <Suspense fallback={null}>
      <PaletteRoot />
    </Suspense>
  );
}

export function PaletteMount() {
  const { status } = useSnapshot(session);
  const [location] = useLocation();
  if (status !== 'signedIn' || location.startsWith('/present/')) return null;
  return <SignedInPalette />;
}
