// The whole suite (`npm test`): the unit lanes of `npm run test:fast` (vitest.lanes.ts), then route, socket,
// command, process and browser tests against a real server, PostgreSQL (each file a copy of the migrated
// template, test/globalSetup.ts) and, with REDIS_URL, Redis.
import { defineConfig } from 'vitest/config';
import { LANE, SERVER_EXCLUDES, SERVER_FILES, unitProjects } from './vitest.lanes';

export default defineConfig({
  test: {
    maxWorkers: 2,
    // `npm run coverage`: how much of the domain layer (policies, commands, queries, presenters) the server's
    // tests run.
    coverage: {
      provider: 'v8',
      include: ['server/domain/**/*.ts'],
      exclude: ['**/*.test.ts'],
      reporter: ['text', 'json-summary'],
      reportsDirectory: 'coverage',
    },
    projects: [
      ...unitProjects(),
      {
        test: {
          ...LANE,
          name: 'server',
          include: SERVER_FILES,
          exclude: SERVER_EXCLUDES,
          pool: 'forks',
          globalSetup: ['./test/globalSetup.ts', './test/e2e/globalSetup.ts'],
        },
      },
    ],
  },
});
