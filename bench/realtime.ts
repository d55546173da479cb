// `npm run bench:realtime`: latency from a REST card move being sent to every listening client receiving
// its `change` event, events/s delivered and server RSS — one node with 50 and 500 clients, and two nodes
// through Redis (sharded Pub/Sub) with 500 clients split across them when REDIS_URL is set.
// On DATABASE_URL, else a scratch embedded PostgreSQL. Servers run as child processes (node server/index.ts) on a fresh
// database, so their RSS (/proc/<pid>/status VmRSS, sampled every 50 ms) is theirs alone; the clients
// (socket.io-client, WebSocket only) run in this process, as do the REST calls (see realtimeClients.ts).
// Then 50 clients open a 1,500-card project at once (openProject.ts), and 12 participants and a projector play
// planning poker: a vote revealed to 13 screens, round after round (realtimePoker.ts).
// This file starts the database and nodes, runs each configuration and prints the table and the targets.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { ensureDatabaseUrl } from '../server/db/embedded/scratch';
import { createTestDatabase } from '../server/test/testDatabase';
import { LIFT_WRITE_LIMITS } from '../chaos/harness/nodes';
import { freePort, startProcess, type ServerProcess } from '../test/processHarness';
import { OPEN_CARDS, OPEN_CLIENTS, openBigProject } from './openProject';
import { SCREENS } from './pokerRoom';
import {
  MOVES,
  prepareWorkspace,
  RATE_PER_S,
  runConfiguration,
  WARMUP_MOVES,
  WARM_SECONDS,
  type Configuration,
  type NodePool,
  type Row,
} from './realtimeClients';
import { printPoker, runPoker } from './realtimePoker';
import { msCell, spreadCells } from './realtimeStats';
import { target } from './targets';
import { machineLine, machineSpeed } from '../scripts/machineSpeed.mjs';

const postgres = await ensureDatabaseUrl();
console.log(`database: ${postgres.description}`);

const database = await createTestDatabase();
const dataDirs: string[] = [];
const running = new Set<ServerProcess>();
const env = {
  DATABASE_URL: database.databaseUrl,
  SESSION_SECRET: randomBytes(32).toString('hex'), // the same on every node: one session works on all
  LOG_LEVEL: 'warn',
  NODE_ENV: 'test',
  APP_URL: undefined,
  SMTP_URL: undefined,
};

async function startNode(redis: boolean): Promise<ServerProcess> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cardplan-bench-rt-'));
  dataDirs.push(dataDir);
  const node = await startProcess(
    ['node', '--import', 'tsx', ...LIFT_WRITE_LIMITS, 'server/index.ts'],
    { ...env, DATA_DIR: dataDir, REDIS_URL: redis ? process.env.REDIS_URL : undefined },
    await freePort(),
  );
  running.add(node);
  return node;
}

async function stopNode(node: ServerProcess) {
  running.delete(node);
  await node.stop().catch(() => undefined);
}

/** Bench accounts prove their address through the database: a share reaches only a verified account. */
async function markVerified(email: string) {
  const db = new pg.Client({ connectionString: database.databaseUrl });
  await db.connect();
  await db.query('UPDATE users SET "emailVerified" = true WHERE email = $1', [email]);
  await db.end();
}

const pool: NodePool = { start: startNode, stop: stopNode, markVerified };

