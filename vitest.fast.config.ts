// The inner loop (`npm run test:fast`): the tests that need nothing outside Node — common's rules, the
// client's units and components (happy-dom), and server units named *.unit.test.ts. No PostgreSQL, Redis,
// browser or chaos; `npm test` runs these and everything else.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'common/**/*.test.ts',
      'client/**/*.test.{ts,tsx}',
      '{server,migrations,test}/**/*.unit.test.ts',
    ],
    testTimeout: 30_000,
    pool: 'forks',
    maxWorkers: 2,
    env: { LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent', DATABASE_URL: '', REDIS_URL: '' },
  },
});
