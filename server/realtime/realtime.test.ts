// Live changes between two people sharing a folder (every kind of change, both ways); strangers and pending
// invitees hear nothing and cannot subscribe; junk payloads get an error, never a crash; the handshake
// refuses other origins, missing, expired and forged sessions.
import { isDeepStrictEqual } from 'node:util';
import Keygrip from 'keygrip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChangeType } from '../../common/events';
import { sessionCookieName } from '../auth/sessionCookie';
import { signedInUser } from '../test/factories';
import type { TestClient } from '../test/httpClient';
import { connectLive, type LiveClient } from '../test/liveClient';

import { startTestServer, type TestServer } from '../test/testServer';
import { grantShare, makeWorkspace, type Workspace } from '../test/workspace';
import { folderRoom } from './rooms';
import { eventually, PATIENCE_MS } from '../test/waits';

let server: TestServer;
let ws: Workspace;
let guest: Person;
const live: LiveClient[] = [];

beforeAll(async () => {
  server = await startTestServer();
  ws = await makeWorkspace(server);
  guest = await signedInUser(server, { firstName: 'Gia', lastName: 'Guest' });
  await grantShare(server, ws.folderId, ws.owner.user.id, guest);
});
afterAll(async () => {
  for (const client of live) client.close();
  await server?.close();
});

const connect = async (...args: Parameters<typeof connectLive>) => {
  const client = await connectLive(...args);
  live.push(client);
  return client;
};
type Person = Awaited<ReturnType<typeof signedInUser>>;
type Method = 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/** A "browser" that sends exactly this Cookie header. */
const withCookie = (cookieHeader: string) => ({ cookieHeader }) as TestClient;

describe('handshake', () => {
  it('refuses a socket without a session, or from another origin', async () => {
    await expect(connectLive(server.url, null)).rejects.toThrow('Not signed in');
    await expect(
      connectLive(server.url, ws.owner.client, { origin: 'https://evil.example' }),
    ).rejects.toThrow();
    const poll = (origin: string) =>
      fetch(`${server.url}/socket.io/?EIO=4&transport=polling`, { headers: { origin } });
    expect((await poll('https://evil.example')).status).toBe(403);
    expect((await poll(`${server.url}.evil.example`)).status).toBe(403);
    expect((await poll(new URL(server.config.appUrl!).origin)).status).toBe(200);
    (await connect(server.url, ws.owner.client, { origin: server.config.appUrl })).close();
  });

  it('refuses an expired session with "Not signed in"', async () => {
    const who = await signedInUser(server);
    (await connect(server.url, who.client)).close(); // the same cookie works while the session is live
    await server
      .db('sessions')
      .where({ userId: who.user.id })
      .update({ expire: new Date(Date.now() - 1000) });
    await expect(connectLive(server.url, who.client)).rejects.toThrow('Not signed in');
  });

  it('refuses forged cookies: a bad signature, no signature, or a signed id of no session', async () => {
    const name = sessionCookieName(server.config);
    const cookies = new Map(
      ws.owner.client.cookieHeader.split('; ').map((c) => c.split('=') as [string, string]),
    );
    const sid = cookies.get(name)!;
    const signature = cookies.get(`${name}.sig`)!;
    expect(sid && signature).toBeTruthy();
    (await connect(server.url, withCookie(`${name}=${sid}; ${name}.sig=${signature}`))).close();

    const forged = signature.startsWith('A') ? `B${signature.slice(1)}` : `A${signature.slice(1)}`;
    const keygrip = new Keygrip(server.config.sessionKeys);
    const attempts = [
      `${name}=${sid}; ${name}.sig=${forged}`,
      `${name}=${sid}`,
      `${name}=not-a-session; ${name}.sig=${keygrip.sign(`${name}=not-a-session`)}`,
    ];
    for (const cookie of attempts) {
      await expect(connectLive(server.url, withCookie(cookie))).rejects.toThrow('Not signed in');
    }
  });
});

