// Migrations run up, down and up again, and the schema enforces what the spec says.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/testDatabase';
import { migrationSource } from '../../migrations';
import { openDb, type Db } from './connection';
import { migrateToLatest, rollbackAll } from './migrate';

const TABLES = [
  'users',
  'sessions',
  'email_verification_tokens',
  'password_reset_tokens',
  'magic_link_tokens',
  'user_identities',
  'history',
  'history_purges',
  'trash',
  'imports',
  'clients',
  'projects',
  'categories',
  'releases',
  'sprints',
  'cards',
  'folder_shares',
  'folder_event_counters',
  'folder_events',
  'room_links',
  'meetings',
  'meeting_participants',
  'meeting_votes',
  'meeting_ballots',
];

const tablesIn = async (db: Db) =>
  (await db('information_schema.tables').where({ table_schema: 'public' }).pluck('table_name')).filter(
    (t: string) => !t.startsWith('knex_'),
  );

describe('migrations', () => {
  let database: TestDatabase;
  let db: Db;
  beforeAll(async () => {
    database = await createTestDatabase({ empty: true });
    db = openDb(database.databaseUrl);
  });
  afterAll(async () => {
    await db?.destroy();
    await database?.drop();
  });

  it('go up, down and up again', async () => {
    expect(await migrateToLatest(db)).not.toEqual([]);
    expect((await tablesIn(db)).sort()).toEqual([...TABLES].sort());
    await rollbackAll(db);
    expect(await tablesIn(db)).toEqual([]);
    await migrateToLatest(db);
    expect(await migrateToLatest(db)).toEqual([]);
    expect((await tablesIn(db)).sort()).toEqual([...TABLES].sort());
  });

  // An up-to-date database skips knex's migrator (migrate.ts): what is not up to date still reaches it.
  it('run a migration not applied yet, and refuse a database that has one this build does not know', async () => {
    await migrateToLatest(db);
    const last = (await migrationSource.getMigrations([])).at(-1)!;
    await db.migrate.down({ migrationSource, name: last });
    expect(await migrateToLatest(db)).toEqual([last]);
    const newer = { name: '29991231000000_from_a_newer_build', batch: 99, migration_time: new Date() };
    await db('knex_migrations').insert(newer);
    await expect(migrateToLatest(db)).rejects.toThrow(/corrupt/);
    await db('knex_migrations').where({ name: newer.name }).delete();
    expect(await migrateToLatest(db)).toEqual([]);
  });

  describe('constraints', () => {
    let userId: string;
    let projectId: number;
    beforeAll(async () => {
      [{ id: userId }] = await db('users')
        .insert({ email: `c-${Date.now()}@example.test` })
        .returning('id');
      const [client] = await db('clients').insert({ name: 'C', ownerId: userId }).returning('id');
      const [folder] = await db('projects')
        .insert({ name: 'F', clientId: client.id, ownerId: userId })
        .returning('id');
      [{ id: projectId }] = await db('projects')
        .insert({ name: 'P', prefix: 'PRJ', parentId: folder.id, clientId: client.id, ownerId: userId })
        .returning('id');
    });

    const rejects = (promise: Promise<unknown>) =>
      expect(promise).rejects.toMatchObject({ code: expect.stringMatching(/^23/) });

    it('check statuses, impacts, access levels, share statuses and prefixes', async () => {
      await rejects(db('cards').insert({ externalId: 'X-1', title: 't', projectId, status: 'completed' }));
      await rejects(db('cards').insert({ externalId: 'X-2', title: 't', projectId, priority: 'high' }));
      await rejects(db('users').insert({ email: 'x@example.test', accessLevel: 'root' }));
      await rejects(db('users').insert({ email: 'Upper@Example.test' }));
      await rejects(
        db('projects').insert({
          name: 'bad',
          prefix: 'lower',
          parentId: projectId,
          clientId: 1,
          ownerId: userId,
        }),
      );
      await rejects(
        db('releases').insert({ name: 'r', projectId, startDate: '2026-05-02', endDate: '2026-05-01' }),
      );
      await rejects(db('releases').insert({ name: 'r', projectId, startDate: 'May 2' }));
    });

    it('apply defaults and keep order as numeric(15,3)', async () => {
      const [card] = await db('cards')
        .insert({ externalId: 'PRJ-001', title: 't', projectId, order: '12.3456' })
        .returning('*');
      expect(card).toMatchObject({
        status: 'backlog',
        priority: 'tbd',
        color: '#6B7280',
        pinned: false,
        order: '12.346',
      });
      await rejects(db('cards').insert({ externalId: 'PRJ-001', title: 'dup', projectId }));
    });

    it('keep use-case names unique per project, ignoring case and spaces', async () => {
      await db('categories').insert({ name: 'Growth', projectId });
      await rejects(db('categories').insert({ name: ' growth ', projectId }));
    });

    it('leave cards with null when their use case, release or sprint goes', async () => {
      const [category] = await db('categories').insert({ name: 'Temp', projectId }).returning('id');
      const [release] = await db('releases').insert({ name: 'R', projectId }).returning('id');
      const [sprint] = await db('sprints').insert({ name: 'S', releaseId: release.id }).returning('id');
      const [card] = await db('cards')
        .insert({
          externalId: 'PRJ-002',
          title: 't',
          projectId,
          categoryId: category.id,
          releaseId: release.id,
          sprintId: sprint.id,
        })
        .returning('id');
      await db('categories').where({ id: category.id }).delete();
      await db('releases').where({ id: release.id }).delete();
      expect(await db('cards').where({ id: card.id }).first()).toMatchObject({
        categoryId: null,
        releaseId: null,
        sprintId: null,
      });
    });

    it('remove tokens and sessions with their user', async () => {
      const [{ id }] = await db('users')
        .insert({ email: `gone-${Date.now()}@example.test` })
        .returning('id');
      await db('password_reset_tokens').insert({ userId: id, token: 'a'.repeat(64), expiresAt: new Date() });
      await db('email_verification_tokens').insert({
        userId: id,
        token: 'b'.repeat(64),
        expiresAt: new Date(),
      });
      await db('sessions').insert({ sid: 's1', sess: '{}', expire: new Date(), userId: id });
      await db('users').where({ id }).delete();
      for (const table of ['password_reset_tokens', 'email_verification_tokens', 'sessions']) {
        expect(await db(table).where({ userId: id })).toEqual([]);
      }
    });
  });
});
