// The trash: deletes keep what they take, restore brings it back where it was under the same ids,
// members restore what members may delete, purging is the owner's, and housekeeping purges after the retention.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRASH_MESSAGES } from '../../../common/schemas/trash';
import { purgeExpired } from '../../domain/commands/trash';
import { createCard, planning } from '../../test/cards';
import { signedInUser } from '../../test/factories';
import { published } from '../../test/published';
import { startTestServer, type TestServer } from '../../test/testServer';
import { grantShare, makeProject, makeWorkspace, type Workspace } from '../../test/workspace';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const restore = (ws: Workspace, kind: string, ids: number[], api = ws.owner.client) =>
  api.post('/api/trash/restore', { kind, ids });
const trashOf = async (ws: Workspace, id = ws.projectId) => {
  const res = await ws.owner.client.get(`/api/projects/${id}/trash`);
  expect(res.status, res.text).toBe(200);
  return res.body.items as { id: number; kind: string; label: string; deletedBy: { name: string } | null }[];
};
const cardsOf = async (ws: Workspace) =>
  (await ws.owner.client.get(`/api/projects/${ws.projectId}/cards`)).body as {
    id: number;
    externalId: string;
    order: string;
    categoryId: number | null;
    releaseId: number | null;
    sprintId: number | null;
  }[];

