// Races of the one-statement rank move (db/repos/cardMove.ts). The statement takes the project's rank lock and
// then reads the ranks: read in the statement's own snapshot (taken before it waited), a move would place the
// card by the ranks of before the write it waited for. Here a test transaction holds the rank lock, as a
// move, create or renumber does, changes the ranks, and ends while moves wait: each must land by the ranks
// that write left, never on another card's order. The server sends every move at once (`perProject`
// Infinity), as several nodes would: on one node a project's moves queue in the node (projectQueues.ts), and
// two would never wait in PostgreSQL together.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { holdRanks, someoneWaitsForALock } from '../../test/lockWaits';
import { startTestServer, type TestServer } from '../../test/testServer';
import { makeProject, makeWorkspace, type Workspace } from '../../test/workspace';

let server: TestServer;
let ws: Workspace;
beforeAll(async () => {
  server = await startTestServer({ perProject: Infinity });
  ws = await makeWorkspace(server, 'RACE');
});
afterAll(() => server?.close());

/** A project of cards named by their letters, at these orders; answers their ids by letter. */
async function projectOf(orders: Record<string, number>) {
  const project = await makeProject(ws.owner.client, ws.folderId, 'RC', 'Race');
  const ids: Record<string, number> = {};
  for (const [title, order] of Object.entries(orders)) {
    const made = await ws.owner.client.post('/api/cards', { projectId: project.id, title });
    await server.db('cards').where({ id: made.body.id }).update({ order });
    ids[title] = made.body.id;
  }
  return { projectId: project.id, ids };
}

/** The project's cards by letter in rank order, and whether any two share an order. */
async function ranks(projectId: number) {
  const rows = await server
    .db('cards')
    .where({ projectId })
    .orderBy(['order', 'id'])
    .select('title', 'order');
  return {
    sequence: rows.map((row) => row.title).join(''),
    sharedOrders: rows.length - new Set(rows.map((row) => row.order)).size,
  };
}

const reposition = (id: number, targetCardId: number, position: 'above' | 'below') =>
  ws.owner.client.post(`/api/cards/${id}/reposition`, { targetCardId, position });

describe('a move waiting for the rank lock places the card by the ranks it finds then', () => {
  it('two moves of neighbours into one gap: both land in it, on orders of their own', async () => {
    const { projectId, ids } = await projectOf({ A: 1, B: 2, C: 3, D: 4 });
    const held = await holdRanks(server.db, projectId);
    const first = reposition(ids.A!, ids.C!, 'below');
    await someoneWaitsForALock(server.db);
    const second = reposition(ids.B!, ids.C!, 'below');
    await someoneWaitsForALock(server.db, 2);
    await held.rollback();
    expect([(await first).status, (await second).status]).toEqual([200, 200]);
    // Each went right below C when it ran: the second above the first.
    expect(await ranks(projectId)).toEqual({ sequence: 'CBAD', sharedOrders: 0 });
  });

  it('a move after a teammate’s move it waited for: between the neighbours that move left', async () => {
    const { projectId, ids } = await projectOf({ A: 1, B: 2, C: 3, D: 4 });
    const held = await holdRanks(server.db, projectId);
    // The teammate moves D between B and C; A, asked to go right below B, waits.
    await held('cards').where({ id: ids.D }).update({ order: 2.5 });
    const move = reposition(ids.A!, ids.B!, 'below');
    await someoneWaitsForALock(server.db);
    await held.commit();
    const answer = await move;
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual([expect.objectContaining({ id: ids.A, order: '2.250' })]);
    expect(await ranks(projectId)).toEqual({ sequence: 'BADC', sharedOrders: 0 });
  });

  it('a move after a renumbering it waited for: by the new numbers', async () => {
    const { projectId, ids } = await projectOf({ A: 10, B: 20, C: 30, D: 40 });
    const held = await holdRanks(server.db, projectId);
    await held.raw(
      `UPDATE cards c SET "order" = r.rank FROM (SELECT id, row_number() OVER (ORDER BY "order", id) AS rank
         FROM cards WHERE "projectId" = ?) r WHERE c.id = r.id`,
      [projectId],
    );
    const move = reposition(ids.D!, ids.B!, 'above');
    await someoneWaitsForALock(server.db);
    await held.commit();
    const answer = await move;
    expect(answer.status).toBe(200);
    // Between A (1) and B (2) as renumbered; by the old numbers it would have gone to 15, after C.
    expect(answer.body).toEqual([expect.objectContaining({ id: ids.D, order: '1.500' })]);
    expect(await ranks(projectId)).toEqual({ sequence: 'ADBC', sharedOrders: 0 });
  });

  it('a move after a delete it waited for: the target gone is "not found", nothing moved', async () => {
    const { projectId, ids } = await projectOf({ A: 1, B: 2, C: 3 });
    const held = await holdRanks(server.db, projectId);
    await held('cards').where({ id: ids.B }).delete();
    const move = reposition(ids.A!, ids.B!, 'below');
    await someoneWaitsForALock(server.db);
    await held.commit();
    expect((await move).status).toBe(404);
    expect(await ranks(projectId)).toEqual({ sequence: 'AC', sharedOrders: 0 });
  });

  it('a move of a card deleted while it waited: "not found", and no event logged for it', async () => {
    const { projectId, ids } = await projectOf({ A: 1, B: 2, C: 3 });
    const before = await server
      .db('folder_events')
      .where({ folderId: ws.folderId })
      .max('seq as seq')
      .first();
    const held = await holdRanks(server.db, projectId);
    await held('cards').where({ id: ids.A }).delete();
    const move = ws.owner.client.patch(`/api/cards/${ids.A}/reorder`, { direction: 'down' });
    await someoneWaitsForALock(server.db);
    await held.commit();
    expect((await move).status).toBe(404);
    const after = await server.db('folder_events').where({ folderId: ws.folderId }).max('seq as seq').first();
    expect(after?.seq).toBe(before?.seq);
  });
});
