// The per-person channel: a change of which folders someone sees reaches their open app as
// `access` on `user:{id}`, after the commit, and nobody else's app: a share becoming active (at once, or when a
// pending invitee proves the address), a share removed, a project added, moved or deleted, a client renamed,
// a folder deleted and restored. A pending invitee, a stranger and a signed-out socket hear nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccessChange } from '../../common/events';
import { issueVerificationToken } from '../domain/commands/accounts/emailProof';
import { io as connectSocket } from 'socket.io-client';
import { signedInUser, signIn, uniqueEmail } from '../test/factories';
import type { TestClient } from '../test/httpClient';
import { connectLive, type LiveClient } from '../test/liveClient';

import { startTestServer, type TestServer } from '../test/testServer';
import { makeClient, makeFolder, makeProject, makeWorkspace, type Workspace } from '../test/workspace';
import { userRoom } from './rooms';
import { eventually, PATIENCE_MS } from '../test/waits';

let server: TestServer;
const open: LiveClient[] = [];

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  for (const client of open) client.close();
  await server?.close();
});

/** A socket of `api`'s session with what it hears on its person's channel. */
async function listen(api: TestClient) {
  const live = await connectLive(server.url, api);
  open.push(live);
  const heard: AccessChange[] = [];
  live.socket.on('access', (message: AccessChange) => heard.push(message));
  return Object.assign(live, { heard });
}
type Listener = Awaited<ReturnType<typeof listen>>;

/** Every notice sent to these sockets before now has arrived (a write's notices go out before its answer). */
const settle = (...listeners: Listener[]) => Promise.all(listeners.map((listener) => listener.roundTrip()));

async function verifiedPerson(firstName = 'Rex') {
  const person = await signedInUser(server, { firstName, lastName: 'Recipient' });
  await server.db('users').where({ id: person.user.id }).update({ emailVerified: true });
  return person;
}

async function share(ws: Workspace, email: string) {
  const res = await ws.owner.client.post(`/api/folders/${ws.folderId}/share`, { email });
  expect(res.status, res.text).toBe(201);
  return res.body as { id: number; status: string };
}

const sharedMessage = (ws: Workspace) => ({
  reason: 'shared',
  folderId: ws.folderId,
  folderName: 'Product',
  by: 'Test User',
});

describe('a share', () => {
  it("reaches every tab of its recipient, once, with the folder and the sharer's name; nobody else", async () => {
    const ws = await makeWorkspace(server);
    const guest = await verifiedPerson();
    const stranger = await signedInUser(server);
    const tabs = [await listen(guest.client), await listen(await signIn(server, guest))];
    const owner = await listen(ws.owner.client);
    const outsider = await listen(stranger.client);

    await share(ws, guest.user.email);
    for (const tab of tabs) await eventually(() => tab.heard.length === 1);
    await settle(...tabs, outsider, owner);
    for (const tab of tabs) expect(tab.heard).toEqual([sharedMessage(ws)]);
    expect(outsider.heard).toEqual([]);
    expect(owner.heard).toEqual([]); // the owner's own lists did not change
    // The channel is the person's alone: their sockets and nobody else's.
    const members = await server.realtime.io.in(userRoom(guest.user.id)).fetchSockets();
    expect(members.map((s) => s.id).sort()).toEqual(tabs.map((t) => t.socket.id).sort());
  });

  it('sharing again with the same address, or a refused share, says nothing', async () => {
    const ws = await makeWorkspace(server);
    const guest = await verifiedPerson();
    await share(ws, guest.user.email);
    const tab = await listen(guest.client);
    const again = await ws.owner.client.post(`/api/folders/${ws.folderId}/share`, {
      email: guest.user.email,
    });
    expect(again.status).toBe(200);
    // Not the owner: refused, nothing committed, nothing said.
    const other = await verifiedPerson('Otto');
    const otherTab = await listen(other.client);
    const refused = await guest.client.post(`/api/folders/${ws.folderId}/share`, { email: other.user.email });
    expect(refused.status).toBe(403);
    await settle(tab, otherTab);
    expect(tab.heard).toEqual([]);
    expect(otherTab.heard).toEqual([]);
  });

  it('reaches a pending invitee with an account only once they prove the address', async () => {
    const ws = await makeWorkspace(server);
    const invitee = await signedInUser(server, { firstName: 'Una', lastName: 'Verified' });
    const tab = await listen(invitee.client);
    expect((await share(ws, invitee.user.email)).status).toBe('pending');
    await settle(tab);
    expect(tab.heard).toEqual([]);

    // The verification link followed in this browser keeps this session (and its socket).
    const token = await issueVerificationToken(server.db, invitee.user.id);
    await invitee.client.get(`/api/auth/verify-email?token=${token}`);
    await eventually(() => tab.heard.length === 1);
    expect(tab.heard).toEqual([sharedMessage(ws)]);
    expect(tab.socket.connected).toBe(true);
  });

  it('says nothing for an address without an account, nor to anyone else', async () => {
    const ws = await makeWorkspace(server);
    const bystander = await verifiedPerson();
    const tab = await listen(bystander.client);
    const owner = await listen(ws.owner.client);
    expect((await share(ws, uniqueEmail('newcomer'))).status).toBe('pending');
    await settle(tab, owner);
    expect(tab.heard).toEqual([]);
    expect(owner.heard).toEqual([]);
  });

  it('removed: the recipient hears it after being taken out of the folder; the owner hears nothing', async () => {
    const ws = await makeWorkspace(server);
    const guest = await verifiedPerson();
    const { id } = await share(ws, guest.user.email);
    const tab = await listen(guest.client);
    const owner = await listen(ws.owner.client);
    expect(await tab.subscribe(ws.projectId)).toMatchObject({ ok: true });
    const order: string[] = [];
    tab.socket.on('access:revoked', () => order.push('revoked'));
    tab.socket.on('access', () => order.push('access'));

    expect((await ws.owner.client.delete(`/api/folder-shares/${id}`)).status).toBe(200);
    await eventually(() => tab.heard.length === 1);
    expect(tab.heard).toEqual([{ reason: 'unshared', folderId: ws.folderId }]);
    expect(order).toEqual(['revoked', 'access']);
    await settle(owner);
    expect(owner.heard).toEqual([]);
  });
});

