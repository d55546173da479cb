// Deleting or restoring a use case, release or sprint moves every card it holds (issue 42): everyone hears it
// as one `cards.updated`, numbered once, each card stamped with its seq and kept in its own history; it costs
// the write allowance by the cards it moves, and is refused before anything is logged when that cannot pay.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChangeEvent } from '../../../common/events';
import type { Card } from '../../../common/schemas/cards';
import { connectLive } from '../../test/liveClient';
import { published } from '../../test/published';
import { startTestServer, smallWriteAllowance, type TestServer } from '../../test/testServer';
import { insertCards, makeWorkspace, type Workspace } from '../../test/workspace';

const TOO_MANY = 'Too many changes in a short time. Please wait a moment and try again.';

async function created(res: Promise<{ status: number; body: any; text: string }>) {
  const answer = await res;
  expect(answer.status, answer.text).toBe(201);
  return answer.body as { id: number };
}

/** `count` cards straight into the database, all in one use case, release and sprint; their ids. */
async function filled(server: TestServer, ws: Workspace, count: number) {
  const api = ws.owner.client;
  // A second use case: the last one of a project cannot be deleted.
  await created(api.post('/api/categories', { projectId: ws.projectId, name: 'Search' }));
  const category = await created(api.post('/api/categories', { projectId: ws.projectId, name: 'Billing' }));
  const release = await created(api.post('/api/releases', { projectId: ws.projectId, name: 'Spring' }));
  const sprint = await created(api.post(`/api/releases/${release.id}/sprints`, { name: 'S1' }));
  await insertCards(server, ws.projectId, ws.prefix, count);
  const cards = server.db('cards').where({ projectId: ws.projectId });
  await cards.clone().update({ categoryId: category.id, releaseId: release.id, sprintId: sprint.id });
  const ids = (await cards.clone().orderBy('id').pluck('id')) as number[];
  return { category: category.id, release: release.id, sprint: sprint.id, ids };
}

/** The cards of a `cards.updated`, checked to carry the event's seq as their version, as their rows do. */
async function movedBy(server: TestServer, event: ChangeEvent | undefined) {
  expect(event?.type).toBe('cards.updated');
  const cards = event!.data as Card[];
  expect(new Set(cards.map((c) => c.version))).toEqual(new Set([event!.seq]));
  const rows = await server
    .db('cards')
    .whereIn(
      'id',
      cards.map((c) => c.id),
    )
    .pluck('version');
  expect(new Set(rows.map(Number))).toEqual(new Set([event!.seq]));
  return cards;
}

describe('one event for a mass move', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  it('a delete and a restore of a sprint, release and use case each send one cards.updated', async () => {
    const ws = await makeWorkspace(server);
    const api = ws.owner.client;
    const { category, release, sprint, ids } = await filled(server, ws, 30);
    const restore = (kind: string, id: number) => api.post('/api/trash/restore', { kind, ids: [id] });
    const steps: [string, () => Promise<{ status: number }>, string, Partial<Card>][] = [
      ['sprint.deleted', () => api.delete(`/api/sprints/${sprint}`), '', { sprintId: null }],
      ['sprint.created', () => restore('sprint', sprint), 'restore', { sprintId: sprint }],
      ['release.deleted', () => api.delete(`/api/releases/${release}`), '', { releaseId: null }],
      ['release.created', () => restore('release', release), 'restore', { releaseId: release }],
      ['category.deleted', () => api.delete(`/api/categories/${category}`), '', { categoryId: null }],
      ['category.created', () => restore('category', category), 'restore', { categoryId: category }],
    ];
    for (const [type, send, cause, fields] of steps) {
      const events = await published(server, async () => expect((await send()).status).toBe(200));
      expect(events.map((e) => [e.type, e.cause ?? ''])).toEqual([
        [type, cause],
        ['cards.updated', cause],
      ]);
      expect(events[1]).toMatchObject({ folderId: ws.folderId, projectId: ws.projectId });
      const cards = await movedBy(server, events[1]);
      expect(cards.map((c) => c.id)).toEqual(ids);
      for (const card of cards) expect(card).toMatchObject(fields);
    }
    // Each card's history keeps every move, one row per card and change: its History tab stays truthful.
    const rows = await server.db('history').where({ kind: 'card' }).whereIn('entityId', ids);
    expect(rows).toHaveLength(6 * ids.length);
    const history = (await api.get(`/api/cards/${ids[0]}/history`)).body.entries;
    expect(history.map((e: { action: string }) => e.action)).toEqual(Array(6).fill('updated'));
    expect(history[1].changes).toEqual([
      { field: 'categoryId', label: 'Use Case', from: 'Billing', to: null },
    ]);
  });

  it('a member’s socket hears two changes for a 300-card release’s delete, not 301', async () => {
    const ws = await makeWorkspace(server);
    const { release, ids } = await filled(server, ws, 300);
    const member = await connectLive(server.url, ws.owner.client);
    try {
      expect(await member.subscribe(ws.projectId)).toMatchObject({ ok: true });
      expect((await ws.owner.client.delete(`/api/releases/${release}`)).status).toBe(200);
      await member.until(() => member.changes.some((e) => e.type === 'cards.updated'));
      const seq = (await member.syncSince(ws.folderId, 0)) as { events: ChangeEvent[] };
      expect(member.changes.map((e) => e.type)).toEqual(['release.deleted', 'cards.updated']);
      expect(seq.events.at(-1)!.seq).toBe(member.changes[1]!.seq);
      expect((member.changes[1]!.data as Card[]).map((c) => c.id)).toEqual(ids);
    } finally {
      member.close();
    }
  });

  it('history still keeps a one-card rank move as "moved", and a renumbering as nothing', async () => {
    const ws = await makeWorkspace(server);
    const api = ws.owner.client;
    await insertCards(server, ws.projectId, ws.prefix, 3);
    const [, , third] = (await server.db('cards').where({ projectId: ws.projectId }).orderBy('id')) as {
      id: number;
    }[];
    const rows = () => server.db('history').where({ projectId: ws.projectId, kind: 'card' }).orderBy('id');
    expect((await api.patch(`/api/cards/${third!.id}/reorder`, { direction: 'up' })).status).toBe(200);
    expect((await rows()).map((r) => [r.entityId, r.action])).toEqual([[third!.id, 'moved']]);
    await server
      .db('cards')
      .where({ projectId: ws.projectId })
      .update({ order: server.db.raw('"order" * 2') });
    expect((await api.post(`/api/projects/${ws.projectId}/cards/recalculate-ranks`)).status).toBe(200);
    expect(await rows()).toHaveLength(1);
  });

  it('a delete that moves no card sends no cards.updated', async () => {
    const ws = await makeWorkspace(server);
    const empty = await created(
      ws.owner.client.post('/api/releases', { projectId: ws.projectId, name: 'E' }),
    );
    const events = await published(server, async () => {
      expect((await ws.owner.client.delete(`/api/releases/${empty.id}`)).status).toBe(200);
    });
    expect(events.map((e) => e.type)).toEqual(['release.deleted']);
  });
});

