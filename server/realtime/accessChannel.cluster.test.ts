// The per-person channel across nodes: a share made through one node reaches the
// recipient's socket on another through the Redis adapter, and nobody else's. Needs a `redis-server` binary
// (a scratch one on its own port, as in redisAway.test.ts).
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redisServerAvailable, startScratchRedis, type ScratchRedis } from '../../chaos/harness/redisServer';
import type { AccessChange } from '../../common/events';
import { signedInUser, signIn } from '../test/factories';
import { connectLive, type LiveClient } from '../test/liveClient';

import { startTestServer, type TestServer } from '../test/testServer';
import { makeWorkspace } from '../test/workspace';
import { eventually } from '../test/waits';

const available = redisServerAvailable();

describe.runIf(available)('the per-person channel on two nodes', () => {
  let redis: ScratchRedis;
  let a: TestServer;
  let b: TestServer;
  const open: LiveClient[] = [];

  beforeAll(async () => {
    redis = await startScratchRedis();
    const env = { REDIS_URL: redis.url, SESSION_SECRET: randomBytes(32).toString('hex') };
    a = await startTestServer({ env });
    b = await startTestServer({ env: { ...env, DATABASE_URL: a.config.databaseUrl! } });
  });
  afterAll(async () => {
    for (const client of open) client.close();
    await b?.close();
    await a?.close();
    await redis?.close();
  });

  async function listen(server: TestServer, api: Parameters<typeof connectLive>[1]) {
    const live = await connectLive(server.url, api);
    open.push(live);
    const heard: AccessChange[] = [];
    live.socket.on('access', (message: AccessChange) => heard.push(message));
    return heard;
  }

  it("a share through node A reaches the recipient's tabs on both nodes; a stranger on B hears nothing", async () => {
    const ws = await makeWorkspace(a);
    const guest = await signedInUser(a, { firstName: 'Rex', lastName: 'Recipient' });
    await a.db('users').where({ id: guest.user.id }).update({ emailVerified: true });
    const onB = await listen(b, await signIn(b, guest));
    const onA = await listen(a, guest.client);
    const stranger = await listen(b, (await signedInUser(b)).client);
    // Until each node's adapter has subscribed to the rooms its sockets joined.
    await new Promise((resolve) => setTimeout(resolve, 300));

    const res = await ws.owner.client.post(`/api/folders/${ws.folderId}/share`, { email: guest.user.email });
    expect(res.status, res.text).toBe(201);
    const expected = { reason: 'shared', folderId: ws.folderId, folderName: 'Product', by: 'Test User' };
    await eventually(() => onB.length === 1 && onA.length === 1);
    expect(onB).toEqual([expected]);
    expect(onA).toEqual([expected]);
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(stranger).toEqual([]);
  });
});
