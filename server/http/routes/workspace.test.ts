// Clients, folders and projects: the rules of spec section 5 and who may do what.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_MESSAGES } from '../../../common/schemas/clients';
import { PROJECT_MESSAGES } from '../../../common/schemas/projects';
import { createCard, planning } from '../../test/cards';
import { signedInUser } from '../../test/factories';
import { someoneWaitsForALock } from '../../test/lockWaits';
import { startTestServer, type TestServer } from '../../test/testServer';
import {
  grantShare,
  insertCards,
  makeClient,
  makeFolder,
  makeProject,
  makeWorkspace,
  type Workspace,
} from '../../test/workspace';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

describe('clients', () => {
  it('are created, listed, renamed and deleted by their owner', async () => {
    const { client: api } = await signedInUser(server);
    const created = await makeClient(api, '  Globex ');
    expect(created).toMatchObject({ name: 'Globex', access: 'owner', description: null });
    expect((await api.get('/api/clients')).body.map((c: { name: string }) => c.name)).toEqual(['Globex']);
    const renamed = await api.put(`/api/clients/${created.id}`, { name: 'Globex Corp' });
    expect(renamed.body.name).toBe('Globex Corp');
    expect((await api.delete(`/api/clients/${created.id}`)).status).toBe(200);
    expect((await api.get('/api/clients')).body).toEqual([]);
  });

  it('cannot be deleted while it has projects', async () => {
    const ws = await makeWorkspace(server);
    const res = await ws.owner.client.delete(`/api/clients/${ws.clientId}`);
    expect(res.status).toBe(409);
    expect(res.body.error).toBe(CLIENT_MESSAGES.hasProjects(2));
    expect((await ws.owner.client.get('/api/client-project-counts')).body).toEqual({ [ws.clientId]: 2 });
  });

  it('validate the name', async () => {
    const { client: api } = await signedInUser(server);
    const res = await api.post('/api/clients', { name: '   ' });
    expect([res.status, res.body.error]).toEqual([400, 'Client name is required']);
  });

  it('are visible by name to share recipients, who cannot change them', async () => {
    const ws = await makeWorkspace(server);
    const guest = await signedInUser(server);
    await grantShare(server, ws.folderId, ws.owner.user.id, guest);
    const list = await guest.client.get('/api/clients');
    expect(list.body).toEqual([expect.objectContaining({ id: ws.clientId, access: 'shared' })]);
    expect((await guest.client.put(`/api/clients/${ws.clientId}`, { name: 'Mine' })).status).toBe(403);
    expect((await guest.client.delete(`/api/clients/${ws.clientId}`)).status).toBe(403);
    const stranger = await signedInUser(server);
    expect((await stranger.client.put(`/api/clients/${ws.clientId}`, { name: 'Mine' })).status).toBe(404);
    expect((await stranger.client.get(`/api/clients/${ws.clientId}/projects`)).status).toBe(404);
  });
});

/** Three cards in the project, in its use case, releases and sprints; the project as `whole` reads it. */
async function plannedCards(ws: Workspace) {
  const plan = await planning(server, ws.projectId);
  const api = ws.owner.client;
  const base = { projectId: ws.projectId, categoryId: plan.category.id };
  await createCard(api, { ...base, title: 'One', releaseId: plan.release.id, sprintId: plan.sprint.id });
  await createCard(api, { ...base, title: 'Two', releaseId: plan.release2.id, sprintId: plan.sprint2.id });
  await createCard(api, { ...base, title: 'Three' });
  return whole(ws);
}

/** Everything in the project, without versions (a restore stamps new ones). */
async function whole(ws: Workspace) {
  const data = await ws.owner.client.get(`/api/projects/${ws.projectId}/data`);
  expect(data.status, data.text).toBe(200);
  const { version: _version, ...project } = data.body.project;
  const strip = <T extends { version?: number }>({ version: _v, ...rest }: T) => rest;
  return {
    project,
    cards: data.body.cards.map(strip),
    categories: data.body.categories.map(strip),
    releases: data.body.releases.map((r: { version?: number; sprints: { version?: number }[] }) => ({
      ...strip(r),
      sprints: r.sprints.map(strip),
    })),
  };
}

