// Attacks on the server's capacity through one signed-in socket: a burst of requests,
// a replay of a whole folder log, an oversized message. Each is cut off by a limit in limits.ts.
import { describe, expect, it } from 'vitest';
import { folderEventsRepo } from '../db/repos/folderEvents';
import { folderSeq } from '../test/folderSeq';
import type { LiveClient } from '../test/liveClient';

import { makeWorkspace } from '../test/workspace';
import { SOCKET_EVENT_LIMITS, SYNC_REPLAY_CAP } from './limits';
import { liveTestServer } from '../test/liveTestServer';
import { eventually } from '../test/waits';

const world = liveTestServer();
const connect = world.connect;

/** Sends `count` copies of an event at once; collects the answers that come back before the socket closes. */
async function burst(client: LiveClient, event: string, payload: object, count: number) {
  const answers: { ok: boolean; error?: string }[] = [];
  let closed = false;
  client.socket.once('disconnect', () => (closed = true));
  for (let i = 0; i < count; i++) client.socket.emit(event, payload, (answer: any) => answers.push(answer));
  await eventually(() => closed || answers.length === count, 10_000);
  return { answers, closed, refused: answers.filter((a) => !a.ok).map((a) => a.error) };
}

describe('one socket against the server', () => {
  it('a burst of project:subscribe is refused and disconnected; others are still served', async () => {
    const ws = await makeWorkspace(world.server);
    const bystander = await makeWorkspace(world.server);
    const attacker = await connect(ws.owner.client);

    const { answers, closed, refused } = await burst(
      attacker,
      'project:subscribe',
      { projectId: ws.projectId },
      300,
    );
    expect(refused).toContain('Too many requests');
    expect(closed).toBe(true);
    expect(answers.filter((a) => a.ok).length).toBeLessThanOrEqual(
      SOCKET_EVENT_LIMITS['project:subscribe'].points,
    );
    // Another person's request is answered, and so are their socket's.
    expect((await bystander.owner.client.get('/api/projects')).status).toBe(200);
    const other = await connect(bystander.owner.client);
    expect(await other.subscribe(bystander.projectId)).toMatchObject({ ok: true });
  });

  it('every other client → server event is limited the same way', async () => {
    const ws = await makeWorkspace(world.server);
    for (const [event, payload] of [
      ['sync:since', { folderId: ws.folderId, seq: 0 }],
      ['project:unsubscribe', { projectId: ws.projectId }],
      ['presence:focus', { cardId: null }],
      ['room:join', {}],
      ['made:up', {}],
    ] as const) {
      const client = await connect(ws.owner.client);
      const { closed } = await burst(client, event, payload, 200);
      expect(closed, event).toBe(true);
    }
  });

  it('a replay over the cap answers refetch instead of the whole log', async () => {
    const ws = await makeWorkspace(world.server);
    const from = await folderSeq(world.server.db, ws.folderId);
    const event = (i: number) => ({
      folderId: ws.folderId,
      projectId: ws.projectId,
      type: 'card.deleted' as const,
      data: { id: i + 1 },
    });
    const meta = { actorId: ws.owner.user.id };
    const count = SYNC_REPLAY_CAP.maxEvents + 1;
    await folderEventsRepo.append(
      world.server.db,
      ws.folderId,
      Array.from({ length: count }, (_, i) => event(i)),
      meta,
    );
    const client = await connect(ws.owner.client);
    expect(await client.syncSince(ws.folderId, from)).toEqual({ ok: true, refetch: true });
    // Within the count: served.
    const within = await client.syncSince(ws.folderId, from + 1);
    expect(within.ok && 'events' in within && within.events.length).toBe(SYNC_REPLAY_CAP.maxEvents);

    // Few events but too many bytes (say, long card descriptions): refetch too.
    const mid = await folderSeq(world.server.db, ws.folderId);
    const description = 'x'.repeat(Math.ceil(SYNC_REPLAY_CAP.maxBytes / 4));
    const card = (await ws.owner.client.post('/api/cards', { title: 'Big', projectId: ws.projectId })).body;
    const updated = { folderId: ws.folderId, projectId: ws.projectId, type: 'card.updated' as const };
    const bigOnes = Array.from({ length: 5 }, () => ({ ...updated, data: { ...card, description } }));
    await folderEventsRepo.append(world.server.db, ws.folderId, bigOnes, meta);
    expect(await client.syncSince(ws.folderId, mid)).toEqual({ ok: true, refetch: true });
  });

  it('a message over 64 KB closes the connection unread', async () => {
    const ws = await makeWorkspace(world.server);
    const client = await connect(ws.owner.client);
    let closed = false;
    client.socket.once('disconnect', () => (closed = true));
    const answer = client.socket
      .timeout(3000)
      .emitWithAck('sync:since', { folderId: ws.folderId, seq: 0, pad: 'x'.repeat(200_000) })
      .catch(() => 'no answer');
    expect(await answer).toBe('no answer');
    expect(closed).toBe(true);
  });
});
