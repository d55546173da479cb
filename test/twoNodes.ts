// Two real server processes on one fresh PostgreSQL database and one Redis (docs/decisions.md "Several nodes"),
// with an owner and an active share recipient signed in through node A, for the multi-node tests.
import pg from 'pg';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'vitest';
import type { ChangeEvent } from '../common/events';
import { TestClient } from '../server/test/httpClient';
import { connectLive, type LiveClient } from '../server/test/liveClient';
import { createTestDatabase } from '../server/test/testDatabase';
import { serverBundle } from '../chaos/harness/serverBundle';
import { freePort, startProcess, type ServerProcess } from './processHarness';

export const enabled = Boolean(process.env.DATABASE_URL && process.env.REDIS_URL);
if (!enabled)
  console.log(
    '[cardplan tests] test/multiNode.test.ts skipped: two server processes need both DATABASE_URL (PostgreSQL) and REDIS_URL',
  );

// The sign-up limit is per client IP and lives in the shared Redis for an hour; a made-up address per run
// (honoured through TRUST_PROXY) keeps repeated runs from using up 127.0.0.1's allowance.
const clientIp = `10.${[...randomBytes(3)].join('.')}`;
const fromClient = { 'X-Forwarded-For': clientIp };

export interface Person {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  /** The person's browser, signed in through node A. */
  browser: TestClient;
}

/** The same signed-in browser (same session cookie) talking to another node. */
export function onNode(node: ServerProcess, browser: TestClient) {
  const cookie = { Cookie: browser.cookieHeader };
  const api = () => new TestClient(node.url);
  return {
    post: (url: string, body?: unknown, headers: Record<string, string> = {}) =>
      api().post(url, body, { ...cookie, ...headers }),
    patch: (url: string, body?: unknown, headers: Record<string, string> = {}) =>
      api().patch(url, body, { ...cookie, ...headers }),
  };
}

export async function created<T = any>(
  promise: Promise<{ status: number; body: T; text: string }>,
): Promise<T> {
  const res = await promise;
  expect(res.status, res.text).toBe(201);
  return res.body;
}

export const byMutation = (client: LiveClient, mutationId: string) => () =>
  client.changes.find((e: ChangeEvent) => e.mutationId === mutationId);
export const closed = (client: LiveClient) =>
  new Promise<string>((resolve) => {
    if (!client.socket.connected) resolve('already closed');
    else client.socket.once('disconnect', (reason) => resolve(reason));
  });
export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function markVerified(databaseUrl: string, email: string) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  await db.query('UPDATE users SET "emailVerified" = true WHERE email = $1', [email]);
  await db.end();
}

export type TwoNodes = Awaited<ReturnType<typeof startTwoNodes>>;

/** Starts nodes A and B (A migrates first), signs up Olga Owner and Gus Guest, and shares Olga's folder with Gus. */
export async function startTwoNodes() {
  const database = await createTestDatabase();
  const dataDirs: string[] = [];
  const nodes: ServerProcess[] = [];
  const live: LiveClient[] = [];
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
    const server = ['node', '--enable-source-maps', await serverBundle('shipped')];
    nodes.push(await startProcess(server, { ...env, DATA_DIR: dataDir }, await freePort()));
  }
  const [nodeA, nodeB] = nodes as [ServerProcess, ServerProcess];

  async function person(firstName: string, lastName: string): Promise<Person> {
    const email = `${firstName.toLowerCase()}-${randomBytes(4).toString('hex')}@example.test`;
    const password = `pw-${randomBytes(8).toString('hex')}`;
    const browser = new TestClient(nodeA.url);
    await created(browser.post('/api/auth/signup', { email, password, firstName, lastName }, fromClient));
    const signedIn = await browser.post('/api/auth/signin', { email, password }, fromClient);
    expect(signedIn.status, signedIn.text).toBe(200);
    return { email, password, firstName, lastName, browser };
  }

  const owner = await person('Olga', 'Owner');
  const guest = await person('Gus', 'Guest');
  // A share reaches only a proven address (docs/decisions.md "Access model"); the mail round trip is auth's test.
  await markVerified(database.databaseUrl!, guest.email);
  const api = owner.browser;
  const client = await created(api.post('/api/clients', { name: 'Acme' }));
  const folder = await created(api.post('/api/projects', { name: 'Product', clientId: client.id }));
  const project = await created(
    api.post('/api/projects', { name: 'App', prefix: 'APP', parentId: folder.id }),
  );
  const share = await created(api.post(`/api/folders/${folder.id}/share`, { email: guest.email }));
  expect(share.status).toBe('active');

  return {
    nodeA,
    nodeB,
    owner,
    guest,
    folderId: folder.id as number,
    projectId: project.id as number,
    shareId: share.id as number,
    /** A live socket of `who` on `node`, closed with the rest. */
    async connect(node: ServerProcess, who: Person) {
      const socket = await connectLive(node.url, who.browser);
      live.push(socket);
      return socket;
    },
    async close() {
      for (const socket of live) socket.close();
      await Promise.all(nodes.map((node) => node.stop()));
      await database.drop();
      for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
