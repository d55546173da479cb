// Folder sharing over HTTP: who may share, list and remove; invitations through real SMTP; access effects.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChangeEvent } from '../../../common/events';
import { PROJECT_MESSAGES } from '../../../common/schemas/projects';
import { SHARE_MESSAGES } from '../../../common/schemas/shares';
import { signedInUser, signIn, uniqueEmail } from '../../test/factories';
import { linkIn } from '../../test/mailbox';
import { startTestServer, type TestServer } from '../../test/testServer';
import { grantShare, makeWorkspace } from '../../test/workspace';

let server: TestServer;
const events: Omit<ChangeEvent, 'seq'>[] = [];
beforeAll(async () => {
  server = await startTestServer();
  server.changes.subscribe((event) => {
    events.push(event);
  });
});
afterAll(() => server?.close());

/** A signed-in user who has proven their address: shares to them are active at once (decisions.md "Access model"). */
async function verifiedUser(overrides: Parameters<typeof signedInUser>[1] = {}) {
  const who = await signedInUser(server, overrides);
  await server.db('users').where({ id: who.user.id }).update({ emailVerified: true });
  return who;
}

describe('sharing: refusals', () => {
  it('answers 401 signed out, 404 to strangers and for bad ids', async () => {
    const ws = await makeWorkspace(server);
    const anon = server.client();
    expect((await anon.post(`/api/folders/${ws.folderId}/share`, { email: 'a@b.test' })).status).toBe(401);
    expect((await anon.get(`/api/folders/${ws.folderId}/shares`)).status).toBe(401);
    expect((await anon.delete('/api/folder-shares/1')).status).toBe(401);
    expect((await anon.get('/api/folder-share-counts')).status).toBe(401);

    const stranger = await signedInUser(server);
    const post = await stranger.client.post(`/api/folders/${ws.folderId}/share`, { email: 'x@y.test' });
    expect([post.status, post.body.error]).toEqual([404, PROJECT_MESSAGES.notFound]);
    expect((await stranger.client.get(`/api/folders/${ws.folderId}/shares`)).status).toBe(404);
    expect((await stranger.client.get(`/api/folders/${ws.projectId}/shares`)).status).toBe(404);
    for (const bad of ['abc', '0', '-1', '1.5', '99999999999'])
      expect((await ws.owner.client.get(`/api/folders/${bad}/shares`)).status).toBe(404);
    expect((await ws.owner.client.delete('/api/folder-shares/abc')).status).toBe(404);
    expect((await ws.owner.client.delete('/api/folder-shares/2147483647')).status).toBe(404);
  });

  it('validates the e-mail, refuses self, child projects and non-owners', async () => {
    const ws = await makeWorkspace(server);
    const api = ws.owner.client;
    const url = `/api/folders/${ws.folderId}/share`;
    expect((await api.post(url, {})).body).toMatchObject({ error: 'Email is required' });
    expect((await api.post(url, { email: 'nope' })).body).toMatchObject({ error: 'Invalid email address' });
    expect((await api.post(url, { email: 42 })).status).toBe(400);
    const self = await api.post(url, { email: ws.owner.user.email.toUpperCase() });
    expect([self.status, self.body.error]).toEqual([400, SHARE_MESSAGES.self]);
    const child = await api.post(`/api/folders/${ws.projectId}/share`, { email: uniqueEmail() });
    expect([child.status, child.body.error]).toEqual([400, SHARE_MESSAGES.notAFolder]);
    const childList = await api.get(`/api/folders/${ws.projectId}/shares`);
    expect([childList.status, childList.body.error]).toEqual([400, SHARE_MESSAGES.notAFolder]);

    const guest = await signedInUser(server);
    await grantShare(server, ws.folderId, ws.owner.user.id, guest);
    const byGuest = await guest.client.post(url, { email: uniqueEmail() });
    expect([byGuest.status, byGuest.body.error]).toEqual([403, SHARE_MESSAGES.ownerOnly]);
    expect(await server.db('folder_shares').where({ folderId: ws.folderId })).toHaveLength(1);
  });
});

