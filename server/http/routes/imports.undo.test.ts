// DELETE /api/imports/{id}: the undo keeps a teammate's edit and its redo comes from the trash; an
// import's statements grow only per 1,000 rows; an import racing a teammate's writes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_MESSAGES } from '../../../common/schemas/imports';
import { signedInUser } from '../../test/factories';
import type { TestResponse } from '../../test/httpClient';
import { cardsOf, importInto, importRows, statementsOf } from '../../test/importRequests';
import { published } from '../../test/published';
import { startTestServer, type TestServer } from '../../test/testServer';
import { grantShare, insertCards, makeWorkspace } from '../../test/workspace';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

describe('POST /api/imports statements', () => {
  it('grow only by an INSERT per 1,000 cards and an append per 1,000 changes: 10, 1,000, 2,500 cards', async () => {
    const ws = await makeWorkspace(server);
    const api = ws.owner.client;
    const runs: { count: number; statements: number; changes: number }[] = [];
    for (const count of [10, 1000, 2500]) {
      // More names with more cards: nothing may run per card or per name.
      const shape = (i: number) => ({
        useCase: `UC ${i % 500}`,
        release: { name: `R ${i % 20}` },
        sprint: `S ${i % 7}`,
      });
      let record: { useCases: number; releases: number; sprints: number } | undefined;
      const sql = await statementsOf(server.db, async () => {
        const res = await importInto(
          api,
          ws.projectId,
          importRows(count, shape).map((r) => ({ ...r, title: `${count}-${r.title}` })),
        );
        expect(res.status, res.text).toBe(201);
        record = res.body.import;
      });
      const { useCases, releases, sprints } = record!;
      runs.push({ count, statements: sql.length, changes: count + useCases + releases + sprints + 1 });
    }
    const extra = ({ count, changes }: (typeof runs)[number]) =>
      Math.ceil(count / 1000) - 1 + Math.ceil(changes / 1000) - 1;
    const base = runs[0]!.statements - extra(runs[0]!);
    expect(runs.map((run) => run.statements)).toEqual(runs.map((run) => base + extra(run)));
    // 1,000 cards and their new names: two appends; 2,500 cards whose names all exist: three of each.
    expect(runs.map(extra)).toEqual([0, 1, 4]);
    console.info(
      `statements: import of 10 / 1,000 / 2,500 cards = ${runs.map((r) => r.statements).join(' / ')}`,
    );
  });
});

describe('a full-size import', () => {
  it('10,000 cards in one request: numbered, ranked and logged as one change', async () => {
    const ws = await makeWorkspace(server, 'BIG');
    const res = await importInto(
      ws.owner.client,
      ws.projectId,
      importRows(10_000, (i) => ({
        useCase: `UC ${i % 12}`,
        release: { name: `R ${i % 4}` },
        sprint: `S ${i % 3}`,
      })),
    );
    expect(res.status, res.text.slice(0, 300)).toBe(201);
    const cards = await cardsOf(server.db, ws.projectId);
    expect(cards).toHaveLength(10_000);
    expect([cards[0].externalId, cards.at(-1).externalId, cards.at(-1).order]).toEqual([
      'BIG-001',
      'BIG-10000',
      '10000.000',
    ]);
    await expectLoggedAsOne(ws.folderId, cards);
  }, 60_000);
});

/**
 * The folder's log holds the import's changes under consecutive seqs, the last its import.created, and each
 * card's version is the seq of its card.created (the import went in statements of 1,000).
 */
async function expectLoggedAsOne(folderId: number, cards: { id: number; version: number }[]) {
  const events = await server
    .db('folder_events')
    .where({ folderId })
    .orderBy('seq')
    .select('seq', 'type', server.db.raw(`data->>'id' AS id`));
  const ids = new Set(cards.map((c) => c.id));
  const mine = events.filter((e) => e.type === 'card.created' && ids.has(Number(e.id)));
  const run = events.slice(events.indexOf(mine[0]), events.indexOf(mine.at(-1)) + 2);
  expect(run.map((e) => e.seq)).toEqual(run.map((_, i) => mine[0].seq + i));
  expect(run.at(-1).type).toBe('import.created');
  const seqOf = new Map(mine.map((e) => [Number(e.id), Number(e.seq)]));
  expect(cards.filter((c) => c.version !== seqOf.get(c.id))).toEqual([]);
}

