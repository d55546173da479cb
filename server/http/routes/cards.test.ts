// Cards over HTTP: who may do what, validation, references, external ids and the changes published.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARD_MESSAGES } from '../../../common/schemas/cards';
import { PROJECT_MESSAGES } from '../../../common/schemas/projects';
import { signedInUser } from '../../test/factories';
import type { TestClient } from '../../test/httpClient';
import { published as publishedOn } from '../../test/published';
import { startTestServer, type TestServer } from '../../test/testServer';
import { grantShare, insertCards, makeProject, makeWorkspace } from '../../test/workspace';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const create = async (api: TestClient, body: object) => {
  const res = await api.post('/api/cards', body);
  expect(res.status, res.text).toBe(201);
  return res.body;
};

/** A use case, a release with a sprint, and a second release with its own sprint, in one project. */
async function planning(projectId: number) {
  const insert = async (table: string, values: object) =>
    (await server.db(table).insert(values).returning('*'))[0];
  const category = await insert('categories', { name: `Use case ${Math.random()}`, projectId });
  const release = await insert('releases', { name: 'R1', projectId });
  const sprint = await insert('sprints', { name: 'S1', releaseId: release.id });
  const release2 = await insert('releases', { name: 'R2', projectId });
  const sprint2 = await insert('sprints', { name: 'S2', releaseId: release2.id });
  return { category, release, sprint, release2, sprint2 };
}

const published = (run: () => Promise<unknown>) => publishedOn(server, run);

