// The permission matrix's rows about the caller, not a workspace: who is signed in, the lists every account
// reads, a client of one's own, sign-out by a link; and the admin's user management (admins only).
import { uniqueEmail } from './factories';
import type { Row } from './permissionRow';

/** Any signed-in account, nobody signed out. */
const SIGNED_IN = { signedOut: 401, signedIn: 200 };

const list = (path: string): Row => ({
  call: `GET ${path}`,
  request: async () => ({ path }),
  recipient: 200,
  owner: 200,
  account: SIGNED_IN,
});

export const accountRows: Row[] = [
  list('/api/auth/user'),
  // What each list shows an outsider of the workspace: permissions.test.ts "lists never leak".
  list('/api/clients'),
  list('/api/projects'),
  list('/api/card-counts'),
  list('/api/client-project-counts'),
  list('/api/folder-share-counts'),
  {
    call: 'POST /api/clients',
    request: async () => ({ path: '/api/clients', body: { name: 'Own client' } }),
    recipient: 201,
    owner: 201,
    account: { signedOut: 401, signedIn: 201 },
  },
  {
    // The matrix's accounts have not proven their address yet: each asks for one more link to it.
    call: 'POST /api/auth/resend-verification',
    request: async () => ({ path: '/api/auth/resend-verification', body: {} }),
    recipient: 200,
    owner: 200,
    account: SIGNED_IN,
  },
  {
    // A sign-out link followed: ends the session there is and goes to the landing page, signed out or not.
    call: 'GET /api/logout',
    request: async () => ({ path: '/api/logout' }),
    recipient: 302,
    owner: 302,
    account: { signedOut: 302, signedIn: 302 },
    ownSession: true,
  },
  {
    call: 'GET /api/admin/users',
    request: async () => ({ path: '/api/admin/users' }),
    recipient: 403,
    owner: 403,
    admin: 200,
  },
  {
    call: 'POST /api/admin/users',
    request: async () => ({
      path: '/api/admin/users',
      body: {
        email: uniqueEmail('matrix'),
        firstName: 'New',
        lastName: 'Person',
        password: 'a matrix password 1',
      },
    }),
    recipient: 403,
    owner: 403,
    admin: 201,
  },
  {
    call: 'PUT /api/admin/users/:id',
    request: async (f) => ({ path: `/api/admin/users/${(await f.user()).id}`, body: { firstName: 'N' } }),
    recipient: 403,
    owner: 403,
    admin: 200,
  },
  {
    call: 'DELETE /api/admin/users/:id',
    request: async (f) => ({ path: `/api/admin/users/${(await f.user()).id}` }),
    recipient: 403,
    owner: 403,
    admin: 200,
  },
];
