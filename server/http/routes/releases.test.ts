// Releases and sprints: dates, the roadmap toggle, who may do what, what deletes do to cards, what is published.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATE_ORDER_MESSAGE, RELEASE_MESSAGES } from '../../../common/schemas/releases';
import { signedInUser } from '../../test/factories';
import { published, withoutSeq } from '../../test/published';
import { startTestServer, type TestServer } from '../../test/testServer';
import { grantShare, insertCards, makeWorkspace, type Workspace } from '../../test/workspace';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

async function release(ws: Workspace, body: Record<string, unknown> = {}) {
  const res = await ws.owner.client.post('/api/releases', { name: 'R1', projectId: ws.projectId, ...body });
  expect(res.status, res.text).toBe(201);
  return res.body as { id: number; name: string; updatedAt: string };
}

async function sprint(ws: Workspace, releaseId: number, body: Record<string, unknown> = {}) {
  const res = await ws.owner.client.post(`/api/releases/${releaseId}/sprints`, { name: 'S1', ...body });
  expect(res.status, res.text).toBe(201);
  return res.body as { id: number; name: string };
}

describe('releases', () => {
  it('are created, edited, toggled on the roadmap and deleted', async () => {
    const ws = await makeWorkspace(server);
    const api = ws.owner.client;
    const created = await release(ws, {
      name: ' 1.0 ',
      startDate: '2026-01-01',
      endDate: '',
      description: 'D',
    });
    expect(created).toMatchObject({
      name: '1.0',
      description: 'D',
      startDate: '2026-01-01',
      endDate: null,
      roadmapVisible: true,
      projectId: ws.projectId,
      sprints: [],
    });
    const hidden = await release(ws, { name: '2.0', roadmapVisible: false });
    expect(hidden).toMatchObject({ roadmapVisible: false, startDate: null, description: null });

    const edited = await api.put(`/api/releases/${created.id}`, { name: '1.1', endDate: '2026-03-31' });
    expect(edited.body).toMatchObject({ name: '1.1', startDate: '2026-01-01', endDate: '2026-03-31' });
    await sprint(ws, created.id);
    const toggled = await api.put(`/api/releases/${created.id}`, { roadmapVisible: false });
    expect(toggled.status).toBe(200);
    const { roadmapVisible, updatedAt, sprints, version, ...rest } = toggled.body;
    const {
      roadmapVisible: _before,
      updatedAt: _at,
      sprints: _none,
      version: _v,
      ...restBefore
    } = edited.body;
    expect(version).toBeGreaterThan(_v);
    expect(rest).toEqual(restBefore);
    expect([roadmapVisible, sprints.map((s: { name: string }) => s.name)]).toEqual([false, ['S1']]);
    expect(Date.parse(updatedAt)).toBeGreaterThanOrEqual(Date.parse(edited.body.updatedAt));

    expect((await api.delete(`/api/releases/${hidden.id}`)).body).toEqual({ id: hidden.id });
    const list = await api.get(`/api/projects/${ws.projectId}/releases`);
    expect(list.body.map((r: { name: string }) => r.name)).toEqual(['1.1']);
  });

  it('validate the name and the dates', async () => {
    const ws = await makeWorkspace(server);
    const post = (body: Record<string, unknown>) =>
      ws.owner.client.post('/api/releases', { name: 'R', projectId: ws.projectId, ...body });
    for (const name of ['', '  ', undefined]) {
      const res = await post({ name });
      expect([res.status, res.body.error]).toEqual([400, 'Release name is required']);
    }
    const order = await post({ startDate: '2026-05-02', endDate: '2026-05-01' });
    expect([order.status, order.body.error]).toEqual([400, DATE_ORDER_MESSAGE]);
    expect((await post({ startDate: '2026-02-30' })).body.error).toBe('Start date is not a real date');
    expect((await post({ endDate: '2026-1-1' })).body.error).toBe('End date must be a date (YYYY-MM-DD)');
    for (const bad of [
      { startDate: 20260101 },
      { roadmapVisible: 'yes' },
      { description: 5 },
      { name: 'x'.repeat(201) },
    ])
      expect((await post(bad)).status).toBe(400);
    expect((await post({ projectId: ws.folderId })).status).toBe(404);

    const r = await release(ws, { startDate: '2026-05-01', endDate: '2026-05-31' });
    const put = (body: Record<string, unknown>) => ws.owner.client.put(`/api/releases/${r.id}`, body);
    // Checked against the stored dates merged with the update.
    const early = await put({ endDate: '2026-04-30' });
    expect([early.status, early.body.error]).toEqual([400, DATE_ORDER_MESSAGE]);
    expect((await put({ startDate: '2026-06-01' })).body.error).toBe(DATE_ORDER_MESSAGE);
    expect((await put({ name: ' ' })).body.error).toBe('Release name is required');
    expect((await put({ startDate: null, endDate: '2026-04-30' })).body).toMatchObject({
      startDate: null,
      endDate: '2026-04-30',
    });
  });

  it('answer 401 signed out and 404 for bad ids, strangers and pending shares', async () => {
    const ws = await makeWorkspace(server);
    const r = await release(ws);
    const s = await sprint(ws, r.id);
    const calls = (api: Workspace['owner']['client'], rid: string | number, sid: string | number) => [
      api.post('/api/releases', { name: 'X', projectId: ws.projectId }),
      api.put(`/api/releases/${rid}`, { name: 'X' }),
      api.delete(`/api/releases/${rid}`),
      api.get(`/api/releases/${rid}/sprints`),
      api.post(`/api/releases/${rid}/sprints`, { name: 'X' }),
      api.put(`/api/sprints/${sid}`, { name: 'X' }),
      api.delete(`/api/sprints/${sid}`),
    ];
    const statuses = async (list: Promise<{ status: number }>[]) =>
      (await Promise.all(list)).map((x) => x.status);
    expect(await statuses(calls(server.client(), r.id, s.id))).toEqual(Array(7).fill(401));
    for (const id of ['abc', '-1', '0', '1.5', '99999999999', '2000000000'])
      expect((await statuses(calls(ws.owner.client, id, id))).slice(1)).toEqual(Array(6).fill(404));

    const stranger = await signedInUser(server);
    const pending = await signedInUser(server);
    await grantShare(server, ws.folderId, ws.owner.user.id, pending, 'pending');
    for (const who of [stranger, pending]) {
      expect(await statuses(calls(who.client, r.id, s.id))).toEqual(Array(7).fill(404));
      const res = await who.client.put(`/api/sprints/${s.id}`, { name: 'X' });
      expect(res.body.error).toBe(RELEASE_MESSAGES.sprintNotFound);
    }
    expect((await server.db('releases').where({ id: r.id }).first()).name).toBe('R1');
    expect((await server.db('sprints').where({ id: s.id }).first()).name).toBe('S1');
  });

  it('can all be changed by an active share recipient', async () => {
    const ws = await makeWorkspace(server);
    const guest = await signedInUser(server);
    await grantShare(server, ws.folderId, ws.owner.user.id, guest);
    const api = guest.client;
    const r = await api.post('/api/releases', { name: 'Guest', projectId: ws.projectId });
    expect(r.status).toBe(201);
    const s = await api.post(`/api/releases/${r.body.id}/sprints`, { name: 'GS' });
    expect(s.status).toBe(201);
    expect((await api.get(`/api/releases/${r.body.id}/sprints`)).body).toHaveLength(1);
    expect((await api.put(`/api/sprints/${s.body.id}`, { name: 'GS2' })).status).toBe(200);
    expect((await api.delete(`/api/sprints/${s.body.id}`)).status).toBe(200);
    expect((await api.put(`/api/releases/${r.body.id}`, { roadmapVisible: false })).status).toBe(200);
    expect((await api.delete(`/api/releases/${r.body.id}`)).status).toBe(200);
  });
});

