// Live delivery while the Redis behind two nodes is away or hung (chaos suite): a node keeps
// serving its own sockets (changes, revocations, presence of the people on it), and once Redis is back it
// reconnects its sockets so they catch up with what other nodes published meanwhile. Needs a `redis-server`
// binary (a scratch one, on its own port: the machine's Redis is never touched).
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redisServerAvailable, startScratchRedis, type ScratchRedis } from '../../chaos/harness/redisServer';
import type { ChangeEvent } from '../../common/events';
import { signedInUser, signIn } from '../test/factories';
import { connectLive, type LiveClient } from '../test/liveClient';
import { LiveMirror } from '../test/liveProject';
import { SUBSCRIPTION_BACK } from './redisAdapter';
import { startTestServer, type TestServer } from '../test/testServer';
import { makeProject, makeWorkspace } from '../test/workspace';
import { eventually, sleep } from '../test/waits';

const available = redisServerAvailable();
if (!available)
  console.log(
    '[cardplan tests] server/realtime/redisAway.test.ts skipped: no redis-server binary on the PATH',
  );

describe.runIf(available)('real-time delivery while Redis is away', () => {
  let redis: ScratchRedis;
  let a: TestServer;
  let b: TestServer;
  const open: { close(): void }[] = [];
  /** Redis stopped so far, and each node's "subscription back" (redisAdapter.ts: its sockets made to reconnect). */
  let outages = 0;
  const backs = { a: 0, b: 0 };
  const countingBacks = (node: keyof typeof backs) => ({
    write: (line: string) => void (line.includes(SUBSCRIPTION_BACK) && (backs[node] += 1)),
  });

  beforeAll(async () => {
    redis = await startScratchRedis();
    const env = { REDIS_URL: redis.url, SESSION_SECRET: randomBytes(32).toString('hex'), LOG_LEVEL: 'warn' };
    a = await startTestServer({ env, logDestination: countingBacks('a') });
    b = await startTestServer({
      env: { ...env, DATABASE_URL: a.config.databaseUrl! },
      logDestination: countingBacks('b'),
    });
  });
  afterAll(async () => {
    for (const client of open) client.close();
    await b?.close();
    await a?.close();
    await redis?.close();
  });

  /**
   * Until both nodes' three connections each (rate limits, adapter publisher, subscriber) are back and ready, and
   * each node has made its sockets reconnect after every outage so far; each test waits for it before it opens a
   * socket. A socket opened earlier would be cut by the last test's outage (a subscriber retries once a second,
   * later on a loaded machine), and counted as this test's (CI saw a mirror reconnect twice).
   */
  async function bothConnected() {
    while ((await redis.connectedClients()) < 6) await sleep(50);
    await eventually(() => backs.a >= outages && backs.b >= outages, 15_000);
    await sleep(300); // each asks INFO before it is ready
  }
  async function stopRedis() {
    outages += 1;
    await redis.stop();
  }
  async function subscribed(server: TestServer, api: Parameters<typeof connectLive>[1], projectId: number) {
    const live = await connectLive(server.url, api);
    open.push(live);
    expect(await live.subscribe(projectId)).toMatchObject({ ok: true });
    return live;
  }
  const heard = (live: LiveClient, mutationId: string) => () =>
    live.changes.find((e: ChangeEvent) => e.mutationId === mutationId);

  it("reaches this node's sockets at once while Redis is stopped", async () => {
    await bothConnected();
    const ws = await makeWorkspace(a);
    const live = await subscribed(a, ws.owner.client, ws.projectId);
    await stopRedis();
    try {
      const res = await ws.owner.client.post(
        '/api/cards',
        { title: 'Made while Redis is away', projectId: ws.projectId },
        { 'X-Mutation-Id': 'while-away' },
      );
      expect(res.status, res.text).toBe(201);
      // Before the fix the emit waited for its (queued) publish: nothing until Redis was back.
      expect(await eventually(heard(live, 'while-away'))).toMatchObject({ data: { id: res.body.id } });
    } finally {
      await redis.start();
    }
  });

  it("reaches this node's sockets while Redis hangs", async () => {
    await bothConnected();
    const ws = await makeWorkspace(a);
    const live = await subscribed(a, ws.owner.client, ws.projectId);
    redis.freeze();
    try {
      const res = await ws.owner.client.post(
        '/api/cards',
        { title: 'Made while Redis hangs', projectId: ws.projectId },
        { 'X-Mutation-Id': 'while-hung' },
      );
      expect(res.status, res.text).toBe(201);
      expect(await eventually(heard(live, 'while-hung'))).toBeTruthy();
    } finally {
      redis.thaw();
    }
  });

  it('revokes a removed share on this node (200, not 500) and keeps presence while Redis is away', async () => {
    await bothConnected();
    const ws = await makeWorkspace(a);
    const other = await makeProject(ws.owner.client, ws.folderId, 'OTH', 'Other');
    const guest = await signedInUser(a, { firstName: 'Gil', lastName: 'Guest' });
    await a.db('users').where({ id: guest.user.id }).update({ emailVerified: true });
    const share = await ws.owner.client.post(`/api/folders/${ws.folderId}/share`, {
      email: guest.user.email,
    });
    expect(share.status, share.text).toBe(201);
    const guestLive = await subscribed(a, guest.client, ws.projectId);
    const ownerLive = await subscribed(a, ws.owner.client, ws.projectId);
    await stopRedis();
    try {
      // Switching projects leaves the first one's presence, which asks every node who is there.
      expect(await ownerLive.subscribe(other.id)).toMatchObject({ ok: true });
      await eventually(() =>
        ownerLive.presence.find((p) => p.projectId === other.id && p.people.length === 1),
      );
      const removed = await ws.owner.client.delete(`/api/folder-shares/${share.body.id}`);
      expect(removed.status, removed.text).toBe(200);
      expect(await eventually(() => guestLive.revoked.length && guestLive.revoked)).toEqual([
        { folderId: ws.folderId },
      ]);
    } finally {
      await redis.start();
    }
  });

  it('reconnects the sockets of the other node once Redis is back, and they catch up', async () => {
    await bothConnected();
    const ws = await makeWorkspace(a);
    const onB = await signIn(b, ws.owner);
    const mirror = await LiveMirror.open(b.url, onB, ws.projectId, { reconnectForMs: 10_000 });
    open.push(mirror);
    await stopRedis();
    const res = await ws.owner.client.post(
      '/api/cards',
      { title: 'Made on A while Redis is away', projectId: ws.projectId },
      { 'X-Mutation-Id': 'missed-on-b' },
    );
    expect(res.status, res.text).toBe(201);
    await sleep(300);
    expect(mirror.model.cards.has(res.body.id)).toBe(false); // nothing crosses meanwhile
    await redis.start();
    // No later change would show the gap: node B makes its sockets reconnect and replay.
    await eventually(() => mirror.model.cards.has(res.body.id), 10_000);
    expect(mirror.reconnects).toBe(1);
    expect(mirror.errors).toEqual([]);
  });
});
