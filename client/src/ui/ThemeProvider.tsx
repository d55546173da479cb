// Chooses the light or dark theme (system preference unless the user picked one) and lets any screen switch it.
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { ThemeProvider as StyledThemeProvider } from 'styled-components';
import { themes, type ColorMode } from './theme';

export type ColorSchemePreference = ColorMode | 'system';

const STORAGE_KEY = 'cardplan:color-scheme';
const DARK_QUERY = '(prefers-color-scheme: dark)';

interface ColorSchemeContextValue {
  /** What the user chose ('system' follows the operating system). */
  preference: ColorSchemePreference;
  /** The scheme actually shown. */
  mode: ColorMode;
  setPreference: (preference: ColorSchemePreference) => void;
  /** Flips between light and dark, remembering the choice. */
  toggle: () => void;
}

const ColorSchemeContext = createContext<ColorSchemeContextValue | null>(null);

function readPreference(): ColorSchemePreference {
  try {
    const stored = window.localStorage.getItem(STORAGE_KEY);
    return stored === 'light' || stored === 'dark' ? stored : 'system';
  } catch {
    return 'system';
  }
}

function systemMode(): ColorMode {
  return typeof window.matchMedia === 'function' && window.matchMedia(DARK_QUERY).matches ? 'dark' : 'light';
}

export function ThemeProvider({ children }: { children: ReactNode }) {
  const [preference, setPreferenceState] = useState<ColorSchemePreference>(readPreference);
  const [system, setSystem] = useState<ColorMode>(systemMode);

  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia(DARK_QUERY);
    const onChange = () => setSystem(query.matches ? 'dark' : 'light');
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);

  const mode = preference === 'system' ? system : preference;

  const setPreference = useCallback((next: ColorSchemePreference) => {
    setPreferenceState(next);
    try {
      if (next === 'system') window.localStorage.removeItem(STORAGE_KEY);
      else window.localStorage.setItem(STORAGE_KEY, next);
    } catch {
      // Private mode: the choice lasts for this page only.
    }
  }, []);

  const value = useMemo<ColorSchemeContextValue>(
    () => ({
      preference,
      mode,
      setPreference,
      toggle: () => setPreference(mode === 'dark' ? 'light' : 'dark'),
    }),
    [preference, mode, setPreference],
  );

  return (
    <ColorSchemeContext.Provider value={value}>
      <StyledThemeProvider theme={themes[mode]}>{children}</StyledThemeProvider>
    </ColorSchemeContext.Provider>
  );
}

export function useColorScheme(): ColorSchemeContextValue {
  const value = useContext(ColorSchemeContext);
  if (!value) throw new Error('useColorScheme must be used inside <ThemeProvider>');
  return value;
}
