// Every entity of spec section 3, with the constraints and lookups the REST contract needs.
import type { Knex } from 'knex';

const STATUSES = ['backlog', 'in-progress', 'ready', 'deployed'];
const IMPACTS = ['basics', 'treat', 'wow', 'ask', 'rush', 'fix', 'tbd'];
const inList = (column: string, values: string[]) =>
  `"${column}" IN (${values.map((v) => `'${v}'`).join(', ')})`;

function timestamps(t: Knex.CreateTableBuilder, knex: Knex, withUpdated = true) {
  t.timestamp('createdAt', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  if (withUpdated) t.timestamp('updatedAt', { useTz: true }).notNullable().defaultTo(knex.fn.now());
}

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('users', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.string('email', 254).notNullable().unique();
    t.string('firstName', 100);
    t.string('lastName', 100);
    t.text('profileImageUrl');
    t.text('passwordHash');
    t.boolean('emailVerified').notNullable().defaultTo(false);
    t.string('authProvider', 32).notNullable().defaultTo('email');
    t.string('providerId', 255);
    t.string('accessLevel', 16).notNullable().defaultTo('user');
    timestamps(t, knex);
    t.check(inList('accessLevel', ['admin', 'user']), [], 'users_access_level_check');
    t.check('"email" = lower("email")', [], 'users_email_lower_case_check');
  });

  await knex.schema.createTable('sessions', (t) => {
    t.string('sid', 128).primary();
    t.jsonb('sess').notNullable();
    t.timestamp('expire', { useTz: true }).notNullable().index();
    // Lets sign-out-everywhere, password resets and account deletion find a user's sessions.
    t.uuid('userId').references('id').inTable('users').onDelete('CASCADE').index();
  });

  for (const table of ['email_verification_tokens', 'password_reset_tokens']) {
    await knex.schema.createTable(table, (t) => {
      t.increments('id');
      t.uuid('userId').notNullable().references('id').inTable('users').onDelete('CASCADE').index();
      t.string('token', 64).notNullable().unique().comment('SHA-256 of the e-mailed token');
      t.timestamp('expiresAt', { useTz: true }).notNullable();
      timestamps(t, knex, false);
    });
  }
  await knex.schema.createTable('magic_link_tokens', (t) => {
    t.increments('id');
    t.string('email', 254).notNullable().index();
    t.string('token', 64).notNullable().unique().comment('SHA-256 of the e-mailed token');
    t.timestamp('expiresAt', { useTz: true }).notNullable();
    timestamps(t, knex, false);
  });

  await knex.schema.createTable('clients', (t) => {
    t.increments('id');
    t.string('name', 200).notNullable();
    t.text('description');
    t.boolean('isSharedCompany').notNullable().defaultTo(false);
    t.uuid('ownerId').notNullable().references('id').inTable('users').onDelete('CASCADE').index();
    timestamps(t, knex);
  });

  await knex.schema.createTable('projects', (t) => {
    t.increments('id');
    t.string('name', 200).notNullable();
    t.text('description');
    t.string('prefix', 5);
    t.integer('parentId').references('id').inTable('projects').onDelete('CASCADE').index();
    t.integer('clientId').notNullable().references('id').inTable('clients').onDelete('CASCADE').index();
    t.uuid('ownerId').notNullable().references('id').inTable('users').onDelete('CASCADE').index();
    // The external-id counter (docs/decisions.md 7): the number the next card of this project gets.
    t.integer('nextCardNumber').notNullable().defaultTo(1);
    timestamps(t, knex);
    t.check(
      `("parentId" IS NULL AND "prefix" IS NULL) OR ("parentId" IS NOT NULL AND "prefix" ~ '^[A-Z0-9]{1,5}$')`,
      [],
      'projects_folder_or_project_check',
    );
    t.check('"nextCardNumber" >= 1', [], 'projects_next_card_number_check');
  });

  await knex.schema.createTable('categories', (t) => {
    t.increments('id');
    t.string('name', 100).notNullable();
    t.string('color', 16).notNullable().defaultTo('#6B7280');
    t.integer('projectId').notNullable().references('id').inTable('projects').onDelete('CASCADE');
    timestamps(t, knex);
  });
  // Use-case names are unique per project, compared case-insensitively after trimming.
  await knex.raw(
    'CREATE UNIQUE INDEX categories_project_name_unique ON categories ("projectId", lower(btrim("name")))',
  );

  await knex.schema.createTable('releases', (t) => {
    t.increments('id');
    t.string('name', 200).notNullable();
    t.text('description');
    t.string('startDate', 10);
    t.string('endDate', 10);
    t.boolean('roadmapVisible').notNullable().defaultTo(true);
    t.integer('projectId').notNullable().references('id').inTable('projects').onDelete('CASCADE').index();
    timestamps(t, knex);
    t.check(`"startDate" ~ '^\\d{4}-\\d{2}-\\d{2}$'`, [], 'releases_start_date_format_check');
    t.check(`"endDate" ~ '^\\d{4}-\\d{2}-\\d{2}$'`, [], 'releases_end_date_format_check');
    t.check(
      '"startDate" IS NULL OR "endDate" IS NULL OR "endDate" >= "startDate"',
      [],
      'releases_dates_order_check',
    );
  });

  await knex.schema.createTable('sprints', (t) => {
    t.increments('id');
    t.string('name', 200).notNullable();
    t.text('description');
    t.string('startDate', 10);
    t.string('endDate', 10);
    t.integer('releaseId').notNullable().references('id').inTable('releases').onDelete('CASCADE').index();
    timestamps(t, knex);
    t.check(`"startDate" ~ '^\\d{4}-\\d{2}-\\d{2}$'`, [], 'sprints_start_date_format_check');
    t.check(`"endDate" ~ '^\\d{4}-\\d{2}-\\d{2}$'`, [], 'sprints_end_date_format_check');
    t.check(
      '"startDate" IS NULL OR "endDate" IS NULL OR "endDate" >= "startDate"',
      [],
      'sprints_dates_order_check',
    );
  });

  await knex.schema.createTable('cards', (t) => {
    t.increments('id');
    t.string('externalId', 32).notNullable();
    t.string('title', 500).notNullable();
    t.text('description');
    t.string('status', 16).notNullable().defaultTo('backlog');
    t.string('priority', 16).notNullable().defaultTo('tbd');
    t.string('color', 16).notNullable().defaultTo('#6B7280');
    t.text('notes');
    t.boolean('pinned').notNullable().defaultTo(false);
    t.decimal('order', 15, 3).notNullable().defaultTo(0);
    t.integer('projectId').notNullable().references('id').inTable('projects').onDelete('CASCADE');
    t.integer('categoryId').references('id').inTable('categories').onDelete('SET NULL').index();
    t.integer('releaseId').references('id').inTable('releases').onDelete('SET NULL').index();
    t.integer('sprintId').references('id').inTable('sprints').onDelete('SET NULL').index();
    timestamps(t, knex);
    // External ids are unique per project: prefixes are chosen freely by unrelated owners.
    t.unique(['projectId', 'externalId'], { indexName: 'cards_project_external_id_unique' });
    t.index(['projectId', 'order'], 'cards_project_order_index');
    t.check(inList('status', STATUSES), [], 'cards_status_check');
    t.check(inList('priority', IMPACTS), [], 'cards_priority_check');
  });

  await knex.schema.createTable('folder_shares', (t) => {
    t.increments('id');
    t.integer('folderId').notNullable().references('id').inTable('projects').onDelete('CASCADE');
    t.string('sharedWithEmail', 254).notNullable().index();
    t.uuid('sharedWithUserId').references('id').inTable('users').onDelete('CASCADE').index();
    t.uuid('sharedByUserId').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.string('status', 16).notNullable().defaultTo('pending');
    timestamps(t, knex);
    t.unique(['folderId', 'sharedWithEmail'], { indexName: 'folder_shares_folder_email_unique' });
    t.check(inList('status', ['pending', 'active']), [], 'folder_shares_status_check');
  });
}

export async function down(knex: Knex): Promise<void> {
  for (const table of [
    'folder_shares',
    'cards',
    'sprints',
    'releases',
    'categories',
    'projects',
    'clients',
    'magic_link_tokens',
    'password_reset_tokens',
    'email_verification_tokens',
    'sessions',
    'users',
  ]) {
    await knex.schema.dropTableIfExists(table);
  }
}
