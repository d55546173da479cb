// Use cases: the rules of spec section 5, who may do what, what deletes do to cards, and what is published.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORY_MESSAGES } from '../../../common/schemas/categories';
import { signedInUser } from '../../test/factories';
import { published, withoutSeq } from '../../test/published';
import { startTestServer, type TestServer } from '../../test/testServer';
import { grantShare, insertCards, makeWorkspace, type Workspace } from '../../test/workspace';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const create = (ws: Workspace, body: Record<string, unknown>) =>
  ws.owner.client.post('/api/categories', { projectId: ws.projectId, ...body });

async function useCase(ws: Workspace, name: string, color?: string) {
  const res = await create(ws, { name, ...(color ? { color } : {}) });
  expect(res.status, res.text).toBe(201);
  return res.body as { id: number; name: string; color: string; updatedAt: string };
}

describe('use cases', () => {
  it('are created, renamed, recoloured and deleted', async () => {
    const ws = await makeWorkspace(server);
    const api = ws.owner.client;
    const checkout = await useCase(ws, '  Checkout ');
    expect(checkout).toMatchObject({ name: 'Checkout', color: '#6B7280', projectId: ws.projectId });
    const search = await useCase(ws, 'Search', '#ff0000');
    expect(search.color).toBe('#FF0000');

    const renamed = await api.put(`/api/categories/${checkout.id}`, { name: 'Payments', color: '#00FF00' });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ id: checkout.id, name: 'Payments', color: '#00FF00' });
    expect(Date.parse(renamed.body.updatedAt)).toBeGreaterThan(Date.parse(checkout.updatedAt));
    const recoloured = await api.put(`/api/categories/${checkout.id}`, { color: '#0000ff' });
    expect(recoloured.body).toMatchObject({ name: 'Payments', color: '#0000FF' });

    expect((await api.delete(`/api/categories/${search.id}`)).body).toEqual({ id: search.id });
    const list = await api.get(`/api/projects/${ws.projectId}/categories`);
    expect(list.body.map((c: { name: string }) => c.name)).toEqual(['Payments']);
  });

  it('validate the name, the colour and the project', async () => {
    const ws = await makeWorkspace(server);
    for (const name of ['', '   ', undefined, 42]) {
      const res = await create(ws, { name });
      expect([res.status, res.body.error]).toEqual([400, 'Module name cannot be empty']);
    }
    expect((await create(ws, { name: 'x'.repeat(101) })).body.error).toBe(
      'Module name must be at most 100 characters',
    );
    expect((await create(ws, { name: 'A', color: 'red' })).status).toBe(400);
    expect((await create(ws, { name: 'A', projectId: 'abc' })).status).toBe(400);
    expect((await create(ws, { name: 'A', projectId: -1 })).status).toBe(400);
    expect((await create(ws, { name: 'A', projectId: 2 ** 40 })).status).toBe(400);
    expect((await create(ws, { name: 'A', projectId: ws.folderId })).status).toBe(404);
    expect((await create(ws, { name: 'A', projectId: 2_000_000_000 })).status).toBe(404);
    const a = await useCase(ws, 'A');
    const empty = await ws.owner.client.put(`/api/categories/${a.id}`, { name: '  ' });
    expect([empty.status, empty.body.error]).toEqual([400, 'Module name cannot be empty']);
    expect((await ws.owner.client.put(`/api/categories/${a.id}`, { color: 12 })).status).toBe(400);
  });

  it('have unique names per project, case-insensitively after trimming, excluding themselves', async () => {
    const ws = await makeWorkspace(server);
    const api = ws.owner.client;
    const checkout = await useCase(ws, 'Checkout');
    for (const name of ['Checkout', ' checkout  ', 'CHECKOUT']) {
      const res = await create(ws, { name });
      expect([res.status, res.body.error]).toEqual([409, CATEGORY_MESSAGES.duplicate]);
    }
    const search = await useCase(ws, 'Search');
    const clash = await api.put(`/api/categories/${search.id}`, { name: ' CHECKOUT ' });
    expect([clash.status, clash.body.error]).toEqual([409, CATEGORY_MESSAGES.duplicate]);
    const self = await api.put(`/api/categories/${checkout.id}`, { name: 'CHECKOUT' });
    expect([self.status, self.body.name]).toEqual([200, 'CHECKOUT']);
    // Another project may reuse the name.
    const other = await makeWorkspace(server);
    expect((await create(other, { name: 'Checkout' })).status).toBe(201);
  });

  it('keep at least one per project', async () => {
    const ws = await makeWorkspace(server);
    const only = await useCase(ws, 'Only');
    const res = await ws.owner.client.delete(`/api/categories/${only.id}`);
    expect([res.status, res.body.error]).toEqual([409, CATEGORY_MESSAGES.lastOne]);
    expect(await server.db('categories').where({ id: only.id }).first()).toBeDefined();
  });

  it('answer 401 signed out and 404 for bad ids, strangers and pending shares', async () => {
    const ws = await makeWorkspace(server);
    const a = await useCase(ws, 'A');
    await useCase(ws, 'B');
    const anonymous = server.client();
    expect((await anonymous.post('/api/categories', { name: 'X', projectId: ws.projectId })).status).toBe(
      401,
    );
    expect((await anonymous.put(`/api/categories/${a.id}`, { name: 'X' })).status).toBe(401);
    expect((await anonymous.delete(`/api/categories/${a.id}`)).status).toBe(401);

    for (const id of ['abc', '-1', '0', '1.5', '99999999999', 'NaN', '2000000000']) {
      expect((await ws.owner.client.put(`/api/categories/${id}`, { name: 'X' })).status).toBe(404);
      expect((await ws.owner.client.delete(`/api/categories/${id}`)).status).toBe(404);
    }
    const stranger = await signedInUser(server);
    const pending = await signedInUser(server);
    await grantShare(server, ws.folderId, ws.owner.user.id, pending, 'pending');
    for (const who of [stranger, pending]) {
      const post = await who.client.post('/api/categories', { name: 'X', projectId: ws.projectId });
      expect(post.status).toBe(404);
      const put = await who.client.put(`/api/categories/${a.id}`, { name: 'X' });
      expect([put.status, put.body.error]).toEqual([404, CATEGORY_MESSAGES.notFound]);
      expect((await who.client.delete(`/api/categories/${a.id}`)).status).toBe(404);
    }
    expect((await server.db('categories').where({ id: a.id }).first()).name).toBe('A');
  });

  it('can all be changed by an active share recipient', async () => {
    const ws = await makeWorkspace(server);
    const guest = await signedInUser(server);
    await grantShare(server, ws.folderId, ws.owner.user.id, guest);
    const api = guest.client;
    const made = await api.post('/api/categories', { name: 'Guest', projectId: ws.projectId });
    expect(made.status).toBe(201);
    await useCase(ws, 'Owner');
    expect((await api.put(`/api/categories/${made.body.id}`, { name: 'Guest 2' })).status).toBe(200);
    expect((await api.delete(`/api/categories/${made.body.id}`)).status).toBe(200);
  });
});

