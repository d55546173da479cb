// The history floor migration gives rows written before it a seq on the right side of every recipient's floor,
// and marks as claimable only the folders an account deletion sent to the trash.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../server/db/connection';
import { migrateToLatest } from '../server/db/migrate';
import { databaseBefore } from '../server/test/migrationDatabase';

const NAME = '20261129065546_history_floor';

describe(NAME, () => {
  const { db: database } = databaseBefore(NAME);
  let db: Db;
  beforeAll(() => {
    db = database();
  });

  it('numbers old history rows by their event, else by what the folder had reached by then', async () => {
    const [owner] = await db('users').insert({ email: 'o@example.test' }).returning('id');
    const [member] = await db('users').insert({ email: 'm@example.test' }).returning('id');
    const [admin] = await db('users').insert({ email: 'a@example.test' }).returning('id');
    const [client] = await db('clients').insert({ name: 'C', ownerId: owner.id }).returning('id');
    const [folder] = await db('projects')
      .insert({ name: 'F', clientId: client.id, ownerId: owner.id })
      .returning('id');
    const at = (minute: number) => new Date(Date.UTC(2026, 10, 20, 10, minute));
    // The log still holds seq 3 (minute 0) and seq 9 (minute 30); the share turned active at seq 5 (minute 10).
    await db('folder_event_counters').insert({ folderId: folder.id, seq: 9 });
    for (const { seq, minute } of [
      { seq: 3, minute: 0 },
      { seq: 9, minute: 30 },
    ])
      await db('folder_events').insert({
        folderId: folder.id,
        seq,
        type: 'card.updated',
        actorId: owner.id,
        data: {},
        createdAt: at(minute),
      });
    await db('folder_shares').insert({
      folderId: folder.id,
      sharedWithEmail: 'm@example.test',
      sharedWithUserId: member.id,
      sharedByUserId: owner.id,
      status: 'active',
      activeFromSeq: 5,
      updatedAt: at(10),
    });
    const row = async (minute: number, action = 'updated') =>
      (
        await db('history')
          .insert({ folderId: folder.id, kind: 'card', entityId: 1, action, data: {}, at: at(minute) })
          .returning('id')
      )[0].id;
    const rows = {
      logged: await row(0),
      beforeShare: await row(5),
      afterShare: await row(20),
      loggedLater: await row(30),
      baseline: await row(1, 'baseline'),
    };
    const trash = (deletedBy: string) => ({
      kind: 'folder',
      folderId: folder.id,
      ownerId: owner.id,
      label: 'F',
      deletedBy,
      rows: '{}',
    });
    await db('trash').insert([
      { ...trash(owner.id), entityId: 100 },
      { ...trash(admin.id), entityId: 101 },
    ]);

    await migrateToLatest(db);

    const seqs = Object.fromEntries(
      await Promise.all(
        Object.entries(rows).map(async ([name, id]) => [
          name,
          (await db('history').where({ id }).first('seq')).seq,
        ]),
      ),
    );
    // Below the member's floor (5): what happened before; above it: what happened after.
    expect(seqs).toEqual({ logged: 3, beforeShare: 3, afterShare: 6, loggedLater: 9, baseline: 0 });
    const marked = await db('trash').orderBy('entityId').pluck('byAccountDeletion');
    expect(marked).toEqual([false, true]);
    await expect(
      db('history').insert({ folderId: folder.id, kind: 'card', entityId: 1, action: 'updated', data: {} }),
    ).rejects.toMatchObject({ code: '23502' });
  });
});
