// Issue 12's attacks through the admin screen's account calls, replayed through the real server: each must
// now be refused.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createUser, signIn, signedInUser, uniqueEmail } from '../../test/factories';
import { mailedToken } from '../../test/mailbox';
import { startTestServer, type TestServer } from '../../test/testServer';
import { makeWorkspace } from '../../test/workspace';

let server: TestServer;
let admin: Awaited<ReturnType<typeof signedInUser>>;
beforeAll(async () => {
  server = await startTestServer();
  admin = await signedInUser(server, { accessLevel: 'admin' });
});
afterAll(() => server?.close());

it('an account an admin creates with an invited address gets the share only once its mailbox is proven', async () => {
  const ws = await makeWorkspace(server);
  const email = uniqueEmail('invitee');
  const share = await ws.owner.client.post(`/api/folders/${ws.folderId}/share`, { email });
  await server.mailbox.next(email);
  const created = await admin.client.post('/api/admin/users', {
    email,
    firstName: 'New',
    lastName: 'Hire',
    password: 'admin-chosen-pw',
  });
  expect(created.status).toBe(201);
  const holder = await signIn(server, { user: { email } as never, password: 'admin-chosen-pw' });
  expect((await holder.get(`/api/projects/${ws.projectId}`)).status).toBe(404);
  const listed: { id: number; status: string }[] = (
    await ws.owner.client.get(`/api/folders/${ws.folderId}/shares`)
  ).body;
  expect(listed.find((s) => s.id === share.body.id)?.status).toBe('pending');

  const mailboxOwner = server.client();
  await mailboxOwner.post('/api/auth/magic-link', { email });
  await mailboxOwner.post('/api/auth/magic-link/verify', {
    token: await mailedToken(server, email, '/magic-link'),
  });
  expect((await mailboxOwner.get(`/api/projects/${ws.projectId}`)).status).toBe(200);
});

it('a password set by an admin ends the outstanding reset and magic links of that account', async () => {
  const target = await createUser(server);
  const email = target.user.email;
  await server.client().post('/api/auth/forgot-password', { email });
  const reset = await mailedToken(server, email, '/reset-password');
  await server.client().post('/api/auth/magic-link', { email });
  const magic = await mailedToken(server, email, '/magic-link');

  const set = await admin.client.put(`/api/admin/users/${target.user.id}`, { newPassword: 'admin-set-pw' });
  expect(set.status).toBe(200);
  expect((await server.client().post('/api/auth/magic-link/verify', { token: magic })).status).toBe(400);
  const undo = await server
    .client()
    .post('/api/auth/reset-password', { token: reset, newPassword: 'x-x-x-x-x' });
  expect(undo.status).toBe(400);
  expect((await server.client().post('/api/auth/signin', { email, password: 'admin-set-pw' })).status).toBe(
    200,
  );
});

it('an admin changing their own password ends their other sessions and keeps this one', async () => {
  const me = await signedInUser(server, { accessLevel: 'admin' });
  const elsewhere = await signIn(server, me);
  const changed = await me.client.put(`/api/admin/users/${me.user.id}`, { newPassword: 'my-new-password' });
  expect(changed.status).toBe(200);
  expect((await me.client.get('/api/auth/user')).status).toBe(200);
  expect((await elsewhere.get('/api/auth/user')).status).toBe(401);
});
