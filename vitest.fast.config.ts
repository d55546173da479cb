// The inner loop (`npm run test:fast`): common's rules, the client's units and components (happy-dom), server
// units named *.unit.test.ts, and the server's commands run without HTTP (*.command.test.ts). It needs
// PostgreSQL for the commands: DATABASE_URL when set, else an embedded one started for the run
// (test/globalSetup.ts, which also builds the migrated template each test database is copied from). No
// Redis, browser or chaos; `npm test` runs these and everything else. The lanes: vitest.lanes.ts.
import { defineConfig } from 'vitest/config';
import { COMMAND_FILES, LANE, unitProjects } from './vitest.lanes';

export default defineConfig({
  test: {
    maxWorkers: 3,
    projects: [
      ...unitProjects(),
      // PostgreSQL starts (globalSetup) only when a run has command tests in it.
      {
        test: {
          ...LANE,
          name: 'commands',
          include: COMMAND_FILES,
          pool: 'threads',
          isolate: false,
          env: { ...LANE.env, REDIS_URL: '' },
          globalSetup: ['./test/globalSetup.ts'],
        },
      },
    ],
  },
});
