// SQL for the sessions table behind koa-session.
import { SESSION_ABSOLUTE_LIFETIME_MS } from '../../auth/sessionExpiry';
import type { Db } from '../connection';
import { prepared } from '../prepared';
import type { UserRow } from './users';

export interface StoredSession {
  userId?: string;
  /** Epoch ms of the sign-in: the absolute lifetime counts from here. */
  signedInAt?: number;
  [key: string]: unknown;
}

/**
 * Every column of UserRow, named (a record, so a new field of UserRow must be added here): a prepared
 * `u.*` would fail once a migration on another node added a column ("cached plan must not change result type").
 */
const USER_COLUMNS = Object.keys({
  id: true,
  email: true,
  firstName: true,
  lastName: true,
  profileImageUrl: true,
  passwordHash: true,
  emailVerified: true,
  authProvider: true,
  providerId: true,
  accessLevel: true,
  createdAt: true,
  updatedAt: true,
} satisfies Record<keyof UserRow, true>)
  .map((column) => `u."${column}"`)
  .join(', ');

export const sessionsRepo = {
  /**
   * The session and its signed-in user in one round trip (every API request and socket handshake starts
   * here). Past its idle expiry or its absolute lifetime a session is gone, however recently it was used.
   * `endsAt` (epoch ms): when it goes unless a request moves its idle expiry first.
   */
  async getWithUser(
    db: Db,
    sid: string,
  ): Promise<{ sess: StoredSession; user?: UserRow; endsAt: number } | undefined> {
    const signedInAfter = Date.now() - SESSION_ABSOLUTE_LIFETIME_MS;
    const { rows } = await prepared(
      db,
      `SELECT s.sess, s.expire AS "sessionExpire", ${USER_COLUMNS}
         FROM sessions s LEFT JOIN users u ON u.id = s."userId"
        WHERE s.sid = ? AND s.expire > now() AND COALESCE((s.sess->>'signedInAt')::bigint > ?, true)
        LIMIT 1`,
      [sid, signedInAfter],
    );
    const row = rows[0];
    if (!row) return undefined;
    const { sess, sessionExpire, ...user } = row as { sess: StoredSession; sessionExpire: Date } & UserRow;
    const absoluteEnd =
      typeof sess.signedInAt === 'number' ? sess.signedInAt + SESSION_ABSOLUTE_LIFETIME_MS : Infinity;
    const endsAt = Math.min(sessionExpire.getTime(), absoluteEnd);
    return { sess, user: user.id ? user : undefined, endsAt };
  },

  async upsert(db: Db, sid: string, sess: StoredSession, expire: Date) {
    await db('sessions')
      .insert({ sid, sess: JSON.stringify(sess), expire, userId: sess.userId ?? null })
      .onConflict('sid')
      .merge();
  },

  /** Writes a session that exists; one removed meanwhile (signed out) stays removed. */
  async update(db: Db, sid: string, sess: StoredSession, expire: Date): Promise<boolean> {
    const updated = await db('sessions')
      .where({ sid })
      .update({ sess: JSON.stringify(sess), expire, userId: sess.userId ?? null });
    return updated > 0;
  },

  async destroy(db: Db, sid: string) {
    await db('sessions').where({ sid }).delete();
  },

  /** Removes every session of a user, optionally keeping one; returns the removed ids. */
  async destroyForUser(db: Db, userId: string, exceptSid?: string): Promise<string[]> {
    const query = db('sessions').where({ userId });
    if (exceptSid) query.andWhereNot({ sid: exceptSid });
    const rows = await query.delete().returning<{ sid: string }[]>('sid');
    return rows.map((row) => row.sid);
  },
};