describe('the write allowance pays by the cards moved', () => {
  const ALLOWANCE = 40;
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ rateLimits: smallWriteAllowance(ALLOWANCE) });
  });
  afterAll(() => server?.close());

  it('20 cards a point: a restore the allowance cannot cover is refused, and nothing is heard', async () => {
    const ws = await makeWorkspace(server); // 3 points
    const api = ws.owner.client;
    const { release, ids } = await filled(server, ws, 600); // 4 more
    // 600 cards moved: 30 points, the request's own among them (37 spent).
    const deleted = await published(server, async () => {
      expect((await api.delete(`/api/releases/${release}`)).status).toBe(200);
    });
    expect((await movedBy(server, deleted[1])).length).toBe(600);

    const refused = await published(server, async () => {
      const res = await api.post('/api/trash/restore', { kind: 'release', ids: [release] });
      expect([res.status, res.body.error]).toEqual([429, TOO_MANY]);
    });
    expect(refused).toEqual([]);
    expect(await server.db('releases').where({ id: release })).toEqual([]);
    expect(await server.db('trash').where({ kind: 'release', entityId: release })).toHaveLength(1);
    expect(await server.db('cards').whereIn('id', ids).whereNotNull('releaseId')).toEqual([]);
  });

  it('a delete the allowance cannot cover changes nothing; a small one costs its one point', async () => {
    const ws = await makeWorkspace(server); // 3 points
    const api = ws.owner.client;
    const { release, sprint, ids } = await filled(server, ws, 800); // 4 more
    const refused = await published(server, async () => {
      const res = await api.delete(`/api/releases/${release}`); // 40 points: 47 > 40
      expect([res.status, res.body.error]).toEqual([429, TOO_MANY]);
    });
    expect(refused).toEqual([]);
    expect(await server.db('sprints').where({ id: sprint })).toHaveLength(1);
    expect(await server.db('cards').whereIn('id', ids).where({ releaseId: release })).toHaveLength(800);
    // The refused points count: the next write is refused by the cheap check, before it looks at a card.
    const next = await api.delete(`/api/sprints/${sprint}`);
    expect([next.status, next.body.error]).toEqual([429, TOO_MANY]);
    expect(await server.db('sprints').where({ id: sprint })).toHaveLength(1);

    const other = await makeWorkspace(server, 'OTH'); // 3 points
    const few = await filled(server, other, 20); // 4 more
    for (const path of [`/api/sprints/${few.sprint}`, `/api/releases/${few.release}`])
      expect((await other.owner.client.delete(path)).status).toBe(200); // 9
    const edits = await Promise.all(
      Array.from({ length: ALLOWANCE - 8 }, (_, i) =>
        other.owner.client.patch(`/api/cards/${few.ids[0]}`, { title: `Edit ${i}` }),
      ),
    );
    expect(edits.map((r) => r.status).filter((s) => s === 200)).toHaveLength(ALLOWANCE - 9);
  });
});
