// `npm run bench:realtime`: latency from a REST card move being sent to every listening client receiving
// its `change` event, events/s delivered and server RSS — one node with 50 and 500 clients, and two nodes
// through Redis (sharded Pub/Sub) with 500 clients split across them when REDIS_URL is set.
// Needs DATABASE_URL (real PostgreSQL). Servers run as child processes (node server/index.ts) on a fresh
// database, so their RSS (/proc/<pid>/status VmRSS, sampled every 50 ms) is theirs alone; the clients
// (socket.io-client, WebSocket only) run in this process, as do the REST calls.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { io, type Socket } from 'socket.io-client';
import type { ChangeEvent, SubscribeAck } from '../common/events';
import { TestClient } from '../server/test/httpClient';
import { createTestDatabase } from '../server/test/testDatabase';
import { freePort, startProcess, type ServerProcess } from '../test/processHarness';

if (!process.env.DATABASE_URL) {
  console.log(
    'bench:realtime needs DATABASE_URL (a real PostgreSQL, e.g. postgres://postgres@127.0.0.1:5432/postgres); skipped.',
  );
  process.exit(0);
}

const MOVES = Number(process.env.BENCH_MOVES ?? 200);
const RATE_PER_S = Number(process.env.BENCH_RATE ?? 50);
const WARMUP_MOVES = 20;
const USERS = 10; // the owner and nine people the folder is shared with; sockets reuse their cookies
const CARDS = 20;
const CONNECT_BATCH = 50;
const DELIVERY_TIMEOUT_MS = 30_000;
const TARGETS_P99_MS: Record<number, number> = { 50: 50, 500: 100 };

interface Configuration {
  name: string;
  nodes: number;
  clients: number;
  redis: boolean;
}

interface Row extends Configuration {
  moves: number;
  movesPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  restP50: number;
  restP99: number;
  eventsPerSecond: number;
  delivered: number;
  expected: number;
  errors: number;
  peakRssMb: number[];
  /** CPU used during the measured moves, in % of one core: the server process(es), and this process (clients). */
  serverCpu: number[];
  clientCpu: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

/** Peak VmRSS (MB) of each process, sampled every 50 ms until stopped. */
function sampleRss(pids: number[]) {
  const peaks = pids.map(() => 0);
  const sample = () =>
    pids.forEach((pid, i) => {
      try {
        const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
        const kb = Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0);
        peaks[i] = Math.max(peaks[i]!, kb / 1024);
      } catch {
        // no /proc here (not Linux), or the process is gone
      }
    });
  sample();
  const timer = setInterval(sample, 50);
  return {
    stop() {
      clearInterval(timer);
      sample();
      return peaks;
    },
  };
}

/** CPU time (ms) a process has used: utime + stime of /proc/<pid>/stat, in 10 ms ticks (USER_HZ). */
function cpuMs(pid: number): number {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return NaN;
  }
}

function connectSocket(url: string, cookie: string): Promise<Socket> {
  const socket = io(url, {
    transports: ['websocket'],
    extraHeaders: { cookie, origin: url },
    reconnection: false,
    forceNew: true,
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => reject(error));
  });
}

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
    ['node', '--import', 'tsx', 'server/index.ts'],
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

/** A setup call that must succeed; answers the created (or returned) resource. */
async function ok(
  promise: Promise<{ status: number; body: unknown; text: string }>,
): Promise<{ id: number }> {
  const res = await promise;
  if (res.status >= 300) throw new Error(`setup call failed: ${res.status} ${res.text}`);
  return res.body as { id: number };
}

/** The owner and the people the folder is shared with, signed in; one folder, one project, some cards. */
async function prepareWorkspace() {
  const node = await startNode(false);
  try {
    const run = randomBytes(3).toString('hex');
    const browsers: TestClient[] = [];
    for (let i = 0; i < USERS; i++) {
      const browser = new TestClient(node.url);
      const email = `bench-rt-${run}-${i}@example.test`;
      const password = 'bench-password';
      await ok(
        browser.post('/api/auth/signup', { email, password, firstName: `User${i}`, lastName: 'Bench' }),
      );
      await ok(browser.post('/api/auth/signin', { email, password }));
      browsers.push(browser);
    }
    const owner = browsers[0]!;
    const client = await ok(owner.post('/api/clients', { name: 'Bench' }));
    const folder = await ok(owner.post('/api/projects', { name: 'Folder', clientId: client.id }));
    const project = await ok(
      owner.post('/api/projects', { name: 'Project', prefix: 'RTB', parentId: folder.id }),
    );
    for (let i = 1; i < USERS; i++)
      await ok(owner.post(`/api/folders/${folder.id}/share`, { email: `bench-rt-${run}-${i}@example.test` }));
    const cards: { id: number }[] = [];
    for (let i = 0; i < CARDS; i++)
      cards.push(await ok(owner.post('/api/cards', { title: `Card ${i}`, projectId: project.id })));
    return {
      projectId: project.id,
      movingCardId: cards[CARDS / 2]!.id,
      cookies: browsers.map((b) => b.cookieHeader),
    };
  } finally {
    await stopNode(node);
  }
}

