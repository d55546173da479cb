// A version on every row clients hold: the seq of the folder event that last changed it (docs/realtime.md
// "Versions"), stamped by the statement that numbers the events (server/db/repos/folderEvents.ts). Meetings
// already have theirs. Rows from before keep 0: every later event of their folder has a higher seq.
import type { Knex } from 'knex';

const TABLES = ['cards', 'categories', 'releases', 'sprints', 'projects', 'folder_shares'];

export async function up(knex: Knex): Promise<void> {
  for (const name of TABLES)
    await knex.schema.alterTable(name, (table) => {
      table.integer('version').notNullable().defaultTo(0);
    });
}

export async function down(knex: Knex): Promise<void> {
  for (const name of TABLES)
    await knex.schema.alterTable(name, (table) => {
      table.dropColumn('version');
    });
}
