// bench:realtime clients: signs up the users and builds the shared workspace over REST, connects the
// socket.io clients (WebSocket only) and measures one configuration (move latency, events/s, RSS, CPU).
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { io, type Socket } from 'socket.io-client';
import type { ChangeEvent, SubscribeAck } from '../common/events';
import { TestClient } from '../server/test/httpClient';
import type { ServerProcess } from '../test/processHarness';
import { cpuMs, percentile, sampleRss, sleep, spreadOf, type Spread } from './realtimeStats';
import { call, downAndUp, inTurn } from './restCall';

export const MOVES = Number(process.env.BENCH_MOVES ?? 200);
export const RATE_PER_S = Number(process.env.BENCH_RATE ?? 50);
export const WARMUP_MOVES = 20;
/**
 * Seconds of moves sent back to back to each new node before its clients connect, as a server that has been
 * running has run its request path thousands of times (V8 compiled it, each pooled connection prepared its
 * statements). After the 20 paced moves alone, the unloaded move measured a server just started: 2.4–2.7 ms of
 * its CPU a move against 1.5 ms after 10 s of moves (1.9 ms with V8's optimising compiler off).
 */
export const WARM_SECONDS = Number(process.env.BENCH_WARM_SECONDS ?? 5);
const USERS = 10; // the owner and nine people the folder is shared with; sockets reuse their cookies
const CARDS = 20;
const CONNECT_BATCH = 50;
const DELIVERY_TIMEOUT_MS = 30_000;

export interface Configuration {
  name: string;
  nodes: number;
  clients: number;
  redis: boolean;
}

export interface Row extends Configuration, Spread {
  moves: number;
  movesPerSecond: number;
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

/** Starts and stops the server nodes (child processes on the bench's database); see realtime.ts. */
export interface NodePool {
  start(redis: boolean): Promise<ServerProcess>;
  stop(node: ServerProcess): Promise<void>;
  /** Marks an account's e-mail address as proven (shares wait for that). */
  markVerified(email: string): Promise<void>;
}

/** The shared folder, the project the clients watch, the card that moves, and a signed-in cookie per user. */
export interface Workspace {
  folderId: number;
  projectId: number;
  movingCardId: number;
  cookies: string[];
}

/** A signed-in board's socket (its session cookie), or a projector's (`auth: {roomKey}`, no cookie). */
export function connectSocket(url: string, cookie: string | { roomKey: string }): Promise<Socket> {
  const socket = io(url, {
    transports: ['websocket'],
    ...(typeof cookie === 'string'
      ? { extraHeaders: { cookie, origin: url } }
      : { extraHeaders: { origin: url }, auth: cookie }),
    reconnection: false,
    forceNew: true,
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => reject(error));
  });
}

/** A call that must succeed; answers the created (or returned) resource. */
export async function ok<T = { id: number }>(
  promise: Promise<{ status: number; body: unknown; text: string }>,
): Promise<T> {
  const res = await promise;
  if (res.status >= 300) throw new Error(`call failed: ${res.status} ${res.text}`);
  return res.body as T;
}

/**
 * `count` new accounts, signed in and proven, on `node`; the first owns a new folder shared with the others.
 * Sign-ups are limited per address (20 an hour): a node makes about that many at most.
 */
export async function sharedFolder(node: ServerProcess, pool: NodePool, count: number) {
  const run = randomBytes(3).toString('hex');
  const emailOf = (i: number) => `bench-rt-${run}-${i}@example.test`;
  const browsers: TestClient[] = [];
  for (let i = 0; i < count; i++) {
    const browser = new TestClient(node.url);
    const password = 'bench-password';
    const email = emailOf(i);
    await ok(browser.post('/api/auth/signup', { email, password, firstName: `User${i}`, lastName: 'Bench' }));
    await ok(browser.post('/api/auth/signin', { email, password }));
    await pool.markVerified(email);
    browsers.push(browser);
  }
  const owner = browsers[0]!;
  const client = await ok(owner.post('/api/clients', { name: 'Bench' }));
  const folder = await ok(owner.post('/api/projects', { name: 'Folder', clientId: client.id }));
  for (let i = 1; i < count; i++)
    await ok(owner.post(`/api/folders/${folder.id}/share`, { email: emailOf(i) }));
  return { browsers, owner, folderId: folder.id };
}

/** The owner and the people the folder is shared with, signed in; one folder, one project, some cards. */
export async function prepareWorkspace(pool: NodePool): Promise<Workspace> {
  const node = await pool.start(false);
  try {
    const { browsers, owner, folderId } = await sharedFolder(node, pool, USERS);
    const project = await ok(
      owner.post('/api/projects', { name: 'Project', prefix: 'RTB', parentId: folderId }),
    );
    const cards: { id: number }[] = [];
    for (let i = 0; i < CARDS; i++)
      cards.push(await ok(owner.post('/api/cards', { title: `Card ${i}`, projectId: project.id })));
    return {
      folderId,
      projectId: project.id,
      movingCardId: cards[CARDS / 2]!.id,
      cookies: browsers.map((b) => b.cookieHeader),
    };
  } finally {
    await pool.stop(node);
  }
}

/** WARM_SECONDS of moves back to back on each node, one node after the other, before any client connects. */
async function warmUp(nodes: ServerProcess[], workspace: Workspace, progress: (what: string) => void) {
  if (WARM_SECONDS <= 0) return;
  progress(`${WARM_SECONDS} s of moves back to back, no clients yet (warming the node up)`);
  for (const node of nodes) {
    const headers = { cookie: workspace.cookies[0]!, origin: node.url };
    const warm = await inTurn(node.url, headers, downAndUp(workspace.movingCardId), WARM_SECONDS);
    if (warm.errors) throw new Error(`warm-up: ${warm.errors} moves failed`);
  }
}

export async function runConfiguration(
  config: Configuration,
  workspace: Workspace,
  pool: NodePool,
): Promise<Row> {
  const progress = (what: string) => process.stderr.write(`  [${config.name}] ${what}\n`);
  const nodes: ServerProcess[] = [];
  for (let i = 0; i < config.nodes; i++) nodes.push(await pool.start(config.redis));
  await warmUp(nodes, workspace, progress);
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
        const { status } = await call(
          'PATCH',
          `${node.url}/api/cards/${workspace.movingCardId}/reorder`,
          { cookie: workspace.cookies[0]!, origin: node.url, 'x-mutation-id': mutationId },
          { direction: i % 2 ? 'up' : 'down', groupBy: 'none' },
        );
        restTimes.push(performance.now() - sent);
        if (status !== 200) errors++;
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
      ...spreadOf(sorted),
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
    for (const node of nodes) await pool.stop(node);
  }
}
