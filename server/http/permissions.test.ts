// The permission matrix: every workspace route × signed out / stranger / admin / pending / recipient / owner.
// decisions.md: 401 signed out; 404 for what the caller cannot read (admins get no extra data access);
// recipients change everything inside a folder but not the folder, its shares or its client (403).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../test/factories';
import type { TestClient } from '../test/httpClient';
import { fixtures, type Actors } from '../test/permissionFixtures';
import { startTestServer, type TestServer } from '../test/testServer';
import { grantShare, makeWorkspace } from '../test/workspace';

type Actor = 'signedOut' | 'stranger' | 'admin' | 'pending' | 'recipient' | 'owner';
type Fixtures = ReturnType<typeof fixtures>;
interface Row {
  call: string;
  /** builds the request against fresh rows */
  request: (f: Fixtures, w: Actors) => Promise<{ path: string; body?: unknown }>;
  /** expected status for the recipient and the owner; everyone else is 401 (signed out) or 404 */
  recipient: number;
  owner: number;
}

const id = (row: { id: number }) => row.id;
const rows: Row[] = [
  {
    call: 'GET /api/clients/:id/projects',
    request: async (_f, w) => ({ path: `/api/clients/${w.clientId}/projects` }),
    recipient: 200,
    owner: 200,
  },
  {
    call: 'PUT /api/clients/:id',
    request: async (f) => ({ path: `/api/clients/${id(await f.client())}`, body: { name: 'N' } }),
    recipient: 404,
    owner: 200,
  },
  {
    call: 'PUT /api/clients/:id (shared client)',
    request: async (_f, w) => ({ path: `/api/clients/${w.clientId}`, body: { name: 'Acme' } }),
    recipient: 403,
    owner: 200,
  },
  {
    call: 'DELETE /api/clients/:id',
    request: async (f) => ({ path: `/api/clients/${id(await f.client())}` }),
    recipient: 404,
    owner: 200,
  },
  {
    call: 'DELETE /api/clients/:id (shared client)',
    request: async (_f, w) => ({ path: `/api/clients/${w.clientId}` }),
    recipient: 403,
    owner: 409,
  },
  {
    call: 'GET /api/projects/:id',
    request: async (f) => ({ path: `/api/projects/${id(await f.project())}` }),
    recipient: 200,
    owner: 200,
  },
  {
    call: 'GET /api/projects/:id/data',
    request: async (_f, w) => ({ path: `/api/projects/${w.projectId}/data` }),
    recipient: 200,
    owner: 200,
  },
  {
    call: 'GET /api/projects/:id/cards',
    request: async (_f, w) => ({ path: `/api/projects/${w.projectId}/cards` }),
    recipient: 200,
    owner: 200,
  },
  {
    call: 'GET /api/projects/:id/categories',
    request: async (_f, w) => ({ path: `/api/projects/${w.projectId}/categories` }),
    recipient: 200,
    owner: 200,
  },
  {
    call: 'GET /api/projects/:id/releases',
    request: async (_f, w) => ({ path: `/api/projects/${w.projectId}/releases` }),
    recipient: 200,
    owner: 200,
  },
  {
    call: 'POST /api/projects (in folder)',
    request: async (_f, w) => ({
      path: '/api/projects',
      body: { name: 'X', prefix: 'X', parentId: w.folderId },
    }),
    recipient: 201,
    owner: 201,
  },
  {
    call: 'POST /api/projects (folder in client)',
    request: async (_f, w) => ({ path: '/api/projects', body: { name: 'X', clientId: w.clientId } }),
    recipient: 403,
    owner: 201,
  },
  {
    call: 'PUT /api/projects/:id',
    request: async (f) => ({ path: `/api/projects/${id(await f.project())}`, body: { name: 'Y' } }),
    recipient: 200,
    owner: 200,
  },
  {
    call: 'PUT /api/projects/:id (folder)',
    request: async (_f, w) => ({ path: `/api/projects/${w.folderId}`, body: { name: 'Product' } }),
    recipient: 403,
    owner: 200,
  },
  {
    call: 'DELETE /api/projects/:id',
    request: async (f) => ({ path: `/api/projects/${id(await f.project())}` }),
    recipient: 200,
    owner: 200,
  },
  {
    call: 'DELETE /api/projects/:id (folder)',
    request: async (f, w) => (await f.card(), { path: `/api/projects/${w.folderId}` }),
    recipient: 403,
    owner: 409,
  },
  {
    call: 'GET /api/folders/:id/shares',
    request: async (_f, w) => ({ path: `/api/folders/${w.folderId}/shares` }),
    recipient: 200,
    owner: 200,
  },
  {
    call: 'POST /api/folders/:id/share',
    request: async (_f, w) => ({
      path: `/api/folders/${w.folderId}/share`,
      body: { email: `new-${Date.now()}-${Math.random()}@example.test` },
    }),
    recipient: 403,
    owner: 201,
  },
  {
    call: 'DELETE /api/folder-shares/:id',
    request: async (f) => ({ path: `/api/folder-shares/${id(await f.share())}` }),
    recipient: 403,
    owner: 200,
  },
  {
    call: 'POST /api/categories',
    request: async (_f, w) => ({
      path: '/api/categories',
      body: { name: `N${Math.random()}`, projectId: w.projectId },
    }),
    recipient: 201,
    owner: 201,
  },
  {
    call: 'PUT /api/categories/:id',
    request: async (f) => ({ path: `/api/categories/${id(await f.category())}`, body: { color: '#FF0000' } }),
    recipient: 200,
    owner: 200,
  },
  {
    call: 'DELETE /api/categories/:id',
    request: async (f) => (await f.category(), { path: `/api/categories/${id(await f.category())}` }),
    recipient: 200,
    owner: 200,
  },
  {
    call: 'POST /api/releases',
    request: async (_f, w) => ({ path: '/api/releases', body: { name: 'R', projectId: w.projectId } }),
    recipient: 201,
    owner: 201,
  },
  {
    call: 'PUT /api/releases/:id',
    request: async (f) => ({
      path: `/api/releases/${id(await f.release())}`,
      body: { roadmapVisible: false },
    }),
    recipient: 200,
    owner: 200,
  },
  {
    call: 'DELETE /api/releases/:id',
    request: async (f) => ({ path: `/api/releases/${id(await f.release())}` }),
    recipient: 200,
    owner: 200,
  },
  {
    call: 'GET /api/releases/:id/sprints',
    request: async (f) => ({ path: `/api/releases/${id(await f.release())}/sprints` }),
    recipient: 200,
    owner: 200,
  },
  {
    call: 'POST /api/releases/:id/sprints',
    request: async (f) => ({ path: `/api/releases/${id(await f.release())}/sprints`, body: { name: 'S' } }),
    recipient: 201,
    owner: 201,
  },
  {
    call: 'PUT /api/sprints/:id',
    request: async (f) => ({ path: `/api/sprints/${id(await f.sprint())}`, body: { name: 'S2' } }),
    recipient: 200,
    owner: 200,
  },
  {
    call: 'DELETE /api/sprints/:id',
    request: async (f) => ({ path: `/api/sprints/${id(await f.sprint())}` }),
    recipient: 200,
    owner: 200,
  },
  {
    call: 'POST /api/cards',
    request: async (_f, w) => ({ path: '/api/cards', body: { title: 'New', projectId: w.projectId } }),
    recipient: 201,
    owner: 201,
  },
  {
    call: 'GET /api/cards/:id',
    request: async (f) => ({ path: `/api/cards/${id(await f.card())}` }),
    recipient: 200,
    owner: 200,
  },
  {
    call: 'PUT /api/cards/:id',
    request: async (f) => ({ path: `/api/cards/${id(await f.card())}`, body: { title: 'Edited' } }),
    recipient: 200,
    owner: 200,
  },
  {
    call: 'PATCH /api/cards/:id',
    request: async (f) => ({ path: `/api/cards/${id(await f.card())}`, body: { status: 'ready' } }),
    recipient: 200,
    owner: 200,
  },
  {
    call: 'DELETE /api/cards/:id',
    request: async (f) => ({ path: `/api/cards/${id(await f.card())}` }),
    recipient: 200,
    owner: 200,
  },
  {
    call: 'PATCH /api/cards/:id/reorder',
    request: async (f) => ({
      path: `/api/cards/${id(await f.card())}/reorder`,
      body: { direction: 'up', groupBy: 'none' },
    }),
    recipient: 200,
    owner: 200,
  },
  {
    call: 'POST /api/cards/:id/reposition',
    request: async (f) => {
      const [a, b] = [await f.card(), await f.card()];
      return {
        path: `/api/cards/${a.id}/reposition`,
        body: { targetCardId: b.id, position: 'below', groupBy: 'none' },
      };
    },
    recipient: 200,
    owner: 200,
  },
  {
    call: 'POST /api/cards/:id/move-to-group',
    request: async (f) => ({
      path: `/api/cards/${id(await f.card())}/move-to-group`,
      body: { groupBy: 'status', groupValue: 'ready', status: 'ready' },
    }),
    recipient: 200,
    owner: 200,
  },
  {
    call: 'GET /api/projects/:id/cards/rank-complexity',
    request: async (_f, w) => ({ path: `/api/projects/${w.projectId}/cards/rank-complexity` }),
    recipient: 200,
    owner: 200,
  },
  {
    call: 'POST /api/projects/:id/cards/recalculate-ranks',
    request: async (_f, w) => ({ path: `/api/projects/${w.projectId}/cards/recalculate-ranks` }),
    recipient: 200,
    owner: 200,
  },
  {
    call: 'POST /api/export/csv',
    request: async (_f, w) => ({ path: '/api/export/csv', body: { projectIds: [w.projectId] } }),
    recipient: 200,
    owner: 200,
  },
];