describe("a change of a shared folder's lists", () => {
  /** A shared workspace with a tab of its owner, of its recipient, and of a stranger. */
  async function sharedWorld() {
    const ws = await makeWorkspace(server);
    const guest = await verifiedPerson();
    await share(ws, guest.user.email);
    const tabs = {
      owner: await listen(ws.owner.client),
      guest: await listen(guest.client),
      stranger: await listen((await signedInUser(server)).client),
    };
    return { ws, guest, tabs };
  }
  const changed = (folderId: number): AccessChange => ({ reason: 'changed', folderId });
  async function expectHeard(tabs: Record<string, Listener>, expected: Record<string, AccessChange[]>) {
    for (const [who, messages] of Object.entries(expected))
      await eventually(() => tabs[who]!.heard.length >= messages.length);
    await settle(...Object.values(tabs));
    for (const [who, tab] of Object.entries(tabs)) expect(tab.heard, who).toEqual(expected[who] ?? []);
  }

  it('a project added, renamed, or deleted reaches everyone who sees the folder', async () => {
    const { ws, tabs } = await sharedWorld();
    const added = await makeProject(ws.owner.client, ws.folderId, 'NEW', 'New');
    await expectHeard(tabs, { owner: [changed(ws.folderId)], guest: [changed(ws.folderId)] });
    await ws.owner.client.put(`/api/projects/${added.id}`, { name: 'Renamed' });
    await ws.owner.client.delete(`/api/projects/${added.id}`);
    const thrice = Array(3).fill(changed(ws.folderId));
    await expectHeard(tabs, { owner: thrice, guest: thrice });
  });

  it('a project moved out of the shared folder reaches its recipient; into it, too', async () => {
    const { ws, tabs } = await sharedWorld();
    const privateFolder = await makeFolder(ws.owner.client, ws.clientId, 'Private');
    const moved = await ws.owner.client.put(`/api/projects/${ws.projectId}`, { parentId: privateFolder.id });
    expect(moved.status, moved.text).toBe(200);
    // One notice per person and command: the owner sees both folders and reads the lists once.
    const ownerHeard = [changed(privateFolder.id), changed(privateFolder.id)]; // created, then moved into
    await expectHeard(tabs, { owner: ownerHeard, guest: [changed(ws.folderId)] });
    await ws.owner.client.put(`/api/projects/${ws.projectId}`, { parentId: ws.folderId });
    await expectHeard(tabs, {
      owner: [...ownerHeard, changed(ws.folderId)],
      guest: [changed(ws.folderId), changed(ws.folderId)],
    });
  });

  it('a client renamed reaches the recipients of its folders', async () => {
    const { ws, tabs } = await sharedWorld();
    expect((await ws.owner.client.put(`/api/clients/${ws.clientId}`, { name: 'Renamed' })).status).toBe(200);
    await expectHeard(tabs, { owner: [changed(ws.folderId)], guest: [changed(ws.folderId)] });
  });

  it('the folder deleted, then restored from the trash, reaches its recipient both times', async () => {
    const { ws, tabs } = await sharedWorld();
    const deleted = await ws.owner.client.delete(`/api/projects/${ws.folderId}`);
    expect(deleted.status, deleted.text).toBe(200);
    await expectHeard(tabs, { owner: [changed(ws.folderId)], guest: [changed(ws.folderId)] });
    const restored = await ws.owner.client.post('/api/trash/restore', { kind: 'folder', ids: [ws.folderId] });
    expect(restored.status, restored.text).toBe(200);
    const both = [changed(ws.folderId), changed(ws.folderId)];
    await expectHeard(tabs, { owner: both, guest: both });
  });

  it("changes of an unshared folder, and card changes, reach nobody else's channel", async () => {
    const { ws, tabs } = await sharedWorld();
    const ownClient = await makeClient(ws.owner.client, 'Own');
    const ownFolder = await makeFolder(ws.owner.client, ownClient.id, 'Alone');
    await ws.owner.client.post('/api/cards', { title: 'A card', projectId: ws.projectId });
    // The owner's own new folder: only the owner's tabs hear it.
    await expectHeard(tabs, { owner: [changed(ownFolder.id)] });
  });

  it('a write that fails says nothing', async () => {
    const { ws, tabs } = await sharedWorld();
    // A move into a folder the mover does not own: refused after the project was read.
    const stranger = await makeWorkspace(server);
    const refused = await ws.owner.client.put(`/api/projects/${ws.projectId}`, {
      parentId: stranger.folderId,
    });
    expect(refused.status).toBeGreaterThanOrEqual(400);
    const duplicate = await ws.owner.client.post('/api/projects', {
      name: 'X',
      prefix: ws.prefix,
      parentId: 0,
    });
    expect(duplicate.status).toBeGreaterThanOrEqual(400);
    await expectHeard(tabs, {});
  });
});

