// Product palettes shared by every screen: use-case colours, card statuses and impact emoji (spec 4 and 9).
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

/** White (and near-white) swatches vanish on light surfaces, so they are drawn with a grey border. */
export function needsSwatchBorder(hex: string): boolean {
  const m = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  if (!m?.[1]) return false;
  const n = parseInt(m[1], 16);
  const luminance = 0.2126 * ((n >> 16) & 255) + 0.7152 * ((n >> 8) & 255) + 0.0722 * (n & 255);
  return luminance > 235;
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

export const IMPACT_LABELS: Record<Impact, string> = {
  basics: 'Basics',
  treat: 'Treat',
  wow: 'Wow',
  ask: 'Ask',
  rush: 'Rush',
  fix: 'Fix',
  tbd: 'TBD',
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
    ready: { solid: '#16A34A', bg: '#E7F6EC', fg: '#15803D' },
    deployed: { solid: '#111318', bg: '#111318', fg: '#FFFFFF' },
  },
  dark: {
    backlog: { solid: '#6B7280', bg: '#2A2D34', fg: '#C4C8D0' },
    'in-progress': { solid: '#60A5FA', bg: '#172A4A', fg: '#93C5FD' },
    ready: { solid: '#4ADE80', bg: '#123322', fg: '#86EFAC' },
    deployed: { solid: '#F5F6F8', bg: '#F5F6F8', fg: '#111318' },
  },
};
