// Resync: a client that was away replays what it missed (or refetches when the log no longer reaches back)
// and ends equal to a fresh fetch; under forced disconnects during 1,000 changes, 20 clients apply every
// event exactly once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChangeEvent } from '../../common/events';
import { EVENT_LOG_RETENTION, folderEventsRepo } from '../db/repos/folderEvents';
import { folderSeq } from '../test/folderSeq';
import { signedInUser } from '../test/factories';
import type { TestClient } from '../test/httpClient';
import { connectLive } from '../test/liveClient';
import { LiveMirror } from '../test/liveProject';
import { fetchProject, snapshot } from '../test/projectModel';
import { startTestServer, type TestServer } from '../test/testServer';
import { grantShare, makeProject, makeWorkspace, type Workspace } from '../test/workspace';

let server: TestServer;
let ws: Workspace;
let guest: Awaited<ReturnType<typeof signedInUser>>;
const mirrors: LiveMirror[] = [];
let otherProjectId: number;

beforeAll(async () => {
  server = await startTestServer();
  ws = await makeWorkspace(server);
  guest = await signedInUser(server, { firstName: 'Bo', lastName: 'Builder' });
  await grantShare(server, ws.folderId, ws.owner.user.id, guest);
});
afterAll(async () => {
  for (const mirror of mirrors) mirror.close();
  await server?.close();
});

const open = async (api: TestClient, projectId = ws.projectId) => {
  const mirror = await LiveMirror.open(server.url, api, projectId);
  mirrors.push(mirror);
  return mirror;
};
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const currentSeq = () => folderSeq(server.db, ws.folderId);

async function ok<T = any>(request: Promise<{ status: number; body: T; text: string }>): Promise<T> {
  const res = await request;
  expect(res.status, res.text).toBeLessThan(300);
  return res.body;
}

/** Every kind of change a board shows, made by `api` in the workspace's project (plus noise elsewhere). */
async function changeEverything(api: TestClient, tag: string) {
  const projectId = ws.projectId;
  const a = await ok(api.post('/api/cards', { title: `${tag} a`, projectId }));
  const b = await ok(api.post('/api/cards', { title: `${tag} b`, projectId }));
  const c = await ok(api.post('/api/cards', { title: `${tag} c`, projectId }));
  const useCase = await ok(api.post('/api/categories', { name: `${tag} UC`, projectId }));
  const spare = await ok(api.post('/api/categories', { name: `${tag} spare`, projectId }));
  const release = await ok(api.post('/api/releases', { name: `${tag} R1`, projectId }));
  const gone = await ok(api.post('/api/releases', { name: `${tag} R2`, projectId }));
  const sprint = await ok(api.post(`/api/releases/${release.id}/sprints`, { name: `${tag} S1` }));
  await ok(
    api.patch(`/api/cards/${a.id}`, { status: 'ready', categoryId: useCase.id, releaseId: release.id }),
  );
  await ok(api.patch(`/api/cards/${b.id}`, { sprintId: sprint.id, releaseId: release.id, notes: 'n' }));
  await ok(api.patch(`/api/cards/${c.id}/reorder`, { direction: 'up', moveToTop: true }));
  await ok(api.post(`/api/cards/${a.id}/move-to-group`, { groupBy: 'priority', groupValue: 'wow' }));
  await ok(api.patch(`/api/cards/${b.id}`, { releaseId: gone.id }));
  await ok(api.put(`/api/categories/${useCase.id}`, { name: `${tag} UC renamed` }));
  await ok(api.put(`/api/releases/${release.id}`, { name: `${tag} R1 renamed`, roadmapVisible: false }));
  await ok(api.put(`/api/sprints/${sprint.id}`, { name: `${tag} S1 renamed` }));
  await ok(api.delete(`/api/releases/${gone.id}`)); // moves card b to Future
  await ok(api.delete(`/api/categories/${spare.id}`));
  await ok(api.delete(`/api/cards/${c.id}`));
  await ok(api.post('/api/cards', { title: `${tag} elsewhere`, projectId: otherProjectId }));
}

