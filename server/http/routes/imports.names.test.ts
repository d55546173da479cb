// Names "ignoring case" for every script (issue 42 item 7): an import finds "été" when a file says "ÉTÉ", and
// the use-case routes refuse "ÉTÉ" beside "été", in a database made as the embedded cluster makes its own
// (locale C, where PostgreSQL's plain lower() folds only ASCII letters).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nameKey } from '../../../common/schemas/names';
import { CATEGORY_MESSAGES } from '../../../common/schemas/categories';
import { cardsOf, importInto } from '../../test/importRequests';
import { startTestServer, type TestServer } from '../../test/testServer';
import { makeWorkspace } from '../../test/workspace';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ databaseLocale: 'C' });
});
afterAll(() => server?.close());

/** "été" written with combining accents (NFD), as some systems save it: the same name. */
const decomposed = 'e\u0301te\u0301';

describe('names that differ only in non-ASCII case (or in Unicode form) are one name', () => {
  it('an import finds the use case, the release and the sprint instead of creating second ones', async () => {
    const ws = await makeWorkspace(server);
    const api = ws.owner.client;
    const useCase = (await api.post('/api/categories', { name: 'été', projectId: ws.projectId })).body;
    const release = (await api.post('/api/releases', { name: 'öl', projectId: ws.projectId })).body;
    const sprint = (await api.post(`/api/releases/${release.id}/sprints`, { name: 'ωmega' })).body;
    const res = await importInto(api, ws.projectId, [
      { line: 2, title: 'A', useCase: 'ÉTÉ', release: { name: 'ÖL' }, sprint: 'ΩMEGA' },
      { line: 3, title: 'B', useCase: decomposed, release: { name: 'Öl' }, sprint: 'Ωmega' },
    ]);
    expect(res.status, res.text).toBe(201);
    expect(res.body.import).toMatchObject({ cards: 2, useCases: 0, releases: 0, sprints: 0 });
    const names = async (table: string) =>
      (await server.db(table).where({ projectId: ws.projectId })).map((row) => row.name);
    expect([await names('categories'), await names('releases')]).toEqual([['été'], ['öl']]);
    expect((await server.db('sprints').where({ releaseId: release.id })).map((s) => s.name)).toEqual([
      'ωmega',
    ]);
    const cards = await cardsOf(server.db, ws.projectId);
    expect(cards.map((c) => [c.title, c.categoryId, c.releaseId, c.sprintId])).toEqual([
      ['A', useCase.id, release.id, sprint.id],
      ['B', useCase.id, release.id, sprint.id],
    ]);
  });

  it('the use-case routes refuse such a name beside the other, and let a use case take its own', async () => {
    const ws = await makeWorkspace(server);
    const api = ws.owner.client;
    const summer = (await api.post('/api/categories', { name: 'été', projectId: ws.projectId })).body;
    for (const name of ['ÉTÉ', decomposed]) {
      const res = await api.post('/api/categories', { name, projectId: ws.projectId });
      expect([res.status, res.body.error]).toEqual([409, CATEGORY_MESSAGES.duplicate]);
    }
    const other = (await api.post('/api/categories', { name: 'Winter', projectId: ws.projectId })).body;
    const clash = await api.put(`/api/categories/${other.id}`, { name: 'ÉTÉ' });
    expect([clash.status, clash.body.error]).toEqual([409, CATEGORY_MESSAGES.duplicate]);
    const self = await api.put(`/api/categories/${summer.id}`, { name: 'ÉTÉ' });
    expect([self.status, self.body.name]).toEqual([200, 'ÉTÉ']);
  });

  it('the database folds names exactly as the app does (common/schemas/names.ts)', async () => {
    const names = [
      'ÉTÉ',
      decomposed,
      'ΟΔΟΣ',
      'İstanbul',
      'STRASSE',
      'ẞ',
      'ǅ',
      'ＡＢ',
      '  Mixed Case ',
      'Дом',
    ];
    const { rows } = await server.db.raw('SELECT name_key(x) AS key FROM unnest(?::text[]) x', [names]);
    expect(rows.map((row: { key: string }) => row.key)).toEqual(names.map(nameKey));
  });
});