describe('sharing with an existing user', () => {
  it('creates an active share, mails the recipient, and is idempotent', async () => {
    const ws = await makeWorkspace(server);
    await server.db('users').where({ id: ws.owner.user.id }).update({ firstName: 'Olga', lastName: 'Owner' });
    const guest = await verifiedUser({ firstName: 'Gus', lastName: 'Guest' });
    const before = events.length;

    const res = await ws.owner.client.post(`/api/folders/${ws.folderId}/share`, {
      email: `  ${guest.user.email.toUpperCase()} `,
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      folderId: ws.folderId,
      sharedWithEmail: guest.user.email,
      sharedWithUserId: guest.user.id,
      sharedByUserId: ws.owner.user.id,
      status: 'active',
      sharedWithUser: { firstName: 'Gus', lastName: 'Guest' },
    });
    expect(events.slice(before)).toEqual([
      expect.objectContaining({ type: 'share.created', folderId: ws.folderId, data: res.body }),
    ]);

    const mail = await server.mailbox.next(guest.user.email);
    expect(mail.subject).toBe('A folder was shared with you on Cardplan');
    expect(mail.text).toContain('Olga Owner shared the folder "Product" with you');
    expect(linkIn(mail, server.config.appUrl!).toString()).toBe(`${server.config.appUrl}/`);
    expect(mail.html).toContain(`href="${server.config.appUrl}/"`);
    expect(mail.html).toContain('&quot;Product&quot;');

    const again = await ws.owner.client.post(`/api/folders/${ws.folderId}/share`, {
      email: guest.user.email,
    });
    expect([again.status, again.body.id]).toEqual([200, res.body.id]);
    expect(events.length).toBe(before + 1);
    // A later mail to someone else arrives while no second invitation to the guest does.
    const other = uniqueEmail('other');
    await ws.owner.client.post(`/api/folders/${ws.folderId}/share`, { email: other });
    await server.mailbox.next(other);
    await expect(server.mailbox.next(guest.user.email, 200)).rejects.toThrow(/no mail/);
  });

  it('gives the recipient the folder at once, and removing the share takes it away at once', async () => {
    const ws = await makeWorkspace(server);
    const guest = await verifiedUser();
    expect((await guest.client.get(`/api/projects/${ws.projectId}`)).status).toBe(404);
    const created = await ws.owner.client.post(`/api/folders/${ws.folderId}/share`, {
      email: guest.user.email,
    });

    const projects = await guest.client.get('/api/projects');
    expect(projects.body.map((p: { id: number }) => p.id)).toEqual([ws.folderId, ws.projectId]);
    expect((await guest.client.get(`/api/projects/${ws.projectId}`)).status).toBe(200);
    expect((await guest.client.get('/api/clients')).body).toEqual([
      expect.objectContaining({ id: ws.clientId, name: 'Acme', access: 'shared' }),
    ]);

    const before = events.length;
    const removed = await ws.owner.client.delete(`/api/folder-shares/${created.body.id}`);
    expect([removed.status, removed.body]).toEqual([200, { id: created.body.id }]);
    expect(events.slice(before)).toEqual([
      expect.objectContaining({
        type: 'share.deleted',
        folderId: ws.folderId,
        data: { id: created.body.id, sharedWithUserId: guest.user.id },
      }),
    ]);
    expect((await guest.client.get(`/api/projects/${ws.projectId}`)).status).toBe(404);
    expect((await guest.client.get('/api/projects')).body).toEqual([]);
    expect((await guest.client.get('/api/clients')).body).toEqual([]);
    expect((await ws.owner.client.delete(`/api/folder-shares/${created.body.id}`)).status).toBe(404);
  });

  it('keeps two simultaneous shares to one address as one share', async () => {
    const ws = await makeWorkspace(server);
    const email = uniqueEmail('race');
    const url = `/api/folders/${ws.folderId}/share`;
    const [a, b] = await Promise.all([
      ws.owner.client.post(url, { email }),
      ws.owner.client.post(url, { email }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 201]);
    expect(a.body.id).toBe(b.body.id);
  });
});

describe('sharing with a new address', () => {
  it('stays pending through sign-up, and turns active live once the invitee follows the verification link', async () => {
    const ws = await makeWorkspace(server);
    const email = uniqueEmail('invitee');
    const res = await ws.owner.client.post(`/api/folders/${ws.folderId}/share`, { email });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ status: 'pending', sharedWithUserId: null, sharedWithUser: null });

    const mail = await server.mailbox.next(email);
    const link = linkIn(mail, `${server.config.appUrl}/signup?email=`);
    expect(link.searchParams.get('email')).toBe(email);
    expect(mail.text).toMatch(/Create your Cardplan account/);

    const signup = await server.client().post('/api/auth/signup', {
      email,
      password: 'invitee-password',
      firstName: 'Ina',
      lastName: 'Vitee',
    });
    expect(signup.status).toBe(201);
    const invitee = await signIn(server, { user: signup.body.user, password: 'invitee-password' });
    // Signing up proves nothing about the mailbox: still pending, and nameless to the owner.
    expect((await invitee.get(`/api/projects/${ws.projectId}`)).status).toBe(404);
    const pending = await ws.owner.client.get(`/api/folders/${ws.folderId}/shares`);
    expect(pending.body).toEqual([
      expect.objectContaining({ status: 'pending', sharedWithUserId: null, sharedWithUser: null }),
    ]);

    const verification = await server.mailbox.next(email);
    const verifyLink = linkIn(verification, `${server.config.appUrl}/api/auth/verify-email?token=`);
    const verified = await server.client().get(verifyLink.pathname + verifyLink.search);
    expect(verified.headers.get('location')).toMatch(/^\/signin\?emailVerified=1&/);

    const list = await ws.owner.client.get(`/api/folders/${ws.folderId}/shares`);
    expect(list.body).toEqual([
      expect.objectContaining({
        id: res.body.id,
        status: 'active',
        sharedWithUserId: signup.body.user.id,
        sharedWithUser: { firstName: 'Ina', lastName: 'Vitee' },
      }),
    ]);
    // The mailbox's owner now reads the folder (signed in by a magic link: it works whatever became of the
    // sign-up's password and sessions).
    const browser = server.client();
    await browser.post('/api/auth/magic-link', { email });
    const magic = linkIn(await server.mailbox.next(email), `${server.config.appUrl}/magic-link?token=`);
    await browser.post('/api/auth/magic-link/verify', { token: magic.searchParams.get('token') });
    expect((await browser.get(`/api/projects/${ws.projectId}`)).status).toBe(200);
    // The owner's open screens hear the share turn active, with the new account as the actor.
    expect(events.filter((e) => e.type === 'share.updated' && e.folderId === ws.folderId)).toEqual([
      expect.objectContaining({
        actorId: signup.body.user.id,
        data: expect.objectContaining({
          id: res.body.id,
          status: 'active',
          sharedWithUserId: signup.body.user.id,
        }),
      }),
    ]);
  });

  it('invites an address whose account is not verified yet to sign in, and keeps the share pending', async () => {
    const ws = await makeWorkspace(server);
    const unverified = await signedInUser(server, { firstName: 'Una', lastName: 'Verified' });
    const res = await ws.owner.client.post(`/api/folders/${ws.folderId}/share`, {
      email: unverified.user.email,
    });
    expect(res.body).toMatchObject({ status: 'pending', sharedWithUserId: null, sharedWithUser: null });
    expect((await unverified.client.get(`/api/projects/${ws.projectId}`)).status).toBe(404);
    const mail = await server.mailbox.next(unverified.user.email);
    expect(linkIn(mail, server.config.appUrl!).toString()).toBe(`${server.config.appUrl}/`);
  });
});

