// The query budget's rows for the account routes (auth and admin): each with a fresh user, browser or
// e-mailed token of its own, so that measuring a call twice measures the same first-time call. Budgets are
// what each call sent when the budget was set; lower one when its route gets cheaper.
import { createUser, signedInUser, uniqueEmail } from './factories';
import { linkIn } from './mailbox';
import type { BudgetRow, BudgetWorld } from './queryBudgetRows';
import { grantShare, makeWorkspace } from './workspace';

/** The token of the next link to `path` mailed to `email`. */
async function mailedToken({ server }: BudgetWorld, email: string, path: string) {
  const mail = await server.mailbox.next(email);
  return linkIn(mail, `${server.config.appUrl}${path}`).searchParams.get('token')!;
}

const account = (call: string, budget: number, status: number, request: BudgetRow['request']): BudgetRow => ({
  call,
  kind: 'account',
  budget,
  status,
  request,
});

const PASSWORD = 'a-long-enough-password';

export const accountRows: BudgetRow[] = [
  account('POST /api/auth/signup', 6, 201, async ({ server }) => ({
    path: '/api/auth/signup',
    body: { email: uniqueEmail('signup'), password: PASSWORD, firstName: 'Sam', lastName: 'Signup' },
    as: server.client(),
  })),
  account('POST /api/auth/signin', 3, 200, async ({ server }) => {
    const who = await createUser(server);
    return {
      path: '/api/auth/signin',
      body: { email: who.user.email, password: who.password },
      as: server.client(),
    };
  }),
  account('GET /api/auth/user', 1, 200, async () => ({ path: '/api/auth/user' })),
  // How people sign in here (docs/sso.md): settings only, no statement of its own.
  account('GET /api/auth/options', 1, 200, async () => ({ path: '/api/auth/options' })),
  account('POST /api/auth/magic-link', 1, 200, async ({ server }) => ({
    path: '/api/auth/magic-link',
    body: { email: (await createUser(server)).user.email },
    as: server.client(),
  })),
  // The link opened in the browser that asked for it.
  account('POST /api/auth/magic-link/verify', 10, 200, async (world) => {
    const { user } = await createUser(world.server);
    const browser = world.server.client();
    await browser.post('/api/auth/magic-link', { email: user.email });
    const token = await mailedToken(world, user.email, '/magic-link?token=');
    return { path: '/api/auth/magic-link/verify', body: { token }, as: browser };
  }),
  account('POST /api/auth/forgot-password', 2, 200, async ({ server }) => ({
    path: '/api/auth/forgot-password',
    body: { email: (await createUser(server)).user.email },
    as: server.client(),
  })),
  account('POST /api/auth/reset-password', 10, 200, async (world) => {
    const { user } = await createUser(world.server);
    const browser = world.server.client();
    await browser.post('/api/auth/forgot-password', { email: user.email });
    const token = await mailedToken(world, user.email, '/reset-password?token=');
    return { path: '/api/auth/reset-password', body: { token, newPassword: `new-${PASSWORD}` }, as: browser };
  }),
  // Followed from the mail right after signing up, in the same browser.
  account('GET /api/auth/verify-email', 8, 302, async (world) => {
    const browser = world.server.client();
    const email = uniqueEmail('verify');
    await browser.post('/api/auth/signup', { email, password: PASSWORD, firstName: 'Val', lastName: 'Id' });
    const token = await mailedToken(world, email, '/api/auth/verify-email?token=');
    return { path: `/api/auth/verify-email?token=${token}`, as: browser };
  }),
  account('POST /api/auth/resend-verification', 2, 200, async ({ server }) => ({
    path: '/api/auth/resend-verification',
    as: (await signedInUser(server)).client,
  })),
  account('GET /api/logout', 2, 302, async ({ server }) => ({
    path: '/api/logout',
    as: (await signedInUser(server)).client,
  })),
  account('POST /api/logout', 2, 200, async ({ server }) => ({
    path: '/api/logout',
    body: {},
    as: (await signedInUser(server)).client,
  })),

  account('GET /api/admin/users', 2, 200, async ({ admin }) => ({
    path: '/api/admin/users',
    as: admin.client,
  })),
  account('POST /api/admin/users', 5, 201, async ({ admin }) => ({
    path: '/api/admin/users',
    body: { email: uniqueEmail('admin-made'), firstName: 'New', lastName: 'Person', password: PASSWORD },
    as: admin.client,
  })),
  account('PUT /api/admin/users/:id', 6, 200, async ({ server, admin }) => ({
    path: `/api/admin/users/${(await createUser(server)).user.id}`,
    body: { firstName: 'Renamed' },
    as: admin.client,
  })),
  account('DELETE /api/admin/users/:id', 5, 200, async ({ server, admin }) => ({
    path: `/api/admin/users/${(await createUser(server)).user.id}`,
    as: admin.client,
  })),
  account('GET /api/admin/users/:id/shared-folders', 2, 200, async ({ ws, admin }) => ({
    path: `/api/admin/users/${ws.owner.user.id}/shared-folders`,
    as: admin.client,
  })),
  // An owner whose folder a teammate shares: the folder, its project and the other shares go to the teammate.
  // 8: who sees the transferred folder is read to tell them (docs/realtime.md "access").
  account('DELETE /api/admin/users/:id (transfer)', 8, 200, async ({ server, admin }) => {
    const { owner, folderId } = await makeWorkspace(server, 'TRF');
    const [member, other] = [await createUser(server), await createUser(server)];
    await grantShare(server, folderId, owner.user.id, member);
    await grantShare(server, folderId, owner.user.id, other);
    return {
      path: `/api/admin/users/${owner.user.id}`,
      body: { folders: { [folderId]: { transferTo: member.user.id } } },
      as: admin.client,
    };
  }),
];
