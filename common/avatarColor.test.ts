// One person, one colour: presence's (server, from the id) and every avatar's on screen agree.
import { describe, expect, it } from 'vitest';
import { AVATAR_COLORS, avatarColor } from './avatarColor';

describe('avatarColor', () => {
  it('gives a person the same colour every time, from the palette, and spreads people over it', () => {
    const ids = Array.from(
      { length: 64 },
      (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    );
    for (const id of ids) {
      expect(AVATAR_COLORS).toContain(avatarColor(id));
      expect(avatarColor(id)).toBe(avatarColor(id));
    }
    expect(new Set(ids.map(avatarColor)).size).toBeGreaterThan(AVATAR_COLORS.length / 2);
  });
});
