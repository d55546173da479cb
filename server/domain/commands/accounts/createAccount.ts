// Creating an account, by sign-up or by an admin: one e-mail, one account. Shares waiting for the address
// stay pending until the mailbox is proven (emailProof.ts), not when someone creates an account with it.
import type { Db } from '../../../db/connection';
import { usersRepo, type NewUser, type UserRow } from '../../../db/repos/users';
import { conflict } from '../../errors';

/** The cheap check, made before a password is hashed: a taken address costs no argon2. */
export async function assertEmailAvailable(db: Db, email: string, emailTaken: string): Promise<void> {
  if (await usersRepo.findByEmail(db, email)) throw conflict(emailTaken);
}

/**
 * `emailTaken` is the caller's wording: sign-up and the admin screen say it differently. The caller made
 * the cheap check before hashing; an address taken since (two sign-ups racing) is stopped by the unique key.
 */
export async function createAccount(trx: Db, account: NewUser, emailTaken: string): Promise<UserRow> {
  return usersRepo.create(trx, account).catch((error: unknown) => {
    throw usersRepo.isDuplicateEmail(error) ? conflict(emailTaken) : error;
  });
}
