// Planning poker (docs/estimation.md "Planning poker"): a vote's round (1, then one more for each re-vote on
// the same card and field in the meeting), whether it reveals itself once everyone has voted, and its timer.
// Votes kept before keep round 1, no auto-reveal and no timer.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    ALTER TABLE meeting_votes
      ADD COLUMN round smallint NOT NULL DEFAULT 1 CHECK (round >= 1),
      ADD COLUMN "autoReveal" boolean NOT NULL DEFAULT false,
      ADD COLUMN "timerSeconds" smallint CHECK ("timerSeconds" IN (30, 60, 120))`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(
    `ALTER TABLE meeting_votes DROP COLUMN round, DROP COLUMN "autoReveal", DROP COLUMN "timerSeconds"`,
  );
}
