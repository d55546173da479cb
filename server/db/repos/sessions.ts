// SQL for the sessions table behind koa-session.
import { SESSION_ABSOLUTE_LIFETIME_MS } from '../../auth/sessionLifetime';
import type { Db } from '../connection';
import type { UserRow } from './users';

export interface StoredSession {
  userId?: string;
  /** Epoch ms of the sign-in: the absolute lifetime counts from here. */
  signedInAt?: number;
  [key: string]: unknown;
}

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
    const row = await db('sessions as s')
      .leftJoin('users as u', 'u.id', 's.userId')
      .where('s.sid', sid)
      .andWhere('s.expire', '>', db.fn.now())
      .andWhereRaw(`COALESCE((s.sess->>'signedInAt')::bigint > ?, true)`, [signedInAfter])
      .first('s.sess', 's.expire as sessionExpire', 'u.*');
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
