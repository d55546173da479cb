// The whole suite (`npm test`): the unit lane of `npm run test:fast` (vitest.lanes.ts), then route, socket,
// command, process and browser tests against a real server, PostgreSQL (each file a copy of the migrated
// template, test/globalSetup.ts) and, with REDIS_URL, Redis.
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { serverProjects, unitProjects } from './vitest.lanes';
import { LongestFirst } from './vitest.order';

export default defineConfig({
  test: {
    // Browser and process tests spend much of their time waiting (a page's timers, a node's restart): on the
    // 2-core CI machine two workers left a third of the CPU idle and three fill it (four overloaded it: a
    // drag test timed out), so one more worker than cores.
    maxWorkers: availableParallelism() + 1,
    sequence: { sequencer: LongestFirst },
    // `npm run coverage`: how much of the domain layer (policies, commands, queries, presenters) the server's
    // tests run.
    coverage: {
      provider: 'v8',
      include: ['server/domain/**/*.ts'],
      exclude: ['**/*.test.ts'],
      reporter: ['text', 'json-summary'],
      reportsDirectory: 'coverage',
      // A test that fails (a loaded machine's timeout) must not hide the figures of all the others.
      reportOnFailure: true,
      // Issue 44: no file of the domain layer under 80 % of its lines (a file of types alone has none).
      thresholds: { lines: 80, perFile: true },
    },
    projects: [...unitProjects(), ...serverProjects(['./test/globalSetup.ts', './test/e2e/globalSetup.ts'])],
  },
});
