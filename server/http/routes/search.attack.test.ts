// GET /api/search (docs/api/search.md) against a real server, as an attacker tries it: who finds what (owner,
// recipient, stranger, pending invitee, signed out, a projector's room key), bad input of every character
// class, a C-locale database, and the per-user allowance. Ranking and filters: search.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_MESSAGES, type SearchResult } from '../../../common/schemas/search';
import { AUTH_MESSAGES } from '../../../common/schemas/auth';
import { createCard } from '../../test/cards';
import { signedInUser } from '../../test/factories';
import type { TestClient } from '../../test/httpClient';
import { cardsOf, find, markedIn, searchWorld } from '../../test/searchWorld';
import { startTestServer, TEST_RATE_LIMITS, type TestServer } from '../../test/testServer';
import { grantShare, makeFolder, makeProject, makeWorkspace, type Workspace } from '../../test/workspace';

let server: TestServer;
let ws: Workspace;
let owner: TestClient;
let rita: TestClient;
let stranger: TestClient;
let pending: TestClient;

beforeAll(async () => {
  ({ server, ws, owner, rita } = await searchWorld());
  const invitee = await signedInUser(server, { firstName: 'Paul', lastName: 'Pending' });
  await grantShare(server, ws.folderId, ws.owner.user.id, invitee, 'pending');
  pending = invitee.client;
  stranger = (await signedInUser(server)).client;
});
afterAll(() => server?.close());

