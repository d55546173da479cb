// For race tests that hold one transaction open while another runs: knowing when the second one is waiting.
import type { Knex } from 'knex';

/** Resolves once some statement of this database (at least `count` of them) waits for a lock. */
export async function someoneWaitsForALock(db: Knex, count = 1) {
  for (;;) {
    const { rows } = await db.raw(
      `SELECT count(*)::int AS n FROM pg_stat_activity
        WHERE datname = current_database() AND wait_event_type = 'Lock'`,
    );
    if (rows[0].n >= count) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
