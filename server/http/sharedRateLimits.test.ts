// With REDIS_URL, two nodes share the brute-force counters (docs/decisions.md). Runs only when REDIS_URL is set.
import { describe, expect, it } from 'vitest';
import { createUser } from '../test/factories';
import { startTestServer } from '../test/testServer';

describe.runIf(Boolean(process.env.REDIS_URL))('rate limits across nodes (REDIS_URL)', () => {
  it('counts failures on node A against sign-ins on node B', async () => {
    const a = await startTestServer({ env: { REDIS_URL: process.env.REDIS_URL! } });
    const b = await startTestServer({
      env: {
        REDIS_URL: process.env.REDIS_URL!,
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