describe('resync after a dropped connection', () => {
  beforeAll(async () => {
    otherProjectId = (await makeProject(ws.owner.client, ws.folderId, 'OTH', 'Other')).id;
    await changeEverything(ws.owner.client, 'before');
  });

  it('replays what was missed: the model equals a fresh fetch', async () => {
    const mirror = await open(ws.owner.client);
    expect(snapshot(mirror.model)).toEqual(snapshot(await fetchProject(guest.client, ws.projectId)));
    const seenWhileAway = mirror.live.changes.length;
    mirror.drop();
    const lastSeq = mirror.sequencer.lastSeq;

    await changeEverything(guest.client, 'away');
    const final = await currentSeq();
    expect(final).toBeGreaterThan(lastSeq + 20);
    expect(mirror.live.changes.length).toBe(seenWhileAway);

    await mirror.comeBack();
    await mirror.reach(final);
    expect(mirror.refetches).toBe(0);
    expect(mirror.replayed).toBe(final - lastSeq);
    expect(mirror.applied.map((e) => e.seq)).toEqual(range(lastSeq + 1, final));
    expect(snapshot(mirror.model)).toEqual(snapshot(await fetchProject(ws.owner.client, ws.projectId)));
    // The model is not trivially empty: the replay carried real changes.
    expect([...mirror.model.cards.values()].map((c) => c.title)).toContain('away b');
  });

  it('answers refetch when the log no longer reaches back, and the refetch ends equal too', async () => {
    const mirror = await open(guest.client);
    mirror.drop();
    const lastSeq = mirror.sequencer.lastSeq;
    await changeEverything(ws.owner.client, 'pruned');
    // The first missed event is older than the log keeps; housekeeping removes it.
    await server
      .db('folder_events')
      .where({ folderId: ws.folderId })
      .andWhere('seq', '<=', lastSeq + 1)
      .update({ createdAt: new Date(Date.now() - (EVENT_LOG_RETENTION.maxAgeHours + 1) * 3_600_000) });
    await folderEventsRepo.prune(server.db);
    const asker = await connectLive(server.url, guest.client);
    expect(await asker.syncSince(ws.folderId, lastSeq)).toEqual({ ok: true, refetch: true });
    asker.close();

    await mirror.comeBack();
    await mirror.reach(await currentSeq());
    expect(mirror.refetches).toBe(1);
    expect(snapshot(mirror.model)).toEqual(snapshot(await fetchProject(ws.owner.client, ws.projectId)));
    expect([...mirror.model.cards.values()].map((c) => c.title)).toContain('pruned b');
  });

  it('a subscribe that says where its copy stands answers what sync:since would, in one round trip', async () => {
    const asker = await connectLive(server.url, guest.client);
    const from = await currentSeq();
    await changeEverything(ws.owner.client, 'resumed');
    const now = await currentSeq();
    const sync = await asker.syncSince(ws.folderId, from);
    expect(sync).toMatchObject({ ok: true, events: expect.any(Array) });
    const since = (seq: number, folderId = ws.folderId) => asker.subscribe(ws.projectId, { folderId, seq });
    expect(await since(from)).toEqual({
      ok: true,
      folderId: ws.folderId,
      seq: now,
      replay: { events: (sync as { events: ChangeEvent[] }).events },
    });
    expect(await since(now)).toEqual({ ok: true, folderId: ws.folderId, seq: now, replay: { events: [] } });
    // Ahead of the server, or from before the guest's access began (their share's floor): load again.
    expect(await since(now + 5)).toMatchObject({ ok: true, replay: { refetch: true } });
    expect(await since(0)).toMatchObject({ ok: true, replay: { refetch: true } });
    // A copy of another folder is not this one's to catch up: no replay, the client loads.
    expect(await since(from, ws.folderId + 1_000)).toEqual({ ok: true, folderId: ws.folderId, seq: now });
    asker.close();
    // Someone who cannot read the project gets the same refusal as without `since`, and nothing else.
    const stranger = await connectLive(server.url, (await signedInUser(server)).client);
    expect(await stranger.subscribe(ws.projectId, { folderId: ws.folderId, seq: 0 })).toEqual({
      ok: false,
      error: 'Not found',
    });
    expect(stranger.changes).toEqual([]);
    stranger.close();
  });

  it('answers refetch to a client that claims to be ahead of the server, and nothing to one that is current', async () => {
    const asker = await connectLive(server.url, guest.client);
    const current = await currentSeq();
    expect(await asker.syncSince(ws.folderId, current)).toEqual({ ok: true, events: [] });
    expect(await asker.syncSince(ws.folderId, current + 5)).toEqual({ ok: true, refetch: true });
    asker.close();
  });

  it('answers refetch once a folder has more events than the log keeps', async () => {
    const mirror = await open(ws.owner.client);
    const { live } = mirror;
    const from = mirror.sequencer.lastSeq;
    await changeEverything(guest.client, 'many');
    const keep = EVENT_LOG_RETENTION.maxPerFolder;
    EVENT_LOG_RETENTION.maxPerFolder = 5;
    try {
      await folderEventsRepo.prune(server.db);
    } finally {
      EVENT_LOG_RETENTION.maxPerFolder = keep;
    }
    const final = await currentSeq();
    expect(await live.syncSince(ws.folderId, from)).toEqual({ ok: true, refetch: true });
    expect(await live.syncSince(ws.folderId, final - 6)).toEqual({ ok: true, refetch: true });
    const tail = await live.syncSince(ws.folderId, final - 5);
    expect(tail).toMatchObject({ ok: true });
    expect((tail as { events: ChangeEvent[] }).events.map((e) => e.seq)).toEqual(range(final - 4, final));
    expect(await live.syncSince(ws.folderId, final)).toEqual({ ok: true, events: [] });
  });
});

