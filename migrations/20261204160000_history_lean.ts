// History with two indexes, not four (issue 48, "history at no cost"): every index a history row enters, or
// whose predicate it is tested against, is set up again by every create and move. `history_project` becomes
// ("projectId", kind, id), which serves the Activity with and without a filter by kind (the page merges the
// kinds' newest rows, server/db/repos/history.ts), so the partial `history_project_kind` goes. A purge no longer
// marks the purged things' rows (`purgedAt` and its partial index `history_purged`): it writes what it purged to
// `history_purges`, from which housekeeping deletes their history 30 days later through the two other indexes.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('history_purges', (t) => {
    t.increments('id');
    // A thing (kind and id, as history names them) or a whole project (its id): its history goes.
    t.string('kind', 16);
    t.integer('entityId');
    t.integer('projectId');
    t.timestamp('purgedAt', { useTz: true }).notNullable();
    t.index('purgedAt', 'history_purges_at');
  });
  await knex.raw(`ALTER TABLE history_purges ADD CONSTRAINT history_purges_what
    CHECK ((kind IS NOT NULL AND "entityId" IS NOT NULL) <> ("projectId" IS NOT NULL))`);
  // What was marked: one entry per thing, dated by its earliest mark (a project's mark reached its things' rows).
  await knex.raw(`INSERT INTO history_purges (kind, "entityId", "purgedAt")
    SELECT kind, "entityId", min("purgedAt") FROM history WHERE "purgedAt" IS NOT NULL GROUP BY kind, "entityId"`);
  await knex.raw('DROP INDEX history_purged');
  await knex.schema.alterTable('history', (t) => {
    t.dropColumn('purgedAt');
  });

  await knex.raw('CREATE INDEX history_project_by_kind ON history ("projectId", kind, id)');
  await knex.raw('DROP INDEX history_project');
  await knex.raw('DROP INDEX history_project_kind');
  await knex.raw('ALTER INDEX history_project_by_kind RENAME TO history_project');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('ALTER INDEX history_project RENAME TO history_project_by_kind');
  await knex.raw('CREATE INDEX history_project ON history ("projectId", id)');
  await knex.raw(`CREATE INDEX history_project_kind ON history ("projectId", kind, id) WHERE kind <> 'card'`);
  await knex.raw('DROP INDEX history_project_by_kind');

  await knex.schema.alterTable('history', (t) => {
    t.timestamp('purgedAt', { useTz: true });
  });
  await knex.raw(`UPDATE history h SET "purgedAt" = p.at
    FROM (SELECT h2.ctid AS row, min(x."purgedAt") AS at FROM history h2 JOIN history_purges x
            ON (x.kind = h2.kind AND x."entityId" = h2."entityId") OR x."projectId" = h2."projectId"
          GROUP BY h2.ctid) p
   WHERE h.ctid = p.row`);
  await knex.raw('CREATE INDEX history_purged ON history ("purgedAt") WHERE "purgedAt" IS NOT NULL');
  await knex.schema.dropTable('history_purges');
}
