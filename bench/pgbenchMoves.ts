// bench:api's ceiling for rank moves: pgbench running the app's move statement (server/db/repos/cardMove.ts,
// its very text) on one card of a project, down or up at random, so the app's moves/s read as a share of what
// PostgreSQL allows for the same statement. Every move of a project takes its rank lock and its folder's
// event counter row until commit: this is the per-project ceiling.
import knex from 'knex';
import { ORDER_LIMIT } from '../common/schemas/cards';
import type { Db } from '../server/db/connection';
import { moveOneStatement } from '../server/db/repos/cardMove';
import { CHANGE_ROLES } from '../server/domain/policies/cards';
import { pgbenchStatement, pgbenchVersion, runScript, type PgbenchResult } from './pgbench';

/** The app's statement moving `cardId` one place `side` in the whole project, its values written in. */
function moveStatement(cardId: number, actorId: string, side: 'above' | 'below'): string {
  const db = knex({ client: 'pg' }) as unknown as Db;
  const sql = moveOneStatement(db, {
    actorId,
    cardId,
    roles: CHANGE_ROLES,
    side,
    group: { field: null },
    orderLimit: ORDER_LIMIT,
  }).toQuery();
  return pgbenchStatement(sql, []);
}

/** pgbench moving one card down or up (at random) for `seconds`; null when pgbench is not installed. */
export async function pgbenchMoves(
  databaseUrl: string,
  cardId: number,
  actorId: string,
  seconds: number,
  clients: number,
): Promise<PgbenchResult | null> {
  if (!(await pgbenchVersion())) return null;
  process.stderr.write('  pgbench, moves of one card, as the app sends them\n');
  const script = `\\set down random(0, 1)
\\if :down
${moveStatement(cardId, actorId, 'below')}
\\else
${moveStatement(cardId, actorId, 'above')}
\\endif
`;
  return runScript(databaseUrl, script, seconds, clients);
}
