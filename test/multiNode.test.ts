// Two real server processes on one PostgreSQL database and one Redis (docs/decisions.md "Several nodes"): changes,
// presence, revocation and sign-out reach sockets on the other node. Runs only with DATABASE_URL and REDIS_URL.
import pg from 'pg';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChangeEvent } from '../common/events';
import type { Meeting } from '../common/schemas/meetings';
import { TestClient } from '../server/test/httpClient';
import { connectLive, type LiveClient } from '../server/test/liveClient';
import { createTestDatabase, type TestDatabase } from '../server/test/testDatabase';
import { freePort, startProcess, type ServerProcess } from './processHarness';

const enabled = Boolean(process.env.DATABASE_URL && process.env.REDIS_URL);
if (!enabled)
  console.log(
    '[cardplan tests] test/multiNode.test.ts skipped: two server processes need both DATABASE_URL (PostgreSQL) and REDIS_URL',
  );

// The sign-up limit is per client IP and lives in the shared Redis for an hour; a made-up address per run
// (honoured through TRUST_PROXY) keeps repeated runs from using up 127.0.0.1's allowance.
const clientIp = `10.${[...randomBytes(3)].join('.')}`;
const fromClient = { 'X-Forwarded-For': clientIp };
const SERVER = ['node', '--import', 'tsx', 'server/index.ts'];

interface Person {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  /** The person's browser, signed in through node A. */
  browser: TestClient;
}

/** The same signed-in browser (same session cookie) talking to another node. */
function onNode(node: ServerProcess, browser: TestClient) {
  const cookie = { Cookie: browser.cookieHeader };
  const api = () => new TestClient(node.url);
  return {
    post: (url: string, body?: unknown, headers: Record<string, string> = {}) =>
      api().post(url, body, { ...cookie, ...headers }),
    patch: (url: string, body?: unknown, headers: Record<string, string> = {}) =>
      api().patch(url, body, { ...cookie, ...headers }),
  };
}

async function created<T = any>(promise: Promise<{ status: number; body: T; text: string }>): Promise<T> {
  const res = await promise;
  expect(res.status, res.text).toBe(201);
  return res.body;
}

/**
 * Resolves once `check` holds, polling. (LiveClient.until runs its check from socket.onAny, which fires
 * before the message is recorded, so it can miss the very message it waits for.)
 */