let server: TestServer;
let w: Actors;
let f: Fixtures;
const clients = {} as Record<Actor, TestClient>;
let recipientShareId: number;

beforeAll(async () => {
  server = await startTestServer();
  const ws = await makeWorkspace(server, 'PRM');
  w = { ownerId: ws.owner.user.id, clientId: ws.clientId, folderId: ws.folderId, projectId: ws.projectId };
  f = fixtures(server, w);
  const recipient = await signedInUser(server);
  const pending = await signedInUser(server);
  await grantShare(server, ws.folderId, w.ownerId, recipient);
  await grantShare(server, ws.folderId, w.ownerId, pending, 'pending');
  recipientShareId = (await server.db('folder_shares').where({ sharedWithUserId: recipient.user.id }).first())
    .id;
  Object.assign(clients, {
    signedOut: server.client(),
    stranger: (await signedInUser(server)).client,
    admin: (await signedInUser(server, { accessLevel: 'admin' })).client,
    pending: pending.client,
    recipient: recipient.client,
    owner: ws.owner.client,
  });
});
afterAll(() => server?.close());

const methodOf = (call: string) => call.split(' ')[0]!;
const expected = (row: Row, actor: Actor) =>
  actor === 'signedOut' ? 401 : actor === 'owner' ? row.owner : actor === 'recipient' ? row.recipient : 404;

