// History and the trash (docs/history.md). `history`: every change to a card, use case, release,
// sprint or project, written by the statement that numbers its event, kept while the thing exists and 30 days
// after it is purged. `trash`: what a delete took, as rows, until it is restored or purged. `folder_events`
// gains the cause of a change (an undo, a redo), which history and minutes show.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('folder_events', (t) => {
    t.string('cause', 8);
  });
  await knex.schema.createTable('history', (t) => {
    // Increasing per row (the page cursor), without a primary-key index: every index is one more write per
    // change, and no read looks a row up by its id alone (they go by thing or by project, then id).
    t.bigIncrements('id', { primaryKey: false });
    // No foreign keys: history outlives what it tells of (30 days after a purge), and the accounts that acted.
    t.integer('folderId').notNullable();
    t.integer('projectId');
    t.string('kind', 16).notNullable();
    t.integer('entityId').notNullable();
    t.uuid('actorId');
    t.string('action', 16).notNullable();
    t.string('cause', 8);
    /** The thing after the change (its read model), or {id} for a delete; a rank move: {id, order}. */
    t.jsonb('data').notNullable();
    t.timestamp('at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    /** When the thing was purged from the trash; housekeeping drops its history 30 days later. */
    t.timestamp('purgedAt', { useTz: true });
  });
  await knex.raw('CREATE INDEX history_entity ON history (kind, "entityId", id)');
  await knex.raw('CREATE INDEX history_project ON history ("projectId", id)');
  // Each index is one more write per change: filters by person scan the project's index; a filter by kind
  // has its own index only for the rarer kinds (card changes are most of a project's history).
  await knex.raw(`CREATE INDEX history_project_kind ON history ("projectId", kind, id) WHERE kind <> 'card'`);
  await knex.raw('CREATE INDEX history_purged ON history ("purgedAt") WHERE "purgedAt" IS NOT NULL');

  // What exists already is the baseline the first change is compared with (not listed itself).
  const baseline = (kind: string, table: string, folder: string, project: string, join = '') =>
    knex.raw(
      `INSERT INTO history ("folderId", "projectId", kind, "entityId", action, data, at)
       SELECT ${folder}, ${project}, '${kind}', x.id, 'baseline', to_jsonb(x), x."updatedAt"
         FROM ${table} x ${join}`,
    );
  const inProject = 'JOIN projects p ON p.id = x."projectId"';
  await baseline('card', 'cards', 'COALESCE(p."parentId", p.id)', 'p.id', inProject);
  await baseline('category', 'categories', 'COALESCE(p."parentId", p.id)', 'p.id', inProject);
  await baseline('release', 'releases', 'COALESCE(p."parentId", p.id)', 'p.id', inProject);
  await baseline(
    'sprint',
    'sprints',
    'COALESCE(p."parentId", p.id)',
    'p.id',
    'JOIN releases r ON r.id = x."releaseId" JOIN projects p ON p.id = r."projectId"',
  );
  await baseline('project', 'projects', 'COALESCE(x."parentId", x.id)', 'x.id');

  await knex.schema.createTable('trash', (t) => {
    t.increments('id');
    t.string('kind', 16).notNullable();
    t.integer('entityId').notNullable();
    // No foreign keys: a thing in the trash outlives its folder's rows (a folder in the trash holds them).
    t.integer('folderId').notNullable();
    t.integer('projectId');
    /** The folder's owner when it was deleted: who restores a folder, and who may purge. */
    t.uuid('ownerId');
    t.text('label').notNullable();
    t.uuid('deletedBy');
    t.timestamp('deletedAt', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    /** The rows the delete took, per table ({"cards": [...], "sprints": [...]}), as they were. */
    t.jsonb('rows').notNullable();
    /** The cards that pointed at it ({"cards": [{id, sprintId?}]}): linked again on restore when still free. */
    t.jsonb('links').notNullable().defaultTo('{}');
    /** What came along (a release's sprints, a use case's cards, a folder's projects), for the list. */
    t.integer('contains').notNullable().defaultTo(0);
    t.unique(['kind', 'entityId'], { indexName: 'trash_kind_entity_unique' });
    t.index(['folderId']);
    t.index(['projectId']);
    t.index(['deletedAt']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('trash');
  await knex.schema.dropTableIfExists('history');
  await knex.schema.alterTable('folder_events', (t) => {
    t.dropColumn('cause');
  });
}
