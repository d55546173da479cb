// When a share recipient's access began, as the folder's event seq at that moment: a member replays the change
// log only after it (docs/decisions.md "Access model"); anything older is a refetch of what they may read now.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('folder_shares', (table) => {
    table.integer('activeFromSeq');
  });
  // Shares already active: from now on, as if they had just begun (a replay from before answers "refetch").
  await knex.raw(`UPDATE folder_shares s SET "activeFromSeq" = COALESCE(
      (SELECT c.seq FROM folder_event_counters c WHERE c."folderId" = s."folderId"), 0)
    WHERE s.status = 'active'`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('folder_shares', (table) => {
    table.dropColumn('activeFromSeq');
  });
}
