// The lean history migration carries the purge marks over as notes (each thing dated by its earliest mark),
// leaves history with two indexes, and its down puts the marks back.
import { beforeAll, describe, expect, it } from 'vitest';
import { migrationSource } from '.';
import type { Db } from '../server/db/connection';
import { migrateToLatest } from '../server/db/migrate';
import { databaseBefore } from '../server/test/migrationDatabase';

const NAME = '20261204160000_history_lean';

describe(NAME, () => {
  const { db: database } = databaseBefore(NAME);
  let db: Db;
  beforeAll(() => {
    db = database();
  });

  const indexes = async () =>
    (await db('pg_indexes').where({ tablename: 'history' }).orderBy('indexname')).map((i) => i.indexname);

  it('notes what was purged, drops the marks and two indexes, and puts them back on the way down', async () => {
    const early = new Date(Date.UTC(2026, 10, 20));
    const late = new Date(Date.UTC(2026, 10, 25));
    const row = (entityId: number, purgedAt: Date | null, projectId = 7) => ({
      folderId: 1,
      projectId,
      kind: 'card',
      entityId,
      action: 'updated',
      data: {},
      seq: 1,
      purgedAt,
    });
    await db('history').insert([row(1, late), row(1, early), row(2, null), row(3, late, 8)]);

    await migrateToLatest(db);
    const notes = await db('history_purges')
      .orderBy('entityId')
      .select('kind', 'entityId', 'projectId', 'purgedAt');
    expect(notes).toEqual([
      { kind: 'card', entityId: 1, projectId: null, purgedAt: early },
      { kind: 'card', entityId: 3, projectId: null, purgedAt: late },
    ]);
    expect(await indexes()).toEqual(['history_entity', 'history_project']);
    expect(await db('history').count({ n: '*' })).toEqual([{ n: 4 }]);

    await db.migrate.down({ migrationSource, name: NAME });
    const marks = await db('history').orderBy(['entityId', 'id']).select('entityId', 'purgedAt');
    expect(marks).toEqual([
      { entityId: 1, purgedAt: early },
      { entityId: 1, purgedAt: early },
      { entityId: 2, purgedAt: null },
      { entityId: 3, purgedAt: late },
    ]);
    expect(await indexes()).toEqual([
      'history_entity',
      'history_project',
      'history_project_kind',
      'history_purged',
    ]);
  });
});
