// One-statement card creates: the order after a project's last card, read with a fresh snapshot.
// A create numbers its card by updating the project's row, which takes the project's rank lock inside the
// statement; a plain subquery of that statement would still read the cards as they were before it waited for
// the lock, and place two cards at one order. A VOLATILE function's query takes a new snapshot (READ
// COMMITTED), so it sees every card committed by the writes it waited for.
import type { Knex } from 'knex';

/** SQLSTATE of "the project's orders reached the limit": the caller renumbers (server/db/repos/cardCreate.ts). */
export const ORDERS_FULL = 'CP001';

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE FUNCTION card_order_after_last(project integer, order_limit numeric) RETURNS numeric
    LANGUAGE plpgsql VOLATILE AS $$
    DECLARE after_last numeric := COALESCE((SELECT max("order") FROM cards WHERE "projectId" = project), 0) + 1;
    BEGIN
      IF after_last >= order_limit THEN
        RAISE EXCEPTION 'the orders of project % reached the limit', project USING ERRCODE = '${ORDERS_FULL}';
      END IF;
      RETURN after_last;
    END $$`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP FUNCTION IF EXISTS card_order_after_last(integer, numeric)');
}
