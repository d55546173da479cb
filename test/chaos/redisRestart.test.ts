// Chaos scenario 3 in the suite, shortened: two real server processes on PostgreSQL and a scratch Redis of
// their own, which is stopped and started again under writers and live clients on both nodes. Events must
// keep reaching this node's sockets meanwhile and cross nodes again after, the limits must hold (per node)
// without Redis, nothing may answer 500, and every screen must end equal to a fresh load.
// Runs with DATABASE_URL and a `redis-server` binary (never the machine's Redis).
import { expect, it } from 'vitest';
import { redisServerAvailable } from '../../chaos/harness/redisServer';
import { failures, formatResults } from '../../chaos/report';
import { runRedisRestart } from '../../chaos/scenarios/redisRestart';

const enabled = Boolean(process.env.DATABASE_URL) && redisServerAvailable();
if (!enabled)
  console.log(
    '[cardplan tests] test/chaos/redisRestart.test.ts skipped: it needs DATABASE_URL (PostgreSQL) and a redis-server binary',
  );

it.runIf(enabled)(
  'keeps delivering, limiting and every acknowledged write when the Redis of two nodes restarts',
  async () => {
    const result = await runRedisRestart({
      mirrorsPerNode: 4,
      writers: 2,
      beforeStopMs: 1500,
      outageMs: 3000,
      afterStartMs: 4000,
    });
    console.log(formatResults([result]));
    expect(failures(result)).toEqual([]);
  },
  120_000,
);
