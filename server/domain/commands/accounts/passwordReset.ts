// Forgotten passwords: a reset link for e-mail accounts, and the reset that signs the account out everywhere.
import { AUTH_MESSAGES } from '../../../../common/schemas/auth';
import { newToken, TOKEN_LIFETIMES_MS } from '../../../auth/tokens';
import type { Db } from '../../../db/connection';
import { sessionsRepo } from '../../../db/repos/sessions';
import { tokensRepo } from '../../../db/repos/tokens';
import { usersRepo, type UserRow } from '../../../db/repos/users';
import type { CommandOutcome } from '../../changes';
import { invalid } from '../../errors';
import { activateSharesFor } from '../shares';

/** The account and the token to mail it, or undefined when no account has the address. */
export async function requestPasswordReset(
  db: Db,
  email: string,
): Promise<{ user: UserRow; token: string } | undefined> {
  const user = await usersRepo.findByEmail(db, email);
  if (!user) return undefined;
  // Accounts signed in through a provider have no password of ours to reset.
  if (user.authProvider !== 'email') throw invalid(AUTH_MESSAGES.oauthReset);
  const token = newToken();
  await tokensRepo.createForUser(
    db,
    'password_reset_tokens',
    user.id,
    token,
    TOKEN_LIFETIMES_MS.passwordReset,
  );
  return { user, token };
}

/** Checked before the new password is hashed, without using the token up: a bogus token costs no argon2. */
export async function assertResetTokenValid(db: Db, token: string): Promise<void> {
  if (!(await tokensRepo.peekForUser(db, 'password_reset_tokens', token)))
    throw invalid(AUTH_MESSAGES.resetLinkInvalid);
}

/**
 * Sets the new password and drops every session and every other mailed link of the account: whoever knew
 * the old password, or holds an older link, is out. Following the mailed link proves the address, so the
 * shares waiting for it turn active. The caller ends the account's live sockets once this commits.
 */
export async function resetPassword(
  trx: Db,
  token: string,
  passwordHash: string,
): Promise<CommandOutcome<{ user: UserRow }>> {
  // Checked again: two resets racing with one token both passed assertResetTokenValid.
  const userId = await tokensRepo.consumeForUser(trx, 'password_reset_tokens', token);
  const user = userId && (await usersRepo.update(trx, userId, { passwordHash, emailVerified: true }));
  if (!user) throw invalid(AUTH_MESSAGES.resetLinkInvalid);
  await sessionsRepo.destroyForUser(trx, user.id);
  await tokensRepo.endAllFor(trx, user);
  return { result: { user }, changes: await activateSharesFor(trx, user) };
}
