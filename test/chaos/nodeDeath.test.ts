// Chaos scenario 2 in the suite, shortened: two real server processes on PostgreSQL and Redis behind a
// round-robin proxy, one killed with SIGKILL mid-run; the clients on it must be back on the other node within
// 5 s, equal to a fresh load, with every acknowledged write kept. Runs only with DATABASE_URL and REDIS_URL.
import { expect, it } from 'vitest';
import { failures, formatResults } from '../../chaos/report';
import { runNodeDeath } from '../../chaos/scenarios/nodeDeath';

const enabled = Boolean(process.env.DATABASE_URL && process.env.REDIS_URL);
if (!enabled)
  console.log(
    '[cardplan tests] test/chaos/nodeDeath.test.ts skipped: two server processes need both DATABASE_URL (PostgreSQL) and REDIS_URL',
  );

it.runIf(enabled)(
  'keeps every client and every acknowledged write when one of two nodes is killed',
  async () => {
    const result = await runNodeDeath({ mirrors: 8, writers: 3, beforeKillMs: 1500, afterKillMs: 2500 });
    console.log(formatResults([result]));
    expect(failures(result)).toEqual([]);
  },
  120_000,
);
