// Reads of sessions for the socket layer: a session with its user, and when it ends.
import type { Db } from '../../db/connection';
import { sessionsRepo } from '../../db/repos/sessions';

/** A live session with its user (none once deleted) and when it ends; undefined when expired or unknown. */
export const sessionWithUser = (db: Db, sid: string) => sessionsRepo.getWithUser(db, sid);
