// With REDIS_URL, two nodes share the brute-force counters (docs/decisions.md). Runs only when REDIS_URL is set.
import { describe, expect, it } from 'vitest';
import { createUser } from '../test/factories';
import { startTestServer } from '../test/testServer';

const url = process.env.REDIS_URL;
// Said out loud, like the other Redis tests: a skip that names no reason reads like a forgotten test.
if (!url)
  console.warn(
    '[cardplan tests] server/http/sharedRateLimits.test.ts skipped: it needs REDIS_URL (a real Redis the two nodes share)',
  );

describe.runIf(Boolean(url))('rate limits across nodes (needs REDIS_URL: a real Redis)', () => {
  it('counts failures on node A against sign-ins on node B', async () => {
    const a = await startTestServer({ env: { REDIS_URL: url! } });
    const b = await startTestServer({
      env: {
        REDIS_URL: url!,
        ...(a.config.databaseUrl ? { DATABASE_URL: a.config.databaseUrl } : {}),
      },
    });
    try {
      const who = await createUser(a);
      for (let i = 0; i < 5; i++) {
        expect(
          (await a.client().post('/api/auth/signin', { email: who.user.email, password: 'wrong-one' }))
            .status,
        ).toBe(401);
      }
      const onB = await b
        .client()
        .post('/api/auth/signin', { email: who.user.email, password: who.password });
      expect(onB.status).toBe(429);
    } finally {
      await b.close();
      await a.close();
    }
  });
});
