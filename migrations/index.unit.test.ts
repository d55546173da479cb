// The server's bundle imports each migration by name (migrations/index.ts): a migration file that is not in the
// list would never run. `npm run knex -- migrate:make` writes the file; this says when it is not listed yet.
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { migrationSource } from '.';

describe('the migration list', () => {
  it('names every migration file in migrations/, in file order', async () => {
    const files = fs
      .readdirSync(new URL('.', import.meta.url))
      .filter((name) => /^\d{14}_.+\.ts$/.test(name) && !name.endsWith('.test.ts'))
      .map((name) => name.replace(/\.ts$/, ''))
      .sort();
    expect(await migrationSource.getMigrations([])).toEqual(files);
  });
});
