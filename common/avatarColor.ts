// A person's avatar colour, one rule for every screen: the server's presence (realtime/identity.ts) and the
// client's avatars (ui/Avatar.tsx) both take it from the person's id, so the same person wears the same colour
// in the presence bar, the user menu, the meeting bar and the history.

/** Backgrounds under white initials (4.5:1 or more; ui/Avatar.tsx darkens any that is not): the use-case hues, darker. */
export const AVATAR_COLORS: readonly string[] = [
  '#6B7280', // grey
  '#2563EB', // blue
  '#15803D', // green
  '#C81E1E', // red
  '#7C3AED', // purple
  '#0E7490', // cyan
  '#C2410C', // orange
  '#BE185D', // pink
];

/** The colour of the person with this id (or, for someone without one, this name). */
export function avatarColor(seed: string): string {
  let hash = 0;
  for (const char of seed) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return AVATAR_COLORS[hash % AVATAR_COLORS.length]!;
}
