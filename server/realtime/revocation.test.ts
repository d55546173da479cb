// Losing access cuts live connections at once: removing a share or deleting the folder revokes the room
// before the REST call answers, and nothing follows; signing out, a password reset and account deletion
// disconnect that session's or that person's sockets within a second.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { accessRepo } from '../db/repos/access';
import { createUser, signedInUser, signIn } from '../test/factories';
import { connectLive, type LiveClient } from '../test/liveClient';

import { linkIn } from '../test/mailbox';
import { startTestServer, type TestServer } from '../test/testServer';
import { makeWorkspace, type Workspace } from '../test/workspace';
import { folderRoom } from './rooms';
import { eventually } from '../test/waits';

let server: TestServer;
const live: LiveClient[] = [];

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  for (const client of live) client.close();
  await server?.close();
});

type Person = Awaited<ReturnType<typeof signedInUser>>;
const connect = async (who: { client: Person['client'] }) => {
  const client = await connectLive(server.url, who.client);
  live.push(client);
  return client;
};

/** The owner shares the workspace's folder with a new person through the API; answers the share. */
async function shareWithNewPerson(ws: Workspace) {
  const guest = await signedInUser(server, { firstName: 'Rex', lastName: 'Recipient' });
  // A share to an unverified account stays pending; this person proved their address.
  await server.db('users').where({ id: guest.user.id }).update({ emailVerified: true });
  const res = await ws.owner.client.post(`/api/folders/${ws.folderId}/share`, { email: guest.user.email });
  expect(res.status, res.text).toBe(201);
  return { guest, shareId: res.body.id as number };
}

/**
 * Waits until `witness`, in the folder's room, has heard a `type` event, then makes one round trip on
 * `outsider`'s socket: its answer comes after anything the same broadcast sent that socket (one socket, in
 * order), so what `outsider` has heard by then is all it was sent.
 */
async function awaitBroadcast(witness: LiveClient, outsider: LiveClient, type: string) {
  await eventually(() => witness.changes.some((e) => e.type === type));
  await outsider.roundTrip();
}

/** Whether the server still holds the socket: an ended session's go at once, before the answer. */
const heldByServer = (client: LiveClient) => server.realtime.io.sockets.sockets.has(client.socket.id!);

/** Resolves with the time of the socket's next 'disconnect', or rejects after `ms` (a guard against a hang). */
const disconnectOf = (client: LiveClient, ms = 15_000) =>
  new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`still connected after ${ms} ms`)), ms);
    client.socket.once('disconnect', () => {
      clearTimeout(timer);
      resolve(Date.now());
    });
  });

