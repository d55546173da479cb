// History and revert: every change of a card with who and from → to, a project's activity with its
// filters, and an undo that sets back only what still holds this person's value.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCard } from '../../test/cards';
import { signedInUser } from '../../test/factories';
import { published } from '../../test/published';
import { startTestServer, type TestServer } from '../../test/testServer';
import { grantShare, makeWorkspace, type Workspace } from '../../test/workspace';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const restore = (ws: Workspace, kind: string, ids: number[], api = ws.owner.client) =>
  api.post('/api/trash/restore', { kind, ids });

describe('history', () => {
  it('lists every change of a card with who, what from → to, and restores', async () => {
    const ws = await makeWorkspace(server);
    const teammate = await signedInUser(server, { firstName: 'Dana', lastName: 'Lee' });
    await grantShare(server, ws.folderId, ws.owner.user.id, teammate);
    const card = await createCard(ws.owner.client, { title: 'Search', projectId: ws.projectId });
    await ws.owner.client.patch(`/api/cards/${card.id}`, { priority: 'wow' });
    await teammate.client.patch(`/api/cards/${card.id}`, { status: 'ready', title: 'Search v2' });
    await ws.owner.client.delete(`/api/cards/${card.id}`);
    expect((await ws.owner.client.get(`/api/cards/${card.id}/history`)).status).toBe(404);
    await restore(ws, 'card', [card.id]);

    const res = await ws.owner.client.get(`/api/cards/${card.id}/history`);
    expect(res.status, res.text).toBe(200);
    const entries = res.body.entries as { action: string; actor: { name: string }; changes: unknown[] }[];
    expect(entries.map((e) => e.action)).toEqual(['restored', 'deleted', 'updated', 'updated', 'created']);
    expect(entries[2]).toMatchObject({
      actor: { name: 'Dana Lee' },
      changes: [
        { field: 'title', label: 'Title', from: 'Search', to: 'Search v2' },
        { field: 'status', label: 'Status', from: 'Backlog', to: 'Ready' },
      ],
    });
    expect(entries[3]!.changes).toEqual([{ field: 'priority', label: 'Impact', from: 'TBD', to: 'Wow' }]);
    expect(res.body.next).toBeNull();

    const activity = await ws.owner.client.get(
      `/api/projects/${ws.projectId}/activity?actor=${teammate.user.id}&kind=card`,
    );
    expect(activity.status, activity.text).toBe(200);
    expect(activity.body.entries.map((e: { action: string }) => e.action)).toEqual(['updated']);
    expect(activity.body.people.map((p: { name: string }) => p.name)).toContain('Dana Lee');
    expect((await ws.owner.client.get(`/api/projects/${ws.projectId}/activity?kind=widget`)).status).toBe(
      400,
    );
    const stranger = await signedInUser(server);
    expect((await stranger.client.get(`/api/projects/${ws.projectId}/activity`)).status).toBe(404);
    expect((await stranger.client.get(`/api/cards/${card.id}/history`)).status).toBe(404);
  });

  it('pages back through a long history', async () => {
    const ws = await makeWorkspace(server);
    const card = await createCard(ws.owner.client, { title: 'Busy', projectId: ws.projectId });
    for (let i = 1; i <= 60; i++)
      await ws.owner.client.patch(`/api/cards/${card.id}`, { notes: `note ${i}` });
    const first = (await ws.owner.client.get(`/api/cards/${card.id}/history`)).body;
    expect(first.entries).toHaveLength(50);
    expect(first.entries[0].changes).toEqual([
      { field: 'notes', label: 'Notes', from: 'note 59', to: 'note 60' },
    ]);
    const second = (await ws.owner.client.get(`/api/cards/${card.id}/history?before=${first.next}`)).body;
    expect(second.entries).toHaveLength(11);
    expect(second.entries.at(-1).action).toBe('created');
    expect(second.next).toBeNull();
  });

  it('merges the kinds newest first in the Activity, page by page, and filters one kind', async () => {
    const ws = await makeWorkspace(server);
    const api = ws.owner.client;
    const card = await createCard(api, { title: 'Plan', projectId: ws.projectId });
    const useCase = (await api.post('/api/categories', { name: 'Checkout', projectId: ws.projectId })).body;
    const release = (await api.post('/api/releases', { name: 'R1', projectId: ws.projectId })).body;
    // The project's create, 3 creates, then 60 changes taking the three kinds in turn: 64 entries.
    for (let i = 1; i <= 20; i++) {
      const changes = [
        await api.patch(`/api/cards/${card.id}`, { notes: `note ${i}` }),
        await api.put(`/api/categories/${useCase.id}`, { name: `Checkout ${i}` }),
        await api.put(`/api/releases/${release.id}`, { name: `R1.${i}` }),
      ];
      expect(changes.map((res) => res.status)).toEqual([200, 200, 200]);
    }
    type Entry = { id: number; kind: string; action: string };
    const activity = `/api/projects/${ws.projectId}/activity`;
    const first = (await api.get(activity)).body as { entries: Entry[]; next: number };
    const second = (await api.get(`${activity}?before=${first.next}`)).body as {
      entries: Entry[];
      next: null;
    };
    expect([first.entries.length, second.entries.length, second.next]).toEqual([50, 14, null]);
    const all = [...first.entries, ...second.entries];
    expect(all.map((e) => e.id)).toEqual(all.map((e) => e.id).sort((a, b) => b - a));
    expect(all.slice(0, 6).map((e) => e.kind)).toEqual([
      'release',
      'category',
      'card',
      'release',
      'category',
      'card',
    ]);
    expect(all.slice(-4).map((e) => `${e.kind} ${e.action}`)).toEqual([
      'release created',
      'category created',
      'card created',
      'project created',
    ]);
    const releases = (await api.get(`${activity}?kind=release`)).body.entries as Entry[];
    expect(releases).toEqual(all.filter((e) => e.kind === 'release'));
  });
});

