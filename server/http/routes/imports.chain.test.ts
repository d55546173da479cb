// Random files through the whole chain, as the import's property test asks: read and planned by the browser's code
// (common/import), sent as the dialog sends them (JSON lines), written by the server. Quotes, separators, line
// breaks, BOMs, empty and 2,000-character cells (common/import/testFiles.ts) never make a 5xx, and the project
// gains every planned card or none.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildImport, readImportFile } from '../../../common/import/plan';
import { importFileBytes, importFileName } from '../../../common/import/testFiles';
import { postImport } from '../../test/importRequests';
import { startTestServer, type TestServer } from '../../test/testServer';
import { makeWorkspace, type Workspace } from '../../test/workspace';

describe('a random file, read and sent as the browser does', () => {
  let server: TestServer;
  let ws: Workspace;
  beforeAll(async () => {
    server = await startTestServer(); // its write allowance is lifted: many imports in a minute
    ws = await makeWorkspace(server);
  });
  afterAll(() => server?.close());

  const cardCount = async () =>
    Number((await server.db('cards').where({ projectId: ws.projectId }).count())[0]!.count);

  it('never makes a 5xx; the project gains every planned card or none', async () => {
    let sent = 0;
    await fc.assert(
      fc.asyncProperty(importFileBytes, importFileName, fc.boolean(), async (file, name, asStatus) => {
        const read = await readImportFile(name, file);
        if (!read.ok) return;
        const plan = buildImport(read.file, { listsAs: asStatus ? 'status' : 'useCase' });
        if (!plan.cards.length) return; // the dialog offers no Import
        sent++;
        const before = await cardCount();
        const res = await postImport(ws.owner.client, {
          target: { projectId: ws.projectId },
          source: { format: plan.format, fileName: plan.fileName },
          cards: plan.cards,
        });
        expect(res.status, res.text.slice(0, 300)).toBeLessThan(500);
        const gained = (await cardCount()) - before;
        expect(gained).toBe(res.status === 201 ? plan.cards.length : 0);
      }),
      // A stray quote that is never closed refuses the whole file (docs/import.md "Damaged files"), and random
      // pieces make many: enough runs that still more than 20 files reach the server.
      { numRuns: 400, seed: 2029 },
    );
    // The property said something: files that the browser would send reached the server.
    expect(sent).toBeGreaterThan(20);
  });
});
