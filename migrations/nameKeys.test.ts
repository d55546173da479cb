// The name_keys migration on a database where the old index let "ÉTÉ" in beside "été" (locale C, as the embedded
// cluster): the oldest keeps its name, the later ones get the next free number, and the new index then holds.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../server/test/testServer';
import { makeWorkspace } from '../server/test/workspace';
import { migrationSource } from '.';

const NAME = '20261129065732_name_keys';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ databaseLocale: 'C' });
});
afterAll(() => server?.close());

describe('migration name_keys', () => {
  it('numbers the use cases that only the old rule told apart, then refuses new ones', async () => {
    const ws = await makeWorkspace(server);
    const other = await makeWorkspace(server);
    await server.db.migrate.down({ migrationSource, name: NAME });
    const long = 'É'.repeat(100);
    const rows = [
      [ws.projectId, 'été'],
      [ws.projectId, 'ÉTÉ'],
      [ws.projectId, 'e\u0301te\u0301'], // "été" with combining accents
      [ws.projectId, 'Été (2)'], // the number the first renamed one would take
      [ws.projectId, long],
      [ws.projectId, long.toLowerCase()],
      [other.projectId, 'ÉTÉ'], // another project's name is its own
    ] as const;
    for (const [projectId, name] of rows) await server.db('categories').insert({ projectId, name });

    await server.db.migrate.up({ migrationSource, name: NAME });
    const names = await server.db('categories').orderBy('id').pluck('name');
    expect(names).toEqual([
      'été',
      'ÉTÉ (3)',
      'e\u0301te\u0301 (4)',
      'Été (2)',
      long,
      `${long.toLowerCase().slice(0, 96)} (2)`,
      'ÉTÉ',
    ]);
    await expect(
      server.db('categories').insert({ projectId: ws.projectId, name: 'ÉTÉ (3)'.toLowerCase() }),
    ).rejects.toThrow(/categories_project_name_unique/);
  });
});