describe('folders and projects', () => {
  it('follow the folder/project rules', async () => {
    const { client: api } = await signedInUser(server);
    const client = await makeClient(api);
    const folder = await makeFolder(api, client.id);
    expect(folder).toMatchObject({ parentId: null, prefix: null, clientId: client.id, access: 'owner' });

    const noPrefix = await api.post('/api/projects', { name: 'P', parentId: folder.id });
    expect([noPrefix.status, noPrefix.body.error]).toEqual([400, PROJECT_MESSAGES.prefixRequired]);
    const noParent = await api.post('/api/projects', { name: 'P', prefix: 'ABC', clientId: client.id });
    expect([noParent.status, noParent.body.error]).toEqual([400, PROJECT_MESSAGES.parentRequired]);
    const noName = await api.post('/api/projects', { name: '', clientId: client.id });
    expect([noName.status, noName.body.error]).toEqual([400, PROJECT_MESSAGES.nameRequired]);
    const long = await api.post('/api/projects', { name: 'P', prefix: 'TOOLONG', parentId: folder.id });
    expect([long.status, long.body.error]).toEqual([400, 'Prefix must be at most 5 characters']);

    const project = await makeProject(api, folder.id, 'web');
    expect(project).toMatchObject({ prefix: 'WEB', parentId: folder.id, clientId: client.id });
    const nested = await api.post('/api/projects', { name: 'Deeper', prefix: 'X', parentId: project.id });
    expect([nested.status, nested.body.error]).toEqual([400, PROJECT_MESSAGES.parentNotFolder]);

    const all = await api.get('/api/projects');
    expect(all.body.map((p: { id: number }) => p.id)).toEqual([folder.id, project.id]);
    expect((await api.get(`/api/clients/${client.id}/projects`)).body).toHaveLength(2);
    expect((await api.get(`/api/projects/${project.id}`)).body.name).toBe('App');
  });

  it('refuse a prefix change while cards use the prefix', async () => {
    const ws = await makeWorkspace(server, 'OLD');
    await insertCards(server, ws.projectId, 'OLD', 3);
    const api = ws.owner.client;
    const prefix = await api.put(`/api/projects/${ws.projectId}`, { prefix: 'NEW' });
    expect([prefix.status, prefix.body.error]).toEqual([409, PROJECT_MESSAGES.prefixInUse(3, 'OLD')]);
    expect((await api.put(`/api/projects/${ws.projectId}`, { name: 'Renamed' })).body.name).toBe('Renamed');

    await server.db('cards').where({ projectId: ws.projectId }).delete();
    expect((await api.put(`/api/projects/${ws.projectId}`, { prefix: 'new' })).body.prefix).toBe('NEW');
    expect((await api.delete(`/api/projects/${ws.folderId}`)).status).toBe(200);
    expect((await api.get(`/api/projects/${ws.projectId}`)).status).toBe(404);
  });

  // docs/decisions.md "A project or folder goes to the trash whole": cards are no reason to refuse a delete.
  it('move a project with cards to the trash whole, and bring it back whole', async () => {
    const ws = await makeWorkspace(server);
    const api = ws.owner.client;
    const before = await plannedCards(ws);
    const del = await api.delete(`/api/projects/${ws.projectId}`);
    expect([del.status, del.body]).toEqual([200, { id: ws.projectId }]);
    expect((await api.get(`/api/projects/${ws.projectId}`)).status).toBe(404);
    const listed = (await api.get(`/api/projects/${ws.folderId}/trash`)).body.items;
    expect(listed).toMatchObject([{ kind: 'project', id: ws.projectId, label: 'App', contains: 3 }]);

    const restored = await api.post('/api/trash/restore', { kind: 'project', ids: [ws.projectId] });
    expect(restored.status, restored.text).toBe(200);
    expect(await whole(ws)).toEqual(before);
    // Numbering goes on where it was: the next card is the fourth, no number is used twice.
    expect((await createCard(api, { title: 'Next', projectId: ws.projectId })).externalId).toBe('APP-004');
  });

  it('move a folder whose projects hold cards to the trash whole, and bring it back whole', async () => {
    const ws = await makeWorkspace(server);
    const api = ws.owner.client;
    const empty = await makeProject(api, ws.folderId, 'EMP', 'Empty');
    const before = await plannedCards(ws);
    const del = await api.delete(`/api/projects/${ws.folderId}`);
    expect([del.status, del.body]).toEqual([200, { id: ws.folderId }]);
    for (const id of [ws.folderId, ws.projectId, empty.id])
      expect((await api.get(`/api/projects/${id}`)).status).toBe(404);
    const folders = (await api.get('/api/trash/folders')).body.items;
    expect(folders).toMatchObject([{ kind: 'folder', id: ws.folderId, label: 'Product', contains: 2 }]);

    const restored = await api.post('/api/trash/restore', { kind: 'folder', ids: [ws.folderId] });
    expect(restored.status, restored.text).toBe(200);
    expect((await api.get(`/api/projects/${empty.id}`)).status).toBe(200);
    expect(await whole(ws)).toEqual(before);
    expect((await createCard(api, { title: 'Next', projectId: ws.projectId })).externalId).toBe('APP-004');
  });

  // A card create holds its project's row (the numbering counter) until it commits; the folder's delete
  // waits for it, so the trash keeps that card too instead of the cascade taking it for good.
  it('keep a card created while its folder goes to the trash', async () => {
    const ws = await makeWorkspace(server);
    const api = ws.owner.client;
    const creating = await server.db.transaction();
    await creating('projects').where({ id: ws.projectId }).update({ nextCardNumber: 2 });
    await creating('cards').insert({
      externalId: 'APP-001',
      title: 'Late',
      order: 1,
      projectId: ws.projectId,
    });
    const deleting = api.delete(`/api/projects/${ws.folderId}`);
    await someoneWaitsForALock(server.db);
    await creating.commit();
    expect((await deleting).status).toBe(200);

    const restored = await api.post('/api/trash/restore', { kind: 'folder', ids: [ws.folderId] });
    expect(restored.status, restored.text).toBe(200);
    const cards = (await api.get(`/api/projects/${ws.projectId}/cards`)).body;
    expect(cards.map((c: { title: string }) => c.title)).toEqual(['Late']);
  });

  it('give share recipients the inside of the folder but not the folder itself', async () => {
    const ws = await makeWorkspace(server);
    const guest = await signedInUser(server);
    await grantShare(server, ws.folderId, ws.owner.user.id, guest);
    const api = guest.client;
    expect((await api.get('/api/projects')).body.map((p: { access: string }) => p.access)).toEqual([
      'shared',
      'shared',
    ]);
    const added = await makeProject(api, ws.folderId, 'GST', 'Guest project');
    expect(added).toMatchObject({ ownerId: ws.owner.user.id, access: 'shared' });
    expect((await api.put(`/api/projects/${added.id}`, { name: 'Renamed' })).status).toBe(200);
    expect((await api.delete(`/api/projects/${added.id}`)).status).toBe(200);
    expect((await api.put(`/api/projects/${ws.folderId}`, { name: 'Taken' })).status).toBe(403);
    expect((await api.delete(`/api/projects/${ws.folderId}`)).status).toBe(403);
    expect((await api.post('/api/projects', { name: 'F2', clientId: ws.clientId })).status).toBe(403);
  });

  it('return the project data bundle', async () => {
    const ws = await makeWorkspace(server);
    await insertCards(server, ws.projectId, ws.prefix, 2);
    const data = await ws.owner.client.get(`/api/projects/${ws.projectId}/data`);
    expect(data.status).toBe(200);
    expect(data.body.cards.map((c: { externalId: string }) => c.externalId)).toEqual(['APP-001', 'APP-002']);
    expect(data.body.cards[0]).toMatchObject({ order: '1.000', category: null, release: null });
    expect(data.body).toMatchObject({ categories: [], releases: [], project: { id: ws.projectId } });
    expect((await ws.owner.client.get('/api/card-counts')).body).toEqual({ [ws.projectId]: 2 });
  });
});
