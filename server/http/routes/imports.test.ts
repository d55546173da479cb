// POST /api/imports: one transaction, ranks after the existing cards in file order, consecutive
// external ids, one burst of events, and refusals that write nothing. The undo, the
// statement count and races: imports.undo.test.ts; the Activity and History: imports.history.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../../test/factories';
import { cardsOf, importInto, importRows, importSource, postImport } from '../../test/importRequests';
import { published } from '../../test/published';
import { startTestServer, type TestServer } from '../../test/testServer';
import { grantShare, insertCards, makeWorkspace } from '../../test/workspace';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());
describe('POST /api/imports writes', () => {
  it('every card after the existing ones, in file order, with consecutive external ids', async () => {
    const ws = await makeWorkspace(server, 'IMP');
    const api = ws.owner.client;
    await insertCards(server, ws.projectId, ws.prefix, 2); // IMP-001, IMP-002 at orders 1 and 2
    const res = await importInto(api, ws.projectId, [
      { line: 2, title: 'First', status: 'in-progress', priority: 'wow', description: 'Desc', notes: 'N' },
      { line: 3, title: 'Second' },
      { line: 5, title: 'Third' },
    ]);
    expect(res.status, res.text).toBe(201);
    expect(res.body.import).toMatchObject({
      projectId: ws.projectId,
      folderId: ws.folderId,
      format: 'csv',
      fileName: 'backlog.csv',
      cards: 3,
      useCases: 0,
      actor: { id: ws.owner.user.id },
      undoneAt: null,
    });
    const cards = await cardsOf(server.db, ws.projectId);
    expect(cards.map((c) => [c.externalId, c.title, c.order])).toEqual([
      ['IMP-001', 'Card 1', '1.000'],
      ['IMP-002', 'Card 2', '2.000'],
      ['IMP-003', 'First', '3.000'],
      ['IMP-004', 'Second', '4.000'],
      ['IMP-005', 'Third', '5.000'],
    ]);
    expect(cards[2]).toMatchObject({
      status: 'in-progress',
      priority: 'wow',
      description: 'Desc',
      notes: 'N',
    });
    expect(cards[3]).toMatchObject({ status: 'backlog', priority: 'tbd', description: null });
    const next = await api.post('/api/cards', { title: 'After', projectId: ws.projectId });
    expect(next.body.externalId).toBe('IMP-006');
  });

  it('use cases, releases and sprints by name: matched case-insensitively, missing ones created once', async () => {
    const ws = await makeWorkspace(server);
    const api = ws.owner.client;
    const reporting = (await api.post('/api/categories', { name: 'Reporting', projectId: ws.projectId }))
      .body;
    const v1 = (await api.post('/api/releases', { name: 'V1', projectId: ws.projectId })).body;
    const res = await importInto(api, ws.projectId, [
      { line: 2, title: 'A', useCase: '  reporting ', release: { name: 'v1' }, sprint: 'Sprint 1' },
      {
        line: 3,
        title: 'B',
        useCase: 'Billing',
        release: { name: 'V2', startDate: '2027-01-01', endDate: '2027-02-01' },
        sprint: 'Sprint 1',
      },
      {
        line: 4,
        title: 'C',
        useCase: 'BILLING',
        release: { name: 'v2', startDate: '2030-01-01' },
        sprint: 'sprint 1',
      },
      { line: 5, title: 'D', useCase: null, release: null },
    ]);
    expect(res.status, res.text).toBe(201);
    expect(res.body.import).toMatchObject({ cards: 4, useCases: 1, releases: 1, sprints: 2 });
    const categories = await server.db('categories').where({ projectId: ws.projectId }).orderBy('id');
    expect(categories.map((c) => c.name)).toEqual(['Reporting', 'Billing']);
    const releases = await server.db('releases').where({ projectId: ws.projectId }).orderBy('id');
    expect(releases.map((r) => [r.name, r.startDate, r.endDate])).toEqual([
      ['V1', null, null],
      ['V2', '2027-01-01', '2027-02-01'],
    ]);
    const sprints = await server
      .db('sprints')
      .whereIn('releaseId', [releases[0].id, releases[1].id])
      .orderBy('id');
    // The same sprint name under two releases is two sprints.
    expect(sprints.map((s) => [s.name, s.releaseId])).toEqual([
      ['Sprint 1', v1.id],
      ['Sprint 1', releases[1].id],
    ]);
    const cards = await cardsOf(server.db, ws.projectId);
    expect(cards.map((c) => [c.title, c.categoryId, c.releaseId, c.sprintId])).toEqual([
      ['A', reporting.id, v1.id, sprints[0].id],
      ['B', categories[1].id, releases[1].id, sprints[1].id],
      ['C', categories[1].id, releases[1].id, sprints[1].id],
      ['D', null, null, null],
    ]);
  });

  it('keeps the file’s ranks when every card has one, increasing, after the last card', async () => {
    const ws = await makeWorkspace(server);
    const api = ws.owner.client;
    await insertCards(server, ws.projectId, ws.prefix, 2);
    const kept = await importInto(
      api,
      ws.projectId,
      importRows(3, (i) => ({ order: [10.5, '11.25', 40][i] })),
    );
    expect(kept.status, kept.text).toBe(201);
    expect((await cardsOf(server.db, ws.projectId)).map((c) => c.order)).toEqual([
      '1.000',
      '2.000',
      '10.500',
      '11.250',
      '40.000',
    ]);
    // Not increasing, not after the last card, or not on every card: the cards go last as usual.
    for (const orders of [
      [50, 49],
      [30, 60],
      [70, undefined],
    ]) {
      const before = (await cardsOf(server.db, ws.projectId)).length;
      const res = await importInto(
        api,
        ws.projectId,
        importRows(2, (i) => ({ order: orders[i] })),
      );
      expect(res.status, res.text).toBe(201);
      const after = (await cardsOf(server.db, ws.projectId)).slice(before).map((c) => Number(c.order));
      const last = Number((await cardsOf(server.db, ws.projectId))[before - 1].order);
      expect(after).toEqual([Math.floor(last) + 1, Math.floor(last) + 2].map((n) => n + (last % 1)));
    }
  });

  it('past one statement (1,000 cards), the file’s ranks are kept for all of the cards or for none', async () => {
    const ws = await makeWorkspace(server);
    const ranked = (from: number) => importRows(2500, (i) => ({ order: from + i / 2 }));
    const kept = await importInto(ws.owner.client, ws.projectId, ranked(100));
    expect(kept.status, kept.text).toBe(201);
    const first = await cardsOf(server.db, ws.projectId);
    expect(first.map((c) => Number(c.order))).toEqual(ranked(100).map((r) => r.order));
    // Ranks that start below the last card go last, all of them: also the later statements' cards, whose
    // ranks (10 apart) would come after the first statement's new ones.
    const last = Number(first.at(-1).order);
    const steep = importRows(2500, (i) => ({ order: last - 0.5 + 10 * i }));
    const moved = await importInto(ws.owner.client, ws.projectId, steep);
    expect(moved.status, moved.text).toBe(201);
    const second = (await cardsOf(server.db, ws.projectId)).slice(2500).map((c) => Number(c.order));
    expect(second).toEqual(second.map((_, i) => last + 1 + i));
  }, 60_000);

  it('into a new project, created as POST /api/projects would in the same transaction', async () => {
    const ws = await makeWorkspace(server);
    const res = await postImport(ws.owner.client, {
      target: { newProject: { name: 'Imported', prefix: 'NEW', parentId: ws.folderId } },
      source: { format: 'trello', fileName: 'board.json' },
      cards: importRows(3, () => ({ useCase: 'Inbox' })),
    });
    expect(res.status, res.text).toBe(201);
    const project = await server.db('projects').where({ id: res.body.import.projectId }).first();
    expect(project).toMatchObject({
      name: 'Imported',
      prefix: 'NEW',
      parentId: ws.folderId,
      nextCardNumber: 4,
    });
    expect((await cardsOf(server.db, project.id)).map((c) => c.externalId)).toEqual([
      'NEW-001',
      'NEW-002',
      'NEW-003',
    ]);
    // A new project needs its folder; a bad project name is the project form's own refusal.
    const noFolder = await postImport(ws.owner.client, {
      target: { newProject: { name: 'Loose', clientId: ws.clientId } },
      source: importSource,
      cards: importRows(1),
    });
    expect(noFolder.status).toBe(400);
    const before = await server.db('projects').count('* as n').first();
    const badName = await postImport(ws.owner.client, {
      target: { newProject: { name: '', prefix: 'BAD', parentId: ws.folderId } },
      source: importSource,
      cards: importRows(1),
    });
    expect(badName.status).toBe(400);
    expect(await server.db('projects').count('* as n').first()).toEqual(before);
  });

  it('every cell verbatim: formulas stay text, HTML and Markdown stay inert', async () => {
    const ws = await makeWorkspace(server);
    const cells = {
      title: '=HYPERLINK("http://evil.example","click")',
      description: '<img src=x onerror=alert(1)><script>alert(2)</script>',
      notes: "+cmd|' /C calc'!A0\n**bold** [link](javascript:alert(1))",
      useCase: '@SUM(1+1)',
    };
    const res = await importInto(ws.owner.client, ws.projectId, [{ line: 2, ...cells }]);
    expect(res.status, res.text).toBe(201);
    const [card] = await cardsOf(server.db, ws.projectId);
    expect({ title: card.title, description: card.description, notes: card.notes }).toEqual({
      title: cells.title,
      description: cells.description,
      notes: cells.notes,
    });
    const category = await server.db('categories').where({ id: card.categoryId }).first();
    expect(category.name).toBe(cells.useCase);
  });

  it('one burst: creates, one card.created per card, import.created; versions are the seqs', async () => {
    const ws = await makeWorkspace(server);
    const guest = await signedInUser(server);
    await grantShare(server, ws.folderId, ws.owner.user.id, guest);
    let res: Awaited<ReturnType<typeof importInto>> | undefined;
    const events = await published(server, async () => {
      res = await importInto(
        guest.client,
        ws.projectId,
        importRows(4, (i) => ({ useCase: `UC ${i % 2}`, release: { name: 'R' }, sprint: 'S' })),
        { 'X-Mutation-Id': 'imp-1' },
      );
    });
    expect(res!.status, res!.text).toBe(201);
    expect(events.map((e) => e.type)).toEqual([
      'category.created',
      'category.created',
      'release.created',
      'sprint.created',
      'card.created',
      'card.created',
      'card.created',
      'card.created',
      'import.created',
    ]);
    for (const e of events) {
      expect([e.folderId, e.projectId, e.actorId, e.mutationId, e.cause]).toEqual([
        ws.folderId,
        ws.projectId,
        guest.user.id,
        'imp-1',
        'import',
      ]);
      if (e.type !== 'import.created') expect((e.data as { version: number }).version).toBe(e.seq);
    }
    expect(events.at(-1)!.data).toEqual(res!.body.import);
    // Each row holds the version its event carries: nothing was stamped twice or guessed wrong.
    const cards = await cardsOf(server.db, ws.projectId);
    expect(cards.map((c) => c.version)).toEqual(events.slice(4, 8).map((e) => e.seq));
  });
});
