// Projector room links on the socket: the key opens one project's projector room — its data
// and its changes, nothing of the folder's other projects, no other socket event — and a revoke stops
// it at once (before the DELETE answers) and for good.
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChangeEvent, RoomJoinAck } from '../../common/events';
import { signedInUser } from '../test/factories';
import { connectLive } from '../test/liveClient';

import { startTestServer, type TestServer } from '../test/testServer';
import { makeProject, makeWorkspace, type Workspace } from '../test/workspace';
import { eventually, PATIENCE_MS } from '../test/waits';

let server: TestServer;
let ws: Workspace;
const sockets: Socket[] = [];

beforeAll(async () => {
  server = await startTestServer();
  ws = await makeWorkspace(server);
});
afterAll(async () => {
  sockets.forEach((socket) => socket.close());
  await server?.close();
});

async function newLink(projectId = ws.projectId) {
  const res = await ws.owner.client.post(`/api/projects/${projectId}/room-links`);
  expect(res.status).toBe(201);
  return { id: res.body.id as number, key: new URL(res.body.url).hash.replace('#key=', '') };
}

interface RoomSocket {
  socket: Socket;
  changes: ChangeEvent[];
  revoked: number;
}

/** Connects as a projector with `key`; rejects with the server's refusal. */
async function connectRoom(key: string): Promise<RoomSocket> {
  const socket = io(server.url, {
    transports: ['websocket'],
    auth: { roomKey: key },
    extraHeaders: { origin: server.url },
    reconnection: false,
    forceNew: true,
  });
  sockets.push(socket);
  const room: RoomSocket = { socket, changes: [], revoked: 0 };
  socket.on('change', (event: ChangeEvent) => room.changes.push(event));
  socket.on('room:revoked', () => (room.revoked += 1));
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return room;
}

const join = (room: RoomSocket) =>
  room.socket.timeout(PATIENCE_MS).emitWithAck('room:join', {}) as Promise<RoomJoinAck>;

describe('a projector room link', () => {
  it('joins its project: the same data as the REST bundle, and the folder seq', async () => {
    await ws.owner.client.post('/api/cards', { title: 'On the wall', projectId: ws.projectId });
    const room = await connectRoom((await newLink()).key);
    const answer = await join(room);
    const data = (await ws.owner.client.get(`/api/projects/${ws.projectId}/data`)).body;
    expect(answer).toMatchObject({ ok: true, project: { id: ws.projectId, name: 'App' } });
    if (!answer.ok) throw new Error('join refused');
    expect(answer.cards).toEqual(data.cards);
    expect(answer.categories).toEqual(data.categories);
    expect(answer.releases).toEqual(data.releases);
    expect(answer.seq).toBeGreaterThan(0);
    // The project's name, deck and scoring model: what the projector's vote and views read. Nothing else.
    expect(Object.keys(answer.project).sort()).toEqual(['customDeck', 'deck', 'id', 'name', 'scoringModel']);
    expect(answer.project).toMatchObject({
      deck: data.project.deck,
      scoringModel: data.project.scoringModel,
    });
  });

  it('hears its own project’s changes and nothing of the folder’s other projects', async () => {
    const sibling = await makeProject(ws.owner.client, ws.folderId, 'SIB', 'Sibling');
    const room = await connectRoom((await newLink()).key);
    await join(room);
    const secret = await ws.owner.client.post('/api/cards', {
      title: 'Secret sibling card',
      projectId: sibling.id,
    });
    await ws.owner.client.post('/api/categories', { name: 'Sibling use case', projectId: sibling.id });
    await ws.owner.client.delete(`/api/cards/${secret.body.id}`);
    const mine = await ws.owner.client.post('/api/cards', { title: 'Shown card', projectId: ws.projectId });
    await ws.owner.client.patch(`/api/cards/${mine.body.id}`, { status: 'ready' });
    // The folder's changes go out in seq order: a leaked sibling change would have arrived before these two.
    await eventually(() => room.changes.length >= 2);
    expect(room.changes.map((e) => [e.type, (e.data as { id: number }).id])).toEqual([
      ['card.created', mine.body.id],
      ['card.updated', mine.body.id],
    ]);
    expect(JSON.stringify(room.changes)).not.toContain('Secret');
  });

  it('answers nothing but room:join: no subscribe, replay or focus for another project or folder', async () => {
    const other = await makeWorkspace(server, 'OTH');
    const room = await connectRoom((await newLink()).key);
    const noAnswer = (event: string, payload: object) =>
      room.socket
        .timeout(500)
        .emitWithAck(event, payload)
        .then(
          () => 'answered',
          () => 'no answer',
        );
    expect(await noAnswer('project:subscribe', { projectId: other.projectId })).toBe('no answer');
    expect(await noAnswer('project:subscribe', { projectId: ws.projectId })).toBe('no answer');
    expect(await noAnswer('sync:since', { folderId: ws.folderId, seq: 0 })).toBe('no answer');
    room.socket.emit('presence:focus', { cardId: 1 });
    await other.owner.client.post('/api/cards', { title: 'Elsewhere', projectId: other.projectId });
    await join(room); // answered after the change went out: had it been sent here, it would have arrived
    expect(room.changes).toEqual([]);
  });

  it('is refused at the handshake with an unknown or malformed key', async () => {
    for (const key of ['x'.repeat(43), 'short', '', 'a b c'.repeat(10)]) {
      await expect(connectRoom(key)).rejects.toThrow('This link is not valid');
    }
  });

  it('hears who is watching at once on joining, and does not count as a person itself', async () => {
    const member = await connectLive(server.url, ws.owner.client);
    sockets.push(member.socket);
    await member.subscribe(ws.projectId);
    const room = await connectRoom((await newLink()).key);
    const presence: { people: { userId: string }[] }[] = [];
    room.socket.on('presence', (message) => presence.push(message));
    await join(room);
    await eventually(() => presence.length > 0);
    expect(presence[0]!.people.map((p) => p.userId)).toEqual([ws.owner.user.id]);
    // the member's own presence never lists the projector
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(member.presence.at(-1)!.people.map((p) => p.userId)).toEqual([ws.owner.user.id]);
  });

  it('stops at once when revoked (before the DELETE answers), and its key opens nothing after', async () => {
    const link = await newLink();
    const room = await connectRoom(link.key);
    await join(room);
    const disconnected = new Promise<string>((resolve) => room.socket.once('disconnect', resolve));
    const stranger = await signedInUser(server);
    expect((await stranger.client.delete(`/api/room-links/${link.id}`)).status).toBe(404);
    expect(room.revoked).toBe(0);
    expect((await ws.owner.client.delete(`/api/room-links/${link.id}`)).status).toBe(200);
    expect(await disconnected).toBe('io server disconnect');
    expect(room.revoked).toBe(1);
    await ws.owner.client.post('/api/cards', { title: 'After revoke', projectId: ws.projectId });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(room.changes).toEqual([]);
    await expect(connectRoom(link.key)).rejects.toThrow('This link is not valid');
  });

  it('a member’s socket is not a room socket: a room key next to a session still only opens the room', async () => {
    const link = await newLink();
    const socket = io(server.url, {
      transports: ['websocket'],
      auth: { roomKey: link.key },
      extraHeaders: { origin: server.url, cookie: ws.owner.client.cookieHeader },
      reconnection: false,
      forceNew: true,
    });
    sockets.push(socket);
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    const answer = await socket
      .timeout(500)
      .emitWithAck('project:subscribe', { projectId: ws.projectId })
      .catch(() => 'no answer');
    expect(answer).toBe('no answer');
  });
});
