// `npm run bench:scale`: a company-wide planning day on two nodes (issue 48). Two Cardplan nodes (real
// processes) behind a load balancer (scaleBalancer.ts: nginx when installed), Redis for the Socket.IO
// adapter, one PostgreSQL.
// 2,000 live clients (WebSocket only, as a board connects) in 100 folders, 20 per folder; 50 presenters
// moving cards at 100 moves/s in all for 5 minutes. Then one node is killed (kill -9) while the moves go
// on: its clients come back through the balancer on the other node and catch up (sync:since replay); the
// node is started again. Every client's applied log is compared with the database's event log at the end.
// The presenters send from a process of their own, the watching clients live in SCALE_CLIENT_PROCESSES (4) of
// theirs (scaleClients.ts); the nodes and the balancer run the chaos probe (their event-loop delay, in the
// report). Scale it down to try it: SCALE_FOLDERS, SCALE_CLIENTS_PER_FOLDER, SCALE_RATE, SCALE_SECONDS.
// On DATABASE_URL (else a scratch embedded PostgreSQL) and REDIS_URL (else a scratch redis-server).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readProbe, sampleConnections } from '../chaos/harness/samplers';
import { startScratchRedis, redisServerAvailable, type ScratchRedis } from '../chaos/harness/redisServer';
import { plural } from '../common/plural';
import { ensureDatabaseUrl } from '../server/db/embedded/scratch';
import { createTestDatabase } from '../server/test/testDatabase';
import { startCluster, type ScaleCluster } from './scaleCluster';
import { ClientProcesses } from './scaleClients';
import { startPresenters, type Presenters } from './scalePresenters';
import { nodeLoop, printScale } from './scaleReport';
import { runKill } from './scaleKill';
import { cpuMs, sampleRss, sleep } from './realtimeStats';
import { makeWorkspace } from './scaleWorkspace';
import { profiling } from './profiling';
import { machineSpeed } from '../scripts/machineSpeed.mjs';

const setting = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const FOLDERS = setting('SCALE_FOLDERS', 100);
const PER_FOLDER = setting('SCALE_CLIENTS_PER_FOLDER', 20);
const RATE = setting('SCALE_RATE', 100);
const SECONDS = setting('SCALE_SECONDS', 300);
/** The watching clients' processes (scaleClients.ts), whole folders to each. */
const CLIENT_PROCESSES = setting('SCALE_CLIENT_PROCESSES', 4);
const WARMUP_SECONDS = 10;
/** Two folders per presenter: 50 presenters for 100 folders. */
const FOLDERS_PER_PRESENTER = 2;

const progress = (what: string) => process.stderr.write(`bench:scale — ${what}\n`);
const rssMb = (pid: number) => sampleRss([pid]).stop()[0]!;

