// Sign-up: a new account that must still prove its e-mail address (its pending shares wait for that).
import { AUTH_MESSAGES, type SignUpRequest } from '../../../../common/schemas/auth';
import type { Db } from '../../../db/connection';
import type { UserRow } from '../../../db/repos/users';
import type { CommandOutcome } from '../../changes';
import { createAccount } from './createAccount';
import { issueVerificationToken } from './emailProof';

export interface SignedUp {
  user: UserRow;
  /** For the verification link the caller mails once the account is committed. */
  verificationToken: string;
}

/** The password arrives hashed: hashing is slow, and must not hold the transaction open. */
export async function signUp(
  trx: Db,
  input: Omit<SignUpRequest, 'password'>,
  passwordHash: string,
): Promise<CommandOutcome<SignedUp>> {
  const { email, firstName, lastName } = input;
  const user = await createAccount(
    trx,
    { email, firstName, lastName, passwordHash },
    AUTH_MESSAGES.emailTaken,
  );
  return { result: { user, verificationToken: await issueVerificationToken(trx, user.id) }, changes: [] };
}
