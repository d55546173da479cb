// A fresh database per test file: a new PostgreSQL database when DATABASE_URL is set, else in-memory PGlite.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface TestDatabase {
  /** undefined means embedded PGlite in memory */
  databaseUrl?: string;
  dataDir: string;
  drop(): Promise<void>;
}

export const usingRealPostgres = () => Boolean(process.env.DATABASE_URL);

async function adminQuery(sql: string) {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export async function createTestDatabase(): Promise<TestDatabase> {
  if (!usingRealPostgres()) return { dataDir: ':memory:', drop: async () => {} };
  const name = `cardplan_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(`CREATE DATABASE ${name}`);
  const url = new URL(process.env.DATABASE_URL!);
  url.pathname = `/${name}`;
  return {
    databaseUrl: url.toString(),
    dataDir: ':memory:',
    drop: () => adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}
