// Signing in with e-mail and password: the check, and keeping stored hashes at today's parameters.
import argon2 from 'argon2';
import { ARGON2_OPTIONS, burnVerifyTime, hashPassword, verifyPassword } from '../../../auth/passwords';
import type { Db } from '../../../db/connection';
import { usersRepo, type UserRow } from '../../../db/repos/users';

/**
 * The account when the password matches, else undefined. An unknown address, or an account without a
 * password (cleared when its mailbox was proven by someone else), takes as long as a wrong password.
 */
export async function checkPassword(db: Db, email: string, password: string): Promise<UserRow | undefined> {
  const user = await usersRepo.findByEmail(db, email);
  if (!user?.passwordHash) {
    await burnVerifyTime(password);
    return undefined;
  }
  return (await verifyPassword(user.passwordHash, password)) ? user : undefined;
}

/** Re-hashes a password stored with older argon2 parameters, now that its plain text is at hand. */
export async function upgradePasswordHash(db: Db, user: UserRow, password: string): Promise<void> {
  if (user.passwordHash && argon2.needsRehash(user.passwordHash, ARGON2_OPTIONS)) {
    await usersRepo.update(db, user.id, { passwordHash: await hashPassword(password) });
  }
}
