// The knex CLI's settings (`npm run knex -- migrate:make add_thing`, `npm run migrate`, `migrate:status`):
// the server's own configuration (server/config.ts) and its migration list (migrations/index.ts), so the CLI
// and the server migrate the same database with the same migrations. Without DATABASE_URL it uses the
// embedded PostgreSQL of the Cardplan running in DATA_DIR (`npm start` migrates by itself).
import type { Knex } from 'knex';
import { migrationSource } from './migrations';
import { loadConfig } from './server/config';
import { EMBEDDED_DATABASE } from './server/db/database';
import { runningEmbeddedPostgres } from './server/db/embedded/cluster';

export default function knexConfig(): Knex.Config {
  const config = loadConfig();
  return {
    client: 'pg',
    // Resolved on first connect, so making a migration needs no database.
    connection: async () => {
      const url = config.databaseUrl ?? runningEmbeddedPostgres(config.dataDir)?.url(EMBEDDED_DATABASE);
      if (!url)
        throw new Error('No database: set DATABASE_URL, or start Cardplan (npm start) in DATA_DIR first');
      return { connectionString: url };
    },
    migrations: { migrationSource, extension: 'ts', stub: 'migrations/migration.stub' },
  };
}
