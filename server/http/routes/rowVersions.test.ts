// Row versions (docs/realtime.md "Versions"): whatever a write changes carries the seq of its event as
// `version` — in the event, in the REST answer, in the log's replay and in a later data load — including the
// cards a use case, release or sprint delete moves, which used to carry an older timestamp than an edit before.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VERSIONED_CHANGES, type ChangeEvent } from '../../../common/events';
import { accessRepo } from '../../db/repos/access';
import { createCard } from '../../test/cards';
import { published } from '../../test/published';
import { startTestServer, type TestServer } from '../../test/testServer';
import { makeWorkspace, type Workspace } from '../../test/workspace';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

type Row = { id: number; version: number };
const kindOf: Record<string, string> = { card: 'card', cards: 'card', category: 'category' };

/** Every versioned row an event describes, keyed "kind:id", with the version it carries. */
function describedBy(event: ChangeEvent): [string, number][] {
  const how = (VERSIONED_CHANGES as Record<string, 'one' | 'each' | undefined>)[event.type];
  if (!how) return [];
  const prefix = event.type.split('.')[0]!;
  const kind = kindOf[prefix] ?? prefix;
  const rows = how === 'one' ? [event.data as Row] : (event.data as Row[]);
  return rows.map((row) => [`${kind}:${row.id}`, row.version]);
}

/** Runs one request, expecting it to publish; answers its status, body and events. */
async function write(run: () => Promise<{ status: number; body: any; text: string }>) {
  let res: { status: number; body: any; text: string } | undefined;
  const events = await published(server, async () => {
    res = await run();
  });
  expect(res!.status, res!.text).toBeLessThan(300);
  expect(events.length).toBeGreaterThan(0);
  return { body: res!.body, events };
}

/** The project's rows as a fresh data load answers them, keyed like `describedBy`. */
async function loadedVersions(ws: Workspace): Promise<Map<string, number>> {
  const res = await ws.owner.client.get(`/api/projects/${ws.projectId}/data`);
  expect(res.status).toBe(200);
  const entries: [string, number][] = [
    ...res.body.cards.map((c: Row) => [`card:${c.id}`, c.version]),
    ...res.body.categories.map((c: Row) => [`category:${c.id}`, c.version]),
    ...res.body.releases.map((r: Row) => [`release:${r.id}`, r.version]),
    ...res.body.releases.flatMap((r: { sprints: Row[] }) =>
      r.sprints.map((s) => [`sprint:${s.id}`, s.version]),
    ),
  ];
  return new Map(entries);
}

