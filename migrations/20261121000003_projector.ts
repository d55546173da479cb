// The projector: read-only room links to one project's live roadmap, stored as a SHA-256 of a
// 256-bit token (the token itself is shown once), and the project each logged change is about, so a
// projector room hears only its own project's changes.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('room_links', (t) => {
    t.increments('id').primary();
    t.integer('projectId').notNullable().references('projects.id').onDelete('CASCADE').index();
    t.string('tokenHash', 64).notNullable().unique();
    t.uuid('createdByUserId').notNullable().references('users.id').onDelete('CASCADE');
    t.timestamp('createdAt', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.schema.alterTable('folder_events', (t) => {
    t.integer('projectId');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('folder_events', (t) => {
    t.dropColumn('projectId');
  });
  await knex.schema.dropTableIfExists('room_links');
}
