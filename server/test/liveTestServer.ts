// Scaffolding for the socket attack tests: one real server per test file, every socket closed afterwards,
// and a share recipient made the way a real one is (a verified account, shared through the API).
import { afterAll, beforeAll, expect } from 'vitest';
import { createUser, signInAs } from './factories';
import type { TestClient } from './httpClient';
import { connectLive, type LiveClient } from './liveClient';
import { startTestServer, type TestServer, type TestServerOptions } from './testServer';
import type { Workspace } from './workspace';

export function liveTestServer(options: TestServerOptions = {}) {
  let server: TestServer | undefined;
  const live: LiveClient[] = [];
  beforeAll(async () => {
    server = await startTestServer(options);
  });
  afterAll(async () => {
    for (const client of live) client.close();
    await server?.close();
  });

  const world = {
    get server(): TestServer {
      if (!server) throw new Error('the test server is started in beforeAll');
      return server;
    },
    async connect(api: TestClient): Promise<LiveClient> {
      const client = await connectLive(world.server.url, api);
      live.push(client);
      return client;
    },
    async subscribed(api: TestClient, projectId: number): Promise<LiveClient> {
      const client = await world.connect(api);
      expect(await client.subscribe(projectId)).toMatchObject({ ok: true });
      return client;
    },
    /** Whether the server still holds the socket (it lets go of an ended session's sockets at once). */
    heldByServer(client: LiveClient): boolean {
      return world.server.realtime.io.sockets.sockets.has(client.socket.id!);
    },
    /** A verified person the workspace's folder is shared with now (active at once), signed in. */
    async recipientOf(ws: Workspace) {
      const who = await createUser(world.server, { firstName: 'Rex', lastName: 'Recipient' });
      await world.server.db('users').where({ id: who.user.id }).update({ emailVerified: true });
      const res = await ws.owner.client.post(`/api/folders/${ws.folderId}/share`, { email: who.user.email });
      expect(res.status, res.text).toBe(201);
      expect(res.body.status).toBe('active');
      return { ...who, client: await signInAs(world.server, who.user), shareId: res.body.id as number };
    },
  };
  return world;
}

/** The body of a successful REST answer. */
export async function ok<T = { id: number }>(
  request: Promise<{ status: number; body: T; text: string }>,
): Promise<T> {
  const res = await request;
  expect(res.status, res.text).toBeLessThan(300);
  return res.body;
}
