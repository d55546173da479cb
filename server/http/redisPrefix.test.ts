// Two deployments (or two test runs) on one Redis keep apart: each counts under its own REDIS_PREFIX, while the
// nodes of one deployment, sharing a prefix, share their counters. Needs a real Redis: runs with REDIS_URL.
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS, createRateLimits } from './rateLimits';

const url = process.env.REDIS_URL;
if (!url)
  console.warn('[cardplan tests] server/http/redisPrefix.test.ts skipped: it needs REDIS_URL (a real Redis)');

describe.runIf(Boolean(url))('rate limits under a Redis prefix (REDIS_URL)', () => {
  const client = new Redis(url ?? '', { lazyConnect: true });
  const prefix = `cardplan-test-${randomUUID()}`;
  afterAll(async () => {
    const keys = await client.keys(`${prefix}*`);
    if (keys.length) await client.del(...keys);
    await client.quit();
  });
  const settings = { ...DEFAULT_RATE_LIMITS, failedSignInPerEmail: { points: 2, durationSeconds: 60 } };

  it('shares counters within a prefix and never across prefixes', async () => {
    const nodeA = createRateLimits(settings, { client, prefix });
    const nodeB = createRateLimits(settings, { client, prefix });
    const otherDeployment = createRateLimits(settings, { client, prefix: `${prefix}-other` });
    await nodeA.consume('failedSignInPerEmail', 'ana@example.com');
    await nodeA.consume('failedSignInPerEmail', 'ana@example.com');
    await expect(nodeB.consume('failedSignInPerEmail', 'ana@example.com')).rejects.toMatchObject({
      status: 429,
    });
    await expect(otherDeployment.consume('failedSignInPerEmail', 'ana@example.com')).resolves.toBeUndefined();
    expect(await client.keys(`${prefix}:rl:failedSignInPerEmail*`)).toHaveLength(1);
  });
});
