// The adapter's subscriptions when its node closes at once (redisAdapter.ts): a node whose port was taken after
// its start-up check closes what it opened before it throws, and the subscriptions the adapter sent when it was
// made are still on their way. Left unhandled, their failure would end the process instead of its own message.
// Needs a `redis-server` binary (a scratch one, on its own port).
import { Server } from 'socket.io';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redisServerAvailable, startScratchRedis, type ScratchRedis } from '../../chaos/harness/redisServer';
import { createLogger } from '../logger';
import { attachRedisAdapter } from './redisAdapter';
import type { RealtimeServer } from './types';

const available = redisServerAvailable();
if (!available)
  console.log(
    '[cardplan tests] server/realtime/redisAdapter.test.ts skipped: no redis-server binary on the PATH',
  );

describe.runIf(available)('the Redis adapter closed as soon as it is made', () => {
  let redis: ScratchRedis;
  beforeAll(async () => {
    redis = await startScratchRedis();
  });
  afterAll(async () => {
    await redis?.close();
  });

  it('leaves no subscription failing unhandled', async () => {
    const unhandled: unknown[] = [];
    const record = (reason: unknown) => void unhandled.push(reason);
    process.on('unhandledRejection', record);
    try {
      const io = new Server() as unknown as RealtimeServer;
      const adapter = attachRedisAdapter(
        io,
        { url: redis.url, prefix: 'closed-at-once' },
        createLogger('silent'),
      );
      await adapter.close(); // both connections ended: what was on its way has failed by now
      // Node reports a rejection nobody handled once the microtasks after it have run.
      await new Promise((resolve) => setImmediate(resolve));
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', record);
    }
  });
});
