// `npm run create-admin -- email password` against a real database, as an operator runs it.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { openDb } from '../server/db/connection';
import { createTestDatabase } from '../server/test/testDatabase';

const run = promisify(execFile);

describe('npm run create-admin', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cardplan-cli-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it(
    'creates an admin, promotes an existing account, and refuses bad input',
    { timeout: 120_000 },
    async () => {
      const database = await createTestDatabase();
      const env = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' } as NodeJS.ProcessEnv;
      env.DATABASE_URL = database.databaseUrl;
      try {
        const created = await run(
          'npm',
          ['run', '--silent', 'create-admin', '--', 'Ops@Example.test', 'ops-password'],
          { env },
        );
        expect(created.stdout).toContain('Admin ops@example.test created.');
        const again = await run(
          'npm',
          ['run', '--silent', 'create-admin', '--', 'ops@example.test', 'other-password'],
          { env },
        );
        expect(again.stdout).toContain('is now an admin');
        await expect(
          run('npm', ['run', '--silent', 'create-admin', '--', 'not-an-email', 'x'], { env }),
        ).rejects.toMatchObject({
          code: 2,
        });

        const db = openDb(database.databaseUrl);
        try {
          const rows = await db('users').select('email', 'accessLevel');
          expect(rows).toEqual([{ email: 'ops@example.test', accessLevel: 'admin' }]);
        } finally {
          await db.destroy();
        }
      } finally {
        await database.drop();
      }
    },
  );
});
