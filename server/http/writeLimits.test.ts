// The per-user write allowance and the per-project card ceiling (docs/security.md "Limits"): a flood of
// writes is refused with 429 and Retry-After, a bulk add costs a point per card and a rank rewrite a point
// per 100 cards, other users and reads go on, and what a person does in the app stays far below.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_CARDS_MAX } from '../domain/commands/cardCreates';
import { signedInUser } from '../test/factories';
import type { TestResponse } from '../test/httpClient';
import { startTestServer, smallWriteAllowance, TEST_RATE_LIMITS, type TestServer } from '../test/testServer';
import { insertCards, makeWorkspace } from '../test/workspace';
import { DEFAULT_RATE_LIMITS } from './rateLimits';

const TOO_MANY = 'Too many changes in a short time. Please wait a moment and try again.';
const titles = (count: number, from = 1) => Array.from({ length: count }, (_, i) => `Idea ${from + i}`);

/** `count` calls of `send`, at most `connections` at a time (a browser's connections to one host). */
async function inParallel(count: number, connections: number, send: (i: number) => Promise<TestResponse>) {
  const statuses: number[] = [];
  let next = 0;
  const connection = async () => {
    while (next < count) {
      const i = next++;
      statuses[i] = (await send(i)).status;
    }
  };
  await Promise.all(Array.from({ length: connections }, connection));
  return statuses;
}

const cardsIn = async (server: TestServer, projectId: number) =>
  Number((await server.db('cards').where({ projectId }).count())[0]!.count);

const tally = (statuses: number[]) =>
  statuses.reduce<Record<number, number>>((seen, s) => ({ ...seen, [s]: (seen[s] ?? 0) + 1 }), {});

function expectRefused(res: TestResponse, longestWaitSeconds: number) {
  expect([res.status, res.body.error]).toEqual([429, TOO_MANY]);
  const wait = Number(res.headers.get('retry-after'));
  expect(wait).toBeGreaterThanOrEqual(1);
  expect(wait).toBeLessThanOrEqual(longestWaitSeconds);
}

describe('with the shipped limits', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      rateLimits: {
        ...TEST_RATE_LIMITS,
        writesPerUserMinute: DEFAULT_RATE_LIMITS.writesPerUserMinute,
        writesPerUserTenMinutes: DEFAULT_RATE_LIMITS.writesPerUserTenMinutes,
      },
    });
  });
  afterAll(() => server?.close());

  it('a bulk add costs a point per card: a minute of them is refused, other users and reads go on', async () => {
    const ws = await makeWorkspace(server); // 3 writes
    const api = ws.owner.client;
    const bulk = (n: number) => api.post('/api/cards/bulk', { projectId: ws.projectId, titles: titles(n) });
    for (let i = 0; i < 9; i++) expect((await bulk(100)).status).toBe(201);
    expect((await bulk(97)).status).toBe(201); // 3 + 997 = the minute's 1,000 points

    expectRefused(await bulk(1), 60);
    const [card] = (await api.get(`/api/projects/${ws.projectId}/data`)).body.cards;
    expectRefused(await api.patch(`/api/cards/${card.id}`, { title: 'One more' }), 60);
    expect(await cardsIn(server, ws.projectId)).toBe(997);

    // Reads, signing out and in, and everyone else are not held up.
    expect((await api.get(`/api/cards/${card.id}`)).status).toBe(200);
    expect((await api.post('/api/logout')).status).toBeLessThan(300);
    const again = server.client();
    const signedIn = await again.post('/api/auth/signin', {
      email: ws.owner.user.email,
      password: ws.owner.password,
    });
    expect(signedIn.status).toBe(200);
    expectRefused(await again.patch(`/api/cards/${card.id}`, { title: 'Still' }), 60);
    const other = await makeWorkspace(server, 'OTH');
    const res = await other.owner.client.post('/api/cards/bulk', {
      projectId: other.projectId,
      titles: titles(100),
    });
    expect(res.status).toBe(201);
  });

  it('a restore from the trash costs a point per thing, as a bulk add does', async () => {
    const ws = await makeWorkspace(server); // 3 writes
    const api = ws.owner.client;
    await insertCards(server, ws.projectId, ws.prefix, 100);
    const cards = await server.db('cards').where({ projectId: ws.projectId }).select('*');
    await server.db('trash').insert(
      cards.map((card) => ({
        kind: 'card',
        entityId: card.id,
        folderId: ws.folderId,
        projectId: ws.projectId,
        label: card.title,
        deletedBy: ws.owner.user.id,
        rows: JSON.stringify({ cards: [card] }),
      })),
    );
    await server.db('cards').where({ projectId: ws.projectId }).delete();
    for (let i = 0; i < 9; i++)
      expect(
        (await api.post('/api/cards/bulk', { projectId: ws.projectId, titles: titles(100) })).status,
      ).toBe(201);
    // 903 points spent: 100 more do not fit, and nothing comes back.
    const ids = cards.map((card) => card.id);
    expectRefused(await api.post('/api/trash/restore', { kind: 'card', ids }), 60);
    expect(Number((await server.db('trash').where({ projectId: ws.projectId }).count())[0]!.count)).toBe(100);
  });

  it('what a person does in the app fits: a 200-line paste, 300 selected cards changed, drag bursts', async () => {
    const ws = await makeWorkspace(server);
    const api = ws.owner.client;
    for (const from of [1, 101])
      expect(
        (await api.post('/api/cards/bulk', { projectId: ws.projectId, titles: titles(100, from) })).status,
      ).toBe(201);
    await insertCards(server, ws.projectId, ws.prefix, 100, 201);
    const cards: { id: number }[] = (await api.get(`/api/projects/${ws.projectId}/data`)).body.cards;
    // The bulk-action bar sends one request per selected card, all at once (6 connections per host).
    for (const status of ['ready', 'deployed']) {
      const changed = await inParallel(cards.length, 6, (i) =>
        api.patch(`/api/cards/${cards[i]!.id}`, { status }),
      );
      expect(tally(changed)).toEqual({ 200: 300 });
    }
    const moves = await inParallel(60, 2, (i) =>
      api.patch(`/api/cards/${cards[i]!.id}/reorder`, { direction: i % 2 ? 'up' : 'down', groupBy: 'none' }),
    );
    expect(tally(moves)).toEqual({ 200: 60 });
    const recalculated = await api.post(`/api/projects/${ws.projectId}/cards/recalculate-ranks`);
    expect(recalculated.status).toBe(200);
  }, 120_000); // some 600 requests: a few seconds idle, much longer beside another suite
});