/** A fresh project of the workspace's folder: its cards are found only by its own unique words. */
const project = (name: string, prefix = 'SRC') => makeProject(owner, ws.folderId, prefix, name);
describe('who finds what', () => {
  let secret: { id: number; externalId: string };
  let ownOnly: number;
  beforeAll(async () => {
    const { id: projectId } = await project('Walrus works', 'WAL');
    secret = await createCard(owner, { projectId, title: 'Walrus plan', description: 'walrus notes' });
    // A folder of the owner's that is not shared with Rita.
    const folder = await makeFolder(owner, ws.clientId, 'Walrus private');
    const { id: privateProject } = await makeProject(owner, folder.id, 'PRV', 'Walrus hidden');
    ownOnly = (await createCard(owner, { projectId: privateProject, title: 'Walrus private plan' })).id;
  });
  const leaks = (result: SearchResult) =>
    result.hits.filter(
      (h) => h.folderId === ws.folderId || JSON.stringify(h).toLowerCase().includes('walrus'),
    );

  it('the owner finds everything of their folders', async () => {
    const found = cardsOf(await find(owner, 'walrus')).map((h) => h.id);
    expect(found).toEqual(expect.arrayContaining([secret.id, ownOnly]));
  });

  it('an active recipient finds what is shared, nothing of the folder that is not', async () => {
    const result = await find(rita, 'walrus');
    expect(cardsOf(result).map((h) => h.id)).toEqual([secret.id]);
    expect(result.hits.some((h) => h.folderName === 'Walrus private')).toBe(false);
  });

  it('a stranger and a pending invitee find nothing of the folder, by word or by id', async () => {
    for (const api of [stranger, pending]) {
      for (const q of ['walrus', secret.externalId, 'Product', 'Acme', 'status:backlog', 'walrus @test'])
        expect(leaks(await find(api, q)), q).toEqual([]);
    }
  });

  it('a signed-out caller gets 401 before any work, bad input or not', async () => {
    for (const q of ['walrus', 'x'.repeat(201), 'foo:bar']) {
      const res = await server.client().get(`/api/search?q=${encodeURIComponent(q)}`);
      expect([res.status, res.body.error]).toEqual([401, AUTH_MESSAGES.notSignedIn]);
    }
  });

  it('a projector room key opens no search: no session, 401', async () => {
    const link = await owner.post(`/api/projects/${ws.projectId}/room-links`);
    expect(link.status).toBe(201);
    const key = new URL(link.body.url).hash.replace(/^#key=/, '');
    const projector = server.client();
    for (const path of [`/api/search?q=walrus&roomKey=${key}`, `/api/search?q=walrus&key=${key}`]) {
      const res = await projector.get(path, { Authorization: `Bearer ${key}`, 'X-Room-Key': key });
      expect(res.status).toBe(401);
    }
  });
});

describe('bad input', () => {
  it('refuses more than 200 characters, and takes 200', async () => {
    const long = await owner.get(`/api/search?q=${'a'.repeat(201)}`);
    expect([long.status, long.body.error]).toEqual([400, SEARCH_MESSAGES.tooLong]);
    expect((await owner.get(`/api/search?q=${'a'.repeat(200)}`)).status).toBe(200);
  });

  it('refuses a missing or repeated q and a bad limit', async () => {
    expect((await owner.get('/api/search')).status).toBe(400);
    expect((await owner.get('/api/search?q=a&q=b')).status).toBe(400);
    for (const limit of ['0', '51', '2.5', 'x', '-1']) {
      const res = await owner.get(`/api/search?q=a&limit=${limit}`);
      expect([res.status, res.body.error], limit).toEqual([400, SEARCH_MESSAGES.limit]);
    }
  });

  it.each([
    ['quotes', `"'" ''quokka'' "quok`],
    ['backslashes', String.raw`\ \\ quokka\ \' \"`],
    ['ampersand and bar', 'quokka & | &| ||'],
    ['exclamation and parentheses', '!quokka (quokka) !( )'],
    ['colons and stars', ': :* quokka:* *:* **'],
    ['angle brackets', '<-> <2> < > quokka<>'],
    ['LIKE and regex characters', '% _ %quokka_ .* [a-z] ^$'],
    ['SQL', `'; DROP TABLE cards; --`],
    ['emoji', '🚀 👩‍👩‍👧 quokka🙂'],
    ['control characters', 'quokka\u0001\u001f\u007f\u200b'],
  ])('takes %s: a result, never a 500', async (_what, q) => {
    const res = await owner.get(`/api/search?q=${encodeURIComponent(q)}`);
    expect(res.status, res.text).toBe(200);
  });

  it('takes bytes that are not UTF-8 and broken escapes', async () => {
    for (const q of ['quokka%ED%A0%80', '%FF%FE', '%ZZquokka', '%', 'quokka%C0%80']) {
      const res = await owner.get(`/api/search?q=${q}`);
      expect(res.status, `${q}: ${res.text}`).toBe(200);
    }
  });

  it('refuses NUL with a clear 400', async () => {
    for (const q of ['quokka%00', '%00', '%00status:ready']) {
      const res = await owner.get(`/api/search?q=${q}`);
      expect([res.status, res.body.error]).toEqual([400, SEARCH_MESSAGES.nul]);
    }
  });

  it('finds a title full of such characters by its words', async () => {
    const { id: projectId } = await project('Hostile', 'HOS');
    const card = await createCard(owner, { projectId, title: `Fix "quotes" & (100%) \\ yak!` });
    const hits = cardsOf(await find(owner, `"quotes" & <> (100%) \\ yak!`));
    expect(hits.map((h) => [h.id, h.matched])).toEqual([[card.id, 'title']]);
    expect(markedIn(hits[0]!)).toEqual(['quotes', '100', 'yak']);
  });
});

describe('on a database in the C locale (as the embedded cluster makes it)', () => {
  let c: TestServer;
  let api: TestClient;
  let projectId: number;
  beforeAll(async () => {
    c = await startTestServer({ databaseLocale: 'C' });
    const w = await makeWorkspace(c, 'LOC');
    [api, projectId] = [w.owner.client, w.projectId];
    await api.post('/api/releases', { projectId, name: 'Été 2027' });
  });
  afterAll(() => c?.close());

  it('matches words, names and filters of every script whatever their case', async () => {
    const card = await createCard(api, {
      projectId,
      title: 'Überweisung prüfen',
      description: 'ΣΟΦΙΑ Straße',
    });
    const release = (await api.get(`/api/projects/${projectId}/releases`)).body[0];
    await api.patch(`/api/cards/${card.id}`, { releaseId: release.id });
    // A description is found by its words alone (no trigrams): "σοφια" needs ΣΟΦΙΑ folded.
    for (const [q, matched] of [
      ['straße', 'description'],
      ['überweisung', 'title'],
      ['ÜBERWEISUNG', 'title'],
      ['überw', 'title'],
      ['σοφια', 'description'],
      ['uberweisung', 'title'],
    ]) {
      const res = await api.get(`/api/search?q=${encodeURIComponent(q!)}`);
      expect(res.status).toBe(200);
      const hit = (res.body as SearchResult).hits.find((h) => h.kind === 'card' && h.id === card.id);
      expect(hit?.matched, q).toBe(matched);
    }
    const filtered = await api.get(`/api/search?q=${encodeURIComponent('release:"ÉTÉ 2027"')}`);
    expect(cardsOf(filtered.body).map((h) => h.id)).toEqual([card.id]);
    const release2 = await api.get(`/api/search?q=${encodeURIComponent('ÉTÉ')}`);
    expect(release2.body.hits).toEqual([expect.objectContaining({ kind: 'release', name: 'Été 2027' })]);
  });
});

describe('the allowance', () => {
  let small: TestServer;
  beforeAll(async () => {
    small = await startTestServer({
      rateLimits: { ...TEST_RATE_LIMITS, searchesPerUser: { points: 20, durationSeconds: 600 } },
    });
  });
  afterAll(() => small?.close());

  it('answers 429 past 20 searches, for that user only', async () => {
    const [ana, bob] = [(await signedInUser(small)).client, (await signedInUser(small)).client];
    for (let i = 0; i < 20; i += 1) expect((await ana.get(`/api/search?q=a${i}`)).status).toBe(200);
    const refused = await ana.get('/api/search?q=again');
    expect(refused.status).toBe(429);
    expect(refused.body.error).toBe('Too many searches in a short time. Please wait a moment.');
    expect((await bob.get('/api/search?q=again')).status).toBe(200);
  });
});