describe('listing, counting and removing shares', () => {
  it('lists in creation order with the owner on the first entry, and counts per folder', async () => {
    const ws = await makeWorkspace(server);
    const guest = await verifiedUser();
    const emails = [guest.user.email, uniqueEmail('b'), uniqueEmail('c')];
    const ids: number[] = [];
    for (const email of emails)
      ids.push((await ws.owner.client.post(`/api/folders/${ws.folderId}/share`, { email })).body.id);

    const list = await guest.client.get(`/api/folders/${ws.folderId}/shares`);
    expect(list.status).toBe(200);
    expect(list.body.map((s: { id: number }) => s.id)).toEqual(ids);
    expect(list.body.map((s: { status: string }) => s.status)).toEqual(['active', 'pending', 'pending']);
    expect(list.body[0].folderOwner).toEqual({
      email: ws.owner.user.email,
      firstName: 'Test',
      lastName: 'User',
    });
    expect(list.body[1].folderOwner).toBeUndefined();
    expect(list.body[1].sharedWithUser).toBeNull();

    const other = await makeWorkspace(server);
    expect((await ws.owner.client.get('/api/folder-share-counts')).body).toEqual({ [ws.folderId]: 3 });
    expect((await guest.client.get('/api/folder-share-counts')).body).toEqual({ [ws.folderId]: 3 });
    expect((await other.owner.client.get('/api/folder-share-counts')).body).toEqual({});
    expect((await other.owner.client.get(`/api/folders/${other.folderId}/shares`)).body).toEqual([]);
  });

  it('lets a recipient leave but not remove others; strangers and pending recipients get 404', async () => {
    const ws = await makeWorkspace(server);
    const [ann, bob, stranger] = [await verifiedUser(), await verifiedUser(), await signedInUser(server)];
    const url = `/api/folders/${ws.folderId}/share`;
    const annShare = (await ws.owner.client.post(url, { email: ann.user.email })).body;
    const bobShare = (await ws.owner.client.post(url, { email: bob.user.email })).body;
    const pending = (await ws.owner.client.post(url, { email: uniqueEmail('p') })).body;

    const notOwn = await ann.client.delete(`/api/folder-shares/${bobShare.id}`);
    expect([notOwn.status, notOwn.body.error]).toEqual([403, SHARE_MESSAGES.ownerOnly]);
    const hidden = await stranger.client.delete(`/api/folder-shares/${annShare.id}`);
    expect([hidden.status, hidden.body.error]).toEqual([404, SHARE_MESSAGES.notFound]);

    expect((await ann.client.delete(`/api/folder-shares/${annShare.id}`)).body).toEqual({ id: annShare.id });
    expect((await ann.client.get(`/api/projects/${ws.projectId}`)).status).toBe(404);
    expect((await ann.client.delete(`/api/folder-shares/${bobShare.id}`)).status).toBe(404);
    expect((await bob.client.get(`/api/projects/${ws.projectId}`)).status).toBe(200);
    expect((await ws.owner.client.delete(`/api/folder-shares/${pending.id}`)).status).toBe(200);
    const left = await ws.owner.client.get(`/api/folders/${ws.folderId}/shares`);
    expect(left.body.map((s: { id: number }) => s.id)).toEqual([bobShare.id]);
  });
});

describe('a failing mail server', () => {
  it('does not lose the share', async () => {
    const broken = await startTestServer({ env: { SMTP_URL: 'smtp://127.0.0.1:9' } });
    try {
      const ws = await makeWorkspace(broken);
      const res = await ws.owner.client.post(`/api/folders/${ws.folderId}/share`, { email: uniqueEmail() });
      expect(res.status).toBe(201);
      expect(await broken.db('folder_shares').where({ id: res.body.id })).toHaveLength(1);
    } finally {
      await broken.close();
    }
  });
});
