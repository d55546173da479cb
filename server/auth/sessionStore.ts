// koa-session's external store on the sessions table: 14-day idle timeout, 30-day absolute lifetime.
import { randomBytes } from 'node:crypto';
import type { Db } from '../db/connection';
import { sessionsRepo, type StoredSession } from '../db/repos/sessions';
import type { UserRow } from '../db/repos/users';
import { sessionCookieUnusable } from './sessionCookie';
import { SESSION_IDLE_TIMEOUT_MS, sessionExpiry } from './sessionExpiry';

export { SESSION_IDLE_TIMEOUT_MS };
// A rolling session would otherwise write on every request; moving the expiry at most this often is enough.
const TOUCH_INTERVAL_MS = 60 * 60_000;

/** A 256-bit random session id. */
export const newSessionId = () => randomBytes(32).toString('base64url');

interface StoreContext {
  secure: boolean;
  sessionOptions?: { secure?: boolean };
  state: {
    sessionUser?: UserRow;
    sessionSaved?: string;
    /** The session whose row this request has seen (loaded or written): later writes only update it. */
    sessionStored?: string;
  };
}

export function createSessionStore(db: Db) {
  const lastTouched = new Map<string, number>();
  return {
    async get(sid: string, _maxAge: unknown, options?: { ctx?: StoreContext }) {
      // Over plain HTTP in production the cookie could not be renewed or cleared: signed out, not a 500.
      if (options?.ctx && sessionCookieUnusable(options.ctx)) return undefined;
      const found = await sessionsRepo.getWithUser(db, sid);
      // Handed to loadCurrentUser so it need not query the user again.
      if (found?.user && options?.ctx) options.ctx.state.sessionUser = found.user;
      if (found && options?.ctx) options.ctx.state.sessionStored = sid;
      return found?.sess;
    },
    async set(
      sid: string,
      sess: StoredSession,
      maxAge: number | 'session' | undefined,
      options?: { changed?: boolean; ctx?: StoreContext },
    ) {
      // A sign-in saves the regenerated session at once and koa-session saves it again at the end of the
      // request: the same content, written once.
      const { _expire, _maxAge, ...content } = sess as StoredSession & { _expire?: number; _maxAge?: number };
      const saved = `${sid} ${JSON.stringify(content)}`;
      if (options?.ctx?.state.sessionSaved === saved) return;
      // Sessions from before the absolute lifetime existed start counting now.
      if (sess.userId && typeof sess.signedInAt !== 'number') sess.signedInAt = Date.now();
      const lifetime = typeof maxAge === 'number' ? maxAge : SESSION_IDLE_TIMEOUT_MS;
      const expire = sessionExpiry(Date.now(), lifetime, sess.signedInAt);
      // Unchanged content (koa-session's rolling save): skip the write if the expiry moved recently.
      const touched = lastTouched.get(sid);
      if (options?.changed === false && touched !== undefined && Date.now() - touched < TOUCH_INTERVAL_MS)
        return;
      // A request still running when its session was ended (signed out, signed in again elsewhere on this
      // browser, a password reset) must not write the session back at its end: only a new session is inserted.
      const stored = options?.ctx?.state.sessionStored === sid;
      if (stored && !(await sessionsRepo.update(db, sid, sess, expire))) {
        lastTouched.delete(sid);
        return;
      }
      if (!stored) await sessionsRepo.upsert(db, sid, sess, expire);
      if (options?.ctx) Object.assign(options.ctx.state, { sessionSaved: saved, sessionStored: sid });
      if (lastTouched.size > 10_000) lastTouched.clear();
      lastTouched.set(sid, Date.now());
    },
    async destroy(sid: string) {
      lastTouched.delete(sid);
      await sessionsRepo.destroy(db, sid);
    },
  };
}
