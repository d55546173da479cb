// The whole suite: unit tests next to the code, HTTP tests against a real server and database.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['{server,common,client,migrations,seeds}/**/*.test.{ts,tsx}', 'test/**/*.test.ts'],
    globalSetup: ['./test/globalSetup.ts', './test/e2e/globalSetup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    maxWorkers: 2,
    env: { LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent' },
  },
});
