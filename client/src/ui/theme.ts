// Design tokens and the light/dark styled-components themes every component reads through `props.theme`.
import { STATUS_COLORS } from './palette';

const neutralLight = {
  0: '#FFFFFF',
  25: '#FCFCFD',
  50: '#F7F7F9',
  100: '#F0F1F4',
  200: '#E4E6EB',
  300: '#D3D6DD',
  400: '#A4A9B4',
  500: '#7A808C',
  600: '#5B616D',
  700: '#40454F',
  800: '#272A31',
  900: '#17191E',
  950: '#0E0F12',
};

const neutralDark = {
  0: '#0E0F12',
  25: '#121317',
  50: '#16181C',
  100: '#1C1E23',
  200: '#26292F',
  300: '#33363E',
  400: '#4C505A',
  500: '#6E7380',
  600: '#9297A3',
  700: '#B5B9C3',
  800: '#D9DCE2',
  900: '#EEF0F3',
  950: '#FAFAFB',
};

const shared = {
  font: {
    sans: "'Inter', 'InterVariable', ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif, 'Apple Color Emoji', 'Segoe UI Emoji'",
    mono: "'JetBrains Mono', ui-monospace, 'SF Mono', SFMono-Regular, Menlo, Consolas, monospace",
  },
  fontSize: {
    xs: '0.75rem',
    sm: '0.8125rem',
    md: '0.875rem',
    lg: '1rem',
    xl: '1.125rem',
    '2xl': '1.375rem',
    '3xl': '1.75rem',
    '4xl': '2.5rem',
    '5xl': '3.5rem',
  },
  fontWeight: { light: 300, regular: 400, medium: 500, semibold: 600, bold: 700, black: 800 },
  lineHeight: { tight: 1.1, snug: 1.3, normal: 1.5, relaxed: 1.65 },
  /** 4 px grid: space[4] is 16 px. */
  space: {
    0: '0',
    0.5: '2px',
    1: '4px',
    1.5: '6px',
    2: '8px',
    3: '12px',
    4: '16px',
    5: '20px',
    6: '24px',
    8: '32px',
    10: '40px',
    12: '48px',
    16: '64px',
    20: '80px',
  },
  radius: { xs: '4px', sm: '6px', md: '8px', lg: '12px', xl: '16px', full: '9999px' },
  z: {
    base: 0,
    raised: 1,
    sticky: 10,
    dropdown: 1000,
    overlay: 1100,
    dialog: 1200,
    popover: 1300,
    tooltip: 1400,
    toast: 1500,
  },
  motion: {
    fast: '120ms',
    normal: '200ms',
    slow: '320ms',
    ease: 'cubic-bezier(0.2, 0.8, 0.2, 1)',
    easeIn: 'cubic-bezier(0.4, 0, 1, 1)',
  },
  breakpoint: { sm: '640px', md: '900px', lg: '1200px' },
  layout: { sidebarWidth: '300px', toastMaxWidth: '420px' },
};

