// SQL for the sessions table behind koa-session.
import type { Db } from '../connection';

export interface StoredSession {
  userId?: string;
  [key: string]: unknown;
}

export const sessionsRepo = {
  async get(db: Db, sid: string): Promise<StoredSession | undefined> {
    const row = await db('sessions').where({ sid }).andWhere('expire', '>', db.fn.now()).first('sess');
    return row?.sess as StoredSession | undefined;
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