describe('cards', () => {
  it('need a signed-in user', async () => {
    const api = server.client();
    const calls = [
      api.post('/api/cards', { title: 'x', projectId: 1 }),
      api.get('/api/cards/1'),
      api.put('/api/cards/1', { title: 'x' }),
      api.patch('/api/cards/1', { title: 'x' }),
      api.delete('/api/cards/1'),
      api.patch('/api/cards/1/reorder', { direction: 'up' }),
      api.post('/api/cards/1/reposition', { targetCardId: 2, position: 'above' }),
      api.post('/api/cards/1/move-to-group', { groupBy: 'status', groupValue: 'ready' }),
      api.get('/api/projects/1/cards/rank-complexity'),
      api.post('/api/projects/1/cards/recalculate-ranks'),
    ];
    for (const res of await Promise.all(calls)) expect(res.status).toBe(401);
  });

  it('are created, read, edited and deleted', async () => {
    const ws = await makeWorkspace(server, 'CRD');
    const api = ws.owner.client;
    const first = await create(api, { title: '  Search  ', projectId: ws.projectId, externalId: 'X-999' });
    expect(first).toMatchObject({
      externalId: 'CRD-001',
      title: 'Search',
      status: 'backlog',
      priority: 'tbd',
      color: '#6B7280',
      pinned: false,
      order: '1.000',
      categoryId: null,
      category: null,
      release: null,
    });
    const second = await create(api, { title: 'Export', projectId: ws.projectId, color: '#ff0000' });
    expect(second).toMatchObject({ externalId: 'CRD-002', order: '2.000', color: '#FF0000' });

    expect((await api.get(`/api/cards/${first.id}`)).body).toEqual(first);
    const put = await api.put(`/api/cards/${first.id}`, { title: 'Find', status: 'ready', priority: 'wow' });
    expect(put.body).toMatchObject({
      title: 'Find',
      status: 'ready',
      priority: 'wow',
      externalId: 'CRD-001',
    });
    const patch = await api.patch(`/api/cards/${first.id}`, { notes: 'n', pinned: true, description: null });
    expect(patch.body).toMatchObject({ title: 'Find', notes: 'n', pinned: true, description: null });

    const del = await api.delete(`/api/cards/${first.id}`);
    expect([del.status, del.body]).toEqual([200, { id: first.id }]);
    const gone = await api.get(`/api/cards/${first.id}`);
    expect([gone.status, gone.body.error]).toEqual([404, CARD_MESSAGES.notFound]);
    expect((await api.delete(`/api/cards/${first.id}`)).status).toBe(404);
  });

  it('answer 400 with a clear message for bad input, and write nothing', async () => {
    const ws = await makeWorkspace(server);
    const api = ws.owner.client;
    const card = await create(api, { title: 'Card', projectId: ws.projectId });
    const cases: [object, string][] = [
      [{ projectId: ws.projectId }, 'Title is required'],
      [{ title: '   ', projectId: ws.projectId }, 'Title is required'],
      [{ title: 'x' }, 'Project must be a number'],
      [{ title: 'x', projectId: '12' }, 'Project must be a number'],
      [{ title: 'x', projectId: -3 }, 'Project must be positive'],
      [{ title: 'x', projectId: 1.5 }, 'Project must be a whole number'],
      [{ title: 'x', projectId: 1e12 }, 'Project is out of range'],
      [{ title: 'x', projectId: ws.projectId, priority: 'high' }, 'Impact must be one of'],
      [{ title: 'x', projectId: ws.projectId, status: 'completed' }, 'Status must be one of'],
      [{ title: 'x', projectId: ws.projectId, order: 'abc' }, 'Order must be a number'],
      [{ title: 'x', projectId: ws.projectId, order: 1e15 }, 'Order is out of range'],
      [{ title: 'x', projectId: ws.projectId, order: 'NaN' }, 'Order must be a number'],
      [{ title: 'x', projectId: ws.projectId, color: 'red' }, 'Colour must be a hex colour like #6B7280'],
      [{ title: 'x', projectId: ws.projectId, categoryId: 'abc' }, 'Use case must be an id or none'],
      [{ title: 'x', projectId: ws.projectId, categoryId: 99999999 }, CARD_MESSAGES.categoryNotInProject],
      [{ title: 'x', projectId: ws.projectId, releaseId: 99999999 }, CARD_MESSAGES.releaseNotInProject],
      [{ title: 'x', projectId: ws.projectId, sprintId: 99999999 }, CARD_MESSAGES.sprintNotInRelease],
    ];
    for (const [body, message] of cases) {
      const res = await api.post('/api/cards', body);
      expect([res.status, res.body.error], JSON.stringify(body)).toEqual([
        400,
        expect.stringContaining(message),
      ]);
    }
    const bad = await api.patch(`/api/cards/${card.id}`, { order: '1e3' });
    expect([bad.status, bad.body.error]).toEqual([400, 'Order must be a number']);
    const text = await api.put(`/api/cards/${card.id}`, 'not json', { 'Content-Type': 'application/json' });
    expect(text.status).toBe(400);
    const next = await create(api, { title: 'After failures', projectId: ws.projectId });
    expect(next.externalId).toBe('APP-002');
  });

  it('keep use cases, releases and sprints inside their project', async () => {
    const ws = await makeWorkspace(server);
    const api = ws.owner.client;
    const own = await planning(ws.projectId);
    const other = await makeProject(api, ws.folderId, 'OTH', 'Other');
    const foreign = await planning(other.id);
    const base = { title: 'Linked', projectId: ws.projectId };

    const linked = await create(api, {
      ...base,
      categoryId: own.category.id,
      releaseId: own.release.id,
      sprintId: own.sprint.id,
    });
    expect(linked).toMatchObject({
      category: { name: own.category.name, color: '#6B7280' },
      release: { name: 'R1', startDate: null, endDate: null },
      sprintId: own.sprint.id,
    });
    const refused: [object, string][] = [
      [{ categoryId: foreign.category.id }, CARD_MESSAGES.categoryNotInProject],
      [{ releaseId: foreign.release.id }, CARD_MESSAGES.releaseNotInProject],
      [{ sprintId: foreign.sprint.id }, CARD_MESSAGES.sprintNotInRelease],
      [{ releaseId: own.release.id, sprintId: own.sprint2.id }, CARD_MESSAGES.sprintNotInRelease],
    ];
    for (const [body, message] of refused) {
      expect((await api.post('/api/cards', { ...base, ...body })).body.error).toBe(message);
      expect((await api.patch(`/api/cards/${linked.id}`, body)).body.error).toBe(message);
    }
    expect((await api.patch(`/api/cards/${linked.id}`, { sprintId: own.sprint2.id })).status).toBe(400);

    // A sprint of the old release does not follow the card to a new release.
    const moved = await api.patch(`/api/cards/${linked.id}`, { releaseId: own.release2.id });
    expect(moved.body).toMatchObject({ releaseId: own.release2.id, sprintId: null, release: { name: 'R2' } });
    const both = await api.put(`/api/cards/${linked.id}`, {
      releaseId: own.release.id,
      sprintId: own.sprint.id,
    });
    expect(both.body).toMatchObject({ releaseId: own.release.id, sprintId: own.sprint.id });
    const cleared = await api.patch(`/api/cards/${linked.id}`, {
      categoryId: 'unsorted',
      releaseId: 'unscheduled',
    });
    expect(cleared.body).toMatchObject({ categoryId: null, category: null, releaseId: null, sprintId: null });
    const sprintOnly = await api.patch(`/api/cards/${linked.id}`, { sprintId: own.sprint.id });
    expect(sprintOnly.body).toMatchObject({ releaseId: null, sprintId: own.sprint.id });
  });

  it('are "not found" to strangers on every route, and to bad path ids', async () => {
    const ws = await makeWorkspace(server);
    const [card, target] = [
      await create(ws.owner.client, { title: 'Secret', projectId: ws.projectId }),
      await create(ws.owner.client, { title: 'Other', projectId: ws.projectId }),
    ];
    const stranger = (await signedInUser(server)).client;
    const id = card.id;
    const cardCalls = [
      stranger.get(`/api/cards/${id}`),
      stranger.put(`/api/cards/${id}`, { title: 'x' }),
      stranger.patch(`/api/cards/${id}`, { title: 'x' }),
      stranger.patch(`/api/cards/${id}`, { priority: 'bogus' }),
      stranger.delete(`/api/cards/${id}`),
      stranger.patch(`/api/cards/${id}/reorder`, { direction: 'down' }),
      stranger.post(`/api/cards/${id}/reposition`, { targetCardId: target.id, position: 'below' }),
      stranger.post(`/api/cards/${id}/move-to-group`, { groupBy: 'status', groupValue: 'ready' }),
    ];
    for (const res of await Promise.all(cardCalls))
      expect([res.status, res.body.error]).toEqual([404, CARD_MESSAGES.notFound]);
    const projectCalls = [
      stranger.post('/api/cards', { title: 'x', projectId: ws.projectId }),
      stranger.get(`/api/projects/${ws.projectId}/cards/rank-complexity`),
      stranger.post(`/api/projects/${ws.projectId}/cards/recalculate-ranks`),
    ];
    for (const res of await Promise.all(projectCalls))
      expect([res.status, res.body.error]).toEqual([404, PROJECT_MESSAGES.notFound]);
    // The stranger's own card cannot be placed next to one they cannot read.
    const theirs = await makeWorkspace(server, 'THR');
    const mine = await create(theirs.owner.client, { title: 'Mine', projectId: theirs.projectId });
    const reposition = await theirs.owner.client.post(`/api/cards/${mine.id}/reposition`, {
      targetCardId: id,
      position: 'above',
    });
    expect([reposition.status, reposition.body.error]).toEqual([404, CARD_MESSAGES.notFound]);

    for (const bad of ['abc', '0', '-1', '1.5', '99999999999', 'NaN', '1e3'])
      expect((await ws.owner.client.get(`/api/cards/${bad}`)).status).toBe(404);
    expect((await ws.owner.client.get(`/api/projects/abc/cards/rank-complexity`)).status).toBe(404);
    const folder = await ws.owner.client.post('/api/cards', { title: 'x', projectId: ws.folderId });
    expect([folder.status, folder.body.error]).toEqual([404, CARD_MESSAGES.notAProject]);
    expect((await ws.owner.client.get(`/api/cards/${id}`)).body.title).toBe('Secret');
  });

  it('can be created, edited and deleted by active share recipients only', async () => {
    const ws = await makeWorkspace(server);
    const guest = await signedInUser(server);
    const pending = await signedInUser(server);
    await grantShare(server, ws.folderId, ws.owner.user.id, guest);
    await grantShare(server, ws.folderId, ws.owner.user.id, pending, 'pending');
    const card = await create(guest.client, { title: 'Guest idea', projectId: ws.projectId });
    expect(card.externalId).toBe('APP-001');
    expect((await guest.client.put(`/api/cards/${card.id}`, { title: 'Edited' })).body.title).toBe('Edited');
    expect((await ws.owner.client.get(`/api/cards/${card.id}`)).body.title).toBe('Edited');
    expect((await pending.client.get(`/api/cards/${card.id}`)).status).toBe(404);
    expect((await pending.client.post('/api/cards', { title: 'x', projectId: ws.projectId })).status).toBe(
      404,
    );
    expect((await guest.client.delete(`/api/cards/${card.id}`)).status).toBe(200);
  });

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

  it('publish their changes after commit, and nothing for a refused request', async () => {
    const ws = await makeWorkspace(server);
    const api = ws.owner.client;
    const actorId = ws.owner.user.id;
    let card: any;
    const created = await published(async () => {
      card = await create(api, { title: 'Live', projectId: ws.projectId });
    });
    expect(created).toEqual([{ folderId: ws.folderId, type: 'card.created', actorId, data: card }]);

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
    expect(edits).toEqual([
      { folderId: ws.folderId, type: 'card.updated', actorId, mutationId: 'm-1', data: updated },
    ]);
    const moved = await published(() =>
      api.post(`/api/cards/${card.id}/move-to-group`, { groupBy: 'status', groupValue: 'ready' }),
    );
    expect(moved.map((e) => [e.type, (e.data as { status: string }).status])).toEqual([
      ['card.updated', 'ready'],
    ]);
    const deleted = await published(() => api.delete(`/api/cards/${card.id}`));
    expect(deleted).toEqual([
      { folderId: ws.folderId, type: 'card.deleted', actorId, data: { id: card.id } },
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