const light = {
  mode: 'light' as 'light' | 'dark',
  neutral: neutralLight,
  // WCAG 2.2 AA (theme.test.ts): every text token reaches 4.5:1 on every background token of its theme, and
  // white reaches 4.5:1 on the solid fills (accent, dangerSolid). `danger` is for text, icons and outlines;
  // a filled danger button or toast uses `dangerSolid` (hover: `dangerHover`), as no one red reads both on and
  // under dark surfaces.
  color: {
    bg: '#F7F7F9',
    bgSubtle: '#F0F1F4',
    surface: '#FFFFFF',
    surfaceRaised: '#FFFFFF',
    surfaceHover: '#F3F4F6',
    surfaceActive: '#E9EBEF',
    border: '#E4E6EB',
    borderStrong: '#D3D6DD',
    text: '#17191E',
    textMuted: '#5B616D',
    textSubtle: '#626773',
    textInverse: '#FFFFFF',
    accent: '#5B5BD6',
    accentHover: '#4B4BC4',
    accentActive: '#3F3FAE',
    accentSoft: '#EEEEFC',
    accentSoftText: '#4040B0',
    onAccent: '#FFFFFF',
    link: '#4B4BC4',
    danger: '#C81E1E',
    dangerSolid: '#B91C1C',
    dangerHover: '#991B1B',
    dangerSoft: '#FDECEC',
    dangerSoftText: '#B42318',
    success: '#16A34A',
    successSoft: '#E7F6EC',
    successSoftText: '#147538',
    warning: '#D97706',
    warningSoft: '#FEF3E2',
    warningSoftText: '#A64C07',
    focusRing: 'rgba(91, 91, 214, 0.55)',
    overlay: 'rgba(15, 17, 22, 0.45)',
    selection: 'rgba(91, 91, 214, 0.18)',
    tooltipBg: '#17191E',
    tooltipText: '#FFFFFF',
  },
  status: STATUS_COLORS.light,
  shadow: {
    xs: '0 1px 2px rgba(16, 18, 24, 0.06)',
    sm: '0 1px 2px rgba(16, 18, 24, 0.06), 0 1px 3px rgba(16, 18, 24, 0.08)',
    md: '0 2px 4px rgba(16, 18, 24, 0.04), 0 6px 16px rgba(16, 18, 24, 0.08)',
    lg: '0 8px 24px rgba(16, 18, 24, 0.10), 0 2px 6px rgba(16, 18, 24, 0.06)',
    xl: '0 24px 64px rgba(16, 18, 24, 0.18), 0 4px 12px rgba(16, 18, 24, 0.08)',
  },
  ...shared,
};

export type AppTheme = typeof light;

const dark: AppTheme = {
  ...light,
  mode: 'dark',
  neutral: neutralDark,
  color: {
    bg: '#0E0F12',
    bgSubtle: '#131418',
    surface: '#16181C',
    surfaceRaised: '#1C1E23',
    surfaceHover: '#22252B',
    surfaceActive: '#2A2D34',
    border: '#272A31',
    borderStrong: '#363A42',
    text: '#EEF0F3',
    textMuted: '#A3A8B3',
    textSubtle: '#9297A3',
    textInverse: '#0E0F12',
    accent: '#6060E8',
    accentHover: '#5656DE',
    accentActive: '#4A4ACB',
    accentSoft: '#23234A',
    accentSoftText: '#B4B4FA',
    onAccent: '#FFFFFF',
    link: '#A5A5F7',
    danger: '#F87171',
    dangerSolid: '#B91C1C',
    dangerHover: '#C81E1E',
    dangerSoft: '#3A1A1C',
    dangerSoftText: '#FCA5A5',
    success: '#22C55E',
    successSoft: '#12301F',
    successSoftText: '#86EFAC',
    warning: '#F59E0B',
    warningSoft: '#35260E',
    warningSoftText: '#FCD34D',
    focusRing: 'rgba(140, 140, 245, 0.65)',
    overlay: 'rgba(0, 0, 0, 0.6)',
    selection: 'rgba(124, 124, 240, 0.3)',
    tooltipBg: '#EEF0F3',
    tooltipText: '#0E0F12',
  },
  status: STATUS_COLORS.dark,
  shadow: {
    xs: '0 1px 2px rgba(0, 0, 0, 0.4)',
    sm: '0 1px 2px rgba(0, 0, 0, 0.4), 0 1px 3px rgba(0, 0, 0, 0.3)',
    md: '0 2px 4px rgba(0, 0, 0, 0.3), 0 8px 20px rgba(0, 0, 0, 0.35)',
    lg: '0 10px 28px rgba(0, 0, 0, 0.45), 0 2px 6px rgba(0, 0, 0, 0.3)',
    xl: '0 24px 64px rgba(0, 0, 0, 0.6), 0 4px 12px rgba(0, 0, 0, 0.4)',
  },
};

export const lightTheme: AppTheme = light;
const darkTheme: AppTheme = dark;
export const themes = { light: lightTheme, dark: darkTheme } as const;
export type ColorMode = AppTheme['mode'];

/** Media query for layouts below a breakpoint, e.g. `${below('md')} { ... }`. */
export const below = (bp: keyof typeof shared.breakpoint) => `@media (max-width: ${shared.breakpoint[bp]})`;
