// A node's creates and moves of one project queue in the node (domain/projectQueues.ts): while PER_PROJECT of
// them wait in PostgreSQL for the project's rank lock, the others wait in the queue, holding no connection,
// and each still lands by the ranks and numbers it finds. Another project's writes go on meanwhile.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PER_PROJECT } from '../../domain/projectQueues';
import { holdRanks, lockWaiters } from '../../test/lockWaits';
import { startTestServer, type TestServer } from '../../test/testServer';
import { sleep } from '../../test/waits';
import { makeProject, makeWorkspace, type Workspace } from '../../test/workspace';

let server: TestServer;
let ws: Workspace;
beforeAll(async () => {
  server = await startTestServer();
  ws = await makeWorkspace(server, 'TURN');
});
afterAll(() => server?.close());

/** Resolves once all `count` writes of the project wait, for the lock or in the project's queue. */
async function allWaiting(projectId: number, count: number) {
  for (;;) {
    const inPostgres = await lockWaiters(server.db);
    const inNode = server.changes.queues.waiting(projectId);
    if (inPostgres + inNode >= count) return { inPostgres, inNode };
    await sleep(5);
  }
}

const create = (projectId: number, title: string) => ws.owner.client.post('/api/cards', { projectId, title });

describe("a project's creates and moves on one node", () => {
  it('queue in the node, PER_PROJECT at a time in PostgreSQL, and all land', async () => {
    const project = await makeProject(ws.owner.client, ws.folderId, 'TRN', 'Turns');
    // Made here, so the node knows their project: their moves join its queue.
    const a = (await create(project.id, 'A')).body;
    const b = (await create(project.id, 'B')).body;
    const held = await holdRanks(server.db, project.id);
    const reposition = (id: number, targetCardId: number, position: 'above' | 'below') =>
      ws.owner.client.post(`/api/cards/${id}/reposition`, { targetCardId, position });
    const writes = [
      create(project.id, 'C'),
      reposition(a.id, b.id, 'below'),
      create(project.id, 'D'),
      reposition(a.id, b.id, 'above'),
      create(project.id, 'E'),
    ];
    expect(await allWaiting(project.id, writes.length)).toEqual({
      inPostgres: PER_PROJECT,
      inNode: writes.length - PER_PROJECT,
    });
    await held.commit();
    const answers = await Promise.all(writes);
    expect(answers.map((res) => res.status)).toEqual([201, 200, 201, 200, 201]);
    const cards = await server
      .db('cards')
      .where({ projectId: project.id })
      .orderBy(['order', 'id'])
      .select('title', 'order', 'externalId');
    // Each placed by the ranks it found when it left the queue: five cards on five orders, numbered once each.
    expect(
      cards
        .map((card) => card.title)
        .sort()
        .join(''),
    ).toBe('ABCDE');
    expect(new Set(cards.map((card) => card.order)).size).toBe(5);
    expect(cards.map((card) => card.externalId).sort()).toEqual([
      'TRN-001',
      'TRN-002',
      'TRN-003',
      'TRN-004',
      'TRN-005',
    ]);
    expect(server.changes.queues.waiting(project.id)).toBe(0);
  });

  it("leave another project's writes free to go", async () => {
    const busy = await makeProject(ws.owner.client, ws.folderId, 'BSY', 'Busy');
    const other = await makeProject(ws.owner.client, ws.folderId, 'OTH', 'Other');
    const held = await holdRanks(server.db, busy.id);
    // Its queue full and one more waiting in it.
    const waiting = Array.from({ length: PER_PROJECT + 1 }, (_, i) => create(busy.id, `Card ${i}`));
    expect((await allWaiting(busy.id, waiting.length)).inNode).toBe(1);
    expect((await create(other.id, 'Meanwhile')).status).toBe(201);
    await held.commit();
    expect((await Promise.all(waiting)).map((res) => res.status)).toEqual(waiting.map(() => 201));
  });
});
