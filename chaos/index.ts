// npm run chaos: every fault scenario of the chaos suite against real processes, one row each with its
// figures and pass/fail (chaos/report.ts). DATABASE_URL names the PostgreSQL server scenarios make their
// databases on (else a scratch embedded one is started); REDIS_URL the Redis two nodes share (else a scratch
// redis-server). Options:
//   --only <key,…>        run some: db-external, db-embedded, node-death, redis-restart, network-drops, soak, polling
//   --soak-minutes <n>    the soak's length (default $CHAOS_SOAK_MINUTES, else 10)
//   --machine-postgres    db-external restarts the machine's cluster at DATABASE_URL (pg_ctlcluster) instead
//                         of a PostgreSQL server of its own — everything else using that cluster sees it too
import os from 'node:os';
import { parseArgs } from 'node:util';
import { ensureDatabaseUrl } from '../server/db/embedded/scratch';
import { redisServerAvailable, startScratchRedis } from './harness/redisServer';
import { formatResults, passed, type ScenarioResult } from './report';
import { runDatabaseRestart } from './scenarios/databaseRestart';
import { runNetworkDrops } from './scenarios/networkDrops';
import { runNodeDeath } from './scenarios/nodeDeath';
import { runRedisRestart } from './scenarios/redisRestart';
import { runSoak } from './scenarios/soak';
import { runTransportFallback } from './scenarios/transportFallback';

const { values } = parseArgs({
  options: {
    only: { type: 'string' },
    'soak-minutes': { type: 'string' },
    'machine-postgres': { type: 'boolean', default: false },
  },
});
const soakMinutes = values['soak-minutes'] ? Number(values['soak-minutes']) : undefined;

const scenarios: { key: string; title: string; run: () => Promise<ScenarioResult> }[] = [
  {
    key: 'db-external',
    title: 'database restart (external)',
    run: () => runDatabaseRestart({ flavour: 'external', machine: values['machine-postgres'] }),
  },
  {
    key: 'db-embedded',
    title: 'database restart (embedded)',
    run: () => runDatabaseRestart({ flavour: 'embedded' }),
  },
  { key: 'node-death', title: 'a node dies', run: () => runNodeDeath() },
  { key: 'redis-restart', title: 'Redis restarts', run: () => runRedisRestart() },
  { key: 'network-drops', title: 'network drops', run: () => runNetworkDrops() },
  { key: 'polling', title: 'transport fallback', run: () => runTransportFallback() },
  { key: 'soak', title: 'soak', run: () => runSoak({ minutes: soakMinutes }) },
];

const only = values.only?.split(',').map((key) => key.trim());
const unknown = only?.filter((key) => !scenarios.some((s) => s.key === key)) ?? [];
if (unknown.length) {
  console.error(`unknown scenario ${unknown.join(', ')}; known: ${scenarios.map((s) => s.key).join(', ')}`);
  process.exit(2);
}

const database = await ensureDatabaseUrl();
const redis = !process.env.REDIS_URL && redisServerAvailable() ? await startScratchRedis() : undefined;
if (redis) process.env.REDIS_URL = redis.url;
const loadAtStart = os.loadavg()[0]!;
console.log(
  `Chaos suite on ${os.cpus().length} cores (${os.cpus()[0]?.model.trim()}), Node ${process.version}; ` +
    `${database.description}; Redis ${redis ? `scratch on port ${redis.port}` : (process.env.REDIS_URL ?? 'none')}\n`,
);

const results: ScenarioResult[] = [];
try {
  for (const scenario of scenarios.filter((s) => !only || only.includes(s.key))) {
    const startedAt = Date.now();
    let result: ScenarioResult;
    try {
      result = await scenario.run();
    } catch (error) {
      result = {
        scenario: scenario.title,
        figures: [],
        checks: [{ label: 'ran to the end', ok: false, detail: (error as Error).stack ?? String(error) }],
      };
    }
    result.figures.push(['took', `${((Date.now() - startedAt) / 1000).toFixed(0)} s`]);
    results.push(result);
    console.log(`${passed(result) ? 'pass' : 'FAIL'} ${result.scenario}`);
  }
} finally {
  await redis?.close();
  await database.stop();
}
console.log(`\n${formatResults(results)}`);
console.log(
  `\nLoad average ${loadAtStart.toFixed(2)} at start, ${os.loadavg()[0]!.toFixed(2)} at end; ${new Date().toISOString()}`,
);
process.exit(results.every(passed) ? 0 : 1);
