// Proving an e-mail address: verification links, and magic links (following one proves the address too).
import { AUTH_MESSAGES } from '../../../../common/schemas/auth';
import { newToken, TOKEN_LIFETIMES_MS } from '../../../auth/tokens';
import type { Db } from '../../../db/connection';
import { tokensRepo } from '../../../db/repos/tokens';
import { usersRepo, type UserRow } from '../../../db/repos/users';
import { invalid, notFound } from '../../errors';

export const ALREADY_VERIFIED = 'Your e-mail address is already verified.';

/** A token for the verification link; the caller mails it. */
export async function issueVerificationToken(db: Db, userId: string): Promise<string> {
  const token = newToken();
  await tokensRepo.createForUser(
    db,
    'email_verification_tokens',
    userId,
    token,
    TOKEN_LIFETIMES_MS.emailVerification,
  );
  return token;
}

/** Checked before the resend is rate-limited: a verified account never uses up its allowance. */
export function assertNotVerified(user: Pick<UserRow, 'emailVerified'>): void {
  if (user.emailVerified) throw invalid(ALREADY_VERIFIED);
}

/** Uses up the token; true when it was valid and the address now counts as verified. */
export async function verifyEmail(db: Db, token: string): Promise<boolean> {
  const userId = token ? await tokensRepo.consumeForUser(db, 'email_verification_tokens', token) : undefined;
  if (userId) await usersRepo.update(db, userId, { emailVerified: true });
  return Boolean(userId);
}

/** A magic link for any address, account or not: the answer must not tell which. The caller mails it. */
export async function issueMagicLink(db: Db, email: string): Promise<string> {
  const token = newToken();
  await tokensRepo.createMagicLink(db, email, token, TOKEN_LIFETIMES_MS.magicLink);
  return token;
}

/**
 * The account a magic link signs into. The token is used up even when no account has the address
 * (no transaction on purpose: a refused link stays used).
 */
export async function redeemMagicLink(db: Db, token: string): Promise<UserRow> {
  const email = await tokensRepo.consumeMagicLink(db, token);
  if (!email) throw invalid(AUTH_MESSAGES.magicLinkInvalid);
  const user = await usersRepo.findByEmail(db, email);
  if (!user) throw notFound(AUTH_MESSAGES.magicLinkNoAccount);
  if (user.emailVerified) return user;
  return (await usersRepo.update(db, user.id, { emailVerified: true })) ?? user;
}
