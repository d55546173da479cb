// The palette meets WCAG 2.2 AA at its source: text tokens on every background token of both themes, white on
// the solid fills, status badges and avatars, so a new screen built from the tokens inherits it.
import { describe, expect, it } from 'vitest';
import { AVATAR_COLORS } from '../../../common/avatarColor';
import { contrastRatio, underWhiteText, USE_CASE_COLORS } from './palette';
import { themes } from './theme';

const TEXT = 4.5;
const UI_PART = 3;

const TEXT_TOKENS = [
  'text',
  'textMuted',
  'textSubtle',
  'link',
  'accentSoftText',
  'danger',
  'dangerSoftText',
  'successSoftText',
  'warningSoftText',
] as const;
const BACKGROUNDS = [
  'bg',
  'bgSubtle',
  'surface',
  'surfaceRaised',
  'surfaceHover',
  'surfaceActive',
  'accentSoft',
  'dangerSoft',
  'successSoft',
  'warningSoft',
] as const;
const WHITE_ON = ['accent', 'accentHover', 'accentActive', 'dangerSolid', 'dangerHover'] as const;

/** Pairs below `minimum`, as "fg on bg 4.12", so a failure names every one. */
const below = (pairs: [string, string, string][], minimum: number) =>
  pairs
    .map(([label, fg, bg]) => `${label} ${contrastRatio(fg, bg).toFixed(2)}`)
    .filter((line) => Number(line.split(' ').pop()) < minimum);

describe.each(Object.values(themes))('the $mode theme', (theme) => {
  const { color, status } = theme;

  it('draws every text token at 4.5:1 or more on every background token', () => {
    const pairs = TEXT_TOKENS.flatMap((fg) =>
      BACKGROUNDS.map((bg): [string, string, string] => [`${fg} on ${bg}`, color[fg], color[bg]]),
    );
    expect(below(pairs, TEXT)).toEqual([]);
  });

  it('puts white text on the solid fills and the tooltip text on its background at 4.5:1 or more', () => {
    const pairs = WHITE_ON.map((bg): [string, string, string] => [
      `onAccent on ${bg}`,
      color.onAccent,
      color[bg],
    ]);
    pairs.push(['tooltipText on tooltipBg', color.tooltipText, color.tooltipBg]);
    expect(below(pairs, TEXT)).toEqual([]);
  });

  it('draws each status badge at 4.5:1 and the accent (focus, checked boxes) at 3:1 on the page', () => {
    const badges = Object.entries(status).map(([name, s]): [string, string, string] => [name, s.fg, s.bg]);
    expect(below(badges, TEXT)).toEqual([]);
    expect(below([['accent on surface', color.accent, color.surface]], UI_PART)).toEqual([]);
  });
});

describe('avatar colours', () => {
  it('keep white initials at 4.5:1 or more', () => {
    expect(AVATAR_COLORS.filter((hex) => contrastRatio('#FFFFFF', hex) < TEXT)).toEqual([]);
  });

  it('darken any other colour just enough for white initials, and leave readable ones alone', () => {
    for (const { hex } of USE_CASE_COLORS) {
      expect(contrastRatio('#FFFFFF', underWhiteText(hex))).toBeGreaterThanOrEqual(TEXT);
    }
    for (const hex of AVATAR_COLORS) expect(underWhiteText(hex)).toBe(hex);
    // a colour from elsewhere (a custom use case's): the same green, each channel scaled by one factor
    expect(underWhiteText('#16A34A')).toBe('#12863D');
  });
});
