// Proving an e-mail address: verification links, and magic links (following one proves the address too).
// The first proof of a mailbox is when the account's pending shares turn active (docs/decisions.md
// "Access model"): signing up with an address proves nothing.
import { AUTH_MESSAGES } from '../../../../common/schemas/auth';
import { newToken, TOKEN_LIFETIMES_MS } from '../../../auth/tokens';
import type { Db } from '../../../db/connection';
import { sessionsRepo } from '../../../db/repos/sessions';
import { tokensRepo } from '../../../db/repos/tokens';
import { usersRepo, type UserRow } from '../../../db/repos/users';
import type { CommandOutcome } from '../../changes';
import { invalid, notFound } from '../../errors';
import { activateSharesFor } from '../shares';

const ALREADY_VERIFIED = 'Your e-mail address is already verified.';

export interface ProvenMailbox {
  user: UserRow;
  /** Sessions the proof ended: the caller ends their sockets once this commits. */
  endedSessions: string[];
}

/** Who followed a verification link: the signed-in account and its session, the account this browser created. */
export interface LinkFollower {
  userId?: string;
  sid?: string;
  signedUpUserId?: string;
}

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

/**
 * The mailbox of the account is proven. The first time, whoever created the account may not be the one
 * reading the mailbox (a squatter signing up with someone's address): every other session ends, and the
 * password goes unless `keepPassword` (the mailbox owner set it); they set one through a reset. Pending
 * shares to the address turn active (share.updated, so the owner sees it live).
 */
async function proveMailbox(
  trx: Db,
  userId: string,
  keep: { password: boolean; sid?: string },
): Promise<CommandOutcome<ProvenMailbox | undefined>> {
  const found = await usersRepo.lockById(trx, userId);
  if (!found) return { result: undefined, changes: [] };
  let user = found;
  let endedSessions: string[] = [];
  if (!found.emailVerified) {
    endedSessions = await sessionsRepo.destroyForUser(trx, userId, keep.sid);
    const proven = { emailVerified: true, ...(keep.password ? {} : { passwordHash: null }) };
    user = (await usersRepo.update(trx, userId, proven)) ?? found;
  }
  // Also on later proofs: a share created while the first proof was committing is taken up next time.
  return { result: { user, endedSessions }, changes: await activateSharesFor(trx, user) };
}

/**
 * Uses up the token; the proven account, or undefined when the token was not valid. Followed signed in as
 * that account, or in the browser that created it, the password stays: its author reads the mailbox.
 */
export async function verifyEmail(
  trx: Db,
  token: string,
  follower: LinkFollower,
): Promise<CommandOutcome<ProvenMailbox | undefined>> {
  const userId = token ? await tokensRepo.consumeForUser(trx, 'email_verification_tokens', token) : undefined;
  if (!userId) return { result: undefined, changes: [] };
  const signedIn = follower.userId === userId;
  return proveMailbox(trx, userId, {
    password: signedIn || follower.signedUpUserId === userId,
    sid: signedIn ? follower.sid : undefined,
  });
}

/** A magic link for any address, account or not: the answer must not tell which. The caller mails it. */
export async function issueMagicLink(db: Db, email: string): Promise<string> {
  const token = newToken();
  await tokensRepo.createMagicLink(db, email, token, TOKEN_LIFETIMES_MS.magicLink);
  return token;
}

/**
 * The address a magic link was for. Used up here, outside the sign-in's transaction, so a link that is
 * refused (no account has the address) stays used.
 */
export async function consumeMagicLink(db: Db, token: string): Promise<string> {
  const email = await tokensRepo.consumeMagicLink(db, token);
  if (!email) throw invalid(AUTH_MESSAGES.magicLinkInvalid);
  return email;
}

/** The account a magic link signs into; the caller starts a new session for it once this commits. */
export async function signInByMagicLink(trx: Db, email: string): Promise<CommandOutcome<ProvenMailbox>> {
  const user = await usersRepo.findByEmail(trx, email);
  if (!user) throw notFound(AUTH_MESSAGES.magicLinkNoAccount);
  const proof = await proveMailbox(trx, user.id, { password: false });
  if (!proof.result) throw notFound(AUTH_MESSAGES.magicLinkNoAccount); // deleted meanwhile
  return { result: proof.result, changes: proof.changes };
}
