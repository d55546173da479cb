// Imports (docs/history.md "Imports"): what one import wrote, so its History entry can name it and its
// undo can take back exactly its cards and the use cases, releases and sprints it created.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('imports', (t) => {
    t.increments('id');
    // No foreign keys to projects: a project moved to the trash and restored keeps its imports (as history does).
    t.integer('folderId').notNullable();
    t.integer('projectId').notNullable();
    /** Null once the account is deleted: the import stays in the project's history. */
    t.uuid('actorId').references('id').inTable('users').onDelete('SET NULL');
    t.string('format', 16).notNullable();
    t.string('fileName', 255).notNullable();
    // Ids, not foreign keys: the undo reads which of them still exist; a card deleted since is simply gone.
    t.specificType('cardIds', 'int[]').notNullable();
    t.specificType('categoryIds', 'int[]').notNullable().defaultTo('{}');
    t.specificType('releaseIds', 'int[]').notNullable().defaultTo('{}');
    t.specificType('sprintIds', 'int[]').notNullable().defaultTo('{}');
    t.timestamp('createdAt', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    /** Set by the undo (the import is in the trash), cleared by its restore. */
    t.timestamp('undoneAt', { useTz: true });
    t.check(`format IN ('cardplan', 'csv', 'trello', 'jira')`, [], 'imports_format_check');
    t.index(['projectId']);
    t.index(['folderId']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('imports');
}
