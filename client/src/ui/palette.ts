// Product palettes shared by every screen: use-case colours, card statuses and impact emoji (spec 4 and 9).
// Names are the card field registry's (common/cardFields): IMPACT_LABELS, CARD_STATUS_LABELS.
import type { CardStatus, Impact } from '../../../common/schemas/cards';

export interface UseCaseColor {
  name: string;
  hex: string;
}

/** Preset use-case colours, in colour-picker order (6 per row). The first is the default grey. */
export const USE_CASE_COLORS: readonly UseCaseColor[] = [
  { name: 'Grey', hex: '#6B7280' },
  { name: 'Blue', hex: '#3B82F6' },
  { name: 'Green', hex: '#22C55E' },
  { name: 'Amber', hex: '#F59E0B' },
  { name: 'Red', hex: '#EF4444' },
  { name: 'Purple', hex: '#8B5CF6' },
  { name: 'Cyan', hex: '#06B6D4' },
  { name: 'Lime', hex: '#84CC16' },
  { name: 'Orange', hex: '#F97316' },
  { name: 'Pink', hex: '#EC4899' },
  { name: 'White', hex: '#FFFFFF' },
  { name: 'Yellow', hex: '#FACC15' },
];

export const DEFAULT_USE_CASE_COLOR = '#6B7280';

/** Name of a preset colour, or the hex itself for a custom one. */
export function colorName(hex: string): string {
  return USE_CASE_COLORS.find((c) => c.hex.toLowerCase() === hex.toLowerCase())?.name ?? hex;
}

function rgbOf(hex: string): [number, number, number] | null {
  const m = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  if (!m?.[1]) return null;
  const n = parseInt(m[1], 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** White (and near-white) swatches vanish on light surfaces, so they are drawn with a grey border. */
export function needsSwatchBorder(hex: string): boolean {
  const rgb = rgbOf(hex);
  if (!rgb) return false;
  return 0.2126 * rgb[0] + 0.7152 * rgb[1] + 0.0722 * rgb[2] > 235;
}

/** WCAG 2 relative luminance of `#RRGGBB`. */
function relativeLuminance([r, g, b]: [number, number, number]): number {
  const linear = (c: number) => (c / 255 <= 0.04045 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4);
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG 2 contrast ratio of two `#RRGGBB` colours (1 to 21); text needs 4.5, large text and UI parts 3. */
export function contrastRatio(a: string, b: string): number {
  const [x, y] = [rgbOf(a), rgbOf(b)];
  if (!x || !y) return 1;
  const [p, q] = [relativeLuminance(x), relativeLuminance(y)];
  return (Math.max(p, q) + 0.05) / (Math.min(p, q) + 0.05);
}

/**
 * The colour itself when white text on it reads at 4.5:1, else the same hue darkened just enough: for
 * colours from elsewhere (a custom use-case colour, a colour given to an avatar) under white initials.
 */
export function underWhiteText(hex: string): string {
  const rgb = rgbOf(hex);
  if (!rgb) return hex;
  const channel = (c: number, scale: number) =>
    Math.round(c * scale)
      .toString(16)
      .padStart(2, '0');
  for (let scale = 1; scale > 0; scale -= 0.02) {
    const candidate = `#${rgb.map((c) => channel(c, scale)).join('')}`.toUpperCase();
    if (contrastRatio('#FFFFFF', candidate) >= 4.5) return candidate;
  }
  return '#000000';
}

export const IMPACT_EMOJI: Record<Impact, string> = {
  basics: '🧱',
  treat: '🧁',
  wow: '💎',
  ask: '👉',
  rush: '⏱️',
  fix: '🔧',
  tbd: '🎲',
};

export interface StatusColors {
  /** Solid colour: dots, progress bars. */
  solid: string;
  /** Tinted background of a status badge. */
  bg: string;
  /** Text on that background. */
  fg: string;
}

/** Card status palette: backlog grey, in-progress blue, ready green, deployed black (inverted in dark mode). */
export const STATUS_COLORS: Record<'light' | 'dark', Record<CardStatus, StatusColors>> = {
  light: {
    backlog: { solid: '#9CA3AF', bg: '#F1F2F4', fg: '#4B5563' },
    'in-progress': { solid: '#3B82F6', bg: '#E8F0FE', fg: '#1D4ED8' },
    ready: { solid: '#16A34A', bg: '#E7F6EC', fg: '#147538' },
    deployed: { solid: '#111318', bg: '#111318', fg: '#FFFFFF' },
  },
  dark: {
    backlog: { solid: '#6B7280', bg: '#2A2D34', fg: '#C4C8D0' },
    'in-progress': { solid: '#60A5FA', bg: '#172A4A', fg: '#93C5FD' },
    ready: { solid: '#4ADE80', bg: '#123322', fg: '#86EFAC' },
    deployed: { solid: '#F5F6F8', bg: '#F5F6F8', fg: '#111318' },
  },
};