describe('revocation', () => {
  it('removing a share revokes the recipient before the DELETE answers; no later change reaches them', async () => {
    const ws = await makeWorkspace(server);
    const { guest, shareId } = await shareWithNewPerson(ws);
    const owner = await connect(ws.owner);
    const recipient = await connect(guest);
    const secondTab = await connect(guest);
    for (const client of [owner, recipient, secondTab])
      expect(await client.subscribe(ws.projectId)).toMatchObject({ ok: true, folderId: ws.folderId });
    let revokedAt = 0;
    recipient.socket.on('access:revoked', () => (revokedAt = performance.now()));

    const removed = await ws.owner.client.delete(`/api/folder-shares/${shareId}`);
    const answeredAt = performance.now();
    expect(removed.status, removed.text).toBe(200);
    // The server took the sockets out of the room before it answered...
    const inRoom = await server.realtime.io.in(folderRoom(ws.folderId)).fetchSockets();
    expect(inRoom.map((s) => s.id)).toEqual([owner.socket.id]);
    // ...and told them first: the message was sent before the response.
    expect(recipient.revoked).toEqual([{ folderId: ws.folderId }]);
    expect(revokedAt).toBeLessThanOrEqual(answeredAt);
    await eventually(() => secondTab.revoked.length === 1);
    const lastHeard = Math.max(...recipient.changes.map((e) => e.seq));
    expect(recipient.changes.at(-1)).toMatchObject({ type: 'share.deleted', data: { id: shareId } });

    // Changes after the DELETE: the owner hears them all, the former recipient none.
    const card = (await ws.owner.client.post('/api/cards', { title: 'Secret', projectId: ws.projectId }))
      .body;
    await ws.owner.client.patch(`/api/cards/${card.id}`, { title: 'Still secret' });
    await ws.owner.client.post('/api/releases', { name: 'Hidden', projectId: ws.projectId });
    await ws.owner.client.post('/api/categories', { name: 'Private', projectId: ws.projectId });
    await ws.owner.client.delete(`/api/cards/${card.id}`);
    await eventually(() => owner.changes.find((e) => e.type === 'card.deleted'));
    for (const client of [recipient, secondTab]) {
      // The answers come after anything the server sent this socket with the owner's last event (one socket,
      // in order): what it has heard by then is all it was sent.
      expect(await client.syncSince(ws.folderId, 0)).toEqual({ ok: false, error: 'Not found' });
      expect(await client.subscribe(ws.projectId)).toEqual({ ok: false, error: 'Not found' });
      expect(client.changes.filter((e) => e.seq > lastHeard)).toEqual([]);
      expect(client.socket.connected).toBe(true); // cut off from the folder, not signed out
    }
    // Presence forgot them too.
    await eventually(() => owner.presence.at(-1)?.people.length === 1);
    expect(owner.presence.at(-1)!.people.map((p) => p.userId)).toEqual([ws.owner.user.id]);
  });

  it('a recipient leaving the folder is cut off the same way', async () => {
    const ws = await makeWorkspace(server);
    const { guest, shareId } = await shareWithNewPerson(ws);
    const owner = await connect(ws.owner);
    const recipient = await connect(guest);
    for (const client of [owner, recipient])
      expect(await client.subscribe(ws.projectId)).toMatchObject({ ok: true });
    expect((await guest.client.delete(`/api/folder-shares/${shareId}`)).status).toBe(200);
    expect(recipient.revoked).toEqual([{ folderId: ws.folderId }]);
    await ws.owner.client.post('/api/cards', { title: 'After leaving', projectId: ws.projectId });
    await awaitBroadcast(owner, recipient, 'card.created');
    expect(recipient.changes.map((e) => e.type)).toEqual(['share.deleted']);
  });

  it('a subscribe whose access check raced the removal does not stay in the room', async () => {
    const ws = await makeWorkspace(server);
    const { guest, shareId } = await shareWithNewPerson(ws);
    const owner = await connect(ws.owner);
    expect(await owner.subscribe(ws.projectId)).toMatchObject({ ok: true });
    const recipient = await connect(guest);
    // The recipient's access check reads the share, then answers slowly; the removal commits meanwhile.
    const check = accessRepo.project;
    let removal: Promise<unknown> | undefined;
    const slow = vi.spyOn(accessRepo, 'project').mockImplementation(async (...args) => {
      const answer = await check(...args);
      if (args[1] === guest.user.id && !removal) {
        removal = ws.owner.client.delete(`/api/folder-shares/${shareId}`);
        await removal;
      }
      return answer;
    });
    try {
      const ack = await recipient.subscribe(ws.projectId);
      expect(await removal).toMatchObject({ status: 200 });
      expect(ack).toEqual({ ok: false, error: 'Not found' });
    } finally {
      slow.mockRestore();
    }
    await ws.owner.client.post('/api/cards', { title: 'After removal', projectId: ws.projectId });
    await awaitBroadcast(owner, recipient, 'card.created');
    expect(recipient.changes).toEqual([]);
    const inRoom = await server.realtime.io.in(folderRoom(ws.folderId)).fetchSockets();
    expect(inRoom.map((socket) => socket.id)).toEqual([owner.socket.id]);
  });

  it('deleting the folder revokes everyone in its room', async () => {
    const ws = await makeWorkspace(server);
    const { guest } = await shareWithNewPerson(ws);
    const owner = await connect(ws.owner);
    const recipient = await connect(guest);
    for (const client of [owner, recipient])
      expect(await client.subscribe(ws.projectId)).toMatchObject({ ok: true });
    const card = (await ws.owner.client.post('/api/cards', { title: 'Doomed', projectId: ws.projectId }))
      .body;
    expect((await ws.owner.client.delete(`/api/cards/${card.id}`)).status).toBe(200);
    expect((await ws.owner.client.delete(`/api/projects/${ws.projectId}`)).status).toBe(200);
    expect((await ws.owner.client.delete(`/api/projects/${ws.folderId}`)).status).toBe(200);

    for (const client of [owner, recipient]) {
      expect(client.revoked).toEqual([{ folderId: ws.folderId }]);
      expect(await client.syncSince(ws.folderId, 0)).toEqual({ ok: false, error: 'Not found' });
    }
    expect(await server.realtime.io.in(folderRoom(ws.folderId)).fetchSockets()).toEqual([]);
  });
});

