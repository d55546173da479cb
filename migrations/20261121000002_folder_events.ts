// The real-time event log: a sequence number per folder, allocated in the same transaction as the change,
// so seq order is commit order on every node, and a short log clients replay from after a reconnect.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('folder_event_counters', (t) => {
    // No foreign key: the counter and log outlive a deleted folder so its last events can still be replayed.
    t.integer('folderId').primary();
    t.integer('seq').notNullable().defaultTo(0);
  });
  await knex.schema.createTable('folder_events', (t) => {
    t.integer('folderId').notNullable();
    t.integer('seq').notNullable();
    t.string('type', 32).notNullable();
    t.uuid('actorId').notNullable();
    t.string('mutationId', 100);
    t.jsonb('data').notNullable();
    t.timestamp('createdAt', { useTz: true }).notNullable().defaultTo(knex.fn.now()).index();
    t.primary(['folderId', 'seq']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('folder_events');
  await knex.schema.dropTableIfExists('folder_event_counters');
}