describe('with a small allowance', () => {
  const ALLOWANCE = 40;
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ rateLimits: smallWriteAllowance(ALLOWANCE) });
  });
  afterAll(() => server?.close());

  it('one user on 8 connections gets the allowance, then 429; another member of the folder goes on', async () => {
    const ws = await makeWorkspace(server); // 3 writes
    const api = ws.owner.client;
    const { body: card } = await api.post('/api/cards', { projectId: ws.projectId, title: 'Hot' }); // 4
    const big = 'x'.repeat(19_000);
    const statuses = await inParallel(50, 8, (i) =>
      api.patch(`/api/cards/${card.id}`, { description: `${i}${big}` }),
    );
    expect(tally(statuses)).toEqual({ 200: ALLOWANCE - 4, 429: 50 - (ALLOWANCE - 4) });
    expectRefused(await api.post('/api/clients', { name: 'More' }), 600);
    expectRefused(await api.delete(`/api/cards/${card.id}`), 600);

    const other = await signedInUser(server);
    await server.db('folder_shares').insert({
      folderId: ws.folderId,
      sharedWithEmail: other.user.email,
      sharedWithUserId: other.user.id,
      sharedByUserId: ws.owner.user.id,
      status: 'active',
    });
    expect((await other.client.patch(`/api/cards/${card.id}`, { title: 'Theirs' })).status).toBe(200);
  });

  it('a rank rewrite costs a point per 100 cards renumbered, after it is done', async () => {
    const ws = await makeWorkspace(server); // 3 writes
    const api = ws.owner.client;
    await insertCards(server, ws.projectId, ws.prefix, 2000);
    await server
      .db('cards')
      .where({ projectId: ws.projectId })
      .update({ order: server.db.raw('"order" * 2') });
    const recalculated = await api.post(`/api/projects/${ws.projectId}/cards/recalculate-ranks`);
    expect([recalculated.status, recalculated.body.length]).toEqual([200, 2000]);
    // 3 + 1 + 20 points used: 16 left.
    const [card] = (await api.get(`/api/projects/${ws.projectId}/data`)).body.cards;
    const edits = await inParallel(20, 1, (i) => api.patch(`/api/cards/${card.id}`, { title: `Edit ${i}` }));
    expect(tally(edits)).toEqual({ 200: ALLOWANCE - 24, 429: 20 - (ALLOWANCE - 24) });
  });
});

describe(`at most ${PROJECT_CARDS_MAX} cards per project`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  const full = (held: number, adding: number) =>
    `A project holds at most 10,000 cards; this one has ${held.toLocaleString('en-US')}, so ` +
    `${adding} more do not fit. Delete cards or start another project.`;

  it('refuses a bulk add or a quick add past it, writing nothing', async () => {
    const ws = await makeWorkspace(server);
    const api = ws.owner.client;
    await insertCards(server, ws.projectId, ws.prefix, PROJECT_CARDS_MAX - 60);
    const bulk = (n: number) => api.post('/api/cards/bulk', { projectId: ws.projectId, titles: titles(n) });
    const count = async () =>
      Number((await server.db('cards').where({ projectId: ws.projectId }).count())[0]!.count);

    const refused = await bulk(100);
    expect([refused.status, refused.body.error]).toEqual([409, full(9940, 100)]);
    expect(await count()).toBe(9940);
    expect((await bulk(60)).status).toBe(201);
    const one = await api.post('/api/cards', { projectId: ws.projectId, title: 'One more' });
    expect([one.status, one.body.error]).toEqual([409, full(10_000, 1)]);
    expect(await count()).toBe(PROJECT_CARDS_MAX);

    const [card] = (await api.get(`/api/projects/${ws.projectId}/data`)).body.cards;
    expect((await api.delete(`/api/cards/${card.id}`)).status).toBe(200);
    expect((await api.post('/api/cards', { projectId: ws.projectId, title: 'Fits again' })).status).toBe(201);
  });

  it('counts the cards a project holds, not the numbers it handed out', async () => {
    const ws = await makeWorkspace(server);
    await server
      .db('projects')
      .where({ id: ws.projectId })
      .update({ nextCardNumber: 2 * PROJECT_CARDS_MAX });
    const res = await ws.owner.client.post('/api/cards/bulk', {
      projectId: ws.projectId,
      titles: titles(100),
    });
    expect([res.status, res.body.cards?.[0]?.externalId]).toEqual([201, `${ws.prefix}-20000`]);
  });
});