describe('row versions', () => {
  it('are the seq of the event that last changed the row: in events, answers, replays and the data load', async () => {
    const ws = await makeWorkspace(server, 'VER');
    const api = ws.owner.client;
    const events: ChangeEvent[] = [];
    const run = async (request: () => Promise<{ status: number; body: any; text: string }>) => {
      const done = await write(request);
      events.push(...done.events);
      return done;
    };
    /** A one-event write's answer carries the version its echo carries: the echo's seq. */
    const single = async (request: () => Promise<{ status: number; body: any; text: string }>) => {
      const { body, events: own } = await run(request);
      expect(own).toHaveLength(1);
      expect(body.version).toBe(own[0]!.seq);
      return body;
    };

    const [keep, gone] = [
      await single(() => api.post('/api/categories', { name: 'Keep', projectId: ws.projectId })),
      await single(() => api.post('/api/categories', { name: 'Gone', projectId: ws.projectId })),
    ];
    const r1 = await single(() => api.post('/api/releases', { name: 'R1', projectId: ws.projectId }));
    const r2 = await single(() => api.post('/api/releases', { name: 'R2', projectId: ws.projectId }));
    const s1 = await single(() => api.post(`/api/releases/${r1.id}/sprints`, { name: 'S1' }));
    const s2 = await single(() => api.post(`/api/releases/${r1.id}/sprints`, { name: 'S2' }));
    const cards: { id: number }[] = [];
    for (const [i, refs] of [
      { categoryId: gone.id, releaseId: r1.id, sprintId: s2.id },
      { categoryId: keep.id, releaseId: r2.id },
      { categoryId: gone.id, releaseId: r1.id, sprintId: s1.id },
    ].entries()) {
      const { body, events: own } = await run(async () => {
        const res = await api.post('/api/cards', { title: `Card ${i}`, projectId: ws.projectId, ...refs });
        return res;
      });
      expect(body.version).toBe(own[0]!.seq);
      cards.push(body);
    }

    await single(() => api.patch(`/api/cards/${cards[0]!.id}`, { title: 'Edited' }));
    const moved = await run(() => api.patch(`/api/cards/${cards[2]!.id}/reorder`, { direction: 'up' }));
    expect(moved.body.map((c: Row) => c.version)).toEqual(moved.body.map(() => moved.events[0]!.seq));
    const renumbered = await run(() => api.post(`/api/projects/${ws.projectId}/cards/recalculate-ranks`));
    expect(renumbered.body.every((c: Row) => c.version === renumbered.events[0]!.seq)).toBe(true);
    await single(() => api.put(`/api/categories/${keep.id}`, { name: 'Kept' }));
    await single(() => api.put(`/api/releases/${r1.id}`, { name: 'R1 renamed' }));
    await single(() => api.put(`/api/sprints/${s1.id}`, { name: 'S1 renamed' }));
    // Detaches: each delete moves a card (one cards.updated with every card moved, after the delete's event).
    for (const remove of [`/api/sprints/${s2.id}`, `/api/categories/${gone.id}`, `/api/releases/${r2.id}`]) {
      const { events: own } = await run(() => api.delete(remove));
      expect(own.map((e) => e.type).slice(1)).toEqual(['cards.updated']);
    }

    const latest = new Map<string, number>();
    for (const event of events) {
      // A release's sprints carry their own versions, as they were when the release event was numbered.
      if (event.type === 'release.updated')
        for (const sprint of event.data.sprints)
          expect(sprint.version).toBe(latest.get(`sprint:${sprint.id}`));
      for (const [key, version] of describedBy(event)) {
        expect(version, `${event.type} ${key}`).toBe(event.seq);
        latest.set(key, version);
      }
      if (event.type.endsWith('.deleted'))
        latest.delete(`${event.type.split('.')[0]}:${(event.data as Row).id}`);
    }

    const loaded = await loadedVersions(ws);
    expect(Object.fromEntries(loaded)).toEqual(Object.fromEntries(latest));

    // A replay reads the log: the same versions as the events published.
    const seqs = events.map((e) => e.seq);
    const from = { folderId: ws.folderId, seq: seqs[0]! - 1 };
    const cap = { maxEvents: 10_000, maxBytes: 10_000_000 };
    const folder = await accessRepo.projectWithReplay(server.db, ws.owner.user.id, ws.folderId, from, cap);
    const replay = folder!.replay;
    expect('events' in replay && replay.events.map((e) => e.data)).toEqual(events.map((e) => e.data));
  });

  it('gives the card a use case delete moves a higher version than the edit before it', async () => {
    const ws = await makeWorkspace(server, 'DET');
    const api = ws.owner.client;
    const useCase = (await api.post('/api/categories', { name: 'Doomed', projectId: ws.projectId })).body;
    await api.post('/api/categories', { name: 'Other', projectId: ws.projectId });
    const card = await createCard(api, { title: 'Held', projectId: ws.projectId, categoryId: useCase.id });

    const edit = await write(() => api.patch(`/api/cards/${card.id}`, { title: 'Edited' }));
    const detach = await write(() => api.delete(`/api/categories/${useCase.id}`));
    const moved = detach.events.find((e) => e.type === 'cards.updated')!;
    const [movedCard] = moved.data as Row[];
    const version = movedCard!.version;

    expect(edit.body.version).toBe(edit.events[0]!.seq);
    expect(version).toBe(moved.seq);
    expect(version).toBeGreaterThan(edit.body.version);
    expect(movedCard).toMatchObject({ categoryId: null, title: 'Edited' });
    expect((await loadedVersions(ws)).get(`card:${card.id}`)).toBe(version);
  });

  it('start again below the new folder’s seqs when a project moves to another folder', async () => {
    const ws = await makeWorkspace(server, 'MOV');
    const api = ws.owner.client;
    const card = await createCard(api, { title: 'Travels', projectId: ws.projectId });
    // The old folder's log runs far ahead of the new one's.
    for (let i = 0; i < 5; i += 1) await api.patch(`/api/cards/${card.id}`, { title: `Edit ${i}` });
    const target = (await api.post('/api/projects', { name: 'Elsewhere', clientId: ws.clientId })).body;
    const moved = await write(() => api.put(`/api/projects/${ws.projectId}`, { parentId: target.id }));
    const arrival = moved.events.find((e) => e.folderId === target.id)!;
    expect(arrival.seq).toBeLessThan(card.version + 5);
    expect((await loadedVersions(ws)).get(`card:${card.id}`)).toBe(0);
    // The new folder's next event about the card is newer than what a fresh load holds.
    const edit = await write(() => api.patch(`/api/cards/${card.id}`, { title: 'Arrived' }));
    expect(edit.events[0]).toMatchObject({ folderId: target.id });
    expect(edit.body.version).toBeGreaterThan(0);
  });
});