describe('sprints', () => {
  it('are listed, created, edited and deleted with the same date rules', async () => {
    const ws = await makeWorkspace(server);
    const api = ws.owner.client;
    const r = await release(ws);
    const late = await sprint(ws, r.id, { name: 'Late', startDate: '2026-02-01', endDate: '2026-02-14' });
    const early = await sprint(ws, r.id, { name: ' Early ', startDate: '2026-01-01', description: 'x' });
    expect(early).toMatchObject({ name: 'Early', description: 'x', releaseId: r.id, endDate: null });
    const listed = await api.get(`/api/releases/${r.id}/sprints`);
    expect(listed.body.map((s: { name: string }) => s.name)).toEqual(['Early', 'Late']);

    const post = await api.post(`/api/releases/${r.id}/sprints`, { name: '' });
    expect([post.status, post.body.error]).toEqual([400, 'Sprint name is required']);
    const order = await api.post(`/api/releases/${r.id}/sprints`, {
      name: 'S',
      startDate: '2026-01-02',
      endDate: '2026-01-01',
    });
    expect([order.status, order.body.error]).toEqual([400, DATE_ORDER_MESSAGE]);
    expect(
      (await api.post(`/api/releases/${r.id}/sprints`, { name: 'S', endDate: '2026-13-01' })).status,
    ).toBe(400);
    const merged = await api.put(`/api/sprints/${late.id}`, { endDate: '2026-01-31' });
    expect([merged.status, merged.body.error]).toEqual([400, DATE_ORDER_MESSAGE]);

    const edited = await api.put(`/api/sprints/${late.id}`, { name: 'Later', endDate: '' });
    expect(edited.body).toMatchObject({ name: 'Later', startDate: '2026-02-01', endDate: null });
    expect((await api.get(`/api/projects/${ws.projectId}/releases`)).body[0].sprints).toHaveLength(2);
    expect((await api.delete(`/api/sprints/${late.id}`)).body).toEqual({ id: late.id });
    expect((await api.get(`/api/releases/${r.id}/sprints`)).body).toHaveLength(1);
  });
});

