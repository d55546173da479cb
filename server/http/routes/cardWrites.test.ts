// Card writes: orders and updatedAt, moves between groups, published changes, external ids.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARD_MESSAGES } from '../../../common/schemas/cards';

import { published as publishedOn, withoutSeq } from '../../test/published';
import { createCard, planning as planningIn } from '../../test/cards';
import { startTestServer, type TestServer } from '../../test/testServer';
import { insertCards, makeWorkspace } from '../../test/workspace';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const create = createCard;
const planning = (projectId: number) => planningIn(server, projectId);
const published = (run: () => Promise<unknown>) => publishedOn(server, run);

describe('card writes', () => {
  it('accept orders as numbers and strings, and move updatedAt on every write', async () => {
    const ws = await makeWorkspace(server);
    const api = ws.owner.client;
    const own = await planning(ws.projectId);
    const card = await create(api, { title: 'Rank', projectId: ws.projectId, order: '1700000000.5' });
    expect(card.order).toBe('1700000000.500');
    await create(api, { title: 'Below', projectId: ws.projectId, order: 1700000001 });
    let last = card.updatedAt as string;
    const writes = [
      () => api.put(`/api/cards/${card.id}`, { order: 12.25 }),
      () => api.patch(`/api/cards/${card.id}`, { order: '-3.5' }),
      () => api.put(`/api/cards/${card.id}`, {}),
      () => api.patch(`/api/cards/${card.id}/reorder`, { direction: 'down' }),
      () =>
        api.post(`/api/cards/${card.id}/move-to-group`, { groupBy: 'category', groupValue: own.category.id }),
    ];
    const orders: string[] = [];
    for (const write of writes) {
      const res = await write();
      expect(res.status, res.text).toBe(200);
      const now = (await api.get(`/api/cards/${card.id}`)).body;
      expect(Date.parse(now.updatedAt)).toBeGreaterThan(Date.parse(last));
      last = now.updatedAt;
      orders.push(now.order);
    }
    expect(orders.slice(0, 2)).toEqual(['12.250', '-3.500']);
  });

  it('move to a group by its value or by explicit fields, keeping their rank', async () => {
    const ws = await makeWorkspace(server);
    const api = ws.owner.client;
    const own = await planning(ws.projectId);
    const card = await create(api, { title: 'Mover', projectId: ws.projectId, order: 5 });
    const move = (body: object) => api.post(`/api/cards/${card.id}/move-to-group`, body);

    expect((await move({ groupBy: 'status', groupValue: 'deployed' })).body).toMatchObject({
      status: 'deployed',
      order: '5.000',
    });
    expect((await move({ groupBy: 'priority', groupValue: 'rush' })).body.priority).toBe('rush');
    expect((await move({ groupBy: 'category', groupValue: String(own.category.id) })).body.categoryId).toBe(
      own.category.id,
    );
    expect((await move({ groupBy: 'category', groupValue: 'unsorted' })).body.categoryId).toBeNull();
    expect(
      (await move({ groupBy: 'release', groupValue: own.release.id, categoryId: own.category.id })).body,
    ).toMatchObject({
      releaseId: own.release.id,
      categoryId: own.category.id,
    });
    await api.patch(`/api/cards/${card.id}`, { sprintId: own.sprint.id });
    expect((await move({ groupBy: 'release', groupValue: 'future' })).body).toMatchObject({
      releaseId: null,
      sprintId: null,
    });
    expect((await move({ groupBy: 'none', status: 'ready' })).body.status).toBe('ready');

    const refused: [object, string][] = [
      [{ groupBy: 'status', groupValue: 'completed' }, 'groupValue must be a status'],
      [{ groupBy: 'priority', groupValue: 'high' }, 'groupValue must be an impact'],
      [{ groupBy: 'category', groupValue: 'abc' }, 'groupValue must be a use case id or none'],
      [{ groupBy: 'release', groupValue: { id: 1 } }, 'groupValue must be a status, impact, id or none'],
      [{ groupBy: 'sideways', groupValue: 'x' }, 'groupBy must be one of'],
      [{ groupBy: 'status' }, CARD_MESSAGES.nothingToMove],
      [{ groupBy: 'status', groupValue: 'ready', status: 'backlog' }, CARD_MESSAGES.groupConflict('status')],
      [{ groupBy: 'category', groupValue: 99999 }, CARD_MESSAGES.categoryNotInProject],
      [{ groupBy: 'release', groupValue: '99999' }, CARD_MESSAGES.releaseNotInProject],
    ];
    for (const [body, message] of refused) {
      const res = await move(body);
      expect([res.status, res.body.error], JSON.stringify(body)).toEqual([
        400,
        expect.stringContaining(message),
      ]);
    }
    expect((await api.get(`/api/cards/${card.id}`)).body).toMatchObject({ status: 'ready', order: '5.000' });
  });

  it('move into a sprint group: the sprint with its release, "none" keeps the release', async () => {
    const ws = await makeWorkspace(server);
    const api = ws.owner.client;
    const own = await planning(ws.projectId);
    const card = await create(api, { title: 'Sprinter', projectId: ws.projectId, order: 3 });
    const move = (body: object) => api.post(`/api/cards/${card.id}/move-to-group`, body);

    expect(
      (await move({ groupBy: 'sprint', groupValue: own.sprint.id, releaseId: own.release.id })).body,
    ).toMatchObject({ sprintId: own.sprint.id, releaseId: own.release.id, order: '3.000' });
    expect((await move({ groupBy: 'sprint', groupValue: 'none' })).body).toMatchObject({
      sprintId: null,
      releaseId: own.release.id,
    });
    const refused: [object, string][] = [
      [{ groupBy: 'sprint', groupValue: 'abc' }, 'groupValue must be a sprint id or none'],
      [{ groupBy: 'sprint', groupValue: own.sprint2.id }, CARD_MESSAGES.sprintNotInRelease],
      [{ groupBy: 'sprint', groupValue: 99999, releaseId: own.release.id }, CARD_MESSAGES.sprintNotInRelease],
    ];
    for (const [body, message] of refused) {
      const res = await move(body);
      expect([res.status, res.body.error], JSON.stringify(body)).toEqual([
        400,
        expect.stringContaining(message),
      ]);
    }
    expect((await api.get(`/api/cards/${card.id}`)).body).toMatchObject({
      sprintId: null,
      releaseId: own.release.id,
    });
  });

  it('publish their changes after commit, and nothing for a refused request', async () => {
    const ws = await makeWorkspace(server);
    const api = ws.owner.client;
    const actorId = ws.owner.user.id;
    let card: any;
    const created = await published(async () => {
      card = await create(api, { title: 'Live', projectId: ws.projectId });
    });
    expect(withoutSeq(created)).toEqual([
      { folderId: ws.folderId, projectId: ws.projectId, type: 'card.created', actorId, data: card },
    ]);

    const refused = await published(() =>
      api.post('/api/cards', { title: 'x', projectId: ws.projectId, priority: 'high' }),
    );
    expect(refused).toEqual([]);
    expect(await published(() => api.patch(`/api/cards/${card.id}`, { releaseId: 99999 }))).toEqual([]);

    let updated: any;
    const edits = await published(async () => {
      updated = (await api.patch(`/api/cards/${card.id}`, { title: 'Live!' }, { 'X-Mutation-Id': 'm-1' }))
        .body;
    });
    expect(withoutSeq(edits)).toEqual([
      {
        folderId: ws.folderId,
        projectId: ws.projectId,
        type: 'card.updated',
        actorId,
        mutationId: 'm-1',
        data: updated,
      },
    ]);
    const moved = await published(() =>
      api.post(`/api/cards/${card.id}/move-to-group`, { groupBy: 'status', groupValue: 'ready' }),
    );
    expect(moved.map((e) => [e.type, (e.data as { status: string }).status])).toEqual([
      ['card.updated', 'ready'],
    ]);
    const deleted = await published(() => api.delete(`/api/cards/${card.id}`));
    expect(withoutSeq(deleted)).toEqual([
      {
        folderId: ws.folderId,
        projectId: ws.projectId,
        type: 'card.deleted',
        actorId,
        data: { id: card.id },
      },
    ]);
  });

  it('get gap-free, distinct external ids under 50 concurrent creates, never reused', async () => {
    const ws = await makeWorkspace(server, 'RACE');
    const api = ws.owner.client;
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        api.post('/api/cards', { title: `Card ${i}`, projectId: ws.projectId }),
      ),
    );
    expect(results.map((res) => res.status)).toEqual(Array(50).fill(201));
    const ids = results.map((res) => res.body.externalId as string).sort();
    expect(ids).toEqual(Array.from({ length: 50 }, (_, i) => `RACE-${String(i + 1).padStart(3, '0')}`));
    const orders = new Set(results.map((res) => res.body.order));
    expect(orders.size).toBe(50);

    const last = results.find((res) => res.body.externalId === 'RACE-050')!.body;
    expect((await api.delete(`/api/cards/${last.id}`)).status).toBe(200);
    expect((await create(api, { title: 'After delete', projectId: ws.projectId })).externalId).toBe(
      'RACE-051',
    );
  });

  it('renumber a project at the column limit before adding a card last', async () => {
    const ws = await makeWorkspace(server);
    await insertCards(server, ws.projectId, ws.prefix, 2);
    await server
      .db('cards')
      .where({ externalId: 'APP-002', projectId: ws.projectId })
      .update({ order: 999_999_999_999 });
    let card: any;
    const events = await published(async () => {
      card = await create(ws.owner.client, { title: 'Last', projectId: ws.projectId });
    });
    expect(card.order).toBe('3.000');
    expect(events.map((e) => [e.type, e.data])).toEqual([
      ['cards.reordered', [expect.objectContaining({ order: '2.000' })]],
      ['card.created', card],
    ]);
  });

  it('continue numbering after cards inserted in bulk', async () => {
    const ws = await makeWorkspace(server);
    await insertCards(server, ws.projectId, ws.prefix, 1000);
    const card = await create(ws.owner.client, { title: 'Next', projectId: ws.projectId });
    expect(card).toMatchObject({ externalId: 'APP-1001', order: '1001.000' });
  });
});