describe('DELETE /api/imports/{id} (undo) and its redo', () => {
  it('takes back the import’s cards and new things, keeps a teammate’s edit, and a restore brings it back', async () => {
    const ws = await makeWorkspace(server);
    const api = ws.owner.client;
    const mate = await signedInUser(server);
    await grantShare(server, ws.folderId, ws.owner.user.id, mate);
    const existing = (await api.post('/api/categories', { name: 'Old', projectId: ws.projectId })).body;
    const imported = await importInto(api, ws.projectId, [
      { line: 2, title: 'Mine 1', useCase: 'New UC', release: { name: 'R1' }, sprint: 'S1' },
      { line: 3, title: 'Mine 2', useCase: 'old' },
      { line: 4, title: 'Edited by mate', useCase: 'Shared UC' },
      { line: 5, title: 'Edited by me' },
    ]);
    expect(imported.status, imported.text).toBe(201);
    const id = imported.body.import.id;
    const cards = await cardsOf(server.db, ws.projectId);
    expect((await mate.client.patch(`/api/cards/${cards[2].id}`, { title: 'Mate was here' })).status).toBe(
      200,
    );
    expect((await api.patch(`/api/cards/${cards[3].id}`, { title: 'Me again' })).status).toBe(200);

    let undo: TestResponse | undefined;
    const events = await published(server, async () => {
      undo = await api.delete(`/api/imports/${id}`);
    });
    expect(undo!.status, undo!.text).toBe(200);
    expect(undo!.body).toMatchObject({ removed: 3, kept: 1, import: { id, cards: 4 } });
    expect(undo!.body.import.undoneAt).not.toBeNull();
    expect(events.map((e) => e.type)).toEqual([
      'card.deleted',
      'card.deleted',
      'card.deleted',
      'sprint.deleted',
      'release.deleted',
      'category.deleted',
      'import.deleted',
    ]);
    // The teammate's card and the use case that holds it stay; the existing use case was never the import's.
    expect((await cardsOf(server.db, ws.projectId)).map((c) => c.title)).toEqual(['Mate was here']);
    expect(
      (await server.db('categories').where({ projectId: ws.projectId }).orderBy('id')).map((c) => c.name),
    ).toEqual([existing.name, 'Shared UC']);
    expect(await server.db('releases').where({ projectId: ws.projectId })).toEqual([]);
    const trash = await api.get(`/api/projects/${ws.projectId}/trash`);
    expect(trash.body.items.map((t: any) => [t.kind, t.id, t.label, t.contains])).toEqual([
      ['import', id, 'backlog.csv (3 cards)', 3],
    ]);
    const activity = await api.get(`/api/projects/${ws.projectId}/activity`);
    expect(activity.body.entries.slice(0, 2).map((e: any) => [e.kind, e.action])).toEqual([
      ['import', 'deleted'],
      ['card', 'updated'],
    ]);

    const again = await api.delete(`/api/imports/${id}`);
    expect([again.status, again.body.error]).toEqual([409, IMPORT_MESSAGES.alreadyUndone]);

    const redo = await api.post('/api/trash/restore', { kind: 'import', ids: [id] });
    expect(redo.status, redo.text).toBe(200);
    expect(redo.body.changes.map((c: any) => c.type)).toEqual([
      'category.created',
      'release.created',
      'card.created',
      'card.created',
      'card.created',
      'import.created',
    ]);
    const back = await cardsOf(server.db, ws.projectId);
    expect(back.map((c) => [c.id, c.externalId, c.title, c.order])).toEqual(
      cards.map((c) => [
        c.id,
        c.externalId,
        c.id === cards[2].id ? 'Mate was here' : c.id === cards[3].id ? 'Me again' : c.title,
        c.order,
      ]),
    );
    expect(back[0].sprintId).not.toBeNull();
    expect(back[1].categoryId).toBe(existing.id);
    expect((await server.db('imports').where({ id }).first()).undoneAt).toBeNull();
    const activityAfter = await api.get(`/api/projects/${ws.projectId}/activity`);
    expect(activityAfter.body.entries[0]).toMatchObject({ kind: 'import', action: 'restored' });
    // Undone again, it can be restored again.
    expect((await api.delete(`/api/imports/${id}`)).status).toBe(200);
  });

  it('404 for an unknown import, a stranger, and a folder owner’s import seen by nobody else', async () => {
    const ws = await makeWorkspace(server);
    const imported = await importInto(ws.owner.client, ws.projectId, importRows(1));
    const stranger = await signedInUser(server);
    for (const [api, path] of [
      [ws.owner.client, '/api/imports/999999'],
      [ws.owner.client, '/api/imports/abc'],
      [stranger.client, `/api/imports/${imported.body.import.id}`],
    ] as const) {
      const res = await api.delete(path);
      expect([res.status, res.body.error]).toEqual([404, IMPORT_MESSAGES.notFound]);
    }
    expect(await cardsOf(server.db, ws.projectId)).toHaveLength(1);
  });
});

describe('races', () => {
  it('a 2,500-card import racing a teammate’s creates and moves: both land, the import logged as one', async () => {
    const ws = await makeWorkspace(server);
    const mate = await signedInUser(server);
    await grantShare(server, ws.folderId, ws.owner.user.id, mate);
    await insertCards(server, ws.projectId, ws.prefix, 5);
    const first = (await cardsOf(server.db, ws.projectId))[0];
    const results = await Promise.all([
      importInto(ws.owner.client, ws.projectId, importRows(2500)),
      ...Array.from({ length: 6 }, (_, i) =>
        i % 2
          ? mate.client.post('/api/cards', { title: `Mate ${i}`, projectId: ws.projectId })
          : mate.client.patch(`/api/cards/${first.id}/reorder`, { direction: 'down', moveToTop: false }),
      ),
    ]);
    for (const res of results) expect(res.status, res.text).toBeLessThan(300);
    const cards = await cardsOf(server.db, ws.projectId);
    expect(cards).toHaveLength(5 + 2500 + 3);
    expect(new Set(cards.map((c) => c.order)).size).toBe(cards.length);
    expect(new Set(cards.map((c) => c.externalId)).size).toBe(cards.length);
    const imported = cards.filter((c) => c.title.startsWith('Row ')).map((c) => c.title);
    expect(imported).toEqual(importRows(2500).map((r) => r.title));
    await expectLoggedAsOne(
      ws.folderId,
      cards.filter((c) => c.title.startsWith('Row ')),
    );
  }, 60_000);
});