async function runConfiguration(
  config: Configuration,
  workspace: Awaited<ReturnType<typeof prepareWorkspace>>,
): Promise<Row> {
  const progress = (what: string) => process.stderr.write(`  [${config.name}] ${what}\n`);
  const nodes: ServerProcess[] = [];
  for (let i = 0; i < config.nodes; i++) nodes.push(await startNode(config.redis));
  const rss = sampleRss(nodes.map((node) => node.child.pid!));
  const sockets: Socket[] = [];
  try {
    // Per phase: mutation id → when its request was sent; what the clients received.
    let sentAt = new Map<string, number>();
    let latencies: number[] = [];
    let lastReceivedAt = 0;
    let lastPresenceAt = performance.now();

    progress(`connecting ${config.clients} clients`);
    for (let i = 0; i < config.clients; i += CONNECT_BATCH) {
      const batch = Array.from({ length: Math.min(CONNECT_BATCH, config.clients - i) }, (_, j) => {
        const n = i + j;
        return connectSocket(nodes[n % nodes.length]!.url, workspace.cookies[n % workspace.cookies.length]!);
      });
      for (const socket of await Promise.all(batch)) {
        socket.on('change', (event: ChangeEvent) => {
          const now = performance.now();
          const sent = event.mutationId === undefined ? undefined : sentAt.get(event.mutationId);
          if (sent === undefined) return;
          latencies.push(now - sent);
          lastReceivedAt = now;
        });
        socket.on('presence', () => (lastPresenceAt = performance.now()));
        sockets.push(socket);
      }
    }
    for (let i = 0; i < sockets.length; i += CONNECT_BATCH) {
      const acks: SubscribeAck[] = await Promise.all(
        sockets
          .slice(i, i + CONNECT_BATCH)
          .map((s) => s.timeout(30_000).emitWithAck('project:subscribe', { projectId: workspace.projectId })),
      );
      const refused = acks.find((ack) => !ack.ok);
      if (refused) throw new Error(`subscribe refused: ${JSON.stringify(refused)}`);
    }
    // Every join re-broadcasts presence to the room; measure once that has settled.
    while (performance.now() - lastPresenceAt < 1000) await sleep(100);

    async function moves(count: number, tag: string) {
      sentAt = new Map();
      latencies = [];
      const restTimes: number[] = [];
      let errors = 0;
      const start = performance.now();
      for (let i = 0; i < count; i++) {
        const due = start + (i * 1000) / RATE_PER_S;
        const wait = due - performance.now();
        if (wait > 0) await sleep(wait);
        const node = nodes[i % nodes.length]!;
        const mutationId = `${tag}-${i}`;
        const sent = performance.now();
        sentAt.set(mutationId, sent);
        const res = await fetch(`${node.url}/api/cards/${workspace.movingCardId}/reorder`, {
          method: 'PATCH',
          headers: {
            cookie: workspace.cookies[0]!,
            origin: node.url,
            'content-type': 'application/json',
            'x-mutation-id': mutationId,
          },
          body: JSON.stringify({ direction: i % 2 ? 'up' : 'down', groupBy: 'none' }),
        });
        await res.arrayBuffer();
        restTimes.push(performance.now() - sent);
        if (!res.ok) errors++;
      }
      const sendEnd = performance.now();
      const expected = (count - errors) * sockets.length;
      const deadline = performance.now() + DELIVERY_TIMEOUT_MS;
      while (latencies.length < expected && performance.now() < deadline) await sleep(20);
      return { start, sendEnd, restTimes: restTimes.sort((a, b) => a - b), errors, expected };
    }

    progress(`${WARMUP_MOVES} warm-up moves`);
    await moves(WARMUP_MOVES, 'warmup');
    progress(`${MOVES} moves at ${RATE_PER_S}/s`);
    const cpuBefore = nodes.map((node) => cpuMs(node.child.pid!));
    const ownCpuBefore = process.cpuUsage();
    const { start, sendEnd, restTimes, errors, expected } = await moves(MOVES, 'move');
    const elapsed = Math.max(lastReceivedAt, sendEnd) - start;
    const cpuAfter = nodes.map((node) => cpuMs(node.child.pid!));
    const ownCpu = process.cpuUsage(ownCpuBefore);
    const sorted = [...latencies].sort((a, b) => a - b);
    return {
      ...config,
      moves: MOVES,
      movesPerSecond: MOVES / ((sendEnd - start) / 1000),
      p50: percentile(sorted, 50),
      p95: percentile(sorted, 95),
      p99: percentile(sorted, 99),
      max: sorted.at(-1) ?? NaN,
      restP50: percentile(restTimes, 50),
      restP99: percentile(restTimes, 99),
      eventsPerSecond: sorted.length / (elapsed / 1000),
      delivered: sorted.length,
      expected,
      errors,
      peakRssMb: rss.stop(),
      serverCpu: cpuAfter.map((after, i) => ((after - cpuBefore[i]!) / elapsed) * 100),
      clientCpu: ((ownCpu.user + ownCpu.system) / 1000 / elapsed) * 100,
    };
  } finally {
    rss.stop();
    for (const socket of sockets) socket.close();
    for (const node of nodes) await stopNode(node);
  }
}

