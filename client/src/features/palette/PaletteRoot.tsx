// The palette's code, loaded after sign-in (features/palette/PaletteMount.tsx): notes the recent cards and
// projects, and draws the palette while open.
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { closePalette, palette } from '../../store/palette';
import { installRecents } from '../../store/recents';
import { CommandPalette } from './CommandPalette';

export function PaletteRoot() {
  const { open } = useSnapshot(palette);
  useEffect(() => installRecents(), []);
  return open ? <CommandPalette onClose={closePalette} /> : null;
}
