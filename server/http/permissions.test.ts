// The permission matrix: every route × signed out / stranger / admin / pending / recipient / owner (the
// routes no workspace role sorts name the file that tests them instead: TESTED_ELSEWHERE).
// docs/decisions.md: 401 signed out; 404 for what the caller cannot read (admins get no extra data access);
// recipients change everything inside a folder but not the folder, its shares or its client (403), and read
// its past from the moment their access began (the floor rows).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import { appRoutes, routeOf } from '../test/appRoutes';
import { signedInUser, signIn, type TestUser } from '../test/factories';
import type { TestClient } from '../test/httpClient';
import { fixtures, type Actors } from '../test/permissionFixtures';
import { SECRET } from '../test/permissionFixturesFloor';
import { rows, type Fixtures, type Row } from '../test/permissionRows';
import { startTestServer, type TestServer } from '../test/testServer';
import { grantShare, makeWorkspace } from '../test/workspace';

type Actor = 'signedOut' | 'stranger' | 'admin' | 'pending' | 'recipient' | 'owner';

let server: TestServer;
let w: Actors;
let f: Fixtures;
const clients = {} as Record<Actor, TestClient>;
/** Who each signed-in actor is, for rows that need a session of their own (sign-out). */
const users = {} as Record<Exclude<Actor, 'signedOut'>, TestUser>;
let recipientShareId: number;

beforeAll(async () => {
  server = await startTestServer();
  const ws = await makeWorkspace(server, 'PRM');
  w = { ownerId: ws.owner.user.id, clientId: ws.clientId, folderId: ws.folderId, projectId: ws.projectId };
  f = fixtures(server, w);
  const recipient = await signedInUser(server);
  const pending = await signedInUser(server);
  await grantShare(server, ws.folderId, w.ownerId, recipient);
  await grantShare(server, ws.folderId, w.ownerId, pending, 'pending');
  recipientShareId = (await server.db('folder_shares').where({ sharedWithUserId: recipient.user.id }).first())
    .id;
  const stranger = await signedInUser(server);
  const admin = await signedInUser(server, { accessLevel: 'admin' });
  Object.assign(users, { stranger, admin, pending, recipient, owner: ws.owner });
  Object.assign(clients, {
    signedOut: server.client(),
    stranger: stranger.client,
    admin: admin.client,
    pending: pending.client,
    recipient: recipient.client,
    owner: ws.owner.client,
  });
});
afterAll(() => server?.close());

const methodOf = (call: string) => call.split(' ')[0]!;
const expected = (row: Row, actor: Actor) => {
  if (row.account) return actor === 'signedOut' ? row.account.signedOut : row.account.signedIn;
  if (row.admin !== undefined) return actor === 'signedOut' ? 401 : actor === 'admin' ? row.admin : 403;
  return actor === 'signedOut'
    ? 401
    : actor === 'owner'
      ? row.owner
      : actor === 'recipient'
        ? row.recipient
        : 404;
};
const clientFor = async (row: Row, actor: Actor) =>
  !row.ownSession ? clients[actor] : actor === 'signedOut' ? server.client() : signIn(server, users[actor]);

describe.each(['signedOut', 'stranger', 'admin', 'pending', 'recipient', 'owner'] as Actor[])(
  'as %s',
  (actor) => {
    it.each(rows)('$call', async (row) => {
      const { path, body, headers } = await row.request(f, w);
      const res = await (await clientFor(row, actor)).request(methodOf(row.call), path, body, headers);
      expect(res.status, `${row.call} as ${actor}: ${res.text.slice(0, 200)}`).toBe(expected(row, actor));
      // What was logged before the recipient's access began: only the owner's answer tells of it.
      if (row.secret) expect(res.text.includes(SECRET), `${row.call} as ${actor}`).toBe(actor === 'owner');
    });
  },
);

