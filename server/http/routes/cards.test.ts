// Cards: create, read, edit, delete, validation and who may touch them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARD_MESSAGES } from '../../../common/schemas/cards';
import { PROJECT_MESSAGES } from '../../../common/schemas/projects';
import { signedInUser } from '../../test/factories';

import { createCard, planning as planningIn } from '../../test/cards';
import { startTestServer, type TestServer } from '../../test/testServer';
import { grantShare, makeProject, makeWorkspace } from '../../test/workspace';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const create = createCard;
const planning = (projectId: number) => planningIn(server, projectId);

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
      // The project's deck is Fibonacci; "?" and "☕" are votes only; inputs within every model's bounds.
      [
        { title: 'x', projectId: ws.projectId, estimate: '4' },
        'Estimate “4” is not a value of this project’s deck',
      ],
      [{ title: 'x', projectId: ws.projectId, estimate: '☕' }, '“?” and “☕” are votes, not estimates'],
      [{ title: 'x', projectId: ws.projectId, estimate: 5 }, 'Estimate must be a value of the deck, or none'],
      [{ title: 'x', projectId: ws.projectId, value: 0 }, 'Value must be a number from 1 to 10'],
      [{ title: 'x', projectId: ws.projectId, reach: 'many' }, 'Reach must be a number, or none'],
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
    await api.put(`/api/projects/${ws.projectId}`, { scoringModel: 'rice' });
    const lift = await api.patch(`/api/cards/${card.id}`, { lift: 7 });
    expect([lift.status, lift.body.error]).toEqual([400, 'Lift must be 0.25, 0.5, 1, 2 or 3 in RICE']);
    expect((await api.get(`/api/cards/${card.id}`)).body).toMatchObject({ lift: null, estimate: null });
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
});
