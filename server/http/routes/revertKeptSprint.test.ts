// An undo that sets a card's release back while a teammate moved it to another sprint since: the sprint is
// kept (theirs), unless it is not in the release set back — then the card leaves it, as a PATCH of the
// release alone does, never a card in a sprint of another release.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createCard } from '../../test/cards';
import { startTestServer, type TestServer } from '../../test/testServer';
import { makeWorkspace, type Workspace } from '../../test/workspace';

let server: TestServer;
let ws: Workspace;
beforeAll(async () => {
  server = await startTestServer();
  ws = await makeWorkspace(server, 'RKS');
});
afterAll(() => server?.close());

async function releaseWithSprints(name: string, sprints: string[]) {
  const api = ws.owner.client;
  const release = (await api.post('/api/releases', { name, projectId: ws.projectId })).body;
  const ids: number[] = [];
  for (const sprint of sprints)
    ids.push((await api.post(`/api/releases/${release.id}/sprints`, { name: sprint })).body.id);
  return { id: release.id as number, sprints: ids };
}

it('drops a kept sprint of another release when the release goes back', async () => {
  const api = ws.owner.client;
  const b = await releaseWithSprints('B', ['B1']);
  const a = await releaseWithSprints('A', ['A1', 'A2']);
  const card = await createCard(api, {
    title: 'Moved',
    projectId: ws.projectId,
    releaseId: b.id,
    sprintId: b.sprints[0],
  });
  expect((await api.patch(`/api/cards/${card.id}`, { releaseId: a.id, sprintId: a.sprints[0] })).status).toBe(
    200,
  );
  // Someone else moves it to another sprint of A meanwhile.
  expect((await api.patch(`/api/cards/${card.id}`, { sprintId: a.sprints[1] })).status).toBe(200);
  const undo = await api.post(
    `/api/cards/${card.id}/revert`,
    {
      fields: {
        releaseId: { from: a.id, to: b.id },
        sprintId: { from: a.sprints[0], to: b.sprints[0] },
      },
    },
    { 'X-Change-Cause': 'undo' },
  );
  expect(undo.status, undo.text).toBe(200);
  expect(undo.body.kept.map((k: { field: string }) => k.field)).toEqual(['sprintId']);
  expect(undo.body.card).toMatchObject({ releaseId: b.id, sprintId: null });
  expect(await server.db('cards').where({ id: card.id }).first()).toMatchObject({
    releaseId: b.id,
    sprintId: null,
  });
});