describe('revert', () => {
  it('sets back only what still holds this person’s value, and names who changed the rest', async () => {
    const ws = await makeWorkspace(server);
    const teammate = await signedInUser(server, { firstName: 'Dana', lastName: 'Lee' });
    await grantShare(server, ws.folderId, ws.owner.user.id, teammate);
    const card = await createCard(ws.owner.client, { title: 'Search', projectId: ws.projectId });
    await ws.owner.client.patch(`/api/cards/${card.id}`, { priority: 'wow', status: 'ready' });
    await teammate.client.patch(`/api/cards/${card.id}`, { priority: 'fix' });

    const events = await published(server, async () => {
      const res = await ws.owner.client.post(
        `/api/cards/${card.id}/revert`,
        { fields: { priority: { from: 'wow', to: 'tbd' }, status: { from: 'ready', to: 'backlog' } } },
        { 'X-Change-Cause': 'undo' },
      );
      expect(res.status, res.text).toBe(200);
      expect(res.body.kept).toEqual([{ field: 'priority', label: 'Impact', by: 'Dana Lee' }]);
      expect(res.body.card).toMatchObject({ priority: 'fix', status: 'backlog' });
    });
    expect(events).toMatchObject([{ type: 'card.updated', cause: 'undo' }]);
    const history = (await ws.owner.client.get(`/api/cards/${card.id}/history`)).body.entries;
    expect(history[0]).toMatchObject({ cause: 'undo', changes: [{ field: 'status', to: 'Backlog' }] });

    // Nothing left to set back: no change at all.
    const none = await published(server, async () => {
      const res = await ws.owner.client.post(`/api/cards/${card.id}/revert`, {
        fields: { priority: { from: 'wow', to: 'tbd' } },
      });
      expect(res.body.kept).toHaveLength(1);
    });
    expect(none).toEqual([]);
    const bad = await ws.owner.client.post(`/api/cards/${card.id}/revert`, {
      fields: { order: { from: 1, to: 2 } },
    });
    expect(bad.status).toBe(400);
  });
});
