// Meetings on the sockets: a room-link projector gets the running meeting with `room:join` and
// hears every meeting change of its project (values hidden until the reveal) but not of the folder's other
// projects; a member's board hears them in the folder room and can replay them with sync:since.
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChangeEvent, RoomJoinAck } from '../../common/events';
import type { Meeting } from '../../common/schemas/meetings';
import { connectLive } from '../test/liveClient';
import { startTestServer, type TestServer } from '../test/testServer';
import { PATIENCE_MS } from '../test/waits';
import { insertCards, makeProject, makeWorkspace, type Workspace } from '../test/workspace';

let server: TestServer;
let ws: Workspace;
const sockets: Socket[] = [];

beforeAll(async () => {
  server = await startTestServer();
  ws = await makeWorkspace(server, 'ROO');
  await insertCards(server, ws.projectId, 'ROO', 2);
});
afterAll(async () => {
  sockets.forEach((socket) => socket.close());
  await server?.close();
});

interface Projector {
  socket: Socket;
  /** The link's key, as the projector page holds it. */
  key: string;
  changes: ChangeEvent[];
  join(): Promise<RoomJoinAck>;
  /** Resolves with the first change `check` accepts, seen already or arriving later. */
  until(check: (event: ChangeEvent) => boolean): Promise<ChangeEvent>;
}

async function projector(projectId: number): Promise<Projector> {
  const link = await ws.owner.client.post(`/api/projects/${projectId}/room-links`);
  const key = new URL(link.body.url).hash.replace('#key=', '');
  const socket = io(server.url, {
    transports: ['websocket'],
    auth: { roomKey: key },
    extraHeaders: { origin: server.url },
    reconnection: false,
    forceNew: true,
  });
  sockets.push(socket);
  const changes: ChangeEvent[] = [];
  const waiters = new Set<() => void>();
  socket.on('change', (event: ChangeEvent) => (changes.push(event), waiters.forEach((w) => w())));
  await new Promise<void>(
    (resolve, reject) => (socket.once('connect', resolve), socket.once('connect_error', reject)),
  );
  return {
    socket,
    key,
    changes,
    join: () => socket.timeout(PATIENCE_MS).emitWithAck('room:join', {}),
    until: (check) =>
      new Promise((resolve) => {
        const test = () => {
          const found = changes.find(check);
          if (!found) return;
          waiters.delete(test);
          resolve(found);
        };
        waiters.add(test);
        test();
      }),
  };
}

const isMeeting = (type: string) => (event: ChangeEvent) => event.type === type;

describe('a projector during a meeting', () => {
  it('gets the running meeting with room:join (null when none runs)', async () => {
    const room = await projector(ws.projectId);
    const before = await room.join();
    expect(before.ok && before.meeting).toBeNull();
    const started: Meeting = (await ws.owner.client.post(`/api/projects/${ws.projectId}/meeting`)).body;
    const after = await room.join();
    expect(after.ok && after.meeting).toEqual(started);
    await ws.owner.client.post(`/api/meetings/${started.id}/end`);
    const ended = await room.join();
    expect(ended.ok && ended.meeting).toBeNull();
  });

  it('hears the meeting’s changes, ballot values only after the reveal, and its end', async () => {
    const { id: projectId } = await makeProject(ws.owner.client, ws.folderId, 'ROP', 'Projected');
    await insertCards(server, projectId, 'ROP', 1);
    const card = await server.db('cards').where({ projectId }).first();
    const sibling = await projector(ws.projectId);
    await sibling.join();
    const room = await projector(projectId);
    await room.join();
    const board = await connectLive(server.url, ws.owner.client);
    sockets.push(board.socket);
    const { seq } = (await board.subscribe(projectId)) as { seq: number };

    const m: Meeting = (await ws.owner.client.post(`/api/projects/${projectId}/meeting`)).body;
    const path = `/api/meetings/${m.id}`;
    await ws.owner.client.patch(path, { spotlightCardId: card.id });
    const voteId: number = (await ws.owner.client.post(`${path}/votes`, {})).body.vote.id;
    await ws.owner.client.post(`${path}/votes/${voteId}/ballots`, { value: 'rush' });
    const voted = await room.until(
      (e) => e.type === 'meeting.updated' && (e.data as Meeting).vote?.voters.length === 1,
    );
    expect((voted.data as Meeting).vote?.ballots).toBeNull();
    expect(JSON.stringify(room.changes)).not.toContain('rush');

    await ws.owner.client.post(`${path}/votes/${voteId}/reveal`);
    const revealed = await room.until((e) => (e.data as Meeting).vote?.state === 'revealed');
    expect((revealed.data as Meeting).vote?.ballots).toEqual([expect.objectContaining({ value: 'rush' })]);
    await ws.owner.client.post(`${path}/end`);
    const ended = await room.until(isMeeting('meeting.ended'));
    expect(ended.data).toEqual({ id: m.id, projectId, participantIds: [ws.owner.user.id] });

    const types = room.changes.filter((e) => e.type.startsWith('meeting.')).map((e) => e.type);
    expect(types).toEqual([...Array(5).fill('meeting.updated'), 'meeting.ended']);
    expect(sibling.changes.filter((e) => e.type.startsWith('meeting.'))).toEqual([]);

    const replay = await board.syncSince(ws.folderId, seq);
    const replayed = replay.ok && 'events' in replay ? replay.events : [];
    expect(replayed.filter((e) => e.type.startsWith('meeting.')).map((e) => e.seq)).toEqual(
      room.changes.filter((e) => e.type.startsWith('meeting.')).map((e) => e.seq),
    );
  });

  it('cannot vote or steer: no REST call takes its key, and its socket has nothing to send', async () => {
    const { id: projectId } = await makeProject(ws.owner.client, ws.folderId, 'RNV', 'No votes');
    await insertCards(server, projectId, 'RNV', 2);
    const cards = await server.db('cards').where({ projectId }).orderBy('id').pluck('id');
    const m: Meeting = (await ws.owner.client.post(`/api/projects/${projectId}/meeting`)).body;
    const path = `/api/meetings/${m.id}`;
    await ws.owner.client.patch(path, { spotlightCardId: cards[0] });
    const voteId: number = (await ws.owner.client.post(`${path}/votes`, {})).body.vote.id;
    const room = await projector(projectId);
    await room.join();

    const anonymous = server.client();
    const withKey = { Authorization: `Bearer ${room.key}`, 'X-Room-Key': room.key };
    const tries = [
      anonymous.post(`${path}/votes/${voteId}/ballots`, { value: 'wow' }, withKey),
      anonymous.post(`${path}/votes/${voteId}/ballots?key=${room.key}`, { value: 'wow' }),
      anonymous.patch(path, { spotlightCardId: cards[1] }, withKey),
      anonymous.post(`${path}/votes/${voteId}/reveal`, undefined, withKey),
      anonymous.post(`${path}/join`, undefined, withKey),
      anonymous.post(`${path}/end`, undefined, withKey),
    ];
    for (const res of await Promise.all(tries)) expect(res.status).toBe(401);
    // Socket events a board would send get no answer on a room socket.
    for (const name of ['project:subscribe', 'presence:focus', 'meeting:vote'])
      await expect(room.socket.timeout(500).emitWithAck(name, { projectId, value: 'wow' })).rejects.toThrow();

    const { meeting } = (await ws.owner.client.get(`/api/projects/${projectId}/meeting`)).body;
    expect(meeting).toMatchObject({ spotlightCardId: cards[0], vote: { id: voteId, voters: [] } });
    expect(meeting.participants.map((p: { userId: string }) => p.userId)).toEqual([ws.owner.user.id]);
  });
});