const rows: Row[] = [];
const loadAtStart = os.loadavg()[0]!;
try {
  process.stderr.write('bench:realtime — preparing the workspace\n');
  const workspace = await prepareWorkspace();
  const configurations: Configuration[] = [
    // No listener: what the REST call (HTTP + transaction + event log) costs by itself.
    { name: '1 node', nodes: 1, clients: 0, redis: false },
    { name: '1 node', nodes: 1, clients: 50, redis: false },
    { name: '1 node', nodes: 1, clients: 500, redis: false },
  ];
  if (process.env.REDIS_URL)
    configurations.push({ name: '2 nodes + Redis', nodes: 2, clients: 500, redis: true });
  for (const config of configurations) rows.push(await runConfiguration(config, workspace));

  const ms = (n: number) => (Number.isNaN(n) ? '—' : n.toFixed(1)).padStart(6);
  const list = (values: number[]) => values.map((v) => v.toFixed(0)).join('+');
  console.log(
    `\nbench:realtime — ${MOVES} card moves (PATCH /api/cards/:id/reorder), one at a time, paced at ≤ ${RATE_PER_S}/s,` +
      ` after ${WARMUP_MOVES} warm-up moves; PostgreSQL.` +
      `\nlatency: REST request sent → its change event received, per client (ms). REST: request sent → response read.` +
      `\nCPU: % of one core during the measured moves, server process(es) / this process (the clients).` +
      `\nMachine: ${os.cpus().length} cores, load average ${loadAtStart.toFixed(2)} at start, ${os.loadavg()[0]!.toFixed(2)} at end.\n`,
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
        ms(r.p50),
        ms(r.p95),
        ms(r.p99),
        ms(r.max),
        ' ' + ms(r.restP50),
        ms(r.restP99),
        r.eventsPerSecond.toFixed(0).padStart(9),
        ' ' + delivered.padEnd(15),
        list(r.peakRssMb).padStart(7),
        `  ${list(r.serverCpu)} / ${r.clientCpu.toFixed(0)}`,
      ].join(' '),
    );
  }
  if (!process.env.REDIS_URL) console.log('(REDIS_URL unset: the two-node configuration was skipped)');
  console.log('');
  for (const r of rows.filter((row) => row.nodes === 1 && TARGETS_P99_MS[row.clients])) {
    const target = TARGETS_P99_MS[r.clients]!;
    console.log(
      `${r.clients} clients, one node: p99 ${r.p99.toFixed(1)} ms (target ≤ ${target} ms) — ${r.p99 <= target ? 'met' : 'MISSED'}`,
    );
  }
} finally {
  for (const node of [...running]) await stopNode(node);
  await database.drop();
  for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
}
