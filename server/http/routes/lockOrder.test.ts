// Every write locks its rows before its folder's event counter: a move sends its one-row write in
// the same statement as the event append, and that statement must still write the card before it bumps the
// counter. Here the test plays an edit that holds the card and then wants the counter: with the wrong order
// the two would deadlock (PostgreSQL would cancel one: a 409 or an error here).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/testServer';
import { insertCards, makeWorkspace } from '../../test/workspace';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

/** Until some other backend waits for a row lock (the request has reached its blocked statement). */
async function someoneWaits() {
  for (;;) {
    // A row-lock wait is a wait on the holder's transaction id: a lock with no database of its own.
    const waiting = await server.db.raw(`SELECT 1 FROM pg_locks l JOIN pg_stat_activity a ON a.pid = l.pid
      WHERE NOT l.granted AND a.datname = current_database() LIMIT 1`);
    if (waiting.rows.length) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('lock order of a move', () => {
  it.each([
    [
      'a reorder',
      (id: number) => ({ method: 'PATCH', path: `/api/cards/${id}/reorder`, body: { direction: 'up' } }),
    ],
    ['a delete', (id: number) => ({ method: 'DELETE', path: `/api/cards/${id}`, body: undefined })],
  ])('%s writes the card before it takes the folder counter', async (_name, call) => {
    const ws = await makeWorkspace(server, 'ORD');
    await insertCards(server, ws.projectId, 'ORD', 3);
    await server.db('folder_event_counters').insert({ folderId: ws.folderId, seq: 0 }).onConflict().ignore();
    const [, card] = await server.db('cards').where({ projectId: ws.projectId }).orderBy('id');
    const edit = await server.db.transaction();
    try {
      await edit('cards').where({ id: card.id }).forUpdate().first('id');
      const { method, path, body } = call(card.id);
      const answer = ws.owner.client.request(method, path, body);
      await someoneWaits();
      // The edit now wants the counter, as its event append does: granted, since the move does not hold it.
      await edit('folder_event_counters').where({ folderId: ws.folderId }).forUpdate().first('seq');
      await edit.rollback();
      expect((await answer).status).toBe(200);
    } finally {
      if (!edit.isCompleted()) await edit.rollback();
    }
  });

  it('a move waits for an edit holding the card, and its version comes after the edit’s', async () => {
    const ws = await makeWorkspace(server, 'VER');
    await insertCards(server, ws.projectId, 'VER', 3);
    const [, card] = await server.db('cards').where({ projectId: ws.projectId }).orderBy('id');
    const edit = await server.db.transaction();
    const [edited] = await edit('cards')
      .where({ id: card.id })
      .update({ title: 'Edited', updatedAt: edit.raw(`now() + interval '1 hour'`) })
      .returning('updatedAt');
    const answer = ws.owner.client.patch(`/api/cards/${card.id}/reorder`, { direction: 'up' });
    await someoneWaits();
    await edit.commit();
    const moved = await answer;
    expect(moved.status).toBe(200);
    const stored = await server.db('cards').where({ id: card.id }).first();
    // Newer than the edit, and what every board heard is what is stored.
    expect(stored.updatedAt.getTime()).toBeGreaterThan(edited.updatedAt.getTime());
    expect(moved.body.find((change: { id: number }) => change.id === card.id).updatedAt).toBe(
      stored.updatedAt.toISOString(),
    );
  });
});
