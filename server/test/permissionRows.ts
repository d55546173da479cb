// The permission matrix's rows: every workspace route, the request it sends against fresh rows, and the
// status a share recipient and the folder owner get. Everyone else gets 401 (signed out) or 404.
import type { fixtures, Actors } from './permissionFixtures';

export type Fixtures = ReturnType<typeof fixtures>;
export interface Row {
  call: string;
  /** builds the request against fresh rows */
  request: (f: Fixtures, w: Actors) => Promise<{ path: string; body?: unknown }>;
  /** expected status for the recipient and the owner; everyone else is 401 (signed out) or 404 */
  recipient: number;
  owner: number;
  /** A route about the caller, not the workspace: what a signed-out caller and any signed-in one get. */
  account?: { signedOut: number; signedIn: number };
  /** The call ends the caller's session: it is sent from a session of its own, not the actor's shared one. */
  ownSession?: true;
}

const id = (row: { id: number }) => row.id;
export const rows: Row[] = [
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
  {
    call: 'GET /api/folders/:id/room-links',
    request: async (_f, w) => ({ path: `/api/folders/${w.folderId}/room-links` }),
    recipient: 403,
    owner: 200,
  },
  {
    call: 'POST /api/projects/:id/room-links',
    request: async (f) => ({ path: `/api/projects/${id(await f.project())}/room-links` }),
    recipient: 403,
    owner: 201,
  },
  {
    call: 'DELETE /api/room-links/:id',
    request: async (f) => ({ path: `/api/room-links/${id(await f.roomLink())}` }),
    recipient: 403,
    owner: 200,
  },
  {
    // Sign-out by POST carries the Origin check (issue 12 finding 11); a signed-out caller has nothing to end.
    call: 'POST /api/logout',
    request: async () => ({ path: '/api/logout', body: {} }),
    recipient: 200,
    owner: 200,
    account: { signedOut: 200, signedIn: 200 },
    ownSession: true,
  },
];
