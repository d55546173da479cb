// knex configuration for tools: the same database choice and migrations as the server.
import type { Knex } from 'knex';
import { loadConfig } from './server/config';
import { migrationSource } from './migrations';

const config = loadConfig();

const knexConfig: Knex.Config = config.databaseUrl
  ? { client: 'pg', connection: config.databaseUrl, migrations: { migrationSource } }
  : {
      client: 'knex-pglite',
      connection: { filename: `${config.dataDir}/pglite` },
      migrations: { migrationSource },
    };

export default knexConfig;
