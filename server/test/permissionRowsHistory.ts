// The permission matrix's rows for history, undo and the trash: members read history and
// restore what members may delete; purging is the folder owner's.
import { id, type Row } from './permissionRow';

export const historyRows: Row[] = [
  {
    call: 'GET /api/cards/:id/history',
    request: async (f) => ({ path: `/api/cards/${id(await f.card())}/history` }),
    recipient: 200,
    owner: 200,
  },
  {
    call: 'GET /api/projects/:id/activity',
    request: async (_f, w) => ({ path: `/api/projects/${w.projectId}/activity` }),
    recipient: 200,
    owner: 200,
  },
  {
    call: 'POST /api/cards/:id/revert',
    request: async (f) => ({
      path: `/api/cards/${id(await f.card())}/revert`,
      body: { fields: { title: { from: 'T', to: 'Back' } } },
    }),
    recipient: 200,
    owner: 200,
  },
  {
    call: 'GET /api/projects/:id/trash',
    request: async (_f, w) => ({ path: `/api/projects/${w.projectId}/trash` }),
    recipient: 200,
    owner: 200,
  },
  {
    call: 'GET /api/trash/folders',
    request: async () => ({ path: '/api/trash/folders' }),
    recipient: 200,
    owner: 200,
    account: { signedOut: 401, signedIn: 200 },
  },
  {
    call: 'POST /api/trash/restore',
    request: async (f) => ({
      path: '/api/trash/restore',
      body: { kind: 'card', ids: [id(await f.trashedCard())] },
    }),
    recipient: 200,
    owner: 200,
  },
  {
    call: 'POST /api/trash/purge',
    request: async (f) => ({
      path: '/api/trash/purge',
      body: { kind: 'card', ids: [id(await f.trashedCard())] },
    }),
    recipient: 403,
    owner: 200,
  },
  {
    call: 'DELETE /api/projects/:id/trash',
    request: async (_f, w) => ({ path: `/api/projects/${w.folderId}/trash` }),
    recipient: 403,
    owner: 200,
  },
];
