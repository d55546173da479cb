// The knex handle on a PostgreSQL URL: the machine's (DATABASE_URL) or the embedded server's (see database.ts).
import knex, { type Knex } from 'knex';
import pg from 'pg';

export type Db = Knex;

// COUNT(*) and other bigints come back as strings; our counts always fit in a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));

export function openDb(databaseUrl: string, poolMax = 10): Db {
  return knex({ client: 'pg', connection: databaseUrl, pool: { min: 0, max: poolMax } });
}
