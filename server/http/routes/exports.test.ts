// CSV export over HTTP: refusals, a full round trip through a CSV parser, form posts, batches, disconnects.
import { parseString } from 'fast-csv';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARD_STATUS_LABELS, type CardStatus } from '../../../common/schemas/cards';
import { CSV_COLUMNS, exportFilename } from '../../../common/schemas/export';
import { PROJECT_MESSAGES } from '../../../common/schemas/projects';
import { EXPORT_BATCH_SIZE } from '../../export/csvExport';
import { signedInUser } from '../../test/factories';
import { startTestServer, type TestServer } from '../../test/testServer';
import {
  grantShare,
  insertCards,
  makeClient,
  makeFolder,
  makeProject,
  makeWorkspace,
} from '../../test/workspace';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const parseCsv = (text: string) =>
  new Promise<string[][]>((resolve, reject) => {
    const rows: string[][] = [];
    parseString<string[], string[]>(text)
      .on('data', (row: string[]) => rows.push(row))
      .on('error', reject)
      .on('end', () => resolve(rows));
  });

const FORM = { 'Content-Type': 'application/x-www-form-urlencoded' };
const TRICKY = [
  'a, b',
  'say "hi"',
  'line 1\nline 2\r\nline 3',
  'ünïcødé ✓ 日本 🚀',
  '=1+2',
  '+x',
  '-x',
  '@x',
  '\tx',
  '\rx',
];
/** The rule of docs/decisions.md "Export" (formula starts, also after `;`, get an apostrophe; numbers stay). */
const neutralised = (value: string) => {
  if (/^-?\d+(\.\d+)?$/.test(value)) return value;
  const pieces = value.replace(/;(?=\s*[=+\-@])/g, ";'");
  return /^[=+\-@\s]/.test(pieces) ? `'${pieces}` : pieces;
};

describe('CSV export: refusals', () => {
  it('answers 401, 400 and 404 before streaming anything', async () => {
    const ws = await makeWorkspace(server);
    const api = ws.owner.client;
    expect((await server.client().post('/api/export/csv', { projectIds: [ws.projectId] })).status).toBe(401);
    for (const body of [{ projectIds: [] }, {}, undefined]) {
      const res = await api.post('/api/export/csv', body);
      expect([res.status, res.body.error]).toEqual([400, 'Please select at least one project to export']);
    }
    expect((await api.post('/api/export/csv', { projectIds: ['x'] })).status).toBe(400);
    expect((await api.post('/api/export/csv', { projectIds: [1.5] })).status).toBe(400);
    expect((await api.post('/api/export/csv', 'projectIds=', FORM)).status).toBe(400);
    expect((await api.post('/api/export/csv', 'projectIds=abc', FORM)).status).toBe(400);

    const other = await makeWorkspace(server);
    for (const ids of [[other.projectId], [ws.projectId, other.projectId], [ws.projectId, 2147483647]]) {
      const res = await api.post('/api/export/csv', { projectIds: ids });
      expect([res.status, res.body.error]).toEqual([404, PROJECT_MESSAGES.notFound]);
    }
    expect((await api.post('/api/export/csv', `projectIds=${other.projectId}`, FORM)).status).toBe(404);
  });
});

