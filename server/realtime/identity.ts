// How a person appears in presence: a display name, initials and a stable colour.
import type { UserRow } from '../db/repos/users';

const AVATAR_COLORS = [
  '#2563EB',
  '#16A34A',
  '#D97706',
  '#DC2626',
  '#7C3AED',
  '#0891B2',
  '#65A30D',
  '#EA580C',
  '#DB2777',
  '#4F46E5',
];

export interface Identity {
  userId: string;
  name: string;
  initials: string;
  color: string;
}

export function identityOf(user: Pick<UserRow, 'id' | 'email' | 'firstName' | 'lastName'>): Identity {
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ').trim() || user.email;
  const words = name.split(/[\s@.]+/).filter(Boolean);
  const initials = (
    (words[0]?.[0] ?? '?') + (words.length > 1 ? (words.at(-1)?.[0] ?? '') : (words[0]?.[1] ?? ''))
  ).toUpperCase();
  let hash = 0;
  for (const char of user.id) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return { userId: user.id, name, initials, color: AVATAR_COLORS[hash % AVATAR_COLORS.length]! };
}
