// SQL for user_identities: the only place that reads or writes the provider accounts linked to Cardplan's.
import type { Db } from '../connection';

export interface IdentityRow {
  id: string;
  issuer: string;
  subject: string;
  /** null: the account was deleted (the link stays, so the provider cannot bring it back as a new one). */
  userId: string | null;
  createdAt: Date;
  lastSignInAt: Date;
}

export const identitiesRepo = {
  /**
   * Reads the link under a lock of the pair itself, taken even when no row exists yet: two first sign-ins
   * of one person at once take turns, and the second finds the account the first one made.
   */
  async lockByIssuerSubject(db: Db, issuer: string, subject: string): Promise<IdentityRow | undefined> {
    const { rows } = await db.raw<{ rows: IdentityRow[] }>(
      // The left join keeps the lock's row: the lock is taken whether or not the link exists.
      `SELECT i.* FROM (SELECT pg_advisory_xact_lock(hashtextextended(? || chr(10) || ?, 0))) AS locked
       LEFT JOIN user_identities i ON i.issuer = ? AND i.subject = ?`,
      [issuer, subject, issuer, subject],
    );
    return rows[0]?.id ? rows[0] : undefined;
  },

  /** Links (or links again) the provider's account to `userId`. */
  async link(db: Db, issuer: string, subject: string, userId: string): Promise<void> {
    await db.raw(
      `INSERT INTO user_identities (issuer, subject, "userId") VALUES (?, ?, ?)
       ON CONFLICT (issuer, subject) DO UPDATE SET "userId" = EXCLUDED."userId", "lastSignInAt" = now()`,
      [issuer, subject, userId],
    );
  },

  async touch(db: Db, id: string): Promise<void> {
    await db('user_identities').where({ id }).update({ lastSignInAt: db.fn.now() });
  },
};
