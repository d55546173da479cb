// The brute-force limits while their shared Redis is away or hung (chaos suite): each node counts in
// its own memory meanwhile (rate-limiter-flexible's insuranceLimiter), so sign-in keeps working, a wrong password
// still costs an attempt, and nothing answers 500 or hangs. Needs a `redis-server` binary (a scratch one, on
// its own port: the machine's Redis is never touched).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redisServerAvailable, startScratchRedis, type ScratchRedis } from '../../chaos/harness/redisServer';
import { createUser } from '../test/factories';
import { startTestServer, type TestServer } from '../test/testServer';
import { DEFAULT_RATE_LIMITS } from './rateLimits';
import { sleep } from '../test/waits';

const available = redisServerAvailable();
if (!available)
  console.log(
    '[cardplan tests] server/http/rateLimitsRedisAway.test.ts skipped: no redis-server binary on the PATH',
  );

describe.runIf(available)('rate limits while Redis is away', () => {
  let redis: ScratchRedis;
  let server: TestServer;

  beforeAll(async () => {
    redis = await startScratchRedis();
    server = await startTestServer({ env: { REDIS_URL: redis.url }, rateLimits: DEFAULT_RATE_LIMITS });
  });
  afterAll(async () => {
    await server?.close();
    await redis?.close();
  });

  const signIn = (email: string, password: string) =>
    server.client().post('/api/auth/signin', { email, password });
  const wrongTimes = async (email: string, times: number) => {
    const statuses: number[] = [];
    for (let i = 0; i < times; i++) statuses.push((await signIn(email, `wrong-${i}`)).status);
    return statuses;
  };
  const allowed = DEFAULT_RATE_LIMITS.failedSignInPerEmail.points;
  /** Waits until the node's three connections (rate limits, adapter publisher and subscriber) are back and ready. */
  async function connected(redis: ScratchRedis) {
    while ((await redis.connectedClients()) < 3) await sleep(50);
    await sleep(300); // each asks INFO before it is ready
  }

  it('counts in memory while Redis is stopped: 401s, then 429; the right password still signs in', async () => {
    const who = await createUser(server);
    const other = await createUser(server);
    await redis.stop();
    try {
      expect(await wrongTimes(who.user.email, allowed + 1)).toEqual([...Array(allowed).fill(401), 429]);
      const res = await signIn(other.user.email, other.password);
      expect(res.status, res.text).toBe(200);
    } finally {
      await redis.start();
    }
  });

  it('answers instead of waiting while Redis hangs', async () => {
    const who = await createUser(server);
    await connected(redis);
    redis.freeze();
    try {
      // Each Redis call gives up after a second and counts in memory instead (without that: no answer).
      expect(await wrongTimes(who.user.email, 1)).toEqual([401]);
      const res = await signIn(who.user.email, who.password);
      expect(res.status, res.text).toBe(200);
    } finally {
      redis.thaw();
    }
  });
});
