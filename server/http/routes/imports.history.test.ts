// POST /api/imports and history: the import is one entry in the Activity, and each card's own History says it
// was imported, and from which file (also after its undo and redo).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardsOf, importInto, importRows } from '../../test/importRequests';
import { startTestServer, type TestServer } from '../../test/testServer';
import { makeWorkspace } from '../../test/workspace';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());
describe('POST /api/imports in history', () => {
  it('one entry in the Activity; each card’s own History says it was imported, and from which file', async () => {
    const ws = await makeWorkspace(server);
    const api = ws.owner.client;
    await api.post('/api/cards', { title: 'Before', projectId: ws.projectId });
    const res = await importInto(
      api,
      ws.projectId,
      importRows(3, () => ({ useCase: 'New' })),
    );
    expect(res.status, res.text).toBe(201);
    const activity = await api.get(`/api/projects/${ws.projectId}/activity`);
    expect(activity.status, activity.text).toBe(200);
    expect(activity.body.entries.map((e: any) => [e.kind, e.action, e.label])).toEqual([
      ['import', 'created', '3 cards from backlog.csv'],
      ['card', 'created', 'APP-001 Before'],
      ['project', 'created', 'App'],
    ]);
    const byKind = await api.get(`/api/projects/${ws.projectId}/activity?kind=import`);
    expect(byKind.body.entries).toHaveLength(1);
    const card = (await cardsOf(server.db, ws.projectId))[1];
    const own = async () =>
      (await api.get(`/api/cards/${card.id}/history`)).body.entries.map((e: any) => [
        e.action,
        e.cause,
        e.importFile,
      ]);
    expect(await own()).toEqual([['created', 'import', 'backlog.csv']]);
    // Its undo and its redo say the same; the Activity still has only the import's own entries.
    expect((await api.delete(`/api/imports/${res.body.import.id}`)).status).toBe(200);
    const redo = await api.post('/api/trash/restore', { kind: 'import', ids: [res.body.import.id] });
    expect(redo.status, redo.text).toBe(200);
    expect(await own()).toEqual([
      ['restored', 'import', 'backlog.csv'],
      ['deleted', 'import', 'backlog.csv'],
      ['created', 'import', 'backlog.csv'],
    ]);
    const after = await api.get(`/api/projects/${ws.projectId}/activity`);
    expect(after.body.entries.map((e: any) => [e.kind, e.action, e.cause, e.importFile])).toEqual([
      ['import', 'restored', null, null],
      ['import', 'deleted', null, null],
      ['import', 'created', null, null],
      ['card', 'created', null, null],
      ['project', 'created', null, null],
    ]);
  });
});
