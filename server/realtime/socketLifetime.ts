// A signed-in socket lives no longer than its session (docs/security.md "Sessions and tokens"). When the
// session is due to end (the end the handshake read), it is read again: gone, it is disconnected; moved on by
// REST requests meanwhile (the idle timeout), the socket waits for the new end. Only REST requests keep a
// session alive: a socket's own traffic does not, as no request reaches the session store.
import type { Db } from '../db/connection';
import { sessionWithUser } from '../domain/queries/sessions';
import type { Logger } from '../logger';
import type { RealtimeSocket } from './types';

/** setTimeout's longest delay (about 24.8 days); a later end is simply checked again then. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;
/** A database clock a little behind this node's: the session may still be valid at its end; check again. */
const RECHECK_MS = 1000;

export function endWithSession(socket: RealtimeSocket, db: Db, logger: Logger): void {
  const { sid, userId } = socket.data;
  let timer: NodeJS.Timeout | undefined;

  const waitUntil = (endsAt: number) => {
    timer = setTimeout(check, Math.min(Math.max(endsAt - Date.now(), 0), LONGEST_TIMER_MS));
  };
  async function check() {
    const found = await sessionWithUser(db, sid).catch((error: unknown) => {
      // Failing closed: the client reconnects a second later, and its handshake decides.
      logger.error({ err: error, socket: socket.id }, 'session check failed');
      return undefined;
    });
    if (!socket.connected) return;
    if (found?.user?.id === userId) waitUntil(Math.max(found.endsAt, Date.now() + RECHECK_MS));
    else socket.disconnect(true);
  }

  // No end known (the handshake always gives one): read it now.
  waitUntil(socket.data.sessionEndsAt ?? Date.now());
  socket.on('disconnect', () => clearTimeout(timer));
}