describe('forced disconnects during a stream of 1,000 changes', () => {
  it('every one of 20 clients applies every event exactly once and ends equal to a fresh fetch', async () => {
    for (const earlier of mirrors.splice(0)) earlier.close();
    const users = [ws.owner, guest];
    for (let i = 0; i < 3; i++) {
      const extra = await signedInUser(server, { firstName: `Viewer${i}` });
      await grantShare(server, ws.folderId, ws.owner.user.id, extra);
      users.push(extra);
    }
    const clients = await Promise.all(
      Array.from({ length: 20 }, (_, i) => open(users[i % users.length]!.client)),
    );
    const startSeq = await currentSeq();
    expect(clients.every((m) => m.startSeq === startSeq)).toBe(true);
    const published: ChangeEvent[] = [];
    const stop = server.changes.subscribe((event) => {
      if (event.folderId === ws.folderId) published.push(event);
    });

    // After every 8th write the next client is cut off (client- or server-side) for 0–300 ms: 125 drops,
    // about 6 per client, i.e. each one every 1.5–3.5 s here depending on the database.
    let drops = 0;
    const dropNext = () => {
      const io = drops % 2 ? server.realtime.io : undefined;
      clients[drops++ % clients.length]!.drop({ offlineMs: Math.floor(Math.random() * 300), io });
    };

    const writer = ws.owner.client;
    const cardIds: number[] = [];
    let expected = 0;
    let next = 0;
    const write = async (i: number) => {
      const pick = () => cardIds[25 + Math.floor(Math.random() * (cardIds.length - 25))]!;
      if (i < 60 || i % 4 === 0) {
        const card = await ok(writer.post('/api/cards', { title: `load ${i}`, projectId: ws.projectId }));
        cardIds.push(card.id);
        expected += 1;
      } else if (i % 4 === 3) {
        const moved = await ok<unknown[]>(writer.patch(`/api/cards/${pick()}/reorder`, { direction: 'up' }));
        if (moved.length) expected += 1; // a card already at the top moves nowhere and says nothing
      } else {
        await ok(
          writer.patch(`/api/cards/${pick()}`, { title: `edit ${i}`, status: i % 3 ? 'ready' : 'backlog' }),
        );
        expected += 1;
      }
    };
    const worker = async () => {
      for (let i = next++; i < 1000; i = next++) {
        await write(i);
        if (i % 8 === 7) dropNext();
      }
    };
    try {
      await Promise.all(Array.from({ length: 5 }, worker));
    } finally {
      stop();
    }
    const final = await currentSeq();
    expect(published.length).toBe(expected);
    expect(expected).toBeGreaterThan(990);
    expect(final).toBe(startSeq + expected);
    published.sort((a, b) => a.seq - b.seq);
    expect(published.map((e) => e.seq)).toEqual(range(startSeq + 1, final));

    await Promise.all(clients.map((m) => m.reach(final, 20_000)));
    const fresh = snapshot(await fetchProject(writer, ws.projectId));
    for (const mirror of clients) {
      expect(mirror.errors).toEqual([]);
      expect(mirror.refetches).toBe(0);
      expect(mirror.reconnects).toBeGreaterThanOrEqual(3);
      expect(mirror.repeatedOnOneSocket).toEqual([]);
      expect(mirror.sequencer.lastSeq).toBe(final);
      expect(mirror.applied).toEqual(published); // all of them, once each, in order, with the same content
      expect(snapshot(mirror.model)).toEqual(fresh);
    }
    // The drops really cost events: a good part arrived by replay.
    expect(clients.reduce((sum, m) => sum + m.replayed, 0)).toBeGreaterThan(100);
  }, 240_000); // 1,000 writes: about 30 s on an idle machine, several times that beside another suite
});
