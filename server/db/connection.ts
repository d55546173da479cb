// Opens the database: PostgreSQL through pg when a URL is given, else embedded PostgreSQL (PGlite).
import fs from 'node:fs';
import path from 'node:path';
import knex, { type Knex } from 'knex';
import ClientPgLite from 'knex-pglite';
import pg from 'pg';

export type Db = Knex;

// COUNT(*) and other bigints come back as strings; our counts always fit in a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));

export interface DbOptions {
  databaseUrl?: string;
  /** PGlite directory, or ':memory:' */
  dataDir: string;
  poolMax?: number;
}

export function openDb({ databaseUrl, dataDir, poolMax = 10 }: DbOptions): Db {
  if (databaseUrl) {
    return knex({ client: 'pg', connection: databaseUrl, pool: { min: 0, max: poolMax } });
  }
  let connection: object = {};
  if (dataDir !== ':memory:') {
    const filename = path.join(dataDir, 'pglite');
    fs.mkdirSync(filename, { recursive: true });
    connection = { filename };
  }
  return knex({ client: ClientPgLite, dialect: 'postgres', connection });
}

export const isEmbedded = (db: Db) => db.client.config.client !== 'pg';
