// Live changes between two people sharing a folder; strangers hear nothing and cannot subscribe.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../test/factories';
import { connectLive, type LiveClient } from '../test/liveClient';
import { startTestServer, type TestServer } from '../test/testServer';
import { grantShare, makeWorkspace, type Workspace } from '../test/workspace';

let server: TestServer;
let ws: Workspace;
let guest: Awaited<ReturnType<typeof signedInUser>>;
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

describe('handshake', () => {
  it('refuses a socket without a session, or from another origin', async () => {
    await expect(connectLive(server.url, null)).rejects.toThrow('Not signed in');
    await expect(
      connectLive(server.url, ws.owner.client, { origin: 'https://evil.example' }),
    ).rejects.toThrow();
  });
});

describe('live changes in a shared folder', () => {
  it('reach the other person, and no stranger', async () => {
    const owner = await connect(server.url, ws.owner.client);
    const other = await connect(server.url, guest.client);
    const stranger = await connect(server.url, (await signedInUser(server)).client);
    expect(await owner.subscribe(ws.projectId)).toMatchObject({ ok: true, folderId: ws.folderId });
    expect(await other.subscribe(ws.projectId)).toMatchObject({ ok: true, folderId: ws.folderId });
    expect(await stranger.subscribe(ws.projectId)).toEqual({ ok: false, error: 'Not found' });

    const created = await ws.owner.client.post(
      '/api/cards',
      { title: 'Live one', projectId: ws.projectId },
      { 'X-Mutation-Id': 'm-1' },
    );
    const seen = await other.until(() => other.changes.find((e) => e.type === 'card.created'));
    expect(seen).toMatchObject({
      folderId: ws.folderId,
      actorId: ws.owner.user.id,
      mutationId: 'm-1',
      data: { id: created.body.id, title: 'Live one' },
    });
    await guest.client.patch(`/api/cards/${created.body.id}`, { status: 'ready' });
    await owner.until(() =>
      owner.changes.find((e) => e.type === 'card.updated' && e.actorId === guest.user.id),
    );
    const seqs = owner.changes.map((e) => e.seq);
    expect(seqs).toEqual([...seqs].sort((a, b) => a - b));
    expect(stranger.changes).toEqual([]);

    const presence = await owner.until(() => owner.presence.findLast((p) => p.people.length === 2));
    expect(presence.people.map((p) => p.name).sort()).toEqual(['Gia Guest', 'Test User']);
  });
});
