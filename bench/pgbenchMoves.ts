// bench:api's ceiling for rank moves: pgbench running the app's move statement (server/db/repos/cardMove.ts,
// its very text) on one card of a project, down and up in turn, so the app's moves/s read as a share of what
// PostgreSQL allows for the same statement. Every move of a project takes its rank lock and its folder's
// event counter row until commit: this is the per-project ceiling.
import knex from 'knex';
import { ORDER_LIMIT } from '../common/schemas/cards';
import type { Db } from '../server/db/connection';
import { moveOneStatement } from '../server/db/repos/cardMove';
import { CHANGE_ROLES } from '../server/domain/policies/cards';
import { pgbenchStatement, pgbenchVersion, runScript, type Edit, type PgbenchResult } from './pgbench';

/** The app's statement moving `cardId` one place `side` in the whole project (as a user of the board). */
export const oneCardMove = (db: Db, cardId: number, actorId: string, side: 'above' | 'below') =>
  moveOneStatement(db, {
    actorId,
    cardId,
    roles: CHANGE_ROLES,
    side,
    group: { field: null },
    orderLimit: ORDER_LIMIT,
  });

/** That statement for pgbench, its values written in. */
function moveStatement(cardId: number, actorId: string, side: 'above' | 'below', edit: Edit): string {
  const db = knex({ client: 'pg' }) as unknown as Db;
  return pgbenchStatement(edit(db, oneCardMove(db, cardId, actorId, side)).toQuery(), []);
}

/**
 * A pgbench script moving `cardId` one place down, then up, in turn (each client starting with the other way
 * than the client before), its statements edited; run it with MOVE_DEFINES. In turn, not at random: a random
 * walk of thousands of moves takes the card to an end of its project, where the moves that go on decline and
 * write nothing; in turn, the card stays within a place per client of where it started.
 */
export const movesScript = (cardId: number, actorId: string, edit: Edit = (_db, statement) => statement) =>
  `\\set turn :turn + 1
\\if (:turn + :client_id) % 2
${moveStatement(cardId, actorId, 'below', edit)}
\\else
${moveStatement(cardId, actorId, 'above', edit)}
\\endif
`;

/** movesScript's count of each client's moves (pgbench keeps a client's variables from one script to the next). */
export const MOVE_DEFINES = { turn: 0 };

/** pgbench moving one card down and up in turn for `seconds`; null when pgbench is not installed. */
export async function pgbenchMoves(
  databaseUrl: string,
  cardId: number,
  actorId: string,
  seconds: number,
  clients: number,
): Promise<PgbenchResult | null> {
  if (!(await pgbenchVersion())) return null;
  process.stderr.write('  pgbench, moves of one card, as the app sends them\n');
  return runScript(databaseUrl, movesScript(cardId, actorId), seconds, clients, MOVE_DEFINES);
}
