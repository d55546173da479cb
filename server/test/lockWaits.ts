// For race tests that hold one transaction open while another runs: holding a project's rank lock, and
// knowing when (and how many) statements wait for a lock.
import type { Knex } from 'knex';

/** Statements of this database waiting for a lock now. */
export async function lockWaiters(db: Knex): Promise<number> {
  const { rows } = await db.raw(
    `SELECT count(*)::int AS n FROM pg_stat_activity
      WHERE datname = current_database() AND wait_event_type = 'Lock'`,
  );
  return rows[0].n;
}

/** Resolves once some statement of this database (at least `count` of them) waits for a lock. */
export async function someoneWaitsForALock(db: Knex, count = 1) {
  while ((await lockWaiters(db)) < count) await new Promise((resolve) => setTimeout(resolve, 10));
}

/**
 * Holds the project's rank lock (FOR NO KEY UPDATE of its row, as a create, a move or a renumber takes it) in a
 * transaction of its own, until the test commits or rolls it back.
 */
export async function holdRanks(db: Knex, projectId: number): Promise<Knex.Transaction> {
  const trx = await db.transaction();
  await trx('projects').where({ id: projectId }).forNoKeyUpdate().first('id');
  return trx;
}
