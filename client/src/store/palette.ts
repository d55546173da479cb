// Whether the command palette (features/palette) is open. Kept apart from its code, which loads after sign-in,
// so the keys that open it work from the first moment (features/palette/PaletteMount.tsx).
import { proxy } from 'valtio';

export const palette = proxy<{ open: boolean }>({ open: false });

export const openPalette = () => {
  palette.open = true;
};
export const closePalette = () => {
  palette.open = false;
};
export const togglePalette = () => {
  palette.open = !palette.open;
};