const postgres = await ensureDatabaseUrl();
let redis: ScratchRedis | undefined;
if (!process.env.REDIS_URL && redisServerAvailable()) redis = await startScratchRedis();
const redisUrl = process.env.REDIS_URL ?? redis?.url;
const database = await createTestDatabase();
let cluster: ScaleCluster | undefined;
let presenters: Presenters | undefined;
const machineAtStart = await machineSpeed();
const profiles = profiling();
const clients = new ClientProcesses(CLIENT_PROCESSES, profiles);
const probeFile = path.join(os.tmpdir(), `cardplan-scale-${process.pid}.jsonl`);
try {
  if (!redisUrl) throw new Error('bench:scale needs REDIS_URL or a redis-server to start');
  cluster = await startCluster(database.databaseUrl, redisUrl, probeFile, profiles);
  progress(`making ${FOLDERS / FOLDERS_PER_PRESENTER} presenters with ${FOLDERS} folders`);
  const folders = await makeWorkspace(cluster.url, {
    presenters: Math.ceil(FOLDERS / FOLDERS_PER_PRESENTER),
    foldersPerPresenter: FOLDERS_PER_PRESENTER,
    cardsPerProject: 20,
    viewerSessions: 4,
  });
  const pids = () => cluster!.nodes.map((node) => node.child.pid!);
  const rssBefore = pids().map(rssMb);
  progress(`opening ${FOLDERS * PER_FOLDER} clients in ${plural(CLIENT_PROCESSES, 'process', 'processes')}`);
  await clients.open(cluster.url, folders, PER_FOLDER, {
    reconnectForMs: 60_000,
    retryEveryMs: 200,
    connectTimeoutMs: 10_000,
    boardBackoff: true,
  });
  await sleep(3000); // presence settles, allocation of the joins is done
  const sockets = await cluster.balancer.openWebSockets();
  const rssOpen = pids().map(rssMb);
  const connections = await sampleConnections(
    process.env.DATABASE_URL!,
    new URL(database.databaseUrl).pathname.slice(1),
    1000,
  );

  progress(`${RATE} moves/s: ${WARMUP_SECONDS} s warm-up, then ${SECONDS} s measured`);
  presenters = startPresenters(cluster.url, folders, RATE);
  await sleep(WARMUP_SECONDS * 1000);
  const from = Date.now();
  const cpuBefore = pids().map(cpuMs);
  const balancerCpu = () => cluster!.balancer.pids().reduce((sum, pid) => sum + cpuMs(pid), 0);
  const balancerCpuBefore = balancerCpu();
  const clientCpuBefore = clients.cpuMs();
  const rss = sampleRss(pids());
  // The clients' own event loops: a stall there delays every figure measured there.
  await clients.measureLoop();
  await sleep(SECONDS * 1000);
  const to = Date.now();
  const elapsed = to - from;
  const cpu = pids().map((pid, i) => ((cpuMs(pid) - cpuBefore[i]!) / elapsed) * 100);
  const balancerCpuShare = ((balancerCpu() - balancerCpuBefore) / elapsed) * 100;
  const clientCpu = ((clients.cpuMs() - clientCpuBefore) / elapsed) * 100;
  const clientLoop = await clients.measuredLoop();
  const peakRss = rss.stop();
  const probed = readProbe(probeFile);
  const loops = pids().map((pid) => nodeLoop(probed, pid, from, to)); // before the kill: a revived node has a new pid

  const kill = await runKill(cluster, clients, folders, presenters, profiles);
  await connections.stop();
  const check = await clients.check(database.databaseUrl, kill.finalSeqs);
  await clients.collectArrivals();
  printScale({
    machine: { atStart: machineAtStart, loadAtEnd: os.loadavg()[0]! },
    shape: {
      folders: FOLDERS,
      perFolder: PER_FOLDER,
      rate: RATE,
      seconds: SECONDS,
      presenters: Math.ceil(FOLDERS / FOLDERS_PER_PRESENTER),
    },
    fanOut: clients.fanOut,
    outcomes: presenters.outcomes,
    window: { from, to },
    nodes: cluster.nodes.map((node, i) => ({
      port: node.port,
      sockets: sockets[node.port] ?? 0,
      cpu: cpu[i]!,
      rssBefore: rssBefore[i]!,
      rssOpen: rssOpen[i]!,
      peakRss: peakRss[i]!,
      loop: loops[i]!,
    })),
    balancer: {
      name: cluster.balancer.name,
      cpu: balancerCpuShare,
      loop: cluster.balancer.probedPid ? nodeLoop(probed, cluster.balancer.probedPid, from, to) : undefined,
    },
    clients: { processes: CLIENT_PROCESSES, cpu: clientCpu, loop: clientLoop },
    connections: Math.max(...connections.samples.map((s) => s.total)),
    kill,
    check,
  });
  if (profiles) console.log(`\n${profiles.lines().join('\n')}`);
} finally {
  await presenters?.stop();
  await clients.close();
  await cluster?.stop();
  await database.drop();
  await redis?.stop();
  await postgres.stop();
  fs.rmSync(probeFile, { force: true });
}
