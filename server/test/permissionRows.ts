// The permission matrix's rows: every workspace route, the request it sends against fresh rows, and the
// status a share recipient and the folder owner get. Everyone else gets 401 (signed out) or 404. The
// account and admin routes: permissionRowsAccounts.ts.
import { id, type Row } from './permissionRow';
import { accountRows } from './permissionRowsAccounts';
import { floorRows } from './permissionRowsFloor';
import { historyRows } from './permissionRowsHistory';
import { importRows } from './permissionRowsImports';
import { meetingRows } from './permissionRowsMeetings';
import { minutesRows } from './permissionRowsMinutes';
import { planningRows } from './permissionRowsPlanning';
import { searchRows } from './permissionRowsSearch';

export type { Fixtures, Row } from './permissionRow';

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
    call: 'PUT /api/projects/:id (deck and scoring model)',
    request: async (f) => ({
      path: `/api/projects/${id(await f.project())}`,
      body: { deck: 'tshirt', scoringModel: 'rice' },
    }),
    recipient: 403,
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
    // A folder goes to the trash whole, cards and all (docs/decisions.md).
    call: 'DELETE /api/projects/:id (folder)',
    request: async (f) => ({ path: `/api/projects/${id(await f.sharedFolder())}` }),
    recipient: 403,
    owner: 200,
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
  ...planningRows,
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
    // How people sign in here (docs/sso.md): public, the same for everyone.
    call: 'GET /api/auth/options',
    request: async () => ({ path: '/api/auth/options' }),
    recipient: 200,
    owner: 200,
    account: { signedOut: 200, signedIn: 200 },
  },
  {
    // Sign-out by POST carries the Origin check; a signed-out caller has nothing to end.
    call: 'POST /api/logout',
    request: async () => ({ path: '/api/logout', body: {} }),
    recipient: 200,
    owner: 200,
    account: { signedOut: 200, signedIn: 200 },
    ownSession: true,
  },
  {
    // The admin's read before deleting an account (the owner's: their folder is shared); admins only.
    call: 'GET /api/admin/users/:id/shared-folders',
    request: async (_f, w) => ({ path: `/api/admin/users/${w.ownerId}/shared-folders` }),
    recipient: 403,
    owner: 403,
    admin: 200,
  },
  ...accountRows,
  ...meetingRows,
  ...minutesRows,
  ...historyRows,
  ...floorRows,
  ...importRows,
  ...searchRows,
];