describe('who may be on a channel', () => {
  it('a socket without a session is refused, and no request joins another person’s channel', async () => {
    await expect(connectLive(server.url, null)).rejects.toThrow('Not signed in');
    const victim = await verifiedPerson('Vic');
    const attacker = await listen((await signedInUser(server)).client);
    const room = userRoom(victim.user.id);
    for (const [event, payload] of [
      ['join', room],
      ['room:join', { room }],
      ['project:subscribe', { projectId: room }],
      ['sync:since', { folderId: room, seq: 0 }],
    ] as const)
      attacker.socket.emit(event, payload);
    const ws = await makeWorkspace(server);
    await share(ws, victim.user.email);
    await settle(attacker);
    expect(attacker.heard).toEqual([]);
    expect(await server.realtime.io.in(room).fetchSockets()).toEqual([]);
  });

  it('a projector opened with a room link is on no person’s channel', async () => {
    const ws = await makeWorkspace(server);
    const guest = await verifiedPerson();
    const link = await ws.owner.client.post(`/api/projects/${ws.projectId}/room-links`);
    expect(link.status, link.text).toBe(201);
    const key = new URL(link.body.url).hash.replace('#key=', '');
    const projector = connectSocket(server.url, {
      transports: ['websocket'],
      auth: { roomKey: key },
      extraHeaders: { origin: server.url },
      forceNew: true,
    });
    const heard: unknown[] = [];
    projector.on('access', (message) => heard.push(message));
    await new Promise<void>((resolve, reject) => {
      projector.once('connect', resolve);
      projector.once('connect_error', reject);
    });
    try {
      await share(ws, guest.user.email);
      await makeProject(ws.owner.client, ws.folderId, 'MORE', 'More');
      await projector.timeout(PATIENCE_MS).emitWithAck('room:join', {}); // all sent before has arrived
      expect(heard).toEqual([]);
    } finally {
      projector.close();
    }
  });
});
