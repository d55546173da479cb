// Deleting a use case or release in one request leaves no card pointing at it, even racing card updates.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/testServer';
import { insertCards, makeWorkspace, type Workspace } from '../../test/workspace';

let server: TestServer;
let ws: Workspace;
beforeAll(async () => {
  server = await startTestServer();
  ws = await makeWorkspace(server, 'RACE');
  await insertCards(server, ws.projectId, 'RACE', 6);
  await server.db('categories').insert({ name: 'Keeper', projectId: ws.projectId });
});
afterAll(() => server?.close());

const ROUNDS = 15;

async function race(kind: 'categories' | 'releases', field: 'categoryId' | 'releaseId') {
  const api = ws.owner.client;
  const cards: { id: number }[] = await server.db('cards').where({ projectId: ws.projectId }).select('id');
  for (let round = 0; round < ROUNDS; round++) {
    const created = await api.post(`/api/${kind}`, { name: `${kind} ${round}`, projectId: ws.projectId });
    expect(created.status).toBe(201);
    const target = created.body.id;
    // Half the cards already point at it; the other half are being pointed at it while it is deleted.
    const half = cards.slice(0, 3).map((c) => c.id);
    await server
      .db('cards')
      .whereIn('id', half)
      .update({ [field]: target });
    const updates = cards.slice(3).map((c) => api.patch(`/api/cards/${c.id}`, { [field]: target }));
    const [deleted, ...answers] = await Promise.all([api.delete(`/api/${kind}/${target}`), ...updates]);
    expect(deleted.status).toBe(200);
    for (const answer of answers) expect([200, 400, 404, 409], answer.text).toContain(answer.status);
    const dangling = await server.db('cards').where({ [field]: target });
    expect(dangling, `round ${round}`).toEqual([]);
  }
}

describe('deletes racing card updates', () => {
  it('a deleted use case keeps no cards', () => race('categories', 'categoryId'));
  it('a deleted release keeps no cards', () => race('releases', 'releaseId'));
});