describe('live changes in a shared folder', () => {
  it('reach both people, each change of either of them, and no stranger', async () => {
    const owner = await connect(server.url, ws.owner.client);
    const other = await connect(server.url, guest.client);
    const lurker = await connect(server.url, (await signedInUser(server)).client); // subscribed to nothing
    const stranger = await connect(server.url, (await signedInUser(server)).client);
    const pending = await signedInUser(server);
    await grantShare(server, ws.folderId, ws.owner.user.id, pending, 'pending');
    const invitee = await connect(server.url, pending.client);
    expect(await owner.subscribe(ws.projectId)).toMatchObject({ ok: true, folderId: ws.folderId });
    expect(await other.subscribe(ws.projectId)).toMatchObject({ ok: true, folderId: ws.folderId });
    for (const outsider of [stranger, invitee]) {
      expect(await outsider.subscribe(ws.projectId)).toEqual({ ok: false, error: 'Not found' });
      expect(await outsider.subscribe(ws.folderId)).toEqual({ ok: false, error: 'Not found' });
      expect(await outsider.syncSince(ws.folderId, 0)).toEqual({ ok: false, error: 'Not found' });
      const since = { folderId: ws.folderId, seq: 0 };
      expect(await outsider.subscribe(ws.projectId, since)).toEqual({ ok: false, error: 'Not found' });
    }
    // The stranger's own workspace: its events reach the stranger only.
    const own = await makeWorkspace(server, 'OWN');
    const ownSocket = await connect(server.url, own.owner.client);
    expect(await ownSocket.subscribe(own.projectId)).toMatchObject({ ok: true, folderId: own.folderId });

    /** `who` makes a change; both sockets hear it from them with exactly the read model the call answered. */
    const hear = async (type: ChangeType, who: Person, method: Method, path: string, body?: object) => {
      const res = await who.client.request(method, path, body);
      expect(res.status, res.text).toBeLessThan(300);
      for (const client of [owner, other]) {
        const event = await eventually(() =>
          client.changes.find((e) => e.type === type && isDeepStrictEqual(e.data, res.body)),
        );
        expect(event).toMatchObject({ folderId: ws.folderId, actorId: who.user.id });
      }
      return res.body;
    };
    const [me, you, projectId] = [ws.owner, guest, ws.projectId];

    const one = await hear('card.created', me, 'POST', '/api/cards', { title: 'One', projectId });
    const two = await hear('card.created', you, 'POST', '/api/cards', { title: 'Two', projectId });
    await hear('card.updated', you, 'PATCH', `/api/cards/${one.id}`, { status: 'ready' });
    await hear('card.updated', me, 'PUT', `/api/cards/${two.id}`, { title: 'Two!' });
    const moved = await hear('cards.reordered', me, 'PATCH', `/api/cards/${two.id}/reorder`, {
      direction: 'up',
    });
    expect(moved).toHaveLength(1);
    const below = { targetCardId: one.id, position: 'below' };
    await hear('cards.reordered', you, 'POST', `/api/cards/${two.id}/reposition`, below);
    const toGroup = { groupBy: 'status', groupValue: 'in-progress' };
    await hear('card.updated', you, 'POST', `/api/cards/${one.id}/move-to-group`, toGroup);
    await hear('card.deleted', you, 'DELETE', `/api/cards/${one.id}`);
    await hear('card.deleted', me, 'DELETE', `/api/cards/${two.id}`);

    const useCase = await hear('category.created', you, 'POST', '/api/categories', {
      name: 'Login',
      projectId,
    });
    await hear('category.created', me, 'POST', '/api/categories', { name: 'Search', projectId });
    await hear('category.updated', me, 'PUT', `/api/categories/${useCase.id}`, { name: 'Sign-in' });
    await hear('category.deleted', you, 'DELETE', `/api/categories/${useCase.id}`);

    const release = await hear('release.created', me, 'POST', '/api/releases', { name: 'R1', projectId });
    await hear('release.updated', you, 'PUT', `/api/releases/${release.id}`, { name: 'R1.0' });
    const sprint = await hear('sprint.created', you, 'POST', `/api/releases/${release.id}/sprints`, {
      name: 'S',
    });
    await hear('sprint.deleted', me, 'DELETE', `/api/sprints/${sprint.id}`);
    await hear('release.deleted', me, 'DELETE', `/api/releases/${release.id}`);

    await own.owner.client.post('/api/cards', { title: 'Mine', projectId: own.projectId });
    await eventually(() => ownSocket.changes.find((e) => e.type === 'card.created'));

    // Both heard the same events in the same order, numbered one by one; nobody else heard anything.
    const seqs = owner.changes.map((e) => e.seq);
    expect(seqs).toEqual(Array.from({ length: seqs.length }, (_, i) => seqs[0]! + i));
    expect(other.changes).toEqual(owner.changes);
    for (const outsider of [lurker, stranger, invitee]) {
      await outsider.roundTrip(); // anything sent to it before the last answer has arrived
      expect(outsider.changes).toEqual([]);
    }
    expect(ownSocket.changes.map((e) => e.folderId)).toEqual([own.folderId]);
    const inRoom = await server.realtime.io.in(folderRoom(ws.folderId)).fetchSockets();
    expect(inRoom.map((s) => s.id).sort()).toEqual([owner.socket.id, other.socket.id].sort());
  });

  it('answers junk with an error, never a crash, and the socket keeps working', async () => {
    const client = await connect(server.url, guest.client);
    const junk: unknown[] = [undefined, null, 'x', 42, [], {}, { projectId: '1' }, { projectId: -1 }];
    junk.push(
      { projectId: 1.5 },
      { projectId: 2 ** 40 },
      { projectId: { $gt: 0 } },
      { folderId: 'x', seq: 0 },
      { projectId: ws.projectId, since: { folderId: 'x', seq: 0 } },
      { projectId: ws.projectId, since: { folderId: ws.folderId, seq: -1 } },
      { projectId: ws.projectId, since: 'everything' },
    );
    for (const payload of junk) {
      expect(
        await client.socket.timeout(PATIENCE_MS).emitWithAck('project:subscribe', payload),
      ).toMatchObject({
        ok: false,
      });
      expect(await client.socket.timeout(PATIENCE_MS).emitWithAck('sync:since', payload)).toMatchObject({
        ok: false,
      });
    }
    expect(await client.subscribe(999_999)).toEqual({ ok: false, error: 'Not found' });
    // No acknowledgement callback, unknown events, junk focus: ignored.
    client.socket.emit('project:subscribe', { projectId: ws.projectId });
    client.socket.emit('sync:since', { folderId: ws.folderId, seq: -5 });
    client.socket.emit('presence:focus', 'junk');
    client.socket.emit('no-such-event', { a: 1 });
    expect(await client.syncSince(ws.folderId, -1)).toMatchObject({ ok: false });
    expect(client.socket.connected).toBe(true);
    expect(await client.subscribe(ws.projectId)).toMatchObject({ ok: true, folderId: ws.folderId });
    expect(await client.syncSince(ws.folderId, 0)).toMatchObject({ ok: true });
  });
});
