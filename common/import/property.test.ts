// Any bytes at all: decodeFile and the whole read → plan never throw, and every planned card passes the server's schema.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { importCard } from '../schemas/imports';
import { decodeFile } from './decode';
import { buildImport, readImportFile } from './plan';
import { importFileBytes, importFileName } from './testFiles';

describe('any file', () => {
  it('never makes the reader throw, and every planned card passes importCard', async () => {
    await fc.assert(
      fc.asyncProperty(importFileBytes, importFileName, fc.boolean(), async (file, name, asStatus) => {
        decodeFile(file);
        const read = await readImportFile(name, file);
        if (!read.ok) return;
        const plan = buildImport(read.file, {
          listsAs: asStatus ? 'status' : 'useCase',
          includeArchived: asStatus,
        });
        for (const card of plan.cards) expect(importCard.safeParse(card).success).toBe(true);
        for (const row of plan.skipped) expect(row.line).toBeGreaterThan(0);
      }),
      { numRuns: 300, seed: 2028 },
    );
  });
});
