// History, the trash and minutes follow the replay floor (docs/history.md "Who reads what"): a recipient reads
// what was logged after their access began. `history.seq`: the folder event seq of the change a row tells of
// (written by the statement that numbers it), compared with the floor as sync:since compares event seqs.
// `trash.byAccountDeletion`: the folder went to the trash when its owner's account was deleted (the admin's
// choice), the only kind of deleted folder a former member may claim.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('history', (t) => {
    t.integer('seq');
  });
  // Rows from before: the seq of the event their statement logged, while the log still holds it (same folder,
  // same transaction time); else the highest seq known to have been reached by then (an older event, or a
  // share that had turned active before it), so a recipient's floor falls on the right side of every row.
  await knex.raw(`UPDATE history h SET seq = CASE WHEN h.action = 'baseline' THEN 0 ELSE COALESCE(
      (SELECT max(e.seq) FROM folder_events e WHERE e."folderId" = h."folderId" AND e."createdAt" = h.at),
      GREATEST(
        (SELECT max(e.seq) FROM folder_events e WHERE e."folderId" = h."folderId" AND e."createdAt" <= h.at),
        (SELECT max(s."activeFromSeq") + 1 FROM folder_shares s
          WHERE s."folderId" = h."folderId" AND s.status = 'active' AND s."updatedAt" < h.at),
        0)) END`);
  await knex.raw('ALTER TABLE history ALTER COLUMN seq SET NOT NULL');

  await knex.schema.alterTable('trash', (t) => {
    t.boolean('byAccountDeletion').notNullable().defaultTo(false);
  });
  // Only its owner deletes a folder; an account deletion trashes it as the admin who deleted the account.
  await knex.raw(
    `UPDATE trash SET "byAccountDeletion" = true WHERE kind = 'folder' AND "deletedBy" IS DISTINCT FROM "ownerId"`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('trash', (t) => {
    t.dropColumn('byAccountDeletion');
  });
  await knex.schema.alterTable('history', (t) => {
    t.dropColumn('seq');
  });
}
