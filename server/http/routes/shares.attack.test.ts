// Attacks on sharing: a share only reaches a proven mailbox, and sharing is neither a
// mail cannon nor an account oracle.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChangeEvent } from '../../../common/events';
import { activateSharesFor } from '../../domain/commands/shares';
import { createUser, signIn, uniqueEmail } from '../../test/factories';
import { startTestServer, TEST_RATE_LIMITS, type TestServer } from '../../test/testServer';
import { makeFolder, makeWorkspace, type Workspace } from '../../test/workspace';
import { DEFAULT_RATE_LIMITS } from '../rateLimits';

let server: TestServer;
const events: Omit<ChangeEvent, 'seq'>[] = [];
beforeAll(async () => {
  server = await startTestServer();
  server.changes.subscribe((event) => {
    events.push(event);
  });
});
afterAll(() => server?.close());

const share = (ws: Workspace, email: string, folderId = ws.folderId) =>
  ws.owner.client.post(`/api/folders/${folderId}/share`, { email });
const sharesOf = async (ws: Workspace) =>
  (await ws.owner.client.get(`/api/folders/${ws.folderId}/shares`)).body;

describe('a share needs a proven address', () => {
  it('signing up with an invited address gives the squatter nothing; the share stays pending', async () => {
    const ws = await makeWorkspace(server);
    const carol = uniqueEmail('carol');
    expect((await share(ws, carol)).body).toMatchObject({ status: 'pending' });

    const signup = await server.client().post('/api/auth/signup', {
      email: carol,
      password: 'squatter-password',
      firstName: 'Not',
      lastName: 'Carol',
    });
    expect(signup.status).toBe(201);
    const squatter = await signIn(server, { user: signup.body.user, password: 'squatter-password' });
    expect((await squatter.get(`/api/projects/${ws.projectId}`)).status).toBe(404);
    expect((await squatter.get('/api/projects')).body).toEqual([]);
    // Pre-registering the address does not catch later shares to it either.
    const later = await makeFolder(ws.owner.client, ws.clientId, 'Later');
    expect((await share(ws, carol, later.id)).body).toMatchObject({ status: 'pending' });
    expect((await squatter.get(`/api/projects/${later.id}`)).status).toBe(404);
    expect(await sharesOf(ws)).toEqual([
      expect.objectContaining({ status: 'pending', sharedWithUserId: null, sharedWithUser: null }),
    ]);
    expect(events.some((e) => e.type === 'share.updated' && e.folderId === ws.folderId)).toBe(false);
  });

  it('activates, once the account is verified, only the shares of its own address', async () => {
    const ws = await makeWorkspace(server);
    const dana = await createUser(server);
    const erin = uniqueEmail('erin');
    await share(ws, dana.user.email);
    await share(ws, erin);
    const activate = (who: { id: string; email: string }) =>
      server.db.transaction((trx) => activateSharesFor(trx, who));

    expect(await activate(dana.user)).toEqual([]); // never verified: nothing
    await server.db('users').where({ id: dana.user.id }).update({ emailVerified: true });
    expect(await activate({ id: dana.user.id, email: erin })).toEqual([]); // not her address
    const [changed, ...rest] = await activate(dana.user);
    expect(rest).toEqual([]);
    expect(changed).toMatchObject({
      type: 'share.updated',
      folderId: ws.folderId,
      data: { status: 'active', sharedWithUserId: dana.user.id, sharedWithUser: { firstName: 'Test' } },
    });
    const rows = await server.db('folder_shares').where({ folderId: ws.folderId }).orderBy('id');
    // Replay starts after the folder's seq at activation (the project and the two shares made events).
    const seq = await server.db('folder_event_counters').where({ folderId: ws.folderId }).first();
    expect(Number(seq.seq)).toBeGreaterThan(0);
    expect(rows.map((r) => [r.status, r.activeFromSeq])).toEqual([
      ['active', Number(seq.seq)],
      ['pending', null],
    ]);
  });
});

describe('sharing is no account oracle and no mail cannon', () => {
  it('a pending share names nobody, whether or not an unverified account has the address', async () => {
    const ws = await makeWorkspace(server);
    const squatted = await createUser(server, { firstName: 'Secret', lastName: 'Name' });
    const withAccount = await share(ws, squatted.user.email);
    const withoutAccount = await share(ws, uniqueEmail('nobody'));
    const shape = (body: Record<string, unknown>) => ({
      ...body,
      id: 0,
      sharedWithEmail: '',
      createdAt: '',
      updatedAt: '',
      version: 0,
    });
    expect(shape(withAccount.body)).toEqual(shape(withoutAccount.body));
    expect(withAccount.body).toMatchObject({
      status: 'pending',
      sharedWithUserId: null,
      sharedWithUser: null,
    });
    expect(JSON.stringify(await sharesOf(ws))).not.toContain('Secret');
  });

  it('one user cannot send more than 30 invitations an hour, however fast they ask', async () => {
    const limited = await startTestServer({ rateLimits: DEFAULT_RATE_LIMITS });
    try {
      const ws = await makeWorkspace(limited);
      const emails = Array.from({ length: 40 }, () => uniqueEmail('target'));
      const answers = await Promise.all(
        emails.map((email) => ws.owner.client.post(`/api/folders/${ws.folderId}/share`, { email })),
      );
      const statuses = answers.map((res) => res.status);
      expect(statuses.filter((s) => s === 201)).toHaveLength(30);
      expect(statuses.filter((s) => s === 429)).toHaveLength(10);
      const refused = answers.find((res) => res.status === 429)!;
      expect(refused.body.error).toBe(
        'You have shared too many times in the last hour. Please try again later.',
      );
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await limited.db('folder_shares').where({ folderId: ws.folderId })).toHaveLength(30);
      const unsent = emails.filter((_, i) => statuses[i] === 429);
      await expect(limited.mailbox.next(unsent[0]!, 300)).rejects.toThrow(/no mail/);
      expect(limited.mailbox.received.filter((m) => unsent.some((e) => m.to.includes(e)))).toEqual([]);
    } finally {
      await limited.close();
    }
  });

  it('counts only shares it creates, and holds a daily limit too', async () => {
    const limits = { ...TEST_RATE_LIMITS, sharesPerUserDay: { points: 2, durationSeconds: 24 * 60 * 60 } };
    const limited = await startTestServer({ rateLimits: limits });
    try {
      const ws = await makeWorkspace(limited);
      const stranger = await makeWorkspace(limited);
      const a = uniqueEmail('a');
      expect((await share(ws, a)).status).toBe(201);
      expect((await share(ws, a)).status).toBe(200); // already shared: not counted
      expect((await share(ws, ws.owner.user.email)).status).toBe(400); // refused: not counted
      expect((await share(ws, uniqueEmail('x'), stranger.folderId)).status).toBe(404);
      expect((await share(ws, uniqueEmail('b'))).status).toBe(201);
      const third = await share(ws, uniqueEmail('c'));
      expect([third.status, third.body.error]).toEqual([
        429,
        'You have shared too many times today. Please try again later.',
      ]);
      expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(60 * 60);
      // Another user's allowance is their own.
      expect((await share(stranger, uniqueEmail('d'))).status).toBe(201);
    } finally {
      await limited.close();
    }
  });
});
