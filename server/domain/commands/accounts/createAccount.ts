// Creating an account, by sign-up or by an admin: one e-mail, one account, and the shares waiting for it.
import type { Db } from '../../../db/connection';
import { usersRepo, type NewUser, type UserRow } from '../../../db/repos/users';
import type { CommandOutcome } from '../../changes';
import { conflict } from '../../errors';
import { activateSharesFor } from '../shares';

/**
 * Creates the account and takes up the shares pending for its address (they turn active live).
 * `emailTaken` is the caller's wording: sign-up and the admin screen say it differently.
 */
export async function createAccount(
  trx: Db,
  account: NewUser,
  emailTaken: string,
): Promise<CommandOutcome<UserRow>> {
  if (await usersRepo.findByEmail(trx, account.email)) throw conflict(emailTaken);
  // Two sign-ups racing with one address both pass the check above; the unique key stops the second.
  const user = await usersRepo.create(trx, account).catch((error: unknown) => {
    throw usersRepo.isDuplicateEmail(error) ? conflict(emailTaken) : error;
  });
  return { result: user, changes: await activateSharesFor(trx, user) };
}
