// Writes racing in one folder do not deadlock over the version stamps: a stamp re-checks the foreign keys of
// the row it versions after the folder's counter is taken, so nothing may hold those referenced rows FOR UPDATE
// while waiting for the counter or the row (renames lock FOR NO KEY UPDATE; card writes hold their use case,
// release and sprint FOR KEY SHARE from their load). Without that, these requests deadlocked and answered 409.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/testServer';
import { makeWorkspace, type Workspace } from '../../test/workspace';

let server: TestServer;
let ws: Workspace;
beforeAll(async () => {
  server = await startTestServer();
  ws = await makeWorkspace(server, 'DL');
});
afterAll(() => server?.close());

describe('racing writes all succeed', () => {
  it('card edits and use case renames', async () => {
    const api = ws.owner.client;
    const k = (await api.post('/api/categories', { name: 'K', projectId: ws.projectId })).body;
    const card = (await api.post('/api/cards', { title: 'C', projectId: ws.projectId, categoryId: k.id }))
      .body;
    const statuses: number[] = [];
    for (let round = 0; round < 30; round++) {
      const res = await Promise.all([
        api.patch(`/api/cards/${card.id}`, { title: `C${round}` }),
        api.put(`/api/categories/${k.id}`, { name: `K${round}` }),
        api.patch(`/api/cards/${card.id}`, { notes: `n${round}` }),
      ]);
      statuses.push(...res.map((r) => r.status));
    }
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
  }, 60000);

  it('card edits and deletes of use cases and releases', async () => {
    const api = ws.owner.client;
    const k1 = (await api.post('/api/categories', { name: 'K1', projectId: ws.projectId })).body;
    const card = (await api.post('/api/cards', { title: 'C', projectId: ws.projectId, categoryId: k1.id }))
      .body;
    const statuses: number[] = [];
    for (let round = 0; round < 15; round++) {
      const k2 = (await api.post('/api/categories', { name: `K2 ${round}`, projectId: ws.projectId })).body;
      const r = (await api.post('/api/releases', { name: `R ${round}`, projectId: ws.projectId })).body;
      const other = (await api.post('/api/cards', { title: 'O', projectId: ws.projectId, categoryId: k2.id }))
        .body;
      await api.patch(`/api/cards/${card.id}`, { releaseId: r.id });
      const res = await Promise.all([
        api.patch(`/api/cards/${card.id}`, { title: `C${round}` }),
        api.delete(`/api/categories/${k2.id}`),
        api.patch(`/api/cards/${other.id}`, { title: `O${round}` }),
        api.delete(`/api/releases/${r.id}`),
        api.patch(`/api/cards/${card.id}`, { notes: `n${round}` }),
      ]);
      statuses.push(...res.map((r) => r.status));
    }
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
  }, 120000);
});
