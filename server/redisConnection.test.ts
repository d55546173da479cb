// The node's Redis connections (redisConnection.ts): quick to come back after an outage, one warning per
// outage, the owner told when Redis is back, and queued commands that never fail for having waited.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redisServerAvailable, startScratchRedis, type ScratchRedis } from '../chaos/harness/redisServer';
import type { Logger } from './logger';
import { openRedis, REDIS_RETRY_MAX_MS, redisRetryDelayMs } from './redisConnection';
import { sleep } from './test/waits';

/** A logger that keeps the messages of warn and info. */
function recordingLogger() {
  const lines: { level: string; msg: string }[] = [];
  const record = (level: string) => (_fields: unknown, msg: string) => void lines.push({ level, msg });
  const logger = { warn: record('warn'), info: record('info'), error: record('error') } as unknown as Logger;
  return { logger, lines };
}

describe('Redis connections', () => {
  it('try again at least once a second: events cross nodes again soon after Redis is back', () => {
    // ioredis' own backoff doubles up to 5 s: an outage of a few seconds left nodes deaf for seconds more.
    const delays = Array.from({ length: 100 }, (_, i) => redisRetryDelayMs(i + 1));
    expect(delays[0]).toBe(50);
    expect(Math.max(...delays)).toBe(REDIS_RETRY_MAX_MS);
    expect(REDIS_RETRY_MAX_MS).toBeLessThanOrEqual(1000);
  });

  it('never fail a queued command for having waited (an unhandled rejection would end the process)', () => {
    // The adapter subscribes to a folder's channel when a first socket joins it, without handling the
    // promise: ioredis' default (fail queued commands after 20 retries) crashed a node whose Redis had been
    // away for a minute or so.
    const { logger } = recordingLogger();
    const queued = openRedis('redis://127.0.0.1:1', { purpose: 'test', logger, queueWhileAway: true });
    const direct = openRedis('redis://127.0.0.1:1', { purpose: 'test', logger });
    try {
      expect(queued.client.options.maxRetriesPerRequest).toBeNull();
      expect(queued.client.options.enableOfflineQueue).toBe(true);
      expect(direct.client.options.enableOfflineQueue).toBe(false);
    } finally {
      queued.close();
      direct.close();
    }
  });
});

const available = redisServerAvailable();
if (!available)
  console.log(
    '[cardplan tests] server/redisConnection.test.ts: Redis outage case skipped, no redis-server binary',
  );

describe.runIf(available)('a Redis connection through an outage', () => {
  let redis: ScratchRedis;
  beforeAll(async () => {
    redis = await startScratchRedis();
  });
  afterAll(async () => {
    await redis?.close();
  });

  it('warns once that Redis went, tells once that it is back, and calls its owner', async () => {
    const { logger, lines } = recordingLogger();
    const connection = openRedis(redis.url, { purpose: 'test', logger });
    let back = 0;
    connection.onBack(() => (back += 1));
    try {
      while (connection.client.status !== 'ready') await sleep(20);
      await redis.stop();
      await sleep(2500); // several failed retries
      await redis.start();
      while (connection.client.status !== 'ready') await sleep(20);
      expect(back).toBe(1);
      expect(lines.filter((l) => l.level === 'warn')).toEqual([
        { level: 'warn', msg: 'redis connection lost; retrying every second' },
      ]);
      expect(lines.filter((l) => l.level === 'info')).toEqual([{ level: 'info', msg: 'redis is back' }]);
    } finally {
      connection.close();
    }
    await sleep(50);
    expect(lines.filter((l) => l.level === 'warn')).toHaveLength(1); // closing on purpose is no outage
  });

  it('closes at once while Redis is away: a node stopped during an outage does not wait for it', async () => {
    const { logger } = recordingLogger();
    const connection = openRedis(redis.url, { purpose: 'test', logger, queueWhileAway: true });
    const status = (): string => connection.client.status; // read anew each time (no narrowing)
    try {
      while (status() !== 'ready') await sleep(20);
      await redis.stop();
      while (status() !== 'reconnecting') await sleep(20);
      // Waiting for the end event here would never resolve: a connection between two tries has no socket.
      await connection.close();
      await redis.start();
      await sleep(REDIS_RETRY_MAX_MS + 200); // past its next try, had it kept one
      expect(status()).not.toBe('ready');
    } finally {
      await redis.start(); // does nothing when it runs already
    }
  });
});
