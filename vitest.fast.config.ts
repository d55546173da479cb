// The inner loop (`npm run test:fast`): common's rules, the client's units and components (happy-dom), server
// units named *.unit.test.ts, and the server's commands run without HTTP (*.command.test.ts). It needs
// PostgreSQL for the commands: DATABASE_URL when set, else an embedded one started for the run
// (test/globalSetup.ts, which also builds the migrated template each test database is copied from). No
// Redis, browser or chaos; `npm test` runs these and everything else. The lanes: vitest.lanes.ts.
// package.json runs it under `node --max-opt=1` (V8's baseline tier, Sparkplug, at the top): its lanes run
// in this process's threads, each file's code for a moment, and optimising it cost more than it saved (two
// runs each on the 2-core machine: 98 CPU-s against 109–124; docs/testing.md). The server lanes of `npm test`
// run in processes of their own, whose long-lived code gains from optimising.
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