describe('deletes move cards', () => {
  async function placedCards(ws: Workspace) {
    const r = await release(ws);
    const other = await release(ws, { name: 'Other' });
    const s = await sprint(ws, r.id);
    await insertCards(server, ws.projectId, ws.prefix, 3);
    const [a, b, c] = await server.db('cards').where({ projectId: ws.projectId }).orderBy('id');
    await server.db('cards').where({ id: a.id }).update({ releaseId: r.id, sprintId: s.id });
    await server.db('cards').where({ id: b.id }).update({ releaseId: r.id });
    await server.db('cards').where({ id: c.id }).update({ releaseId: other.id });
    return { r, other, s, ids: [a.id, b.id, c.id], before: new Date(a.updatedAt).getTime() };
  }
  const cardsOf = (ws: Workspace) => server.db('cards').where({ projectId: ws.projectId }).orderBy('id');

  it('deleting a sprint takes its cards out of the sprint but keeps their release', async () => {
    const ws = await makeWorkspace(server);
    const { r, other, s, ids, before } = await placedCards(ws);
    const events = await published(server, async () => {
      expect((await ws.owner.client.delete(`/api/sprints/${s.id}`)).status).toBe(200);
    });
    const after = await cardsOf(ws);
    expect(after.map((c) => [c.releaseId, c.sprintId])).toEqual([
      [r.id, null],
      [r.id, null],
      [other.id, null],
    ]);
    expect(new Date(after[0].updatedAt).getTime()).toBeGreaterThan(before);
    expect(withoutSeq(events)).toEqual([
      {
        folderId: ws.folderId,
        projectId: ws.projectId,
        actorId: ws.owner.user.id,
        type: 'sprint.deleted',
        data: { id: s.id },
      },
      {
        folderId: ws.folderId,
        projectId: ws.projectId,
        actorId: ws.owner.user.id,
        type: 'cards.updated',
        data: [expect.objectContaining({ id: ids[0], releaseId: r.id, sprintId: null })],
      },
    ]);
  });

  it('deleting a release moves its cards to Future and removes its sprints', async () => {
    const ws = await makeWorkspace(server);
    const { r, other, s, ids, before } = await placedCards(ws);
    const events = await published(server, async () => {
      expect((await ws.owner.client.delete(`/api/releases/${r.id}`)).status).toBe(200);
    });
    const after = await cardsOf(ws);
    expect(after.map((c) => [c.releaseId, c.sprintId])).toEqual([
      [null, null],
      [null, null],
      [other.id, null],
    ]);
    expect(new Date(after[1].updatedAt).getTime()).toBeGreaterThan(before);
    expect(await server.db('sprints').where({ id: s.id })).toEqual([]);
    expect(await server.db('cards').where({ releaseId: r.id }).orWhere({ sprintId: s.id })).toEqual([]);
    expect(events.map((e) => [e.type, e.folderId, e.actorId])).toEqual([
      ['release.deleted', ws.folderId, ws.owner.user.id],
      ['cards.updated', ws.folderId, ws.owner.user.id],
    ]);
    expect(events[0]!.data).toEqual({ id: r.id });
    const moved = events[1]!.data as { id: number }[];
    expect(moved.map((card) => card.id)).toEqual([ids[0], ids[1]]);
    expect(moved[0]).toMatchObject({ releaseId: null, sprintId: null, release: null });
  });

  it('publishes creates and updates with read models, and nothing for refused requests', async () => {
    const ws = await makeWorkspace(server);
    let created: { id: number } = { id: 0 };
    const events = await published(server, async () => {
      created = await release(ws);
      const s = await sprint(ws, created.id);
      await ws.owner.client.put(`/api/sprints/${s.id}`, { name: 'S2' });
      await ws.owner.client.put(`/api/releases/${created.id}`, { roadmapVisible: false });
    });
    expect(events.map((e) => [e.type, e.folderId])).toEqual([
      ['release.created', ws.folderId],
      ['sprint.created', ws.folderId],
      ['sprint.updated', ws.folderId],
      ['release.updated', ws.folderId],
    ]);
    expect(events[3]!.data).toMatchObject({ roadmapVisible: false, sprints: [{ name: 'S2' }] });
    const refused = await published(server, async () => {
      expect((await ws.owner.client.put(`/api/releases/${created.id}`, { name: '' })).status).toBe(400);
      const order = { startDate: '2026-02-02', endDate: '2026-02-01' };
      expect((await ws.owner.client.put(`/api/releases/${created.id}`, order)).status).toBe(400);
      expect((await ws.owner.client.post(`/api/releases/${created.id}/sprints`, order)).status).toBe(400);
    });
    expect(refused).toEqual([]);
  });
});
