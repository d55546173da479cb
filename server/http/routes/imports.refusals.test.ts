// POST /api/imports refusals: each refused request writes nothing at all, not even the names its
// cards would have created or the import's record.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_MESSAGES } from '../../../common/schemas/imports';
import { cardsOf, importInto, importRows, importSource, postImport } from '../../test/importRequests';
import { published } from '../../test/published';
import { startTestServer, type TestServer } from '../../test/testServer';
import { insertCards, makeWorkspace } from '../../test/workspace';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

describe('POST /api/imports refuses, writing nothing', () => {
  it.each([
    [
      'one invalid card among good ones',
      { cards: [...importRows(3), { line: 9, title: '   ' }] },
      'Line 9: Title is required',
    ],
    ['a bad status', { cards: [{ line: 4, title: 'x', status: 'nope' }] }, 'Line 4:'],
    [
      'a Trello card, named by its place in the export (a JSON file has no rows)',
      {
        source: { format: 'trello', fileName: 'board.json' },
        cards: [...importRows(2), { line: 33, title: 'x'.repeat(501) }],
      },
      'Card 33: Title must be at most 500 characters',
    ],
    [
      'a sprint without a release',
      { cards: [{ line: 7, title: 'x', sprint: 'S' }] },
      'Line 7: A sprint needs a release',
    ],
    [
      'bad release dates',
      { cards: [{ line: 3, title: 'x', release: { name: 'R', startDate: '2027-02-30' } }] },
      'Line 3:',
    ],
    ['a 20,001-row file', { cards: importRows(20_001) }, IMPORT_MESSAGES.tooManyRows],
    ['no cards', { cards: [] }, 'no cards'],
    ['an unknown format', { source: { format: 'xls', fileName: 'a.xls' } }, 'Format must be one of'],
  ])('%s (400)', async (_name, change, message) => {
    const ws = await makeWorkspace(server);
    const events = await published(server, async () => {
      const res = await postImport(ws.owner.client, {
        target: { projectId: ws.projectId },
        source: importSource,
        cards: importRows(2),
        ...change,
      });
      expect(res.status, res.text).toBe(400);
      expect(res.body.error).toContain(message);
    });
    expect(events).toEqual([]);
    expect(await cardsOf(server.db, ws.projectId)).toEqual([]);
    expect(await server.db('categories').where({ projectId: ws.projectId })).toEqual([]);
    expect(await server.db('imports').where({ projectId: ws.projectId })).toEqual([]);
  });

  it('past the project’s card ceiling (409 naming it), with nothing created', async () => {
    const ws = await makeWorkspace(server);
    await insertCards(server, ws.projectId, ws.prefix, 9_999);
    const res = await importInto(
      ws.owner.client,
      ws.projectId,
      importRows(2, () => ({ useCase: 'Extra' })),
    );
    expect(res.status, res.text).toBe(409);
    expect(res.body.error).toContain('at most 10,000 cards; this one has 9,999');
    expect(await server.db('categories').where({ projectId: ws.projectId })).toEqual([]);
  });
});
