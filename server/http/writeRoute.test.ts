// The one write shape (writeRoute.ts): a thing the caller cannot see is 404 before its body's 400, and a write
// that fails runs none of its after-commit effects (its mail) while one that commits does; so does a direct one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES } from '../../common/schemas/admin';
import { AUTH_MESSAGES, FORGOT_PASSWORD_MESSAGES } from '../../common/schemas/auth';
import { createUser, signedInUser, uniqueEmail } from '../test/factories';
import { startTestServer, type TestServer } from '../test/testServer';
import { grantShare, makeWorkspace, type Workspace } from '../test/workspace';

let server: TestServer;
let ws: Workspace;

beforeAll(async () => {
  server = await startTestServer();
  ws = await makeWorkspace(server, 'WRT');
});
afterAll(() => server?.close());

describe('a write route', () => {
  it('answers an admin edit of an unknown account 404 before reading its bad body', async () => {
    const admin = await signedInUser(server, { accessLevel: 'admin' });
    const unknown = '00000000-0000-4000-8000-000000000000';
    const res = await admin.client.put(`/api/admin/users/${unknown}`, { accessLevel: 'nonsense' });
    expect(res.status).toBe(404);
    expect(res.body.error).toBe(ADMIN_MESSAGES.notFound);
    const known = await signedInUser(server);
    expect(
      (await admin.client.put(`/api/admin/users/${known.user.id}`, { accessLevel: 'nonsense' })).status,
    ).toBe(400);
  });

  it('mails an invitation only for a share that committed', async () => {
    const member = await signedInUser(server);
    await grantShare(server, ws.folderId, ws.owner.user.id, member);
    const refusedTo = uniqueEmail('refused');
    // A member may not share the folder: the write fails, so no invitation goes out.
    const refused = await member.client.post(`/api/folders/${ws.folderId}/share`, { email: refusedTo });
    expect(refused.status).toBe(403);
    const madeTo = uniqueEmail('made');
    const made = await ws.owner.client.post(`/api/folders/${ws.folderId}/share`, { email: madeTo });
    expect(made.status).toBe(201);
    await expect(server.mailbox.next(madeTo)).resolves.toBeDefined();
    await expect(server.mailbox.next(refusedTo, 500)).rejects.toThrow();
  });

  it('mails a reset link only once a direct write (no transaction) wrote its token', async () => {
    const viaProvider = await createUser(server);
    await server.db('users').where({ id: viaProvider.user.id }).update({ authProvider: 'oidc' });
    const browser = server.client();
    // An account of a provider has no password of ours: the write refuses, and no mail goes out.
    const refused = await browser.post('/api/auth/forgot-password', { email: viaProvider.user.email });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe(AUTH_MESSAGES.oauthReset);
    const withPassword = await createUser(server);
    const made = await browser.post('/api/auth/forgot-password', { email: withPassword.user.email });
    expect(made.body).toEqual({ message: FORGOT_PASSWORD_MESSAGES.sent });
    await expect(server.mailbox.next(withPassword.user.email)).resolves.toBeDefined();
    await expect(server.mailbox.next(viaProvider.user.email, 500)).rejects.toThrow();
  });
});
