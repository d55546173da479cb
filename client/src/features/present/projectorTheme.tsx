// The projector's own light/dark theme, dark by default and remembered apart from the app's: the
// app's theme tokens with stronger contrast, because projectors wash out pale greys and thin lines.
import { useCallback, useState, type ReactNode } from 'react';
import { ThemeProvider as StyledThemeProvider } from 'styled-components';
import { themes, type AppTheme, type ColorMode } from '../../ui';

export const PROJECTOR_THEME_KEY = 'cardplan:projector-theme';

export function readProjectorMode(): ColorMode {
  try {
    return window.localStorage.getItem(PROJECTOR_THEME_KEY) === 'light' ? 'light' : 'dark';
  } catch {
    return 'dark';
  }
}

function saveProjectorMode(mode: ColorMode) {
  try {
    window.localStorage.setItem(PROJECTOR_THEME_KEY, mode);
  } catch {
    // Private mode: the choice lasts for this page only.
  }
}

const overrides: Record<ColorMode, Partial<AppTheme['color']>> = {
  dark: {
    bg: '#08090B',
    bgSubtle: '#101216',
    surface: '#1A1D23',
    surfaceRaised: '#20242B',
    border: '#2A2E36',
    borderStrong: '#3B404B',
    text: '#F6F7F9',
    textMuted: '#B9BEC8',
    textSubtle: '#8E94A0',
  },
  light: {
    bg: '#FFFFFF',
    bgSubtle: '#F1F3F6',
    surface: '#FFFFFF',
    surfaceRaised: '#FFFFFF',
    border: '#D5D9E0',
    borderStrong: '#B3B9C4',
    text: '#0B0D10',
    textMuted: '#3D434D',
    textSubtle: '#5A606B',
  },
};

/** The glow of a card that just changed: warm, so it reads on both themes and next to every status. */
export const HIGHLIGHT_COLOR = { dark: '#FBBF24', light: '#F59E0B' } as const;

function projectorTheme(mode: ColorMode): AppTheme {
  const base = themes[mode];
  return { ...base, color: { ...base.color, ...overrides[mode] } };
}

/** The mode and a toggle that remembers it. */
export function useProjectorMode() {
  const [mode, setMode] = useState<ColorMode>(readProjectorMode);
  const toggle = useCallback(() => {
    setMode((now) => {
      const next = now === 'dark' ? 'light' : 'dark';
      saveProjectorMode(next);
      return next;
    });
  }, []);
  return { mode, toggle };
}

/** Built once, so a re-render does not hand styled-components a new theme object. */
const PROJECTOR_THEMES = { dark: projectorTheme('dark'), light: projectorTheme('light') };

export function ProjectorThemeProvider({ mode, children }: { mode: ColorMode; children: ReactNode }) {
  return <StyledThemeProvider theme={PROJECTOR_THEMES[mode]}>{children}</StyledThemeProvider>;
}
