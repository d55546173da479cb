// POST /api/cards/bulk: refusals before anything is written, consecutive external ids and ranks as that many
// quick adds would take them, one card.created per card in order, and a statement count that does not grow
// with the number of titles.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BULK_ADD_MAX, CARD_MESSAGES, ORDER_LIMIT } from '../../../common/schemas/cards';
import { PROJECT_MESSAGES } from '../../../common/schemas/projects';
import { signedInUser } from '../../test/factories';
import type { TestClient } from '../../test/httpClient';
import { published } from '../../test/published';
import { startTestServer, type TestServer } from '../../test/testServer';
import { grantShare, insertCards, makeWorkspace } from '../../test/workspace';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const titles = (count: number, from = 1) => Array.from({ length: count }, (_, i) => `Idea ${from + i}`);
const bulk = (api: TestClient, body: unknown, headers?: Record<string, string>) =>
  api.post('/api/cards/bulk', body, headers);

/** What a project holds: its cards in rank order and its external-id counter. */
async function stateOf(projectId: number) {
  const cards = await server.db('cards').where({ projectId }).orderBy(['order', 'id']);
  const { nextCardNumber } = await server.db('projects').where({ id: projectId }).first('nextCardNumber');
  return { cards, nextCardNumber };
}

/** The statements the server sends to PostgreSQL while `run` is in flight (knex 'query' events). */
async function statementsOf(run: () => Promise<unknown>): Promise<string[]> {
  const sql: string[] = [];
  const record = (query: { sql: string }) => void sql.push(query.sql);
  server.db.on('query', record);
  try {
    await run();
  } finally {
    server.db.removeListener('query', record);
  }
  return sql;
}

describe('POST /api/cards/bulk refuses', () => {
  it('a signed-out caller (401), a stranger and a folder (404), before writing anything', async () => {
    const ws = await makeWorkspace(server);
    const stranger = await signedInUser(server);
    const before = await stateOf(ws.projectId);
    const body = { projectId: ws.projectId, titles: ['A'] };
    const events = await published(server, async () => {
      expect((await bulk(server.client(), body)).status).toBe(401);
      const hidden = await bulk(stranger.client, body);
      expect([hidden.status, hidden.body.error]).toEqual([404, PROJECT_MESSAGES.notFound]);
      const folder = await bulk(ws.owner.client, { ...body, projectId: ws.folderId });
      expect([folder.status, folder.body.error]).toEqual([404, CARD_MESSAGES.notAProject]);
    });
    expect(events).toEqual([]);
    expect(await stateOf(ws.projectId)).toEqual(before);
  });

  it.each([
    ['no titles', { titles: [] }, 'Give at least one title'],
    ['a blank title among good ones', { titles: ['Good', '  ', 'Also good'] }, 'Title is required'],
    ['a title over 500 characters', { titles: ['Good', 'x'.repeat(501)] }, 'at most 500 characters'],
    ['a title that is not text', { titles: ['Good', 7] }, 'Title is required'],
    ['titles that are not a list', { titles: 'Good' }, 'Titles must be a list'],
    ['too many titles', { titles: titles(BULK_ADD_MAX + 1) }, `At most ${BULK_ADD_MAX} titles`],
    ['no project', { projectId: undefined }, 'Project'],
  ])('%s (400), writing nothing', async (_name, change, message) => {
    const ws = await makeWorkspace(server);
    const before = await stateOf(ws.projectId);
    const events = await published(server, async () => {
      const res = await bulk(ws.owner.client, { projectId: ws.projectId, titles: ['Good'], ...change });
      expect(res.status, res.text).toBe(400);
      expect(res.body.error).toContain(message);
    });
    expect(events).toEqual([]);
    expect(await stateOf(ws.projectId)).toEqual(before);
  });
});