describe('CSV export: content', () => {
  it('round-trips every value through a CSV parser, in client, folder, project, rank order', async () => {
    const { client: api, user } = await signedInUser(server);
    const zeta = await makeClient(api, 'Zeta, "Inc"');
    const alpha = await makeClient(api, 'Alpha');
    const zFolder = await makeFolder(api, zeta.id, '=Folder');
    const aFolder = await makeFolder(api, alpha.id, 'Ops');
    const zProject = await makeProject(api, zFolder.id, 'ZZ', 'Web\nsite');
    const aProject = await makeProject(api, aFolder.id, 'AA', 'Mobile');
    const [category] = await server
      .db('categories')
      .insert({ name: 'Use, case', projectId: zProject.id })
      .returning('*');
    const [release] = await server
      .db('releases')
      .insert({ name: 'R "1"', startDate: '2026-01-05', endDate: '2026-02-01', projectId: zProject.id })
      .returning('*');
    const [sprint] = await server
      .db('sprints')
      .insert({ name: '@sprint', releaseId: release.id })
      .returning('*');
    const statuses = Object.keys(CARD_STATUS_LABELS) as CardStatus[];
    await server.db('cards').insert(
      TRICKY.map((text, i) => ({
        externalId: `ZZ-${String(i + 1).padStart(3, '0')}`,
        title: text,
        description: i % 2 ? TRICKY[(i + 3) % TRICKY.length] : null,
        notes: TRICKY[(i + 5) % TRICKY.length],
        status: statuses[i % 4],
        priority: 'wow',
        order: i % 3 === 0 ? -i : 10 - i,
        projectId: zProject.id,
        categoryId: i % 2 ? category.id : null,
        releaseId: i % 2 ? release.id : null,
        sprintId: i % 4 === 1 ? sprint.id : null,
        // Estimates and scoring inputs as the database holds them (numbers as it prints them).
        estimate: ['8', '½', 'XL', null][i % 4],
        value: i % 3 ? 7 : null,
        reach: i % 5 ? 1_000_000_000 : 0,
        lift: i % 2 ? 0.25 : 3,
        confidence: i % 2 ? 80 : null,
        ease: null,
      })),
    );
    await insertCards(server, aProject.id, 'AA', 2);

    const res = await api.post('/api/export/csv', { projectIds: [zProject.id, aProject.id, zProject.id] });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="${exportFilename(new Date())}"`,
    );
    expect(exportFilename(new Date())).toMatch(/^cardplan-export-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(res.text.endsWith('\r\n')).toBe(true);

    const rows = await parseCsv(res.text);
    expect(rows[0]).toEqual([...CSV_COLUMNS]);
    const db = await server
      .db('cards as c')
      .join('projects as p', 'p.id', 'c.projectId')
      .join('projects as f', 'f.id', 'p.parentId')
      .join('clients as cl', 'cl.id', 'p.clientId')
      .leftJoin('categories as cat', 'cat.id', 'c.categoryId')
      .leftJoin('releases as r', 'r.id', 'c.releaseId')
      .leftJoin('sprints as s', 's.id', 'c.sprintId')
      .whereIn('c.projectId', [zProject.id, aProject.id])
      .select('c.*', 'p.name as project', 'f.name as folder', 'cl.name as client', 'cat.name as category')
      .select('r.name as release', 'r.startDate', 'r.endDate', 's.name as sprint')
      .orderByRaw('lower(cl.name), lower(f.name), lower(p.name), c."order", c.id');
    const expected = db.map((c) => [
      c.client,
      c.folder,
      c.project,
      c.externalId,
      c.title,
      c.description ?? '',
      CARD_STATUS_LABELS[c.status as CardStatus],
      c.priority,
      c.category ?? '',
      c.release ?? '',
      c.startDate ?? '',
      c.endDate ?? '',
      c.sprint ?? '',
      Number(c.order).toFixed(3),
      c.notes ?? '',
      new Date(c.createdAt).toISOString(),
      new Date(c.updatedAt).toISOString(),
      c.estimate ?? '',
      ...[c.value, c.reach, c.lift, c.confidence, c.ease].map((n) => (n === null ? '' : String(n))),
    ]);
    expect(rows.slice(1)).toEqual(expected.map((row) => row.map(neutralised)));
    expect(rows.slice(1, 3).map((r) => r[0])).toEqual(['Alpha', 'Alpha']);
    expect(rows[3]!.slice(0, 3)).toEqual(['Zeta, "Inc"', "'=Folder", 'Web\nsite']);
    // Injection cells start with an apostrophe; negative ranks stay numbers.
    const titles = rows.slice(3).map((r) => r[4]);
    for (const cell of [
      "'=1+2",
      "'+x",
      "'-x",
      "'@x",
      "'\tx",
      "'\rx",
      'line 1\nline 2\r\nline 3',
      'ünïcødé ✓ 日本 🚀',
    ])
      expect(titles).toContain(cell);
    expect(rows.slice(3).map((r) => r[13])).toContain('-9.000');
    expect(user.id).toBeTruthy();
  });

  it('accepts a form post (repeated or comma-separated ids), folders add no rows, recipients may export', async () => {
    const ws = await makeWorkspace(server);
    const second = await makeProject(ws.owner.client, ws.folderId, 'SEC', 'Second');
    await insertCards(server, ws.projectId, ws.prefix, 3);
    await insertCards(server, second.id, 'SEC', 2);
    const api = ws.owner.client;
    const json = await api.post('/api/export/csv', { projectIds: [ws.projectId, second.id] });
    const repeated = await api.post(
      '/api/export/csv',
      `projectIds=${ws.projectId}&projectIds=${second.id}`,
      FORM,
    );
    const commas = await api.post('/api/export/csv', `projectIds=${ws.projectId}%2C${second.id}`, FORM);
    expect((await parseCsv(json.text)).length).toBe(6);
    expect([repeated.status, repeated.text]).toEqual([200, json.text]);
    expect([commas.status, commas.text]).toEqual([200, json.text]);
    expect(repeated.headers.get('content-disposition')).toMatch(/^attachment; filename="cardplan-export-/);

    const withFolder = await api.post('/api/export/csv', {
      projectIds: [ws.folderId, ws.projectId, second.id],
    });
    expect(withFolder.text).toBe(json.text);
    const folderOnly = await api.post('/api/export/csv', { projectIds: [ws.folderId] });
    expect(await parseCsv(folderOnly.text)).toEqual([[...CSV_COLUMNS]]);

    const guest = await signedInUser(server);
    await grantShare(server, ws.folderId, ws.owner.user.id, guest);
    expect((await guest.client.post('/api/export/csv', { projectIds: [ws.projectId, second.id] })).text).toBe(
      json.text,
    );
    await server.db('folder_shares').where({ folderId: ws.folderId }).delete();
    expect((await guest.client.post('/api/export/csv', { projectIds: [ws.projectId] })).status).toBe(404);
  });

  it('reads across batch boundaries without skipping or repeating cards with equal rank', async () => {
    const ws = await makeWorkspace(server);
    const count = EXPORT_BATCH_SIZE * 2 + 7;
    await insertCards(server, ws.projectId, ws.prefix, count);
    // Many equal ranks, so batch boundaries fall inside runs of equal `order`.
    await server.db.raw('UPDATE cards SET "order" = floor(id / 7) WHERE "projectId" = ?', [ws.projectId]);
    const res = await ws.owner.client.post('/api/export/csv', { projectIds: [ws.projectId] });
    const ids = (await parseCsv(res.text)).slice(1).map((r) => r[3]);
    const expected = await server
      .db('cards')
      .where({ projectId: ws.projectId })
      .orderBy([{ column: 'order' }, { column: 'id' }])
      .pluck('externalId');
    expect(ids).toEqual(expected);
    expect(new Set(ids).size).toBe(count);
  });
});

describe('CSV export: streaming', () => {
  it('stops reading the database when the client goes away', async () => {
    const ws = await makeWorkspace(server);
    const count = EXPORT_BATCH_SIZE * 15;
    await insertCards(server, ws.projectId, ws.prefix, count);
    // ~2 kB a row: the whole file (~60 MB) is far more than the socket buffers can hold. Without the search
    // trigger, which would fold and index 60 MB of words no test here searches (13 s of PostgreSQL's CPU).
    await server.db.transaction(async (trx) => {
      await trx.raw('ALTER TABLE cards DISABLE TRIGGER cards_search_vector');
      await trx.raw(`UPDATE cards SET description = repeat('x', 2000) || id WHERE "projectId" = ?`, [
        ws.projectId,
      ]);
      await trx.raw('ALTER TABLE cards ENABLE TRIGGER cards_search_vector');
    });
    let batches = 0;
    const countBatches = (query: { sql: string }) => {
      if (query.sql.includes('"sprints" as "s"')) batches++;
    };
    server.db.on('query', countBatches);
    try {
      const controller = new AbortController();
      const res = await fetch(`${server.url}/api/export/csv`, {
        method: 'POST',
        signal: controller.signal,
        headers: {
          'Content-Type': 'application/json',
          Origin: server.url,
          Cookie: ws.owner.client.cookieHeader,
        },
        body: JSON.stringify({ projectIds: [ws.projectId] }),
      });
      expect(res.status).toBe(200);
      const reader = res.body!.getReader();
      expect((await reader.read()).done).toBe(false);
      await new Promise((resolve) => setTimeout(resolve, 500));
      controller.abort();
      // Time for the server to see the close and for an already-started read to finish.
      await new Promise((resolve) => setTimeout(resolve, 1000));
      const afterAbort = batches;
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(batches).toBe(afterAbort);
      expect(batches).toBeLessThan(15);
    } finally {
      server.db.off('query', countBatches);
    }
    expect((await ws.owner.client.get('/api/card-counts')).body).toEqual({ [ws.projectId]: count });
  }, 120_000); // 30,000 cards of 2 kB made first: 18 s on a quiet CI machine, more on a loaded one
});