describe('the trash', () => {
  it('keeps a deleted card and restores it with the same id, external id, rank and links', async () => {
    const ws = await makeWorkspace(server);
    const plan = await planning(server, ws.projectId);
    const cards = [];
    for (const title of ['One', 'Two', 'Three'])
      cards.push(
        await createCard(ws.owner.client, {
          title,
          projectId: ws.projectId,
          categoryId: plan.category.id,
          releaseId: plan.release.id,
          sprintId: plan.sprint.id,
        }),
      );
    const before = await cardsOf(ws);
    const two = cards[1];
    expect((await ws.owner.client.delete(`/api/cards/${two.id}`)).status).toBe(200);
    expect((await cardsOf(ws)).map((c) => c.id)).toEqual([cards[0].id, cards[2].id]);
    const items = await trashOf(ws);
    expect(items).toMatchObject([{ id: two.id, kind: 'card', label: `${two.externalId} Two` }]);
    expect(items[0]!.deletedBy?.name).toBeTruthy();

    const events = await published(server, async () => {
      const res = await restore(ws, 'card', [two.id]);
      expect(res.status, res.text).toBe(200);
      expect(res.body.restored).toMatchObject([{ id: two.id, kind: 'card' }]);
      expect(res.body.changes).toMatchObject([{ type: 'card.created', data: { id: two.id } }]);
    });
    expect(events.map((e) => [e.type, (e.data as { id: number }).id])).toEqual([['card.created', two.id]]);
    expect(await cardsOf(ws)).toEqual(
      before.map((c) => expect.objectContaining({ ...c, version: expect.any(Number) })),
    );
    expect(await trashOf(ws)).toEqual([]);
    // Restored once: a second restore finds nothing.
    expect((await restore(ws, 'card', [two.id])).status).toBe(404);
  });

  it('brings a use case back with its cards grouped again, unless someone moved them since', async () => {
    const ws = await makeWorkspace(server);
    const plan = await planning(server, ws.projectId);
    const other = (
      await server.db('categories').insert({ name: 'Other', projectId: ws.projectId }).returning('*')
    )[0];
    const a = await createCard(ws.owner.client, {
      title: 'A',
      projectId: ws.projectId,
      categoryId: plan.category.id,
    });
    const b = await createCard(ws.owner.client, {
      title: 'B',
      projectId: ws.projectId,
      categoryId: plan.category.id,
    });
    expect((await ws.owner.client.delete(`/api/categories/${plan.category.id}`)).status).toBe(200);
    expect((await cardsOf(ws)).map((c) => c.categoryId)).toEqual([null, null]);
    await ws.owner.client.patch(`/api/cards/${b.id}`, { categoryId: other.id });

    const events = await published(server, async () => {
      expect((await restore(ws, 'category', [plan.category.id])).status).toBe(200);
    });
    expect(events.map((e) => e.type)).toEqual(['category.created', 'cards.updated']);
    expect((events[1]!.data as { id: number }[]).map((c) => c.id)).toEqual([a.id]);
    const after = await cardsOf(ws);
    expect(after.find((c) => c.id === a.id)?.categoryId).toBe(plan.category.id);
    expect(after.find((c) => c.id === b.id)?.categoryId).toBe(other.id);
  });

  it('brings a release back with its sprints, and its cards into both', async () => {
    const ws = await makeWorkspace(server);
    const plan = await planning(server, ws.projectId);
    const card = await createCard(ws.owner.client, {
      title: 'Planned',
      projectId: ws.projectId,
      releaseId: plan.release.id,
      sprintId: plan.sprint.id,
    });
    expect((await ws.owner.client.delete(`/api/releases/${plan.release.id}`)).status).toBe(200);
    expect(await trashOf(ws)).toMatchObject([{ kind: 'release', id: plan.release.id, contains: 1 }]);
    // A sprint of a release in the trash waits for its release.
    await ws.owner.client.delete(`/api/sprints/${plan.sprint2.id}`);
    await ws.owner.client.delete(`/api/releases/${plan.release2.id}`);
    const refused = await restore(ws, 'sprint', [plan.sprint2.id]);
    expect([refused.status, refused.body.error]).toEqual([409, TRASH_MESSAGES.releaseGone]);

    expect((await restore(ws, 'release', [plan.release.id])).status).toBe(200);
    const release = (await ws.owner.client.get(`/api/projects/${ws.projectId}/releases`)).body.find(
      (r: { id: number }) => r.id === plan.release.id,
    );
    expect(release.sprints.map((s: { id: number }) => s.id)).toEqual([plan.sprint.id]);
    expect((await cardsOf(ws)).find((c) => c.id === card.id)).toMatchObject({
      releaseId: plan.release.id,
      sprintId: plan.sprint.id,
    });
  });

  it('brings a project and a whole folder back; what is inside a deleted project waits for it', async () => {
    const ws = await makeWorkspace(server);
    const teammate = await signedInUser(server);
    await grantShare(server, ws.folderId, ws.owner.user.id, teammate);
    const card = await createCard(ws.owner.client, { title: 'Gone', projectId: ws.projectId });
    await ws.owner.client.delete(`/api/cards/${card.id}`);
    const useCases = (await ws.owner.client.get(`/api/projects/${ws.projectId}/categories`)).body;
    expect((await ws.owner.client.delete(`/api/projects/${ws.projectId}`)).status).toBe(200);
    expect(await trashOf(ws, ws.folderId)).toMatchObject([{ kind: 'project', id: ws.projectId }]);
    const waiting = await restore(ws, 'card', [card.id]);
    expect([waiting.status, waiting.body.error]).toEqual([409, TRASH_MESSAGES.projectGone]);

    expect((await restore(ws, 'project', [ws.projectId], teammate.client)).status).toBe(200);
    expect((await ws.owner.client.get(`/api/projects/${ws.projectId}/categories`)).body).toEqual(useCases);
    expect((await restore(ws, 'card', [card.id])).status).toBe(200);

    // The folder: only its owner deletes and restores it; its member is cut off, then back.
    await ws.owner.client.delete(`/api/cards/${card.id}`);
    await ws.owner.client.delete(`/api/projects/${ws.projectId}`);
    expect((await ws.owner.client.delete(`/api/projects/${ws.folderId}`)).status).toBe(200);
    expect((await teammate.client.get(`/api/projects/${ws.folderId}`)).status).toBe(404);
    const folders = (await ws.owner.client.get('/api/trash/folders')).body.items;
    expect(folders).toMatchObject([{ kind: 'folder', id: ws.folderId, contains: 0 }]);
    expect((await teammate.client.get('/api/trash/folders')).body.items).toEqual([]);
    expect((await restore(ws, 'folder', [ws.folderId], teammate.client)).status).toBe(404);
    expect((await restore(ws, 'folder', [ws.folderId])).status).toBe(200);
    expect((await teammate.client.get(`/api/projects/${ws.folderId}`)).status).toBe(200);
    expect((await restore(ws, 'project', [ws.projectId])).status).toBe(200);
    expect((await restore(ws, 'card', [card.id])).status).toBe(200);
    expect((await cardsOf(ws)).map((c) => c.id)).toEqual([card.id]);
  });

  it('lets members restore, the owner purge, and nobody else know of it', async () => {
    const ws = await makeWorkspace(server);
    const member = await signedInUser(server);
    const invitee = await signedInUser(server);
    const stranger = await signedInUser(server);
    await grantShare(server, ws.folderId, ws.owner.user.id, member);
    await grantShare(server, ws.folderId, ws.owner.user.id, invitee, 'pending');
    const cards = [];
    for (const title of ['A', 'B', 'C'])
      cards.push(await createCard(ws.owner.client, { title, projectId: ws.projectId }));
    for (const card of cards) await member.client.delete(`/api/cards/${card.id}`);

    for (const who of [invitee, stranger]) {
      expect((await who.client.get(`/api/projects/${ws.projectId}/trash`)).status).toBe(404);
      expect((await restore(ws, 'card', [cards[0].id], who.client)).status).toBe(404);
      expect((await who.client.post('/api/trash/purge', { kind: 'card', ids: [cards[0].id] })).status).toBe(
        404,
      );
      expect((await who.client.delete(`/api/projects/${ws.folderId}/trash`)).status).toBe(404);
    }
    const signedOut = server.client();
    expect((await signedOut.post('/api/trash/restore', { kind: 'card', ids: [1] })).status).toBe(401);
    expect((await signedOut.get(`/api/projects/${ws.projectId}/trash`)).status).toBe(401);

    expect((await member.client.post('/api/trash/purge', { kind: 'card', ids: [cards[0].id] })).status).toBe(
      403,
    );
    expect((await member.client.delete(`/api/projects/${ws.folderId}/trash`)).status).toBe(403);
    expect((await restore(ws, 'card', [cards[0].id], member.client)).status).toBe(200);

    const bad = await restore(ws, 'card', []);
    expect([bad.status, bad.body.error]).toEqual([400, 'Give at least one id']);
    expect((await restore(ws, 'widget', [1])).status).toBe(400);

    expect(
      (await ws.owner.client.post('/api/trash/purge', { kind: 'card', ids: [cards[1].id] })).body,
    ).toEqual({
      purged: 1,
    });
    expect((await ws.owner.client.delete(`/api/projects/${ws.folderId}/trash`)).body).toEqual({ purged: 1 });
    expect(await trashOf(ws)).toEqual([]);
    // History outlives the purge by 30 days.
    const history = await server.db('history').where({ kind: 'card', entityId: cards[1].id });
    expect(history.length).toBeGreaterThan(0);
    expect(await server.db('history_purges').where({ kind: 'card', entityId: cards[1].id })).toHaveLength(1);
  });

  it('forgets a purged project’s whole history 30 days after the purge, and only its own', async () => {
    const ws = await makeWorkspace(server);
    const api = ws.owner.client;
    const other = await makeProject(api, ws.folderId, 'OTH', 'Other');
    const gone = await createCard(api, { title: 'Gone', projectId: ws.projectId });
    const useCase = (await api.post('/api/categories', { name: 'Checkout', projectId: ws.projectId })).body;
    const kept = await createCard(api, { title: 'Kept', projectId: other.id });
    expect((await api.delete(`/api/projects/${ws.projectId}`)).status).toBe(200);
    expect((await api.post('/api/trash/purge', { kind: 'project', ids: [ws.projectId] })).body).toEqual({
      purged: 1,
    });
    const historyOf = (kind: string, entityId: number) => server.db('history').where({ kind, entityId });
    expect(await historyOf('card', gone.id)).not.toEqual([]);

    const day = 24 * 60 * 60 * 1000;
    await purgeExpired(server.db, new Date(Date.now() + 29 * day));
    expect(await historyOf('category', useCase.id)).not.toEqual([]);
    await purgeExpired(server.db, new Date(Date.now() + 31 * day));
    expect(await historyOf('card', gone.id)).toEqual([]);
    expect(await historyOf('category', useCase.id)).toEqual([]);
    expect(await historyOf('project', ws.projectId)).toEqual([]);
    expect(await server.db('history').where({ projectId: ws.projectId })).toEqual([]);
    expect(await historyOf('card', kept.id)).not.toEqual([]);
    expect(await server.db('history_purges').where({ projectId: ws.projectId })).toEqual([]);
  });

  it('is purged by housekeeping after the retention, and the history 30 days later', async () => {
    const ws = await makeWorkspace(server);
    const card = await createCard(ws.owner.client, { title: 'Old', projectId: ws.projectId });
    await ws.owner.client.delete(`/api/cards/${card.id}`);
    const day = 24 * 60 * 60 * 1000;
    const soon = new Date(Date.now() + 29 * day);
    await purgeExpired(server.db, soon);
    expect(await trashOf(ws)).toHaveLength(1);
    const later = new Date(Date.now() + 31 * day);
    expect(await purgeExpired(server.db, later)).toBeGreaterThanOrEqual(1);
    expect(await trashOf(ws)).toEqual([]);
    // Purged now: its history stays 30 days more.
    expect(await server.db('history').where({ kind: 'card', entityId: card.id })).not.toEqual([]);
    await purgeExpired(server.db, new Date(later.getTime() + 31 * day));
    expect(await server.db('history').where({ kind: 'card', entityId: card.id })).toEqual([]);
  });
});