describe('POST /api/cards/bulk adds', () => {
  it('every title in one go: consecutive ids and ranks after the last card, as quick adds would', async () => {
    const ws = await makeWorkspace(server, 'BLK');
    const api = ws.owner.client;
    await insertCards(server, ws.projectId, ws.prefix, 2); // BLK-001, BLK-002 at orders 1 and 2
    const single = await api.post('/api/cards', { title: 'Single', projectId: ws.projectId, order: 7.25 });
    expect(single.body.externalId).toBe('BLK-003');

    const names = ['  First ', 'Second', 'Second', 'Fourth'];
    const res = await bulk(api, { projectId: ws.projectId, titles: names });
    expect(res.status, res.text).toBe(201);
    expect(res.body.cards.map((card: any) => [card.externalId, card.title, card.order])).toEqual([
      ['BLK-004', 'First', '8.250'],
      ['BLK-005', 'Second', '9.250'],
      ['BLK-006', 'Second', '10.250'],
      ['BLK-007', 'Fourth', '11.250'],
    ]);
    expect(res.body.cards[0]).toMatchObject({
      status: 'backlog',
      priority: 'tbd',
      color: '#6B7280',
      pinned: false,
      projectId: ws.projectId,
      categoryId: null,
      releaseId: null,
      sprintId: null,
      category: null,
      release: null,
    });
    // The answer is the read model GET answers, and the counter moved by exactly the cards added.
    for (const card of res.body.cards) expect((await api.get(`/api/cards/${card.id}`)).body).toEqual(card);
    expect((await stateOf(ws.projectId)).nextCardNumber).toBe(8);
    const next = await api.post('/api/cards', { title: 'After', projectId: ws.projectId });
    expect([next.body.externalId, next.body.order]).toEqual(['BLK-008', '12.250']);
  });

  it('as a share recipient, with one card.created per card, in order, carrying the mutation id', async () => {
    const ws = await makeWorkspace(server);
    const guest = await signedInUser(server);
    await grantShare(server, ws.folderId, ws.owner.user.id, guest);
    let res: Awaited<ReturnType<typeof bulk>> | undefined;
    const events = await published(server, async () => {
      res = await bulk(
        guest.client,
        { projectId: ws.projectId, titles: titles(5) },
        { 'X-Mutation-Id': 'm-1' },
      );
    });
    expect(res!.status, res!.text).toBe(201);
    expect(events.map((e) => [e.type, e.folderId, e.projectId, e.actorId, e.mutationId])).toEqual(
      titles(5).map(() => ['card.created', ws.folderId, ws.projectId, guest.user.id, 'm-1']),
    );
    expect(events.map((e) => e.data)).toEqual(res!.body.cards);
  });

  it('renumbers the project first when the titles do not fit below the rank limit', async () => {
    const ws = await makeWorkspace(server);
    const api = ws.owner.client;
    await api.post('/api/cards', {
      title: 'Near the end',
      projectId: ws.projectId,
      order: ORDER_LIMIT - 1.5,
    });
    const events = await published(server, async () => {
      const res = await bulk(api, { projectId: ws.projectId, titles: titles(3) });
      expect(res.status, res.text).toBe(201);
      expect(res.body.cards.map((card: any) => card.order)).toEqual(['2.000', '3.000', '4.000']);
    });
    expect(events.map((e) => e.type)).toEqual(['cards.reordered', ...titles(3).map(() => 'card.created')]);
  });

  it('sends the same statements for 1, 10 and 100 titles', async () => {
    const ws = await makeWorkspace(server);
    const api = ws.owner.client;
    const counts: Record<number, number> = {};
    for (const count of [1, 10, BULK_ADD_MAX]) {
      const sql = await statementsOf(async () => {
        const res = await bulk(api, { projectId: ws.projectId, titles: titles(count) });
        expect(res.status, res.text).toBe(201);
      });
      counts[count] = sql.length;
      // No statement is sent twice: nothing runs per card.
      expect(new Set(sql).size, sql.join('\n')).toBe(sql.length);
    }
    expect(counts[10]).toBe(counts[1]);
    expect(counts[BULK_ADD_MAX]).toBe(counts[1]);
    const singles = await statementsOf(async () => {
      for (const title of titles(BULK_ADD_MAX))
        await api.post('/api/cards', { title, projectId: ws.projectId });
    });
    console.info(
      `statements: bulk 1/10/100 = ${counts[1]}/${counts[10]}/${counts[100]}, 100 single creates = ${singles.length}`,
    );
    expect((await stateOf(ws.projectId)).cards).toHaveLength(1 + 10 + 2 * BULK_ADD_MAX);
  });
});