const rows: Row[] = [];
const machineAtStart = await machineSpeed();
try {
  process.stderr.write('bench:realtime — preparing the workspace\n');
  const workspace = await prepareWorkspace(pool);
  const configurations: Configuration[] = [
    // No listener: what the REST call (HTTP + transaction + event log) costs by itself.
    { name: '1 node', nodes: 1, clients: 0, redis: false },
    { name: '1 node', nodes: 1, clients: 50, redis: false },
    { name: '1 node', nodes: 1, clients: 500, redis: false },
  ];
  if (process.env.REDIS_URL)
    configurations.push({ name: '2 nodes + Redis', nodes: 2, clients: 500, redis: true });
  for (const config of configurations) rows.push(await runConfiguration(config, workspace, pool));
  const opened = await openBigProject(workspace, pool);
  const poker = await runPoker(pool);

  const list = (values: number[]) => values.map((v) => v.toFixed(0)).join('+');
  console.log(
    `\nbench:realtime — ${MOVES} card moves (PATCH /api/cards/:id/reorder), one at a time, paced at ≤ ${RATE_PER_S}/s,` +
      ` after ${WARM_SECONDS} s of moves back to back on each new node (a server that has been running) and` +
      ` ${WARMUP_MOVES} paced warm-up moves; PostgreSQL.` +
      `\nlatency: REST request sent → its change event received, per client (ms). REST: request sent → response read.` +
      `\nCPU: % of one core during the measured moves, server process(es) / this process (the clients).` +
      `\n${machineLine(machineAtStart)}\n`,
  );
  console.log(
    'configuration    clients  moves/s   p50    p95    p99    max   REST p50   p99   events/s  delivered       RSS MB   CPU % srv/cli',
  );
  for (const r of rows) {
    const delivered = `${r.delivered}/${r.expected}${r.errors ? ` (${r.errors} errors)` : ''}`;
    console.log(
      [
        r.name.padEnd(16),
        String(r.clients).padStart(7),
        r.movesPerSecond.toFixed(1).padStart(8),
        ...spreadCells(r),
        ' ' + msCell(r.restP50),
        msCell(r.restP99),
        r.eventsPerSecond.toFixed(0).padStart(9),
        ' ' + delivered.padEnd(15),
        list(r.peakRssMb).padStart(7),
        `  ${list(r.serverCpu)} / ${r.clientCpu.toFixed(0)}`,
      ].join(' '),
    );
  }
  if (!process.env.REDIS_URL) console.log('(REDIS_URL unset: the two-node configuration was skipped)');
  const big = `${OPEN_CLIENTS} clients open a ${OPEN_CARDS.toLocaleString('en-US')}-card project`;
  const whole = (n: number) => (Number.isFinite(n) ? n.toFixed(0) : '—');
  console.log(
    `\n${big} at once (connected before, subscribed to nothing), each as the board does: project:subscribe,` +
      ` GET /api/projects/:id/data (${opened.kilobytes.toFixed(0)} kB), sync:since. From the common start until` +
      ` each has its data parsed: p50 ${whole(opened.p50)} ms, last client ${whole(opened.max)} ms.`,
  );
  for (const error of opened.errors) console.log(`  ERROR ${error}`);
  printPoker(poker);

  const oneNode = (clients: number) => rows.find((r) => r.nodes === 1 && r.clients === clients)!;
  console.log('\nTargets:');
  target('single card move, unloaded: REST p50', oneNode(0).restP50, '≤', 4, 'ms');
  target('fan-out to 50 clients: p50', oneNode(50).p50, '≤', 8, 'ms');
  target('fan-out to 50 clients: p99', oneNode(50).p99, '≤', 20, 'ms');
  // "Holds 50 moves/s": the pace is kept within a move per second over the run.
  target(`500 clients: holds ${RATE_PER_S} moves/s`, oneNode(500).movesPerSecond, '≥', RATE_PER_S - 1, '/s');
  target('500 clients: p99', oneNode(500).p99, '≤', 100, 'ms');
  target(`${big}: last client`, opened.max, '≤', 500, 'ms', 0);
  target(
    `planning poker, the facilitator's reveal to ${SCREENS} screens: p99`,
    poker.reveal.p99,
    '≤',
    250,
    'ms',
  );
  target(`planning poker, an auto-reveal to ${SCREENS} screens: p99`, poker.autoReveal.p99, '≤', 250, 'ms');
} finally {
  for (const node of [...running]) await stopNode(node);
  await database.drop();
  await postgres.stop();
  for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
}
