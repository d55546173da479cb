// SQL for the three one-time token tables. Consuming deletes, so a token works once.
import { hashToken } from '../../auth/tokens';
import type { Db } from '../connection';

type UserTokenTable = 'email_verification_tokens' | 'password_reset_tokens';

const expiry = (lifetimeMs: number) => new Date(Date.now() + lifetimeMs);

export const tokensRepo = {
  async createForUser(db: Db, table: UserTokenTable, userId: string, token: string, lifetimeMs: number) {
    await db(table).insert({ userId, token: hashToken(token), expiresAt: expiry(lifetimeMs) });
  },

  /** The user id of a valid, unexpired token, without using it up (checked before costly work). */
  async peekForUser(db: Db, table: UserTokenTable, token: string): Promise<string | undefined> {
    const row = await db(table)
      .where({ token: hashToken(token) })
      .andWhere('expiresAt', '>', db.fn.now())
      .first<{ userId: string } | undefined>('userId');
    return row?.userId;
  },

  /** Deletes the token and returns its user id if it existed and had not expired. */
  async consumeForUser(db: Db, table: UserTokenTable, token: string): Promise<string | undefined> {
    const [row] = await db(table)
      .where({ token: hashToken(token) })
      .delete()
      .returning<{ userId: string; expiresAt: Date }[]>(['userId', 'expiresAt']);
    return row && row.expiresAt.getTime() > Date.now() ? row.userId : undefined;
  },

  async createMagicLink(db: Db, email: string, token: string, lifetimeMs: number) {
    await db('magic_link_tokens').insert({ email, token: hashToken(token), expiresAt: expiry(lifetimeMs) });
  },

  async consumeMagicLink(db: Db, token: string): Promise<string | undefined> {
    const [row] = await db('magic_link_tokens')
      .where({ token: hashToken(token) })
      .delete()
      .returning<{ email: string; expiresAt: Date }[]>(['email', 'expiresAt']);
    return row && row.expiresAt.getTime() > Date.now() ? row.email : undefined;
  },

  /**
   * Ends every outstanding reset, verification and magic-link token of an account: a link mailed before a
   * password change must not undo it or sign in after it.
   */
  async endAllFor(db: Db, user: { id: string; email: string }) {
    await db('password_reset_tokens').where({ userId: user.id }).delete();
    await db('email_verification_tokens').where({ userId: user.id }).delete();
    // Magic links are keyed by address, stored lower-case like users' e-mails.
    await db('magic_link_tokens').where({ email: user.email.toLowerCase() }).delete();
  },

  /** Housekeeping: drops every expired token and session. */
  async purgeExpired(db: Db) {
    for (const table of ['email_verification_tokens', 'password_reset_tokens', 'magic_link_tokens']) {
      await db(table).where('expiresAt', '<', db.fn.now()).delete();
    }
    await db('sessions').where('expire', '<', db.fn.now()).delete();
  },
};