describe('deleting a use case', () => {
  it('moves its cards to no use case and publishes the delete and the moved cards in one event', async () => {
    const ws = await makeWorkspace(server);
    const doomed = await useCase(ws, 'Doomed');
    const kept = await useCase(ws, 'Kept');
    await insertCards(server, ws.projectId, ws.prefix, 3);
    const cards = await server.db('cards').where({ projectId: ws.projectId }).orderBy('id');
    await server.db('cards').whereIn('id', [cards[0].id, cards[1].id]).update({ categoryId: doomed.id });
    await server.db('cards').where({ id: cards[2].id }).update({ categoryId: kept.id });
    const before = new Date(cards[0].updatedAt).getTime();

    const events = await published(server, async () => {
      expect((await ws.owner.client.delete(`/api/categories/${doomed.id}`)).status).toBe(200);
    });
    const after = await server.db('cards').where({ projectId: ws.projectId }).orderBy('id');
    expect(after.map((c) => c.categoryId)).toEqual([null, null, kept.id]);
    expect(new Date(after[0].updatedAt).getTime()).toBeGreaterThan(before);
    expect(await server.db('cards').where({ categoryId: doomed.id })).toEqual([]);

    const actorId = ws.owner.user.id;
    expect(withoutSeq(events)).toEqual([
      {
        folderId: ws.folderId,
        projectId: ws.projectId,
        actorId,
        type: 'category.deleted',
        data: { id: doomed.id },
      },
      {
        folderId: ws.folderId,
        projectId: ws.projectId,
        actorId,
        type: 'cards.updated',
        data: [cards[0].id, cards[1].id].map((id) =>
          expect.objectContaining({ id, categoryId: null, category: null }),
        ),
      },
    ]);
  });

  it('publishes creates and updates, and nothing for a refused request', async () => {
    const ws = await makeWorkspace(server);
    const events = await published(server, async () => {
      const a = await useCase(ws, 'A');
      await ws.owner.client.put(`/api/categories/${a.id}`, { name: 'A2' }, { 'X-Mutation-Id': 'm-1' });
    });
    expect(events.map((e) => [e.type, e.folderId, e.actorId])).toEqual([
      ['category.created', ws.folderId, ws.owner.user.id],
      ['category.updated', ws.folderId, ws.owner.user.id],
    ]);
    expect(events[1]).toMatchObject({ mutationId: 'm-1', data: { name: 'A2' } });

    const a2 = events[0]!.data as { id: number };
    const refused = await published(server, async () => {
      expect((await create(ws, { name: '' })).status).toBe(400);
      expect((await create(ws, { name: 'a2' })).status).toBe(409);
      expect((await ws.owner.client.delete(`/api/categories/${a2.id}`)).status).toBe(409);
    });
    expect(refused).toEqual([]);
  });
});

describe('concurrent writes', () => {
  it('let exactly one of two creates with the same name through', async () => {
    const ws = await makeWorkspace(server);
    const results = await Promise.all([create(ws, { name: 'Race' }), create(ws, { name: ' race ' })]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(results.find((r) => r.status === 409)!.body.error).toBe(CATEGORY_MESSAGES.duplicate);
    expect(await server.db('categories').where({ projectId: ws.projectId })).toHaveLength(1);
  });

  it('let exactly one of two deletes of the last two use cases through', async () => {
    const ws = await makeWorkspace(server);
    let survivor = await useCase(ws, 'Round 0');
    // Several rounds: one unlucky interleaving is enough to let both through when the lock is missing.
    for (let round = 1; round <= 5; round++) {
      const added = await useCase(ws, `Round ${round}`);
      const results = await Promise.all(
        [survivor, added].map((c) => ws.owner.client.delete(`/api/categories/${c.id}`)),
      );
      expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
      const left = await server.db('categories').where({ projectId: ws.projectId });
      expect(left).toHaveLength(1);
      survivor = left[0];
    }
  });
});