describe('lists never leak', () => {
  const lists = [
    '/api/clients',
    '/api/projects',
    '/api/card-counts',
    '/api/client-project-counts',
    '/api/folder-share-counts',
  ];
  it.each(lists)('%s shows outsiders nothing of the folder, and insiders what they share', async (path) => {
    await f.card();
    for (const actor of ['stranger', 'admin', 'pending'] as Actor[]) {
      const res = await clients[actor].get(path);
      expect(res.status).toBe(200);
      const text = JSON.stringify(res.body);
      for (const id of [w.clientId, w.folderId, w.projectId]) {
        expect(text, `${path} as ${actor}`).not.toMatch(
          new RegExp(`"(id|clientId|parentId)":${id}\\b|"${id}":`),
        );
      }
    }
    expect((await clients.signedOut.get(path)).status).toBe(401);
    const inside = JSON.stringify((await clients.recipient.get(path)).body);
    expect(inside).toMatch(new RegExp(`\\b(${w.folderId}|${w.clientId}|${w.projectId})\\b`));
  });

  it('/api/search finds outsiders nothing of the folder, by word, name or id; insiders find it', async () => {
    const card = await f.card();
    const queries = ['T', card.externalId, 'Product', 'App', 'Acme', 'status:backlog'];
    const ofFolder = (body: { hits: { folderId: number }[] }) =>
      body.hits.filter((hit) => hit.folderId === w.folderId);
    for (const actor of ['stranger', 'admin', 'pending'] as Actor[]) {
      for (const q of queries) {
        const res = await clients[actor].get(`/api/search?q=${encodeURIComponent(q)}`);
        expect(res.status, `${q} as ${actor}`).toBe(200);
        expect(ofFolder(res.body), `${q} as ${actor}`).toEqual([]);
      }
    }
    expect((await clients.signedOut.get('/api/search?q=T')).status).toBe(401);
    for (const actor of ['recipient', 'owner'] as Actor[]) {
      const res = await clients[actor].get(`/api/search?q=${card.externalId}`);
      expect(res.body.hits[0], actor).toMatchObject({ kind: 'card', id: card.id, folderId: w.folderId });
    }
  });

  it('lets a recipient leave (remove their own share), after which the folder is 404', async () => {
    const { client: api, user } = await signedInUser(server);
    await server.db('folder_shares').insert({
      folderId: w.folderId,
      sharedWithEmail: user.email,
      sharedWithUserId: user.id,
      sharedByUserId: w.ownerId,
      status: 'active',
    });
    const share = await server.db('folder_shares').where({ sharedWithUserId: user.id }).first();
    expect((await api.get(`/api/projects/${w.projectId}`)).status).toBe(200);
    expect((await api.delete(`/api/folder-shares/${share.id}`)).status).toBe(200);
    expect((await api.get(`/api/projects/${w.projectId}`)).status).toBe(404);
    expect(recipientShareId).toBeGreaterThan(0);
  });
});

/**
 * Routes whose callers are not sorted by a workspace role — signed out by nature (signing up or in, an
 * e-mailed link followed) or public (the health check) — and the test file that holds each to its answers
 * for signed-out, signed-in and hostile callers.
 */
const TESTED_ELSEWHERE: Record<string, string> = {
  'GET /healthz': 'server/http/staticClient.test.ts',
  'POST /api/auth/signup': 'server/http/routes/auth.test.ts',
  'POST /api/auth/signin': 'server/http/routes/auth.test.ts',
  'POST /api/auth/magic-link': 'server/http/routes/auth.test.ts',
  'POST /api/auth/magic-link/verify': 'server/http/routes/auth.attack.test.ts',
  'POST /api/auth/forgot-password': 'server/http/routes/auth.test.ts',
  'POST /api/auth/reset-password': 'server/http/routes/auth.attack.test.ts',
  'GET /api/auth/verify-email': 'server/http/routes/auth.attack.test.ts',
};

describe('the matrix', () => {
  it('has a row for every route the app serves, or names the test file that covers it', () => {
    const inMatrix = new Set(rows.map((row) => routeOf(row.call)));
    const routes = appRoutes(server);
    expect(routes.filter((route) => !inMatrix.has(route) && !(route in TESTED_ELSEWHERE))).toEqual([]);
    for (const [route, file] of Object.entries(TESTED_ELSEWHERE)) {
      expect(routes, 'a route the app still serves').toContain(route);
      expect(inMatrix.has(route), `${route}: in the matrix already`).toBe(false);
      expect(fs.readFileSync(file, 'utf8'), `${file} calls ${route}`).toContain(route.split(' ')[1]);
    }
  });
});