describe.each(['signedOut', 'stranger', 'admin', 'pending', 'recipient', 'owner'] as Actor[])(
  'as %s',
  (actor) => {
    it.each(rows)('$call', async (row) => {
      const { path, body } = await row.request(f, w);
      const res = await clients[actor].request(methodOf(row.call), path, body);
      expect(res.status, `${row.call} as ${actor}: ${res.text.slice(0, 200)}`).toBe(expected(row, actor));
    });
  },
);

describe('lists never leak', () => {
  const lists = [
    '/api/clients',
    '/api/projects',
    '/api/card-counts',
    '/api/client-project-counts',
    '/api/folder-share-counts',
  ];
  it.each(lists)('%s shows outsiders nothing of the folder, and insiders what they share', async (path) => {
    await f.card();
    for (const actor of ['stranger', 'admin', 'pending'] as Actor[]) {
      const res = await clients[actor].get(path);
      expect(res.status).toBe(200);
      const text = JSON.stringify(res.body);
      for (const id of [w.clientId, w.folderId, w.projectId]) {
        expect(text, `${path} as ${actor}`).not.toMatch(
          new RegExp(`"(id|clientId|parentId)":${id}\\b|"${id}":`),
        );
      }
    }
    expect((await clients.signedOut.get(path)).status).toBe(401);
    const inside = JSON.stringify((await clients.recipient.get(path)).body);
    expect(inside).toMatch(new RegExp(`\\b(${w.folderId}|${w.clientId}|${w.projectId})\\b`));
  });

  it('lets a recipient leave (remove their own share), after which the folder is 404', async () => {
    const { client: api, user } = await signedInUser(server);
    await server.db('folder_shares').insert({
      folderId: w.folderId,
      sharedWithEmail: user.email,
      sharedWithUserId: user.id,
      sharedByUserId: w.ownerId,
      status: 'active',
    });
    const share = await server.db('folder_shares').where({ sharedWithUserId: user.id }).first();
    expect((await api.get(`/api/projects/${w.projectId}`)).status).toBe(200);
    expect((await api.delete(`/api/folder-shares/${share.id}`)).status).toBe(200);
    expect((await api.get(`/api/projects/${w.projectId}`)).status).toBe(404);
    expect(recipientShareId).toBeGreaterThan(0);
  });
});
