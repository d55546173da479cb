// The permission matrix's rows for what lives inside a project: use cases, releases and sprints, cards and
// their ranking (the other routes are in permissionRows.ts, which lists these in its order).
import { id, type Row } from './permissionRow';

export const planningRows: Row[] = [
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
    call: 'POST /api/cards/bulk',
    request: async (_f, w) => ({
      path: '/api/cards/bulk',
      body: { titles: ['New', 'Newer'], projectId: w.projectId },
    }),
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
    call: 'PATCH /api/cards/:id (estimate and scoring input)',
    request: async (f) => ({ path: `/api/cards/${id(await f.card())}`, body: { estimate: '5', value: 3 } }),
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
];
