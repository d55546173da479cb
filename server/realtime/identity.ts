// How a person appears in presence: a display name, initials and a stable colour.
import { avatarColor } from '../../common/avatarColor';
import type { UserRow } from '../db/repos/users';

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
  return { userId: user.id, name, initials, color: avatarColor(user.id) };
}
