// Forgotten passwords: a reset link for e-mail accounts, and the reset that signs the account out everywhere.
import { AUTH_MESSAGES } from '../../../../common/schemas/auth';
import { newToken, TOKEN_LIFETIMES_MS } from '../../../auth/tokens';
import type { Db } from '../../../db/connection';
import { sessionsRepo } from '../../../db/repos/sessions';
import { tokensRepo } from '../../../db/repos/tokens';
import { usersRepo, type UserRow } from '../../../db/repos/users';
import { invalid } from '../../errors';

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

/**
 * Sets the new password and drops every session of the account: whoever knew the old password is out.
 * The caller ends the account's live sockets. A bad token is refused after the transaction commits, so
 * an expired token stays used up.
 */
export async function resetPassword(db: Db, token: string, passwordHash: string): Promise<UserRow> {
  const user = await db.transaction(async (trx) => {
    const userId = await tokensRepo.consumeForUser(trx, 'password_reset_tokens', token);
    if (!userId) return undefined;
    await sessionsRepo.destroyForUser(trx, userId);
    // Following the mailed link proves the address.
    return usersRepo.update(trx, userId, { passwordHash, emailVerified: true });
  });
  if (!user) throw invalid(AUTH_MESSAGES.resetLinkInvalid);
  return user;
}