async function eventually<T>(check: () => T | undefined | false, timeoutMs = 5000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = check();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

const byMutation = (client: LiveClient, mutationId: string) => () =>
  client.changes.find((e: ChangeEvent) => e.mutationId === mutationId);
const closed = (client: LiveClient) =>
  new Promise<string>((resolve) => {
    if (!client.socket.connected) resolve('already closed');
    else client.socket.once('disconnect', (reason) => resolve(reason));
  });
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.runIf(enabled)('two server processes through Redis (REDIS_URL)', () => {
  let database: TestDatabase;
  const dataDirs: string[] = [];
  const nodes: ServerProcess[] = [];
  const live: LiveClient[] = [];
  let nodeA: ServerProcess;
  let nodeB: ServerProcess;
  let owner: Person;
  let guest: Person;
  let folderId: number;
  let projectId: number;
  let shareId: number;

  const connect = async (node: ServerProcess, who: Person) => {
    const client = await connectLive(node.url, who.browser);
    live.push(client);
    return client;
  };

  async function markVerified(databaseUrl: string, email: string) {
    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    await db.query('UPDATE users SET "emailVerified" = true WHERE email = $1', [email]);
    await db.end();
  }

  async function person(firstName: string, lastName: string): Promise<Person> {
    const email = `${firstName.toLowerCase()}-${randomBytes(4).toString('hex')}@example.test`;
    const password = `pw-${randomBytes(8).toString('hex')}`;
    const browser = new TestClient(nodeA.url);
    await created(browser.post('/api/auth/signup', { email, password, firstName, lastName }, fromClient));
    const signedIn = await browser.post('/api/auth/signin', { email, password }, fromClient);
    expect(signedIn.status, signedIn.text).toBe(200);
    return { email, password, firstName, lastName, browser };
  }

  beforeAll(async () => {
    database = await createTestDatabase();
    const env = {
      DATABASE_URL: database.databaseUrl,
      REDIS_URL: process.env.REDIS_URL,
      SESSION_SECRET: randomBytes(32).toString('hex'),
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: '1',
      APP_URL: undefined,
      SMTP_URL: undefined,
    };
    // One after the other: the first node migrates the fresh database.
    for (const name of ['a', 'b']) {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `cardplan-node-${name}-`));
      dataDirs.push(dataDir);
      nodes.push(await startProcess(SERVER, { ...env, DATA_DIR: dataDir }, await freePort()));
    }
    [nodeA, nodeB] = nodes as [ServerProcess, ServerProcess];

    owner = await person('Olga', 'Owner');
    guest = await person('Gus', 'Guest');
    // A share reaches only a proven address (docs/decisions.md "Access model"); the mail round trip is auth's test.
    await markVerified(database.databaseUrl!, guest.email);
    const api = owner.browser;
    const client = await created(api.post('/api/clients', { name: 'Acme' }));
    const folder = await created(api.post('/api/projects', { name: 'Product', clientId: client.id }));
    const project = await created(
      api.post('/api/projects', { name: 'App', prefix: 'APP', parentId: folder.id }),
    );
    folderId = folder.id;
    projectId = project.id;
    const share = await created(api.post(`/api/folders/${folderId}/share`, { email: guest.email }));
    expect(share.status).toBe('active');
    shareId = share.id;
  }, 120_000);

  afterAll(async () => {
    for (const client of live) client.close();
    await Promise.all(nodes.map((node) => node.stop()));
    await database?.drop();
    for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('carries a change through node A to a socket on node B, and one through B to a socket on A', async () => {
    const ownerOnA = await connect(nodeA, owner);
    const guestOnB = await connect(nodeB, guest); // the cookie issued by node A works on node B
    expect(await ownerOnA.subscribe(projectId)).toMatchObject({ ok: true, folderId });
    expect(await guestOnB.subscribe(projectId)).toMatchObject({ ok: true, folderId });

    const card = await created(
      owner.browser.post('/api/cards', { title: 'Made on A', projectId }, { 'X-Mutation-Id': 'via-a' }),
    );
    const seenOnB = await eventually(byMutation(guestOnB, 'via-a'));
    expect(seenOnB).toMatchObject({
      type: 'card.created',
      folderId,
      data: { id: card.id, title: 'Made on A' },
    });

    const updated = await onNode(nodeB, guest.browser).patch(
      `/api/cards/${card.id}`,
      { title: 'Edited on B' },
      { 'X-Mutation-Id': 'via-b' },
    );
    expect(updated.status, updated.text).toBe(200);
    const seenOnA = await eventually(byMutation(ownerOnA, 'via-b'));
    expect(seenOnA).toMatchObject({
      type: 'card.updated',
      folderId,
      data: { id: card.id, title: 'Edited on B' },
    });
    // One sequence across both nodes: the event made on B follows the one made on A.
    expect(seenOnA.seq).toBe(seenOnB.seq + 1);
    await eventually(byMutation(guestOnB, 'via-b'));
    await eventually(byMutation(ownerOnA, 'via-a'));
    for (const client of [ownerOnA, guestOnB]) {
      const seqs = client.changes.map((e) => e.seq);
      expect(new Set(seqs).size).toBe(seqs.length);
    }
    ownerOnA.close();
    guestOnB.close();
  });

  it('shows people on both nodes in presence', async () => {
    const ownerOnA = await connect(nodeA, owner);
    const guestOnB = await connect(nodeB, guest);
    expect(await ownerOnA.subscribe(projectId)).toMatchObject({ ok: true });
    expect(await guestOnB.subscribe(projectId)).toMatchObject({ ok: true });
    const both = (client: LiveClient) => () => client.presence.findLast((p) => p.people.length === 2);
    for (const client of [ownerOnA, guestOnB]) {
      const message = await eventually(both(client));
      expect(message.projectId).toBe(projectId);
      expect(message.people.map((p) => p.name).sort()).toEqual(['Gus Guest', 'Olga Owner']);
    }

    // An open card on node B shows on node A; leaving node B leaves one person.
    const card = await created(owner.browser.post('/api/cards', { title: 'Open me', projectId }));
    guestOnB.focus(card.id);
    await eventually(() =>
      ownerOnA.presence.findLast((p) => p.people.some((x) => x.name === 'Gus Guest' && x.cardId === card.id)),
    );
    guestOnB.close();
    const alone = await eventually(() => {
      const last = ownerOnA.presence.at(-1);
      return last?.people.length === 1 ? last : undefined;
    });
    expect(alone.people.map((p) => p.name)).toEqual(['Olga Owner']);
    ownerOnA.close();
  });

  it('runs one meeting across both nodes: steered on A, voted on B, revealed and ended on A', async () => {
    const ownerOnA = await connect(nodeA, owner);
    const guestOnB = await connect(nodeB, guest);
    expect(await ownerOnA.subscribe(projectId)).toMatchObject({ ok: true });
    expect(await guestOnB.subscribe(projectId)).toMatchObject({ ok: true });
    const onB = onNode(nodeB, guest.browser);
    const card = await created(owner.browser.post('/api/cards', { title: 'Vote on me', projectId }));
    const meeting = await created(owner.browser.post(`/api/projects/${projectId}/meeting`));
    const meetingOn = (client: LiveClient, check: (m: Meeting) => boolean) => () =>
      client.changes.find((e: ChangeEvent) => e.type === 'meeting.updated' && check(e.data as Meeting));

    // Started on A, heard on B; joined through B, heard on A.
    await eventually(meetingOn(guestOnB, (m) => m.id === meeting.id));
    expect((await onB.post(`/api/meetings/${meeting.id}/join`)).status).toBe(200);
    await eventually(meetingOn(ownerOnA, (m) => m.participants.length === 2));

    // The spotlight and a vote opened on A reach B; a ballot cast through B is seen on A without its value.
    const steer = await owner.browser.patch(`/api/meetings/${meeting.id}`, { spotlightCardId: card.id });
    expect(steer.status, steer.text).toBe(200);
    const opened = await owner.browser.post(`/api/meetings/${meeting.id}/votes`, { field: 'impact' });
    expect(opened.status, opened.text).toBe(201);
    const voteId = opened.body.vote.id;
    await eventually(meetingOn(guestOnB, (m) => m.vote?.id === voteId && m.spotlightCardId === card.id));
    const cast = await onB.post(`/api/meetings/${meeting.id}/votes/${voteId}/ballots`, { value: 'wow' });
    expect(cast.status, cast.text).toBe(201);
    const voted = await eventually(meetingOn(ownerOnA, (m) => m.vote?.voters.length === 1));
    expect(JSON.stringify(voted.data)).not.toContain('wow');

    // Revealed on A: B sees who voted what. Ended on A: B hears the end.
    expect((await owner.browser.post(`/api/meetings/${meeting.id}/votes/${voteId}/reveal`)).status).toBe(200);
    const revealed = await eventually(meetingOn(guestOnB, (m) => m.vote?.state === 'revealed'));
    expect((revealed.data as Meeting).vote!.ballots).toEqual([
      { userId: expect.any(String), name: 'Gus Guest', value: 'wow' },
    ]);
    expect((await owner.browser.post(`/api/meetings/${meeting.id}/end`)).status).toBe(200);
    const ended = await eventually(() => guestOnB.changes.find((e) => e.type === 'meeting.ended'));
    expect(ended.data).toMatchObject({ id: meeting.id, projectId });
    ownerOnA.close();
    guestOnB.close();
  });

  it('revokes the socket on node B when node A removes the share, and it hears nothing more', async () => {
    const guestOnB = await connect(nodeB, guest);
    const ownerOnB = await connect(nodeB, owner); // still in the room: proof that later events did reach node B
    const ownerOnA = await connect(nodeA, owner);
    for (const client of [guestOnB, ownerOnB, ownerOnA])
      expect(await client.subscribe(projectId)).toMatchObject({ ok: true, folderId });

    const removed = await owner.browser.delete(`/api/folder-shares/${shareId}`);
    expect(removed.status, removed.text).toBe(200);
    expect(await eventually(() => guestOnB.revoked.at(0))).toEqual({ folderId });
    const heardBefore = guestOnB.changes.length;

    await created(
      owner.browser.post(
        '/api/cards',
        { title: 'After the share', projectId },
        { 'X-Mutation-Id': 'late-a' },
      ),
    );
    const fromB = await onNode(nodeB, owner.browser).post(
      '/api/cards',
      { title: 'After the share, on B', projectId },
      { 'X-Mutation-Id': 'late-b' },
    );
    expect(fromB.status, fromB.text).toBe(201);
    for (const client of [ownerOnB, ownerOnA]) {
      await eventually(byMutation(client, 'late-a'));
      await eventually(byMutation(client, 'late-b'));
    }
    await pause(300);
    expect(guestOnB.changes.slice(heardBefore)).toEqual([]);
    expect(guestOnB.changes.some((e) => e.mutationId?.startsWith('late-'))).toBe(false);
    // Nor can it come back in.
    expect(await guestOnB.subscribe(projectId)).toEqual({ ok: false, error: 'Not found' });
    expect(await guestOnB.syncSince(folderId, 0)).toEqual({ ok: false, error: 'Not found' });
    // Presence on node A no longer lists the guest.
    await eventually(() => {
      const last = ownerOnA.presence.at(-1);
      return last && !last.people.some((p) => p.name === 'Gus Guest') ? last : undefined;
    });
  });

  it("disconnects a session's sockets on node B when it signs out on node A", async () => {
    const guestOnB = await connect(nodeB, guest);
    const guestOnA = await connect(nodeA, guest);
    const ownerOnB = await connect(nodeB, owner); // another session: untouched
    const cookie = guest.browser.cookieHeader;
    const endedOnB = closed(guestOnB);
    const endedOnA = closed(guestOnA);

    const signedOutAt = Date.now();
    const out = await guest.browser.get('/api/logout');
    expect(out.status).toBe(302);
    const reason = await Promise.race([endedOnB, pause(1000).then(() => 'still connected after 1 s')]);
    expect(reason).toBe('io server disconnect');
    expect(Date.now() - signedOutAt).toBeLessThan(1500);
    expect(await endedOnA).toBe('io server disconnect');

    // The old cookie opens nothing on node B any more.
    await expect(connectLive(nodeB.url, { cookieHeader: cookie } as TestClient)).rejects.toThrow(
      'Not signed in',
    );
    expect((await new TestClient(nodeB.url).get('/api/auth/user', { Cookie: cookie })).status).toBe(401);

    await pause(200);
    expect(ownerOnB.socket.connected).toBe(true);
  });
});
