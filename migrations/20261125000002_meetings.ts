// Meeting mode: a facilitated grooming session on one project (at most one running per project),
// who took part, its silent votes and their ballots, and at its end the minutes built from the change log.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('meetings', (t) => {
    t.increments('id');
    t.integer('projectId').notNullable().references('projects.id').onDelete('CASCADE');
    t.integer('folderId').notNullable().references('projects.id').onDelete('CASCADE');
    t.uuid('facilitatorId').references('users.id').onDelete('SET NULL');
    t.uuid('startedById').references('users.id').onDelete('SET NULL');
    t.timestamp('startedAt', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('endedAt', { useTz: true });
    /** Bumped by every change; screens keep the higher one. */
    t.integer('version').notNullable().defaultTo(1);
    t.integer('spotlightCardId').references('cards.id').onDelete('SET NULL');
    t.jsonb('view');
    /** The folder's seq when the meeting started and ended: the minutes read the log between them. */
    t.bigInteger('startSeq').notNullable();
    t.bigInteger('endSeq');
    /** The project's cards when the meeting started ({id: {externalId, title, status, priority, categoryId, releaseId, order}}). */
    t.jsonb('snapshot').notNullable();
    t.jsonb('minutes');
    t.index(['projectId', 'startedAt']);
    t.index(['folderId']);
  });
  await knex.raw(
    'CREATE UNIQUE INDEX meetings_one_running_per_project ON meetings ("projectId") WHERE "endedAt" IS NULL',
  );
  await knex.schema.createTable('meeting_participants', (t) => {
    t.integer('meetingId').notNullable().references('meetings.id').onDelete('CASCADE');
    t.uuid('userId').notNullable().references('users.id').onDelete('CASCADE');
    t.timestamp('joinedAt', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    /** Null while in the meeting; a participant who left still appears in the minutes. */
    t.timestamp('leftAt', { useTz: true });
    t.primary(['meetingId', 'userId']);
  });
  await knex.schema.createTable('meeting_votes', (t) => {
    t.increments('id');
    t.integer('meetingId').notNullable().references('meetings.id').onDelete('CASCADE').index();
    t.integer('cardId').references('cards.id').onDelete('SET NULL');
    /** The card as it was named when the vote opened (the minutes keep it if the card goes). */
    t.string('cardExternalId', 32).notNullable();
    t.string('cardTitle', 500).notNullable();
    t.string('field', 16).notNullable();
    t.string('state', 16).notNullable().defaultTo('open');
    t.timestamp('openedAt', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('revealedAt', { useTz: true });
    t.string('appliedValue', 20);
  });
  await knex.raw(
    `CREATE UNIQUE INDEX meeting_votes_one_current ON meeting_votes ("meetingId") WHERE state IN ('open', 'revealed')`,
  );
  await knex.schema.createTable('meeting_ballots', (t) => {
    t.integer('voteId').notNullable().references('meeting_votes.id').onDelete('CASCADE');
    t.uuid('userId').notNullable().references('users.id').onDelete('CASCADE');
    t.string('value', 20).notNullable();
    t.timestamp('castAt', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.primary(['voteId', 'userId']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('meeting_ballots');
  await knex.schema.dropTableIfExists('meeting_votes');
  await knex.schema.dropTableIfExists('meeting_participants');
  await knex.schema.dropTableIfExists('meetings');
}
