// The test databases themselves: each file's copy is its own and migrated (also when it was made ahead, as a
// spare), a dropped one goes, and a run's end drops what that run left and nothing of another run's.
import pg from 'pg';
import { afterAll, expect, it } from 'vitest';
import { createTestDatabase, dropRunDatabases, RUN_ENV } from './testDatabase';

const server = new pg.Client({ connectionString: process.env.DATABASE_URL });
await server.connect();
afterAll(() => server.end());

const exists = async (name: string) =>
  (await server.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount === 1;
const nameOf = (url: string) => new URL(url).pathname.slice(1);

it('gives each copy its own migrated database, and a dropped one goes', async () => {
  // The second comes from the spare the first left, when the run makes spares (test/globalSetup.ts).
  const first = await createTestDatabase();
  const second = await createTestDatabase();
  const names = [first, second].map((database) => nameOf(database.databaseUrl));
  expect(names[0]).not.toBe(names[1]);
  for (const database of [first, second]) {
    const client = new pg.Client({ connectionString: database.databaseUrl });
    await client.connect();
    try {
      expect((await client.query("SELECT to_regclass('cards') AS cards")).rows[0].cards).toBe('cards');
    } finally {
      await client.end();
    }
  }
  await Promise.all([first.drop(), second.drop()]);
  // Within a run the drop goes on behind the test; it happens all the same.
  for (const name of names) await expect.poll(() => exists(name)).toBe(false);
});

it("drops at a run's end the databases of that run only", async () => {
  const [ours, theirs] = [`zz${process.pid}a`, `zz${process.pid}b`];
  const made = [`cardplan_test_${ours}_1`, `cardplan_test_${ours}_2`, `cardplan_test_${theirs}_1`];
  for (const name of made) await server.query(`CREATE DATABASE ${name}`);
  try {
    expect(await dropRunDatabases(ours)).toBe(2);
    expect(await Promise.all(made.map(exists))).toEqual([false, false, true]);
  } finally {
    await server.query(`DROP DATABASE IF EXISTS cardplan_test_${theirs}_1`);
  }
});

it('runs under a mark for the run, which test/globalSetup.ts sets', () => {
  expect(process.env[RUN_ENV]).toMatch(/^p\d+$/);
});