describe('signing out and losing the account', () => {
  it('GET /api/logout disconnects that session at once; other sessions stay', async () => {
    const who = await createUser(server);
    const [laptop, phone] = [{ client: await signIn(server, who) }, { client: await signIn(server, who) }];
    const [laptopSocket, laptopTab2, phoneSocket] = [
      await connect(laptop),
      await connect(laptop),
      await connect(phone),
    ];
    const gone = [laptopSocket, laptopTab2].map((socket) => disconnectOf(socket));
    expect((await laptop.client.get('/api/logout')).status).toBe(302);
    expect([laptopSocket, laptopTab2, phoneSocket].map(heldByServer)).toEqual([false, false, true]);
    await Promise.all(gone);
    await phoneSocket.roundTrip(); // a disconnect sent it with the others' would have arrived before this answer
    expect(phoneSocket.socket.connected).toBe(true);
    // The ended session cannot come back; the other one still can.
    await expect(connectLive(server.url, laptop.client)).rejects.toThrow('Not signed in');
    (await connect(phone)).close();
  });

  it('an admin deleting the account disconnects all of its sockets', async () => {
    const admin = await signedInUser(server, { accessLevel: 'admin' });
    const doomed = await signedInUser(server);
    const bystander = await signedInUser(server);
    const sockets = [await connect(doomed), await connect({ client: await signIn(server, doomed) })];
    const other = await connect(bystander);
    const gone = sockets.map((socket) => disconnectOf(socket));
    expect((await admin.client.delete(`/api/admin/users/${doomed.user.id}`)).status).toBe(200);
    expect(sockets.map(heldByServer)).toEqual([false, false]);
    await Promise.all(gone);
    await other.roundTrip();
    expect(other.socket.connected).toBe(true);
    await expect(connectLive(server.url, doomed.client)).rejects.toThrow('Not signed in');
  });

  it('a password reset disconnects every socket of that person', async () => {
    const who = await signedInUser(server);
    const sockets = [await connect(who), await connect({ client: await signIn(server, who) })];
    const anonymous = server.client();
    expect((await anonymous.post('/api/auth/forgot-password', { email: who.user.email })).status).toBe(200);
    const mail = await server.mailbox.next(who.user.email);
    const token = linkIn(mail, `${server.config.appUrl}/reset-password`).searchParams.get('token');
    const gone = sockets.map((socket) => disconnectOf(socket));
    const res = await anonymous.post('/api/auth/reset-password', { token, newPassword: 'a-new-password-1' });
    expect(res.status, res.text).toBe(200);
    expect(sockets.map(heldByServer)).toEqual([false, false]);
    await Promise.all(gone);
    await expect(connectLive(server.url, who.client)).rejects.toThrow('Not signed in');
  });
});
