// bench:realtime "a room opens a big project": 50 connected clients open a 1,500-card project at the same
// moment, each doing what the board does on open (client/src/realtime/boardLive.ts, join → load):
// project:subscribe, then GET /api/projects/:id/data, then sync:since from the subscribe's seq. A client
// "has its data" when the data is parsed: that is when the board shows the cards (setProjectData). It asks
// for gzip as a browser does. Each board unpacks and parses on its own device; this one process stands for
// all 50, so it does each answer's after all came in and adds that one's time to the moment its answer was
// read (done as they came, the 50 would queue on this process's one thread: the last client would wait for 49
// other devices' work).
import { performance } from 'node:perf_hooks';
import zlib from 'node:zlib';
import type { Socket } from 'socket.io-client';
import type { SubscribeAck, SyncAck } from '../common/events';
import type { ServerProcess } from '../test/processHarness';
import { connectSocket, ok, type NodePool, type Workspace } from './realtimeClients';
import { percentile } from './realtimeStats';
import { call, type Answer } from './restCall';

export const OPEN_CLIENTS = 50;
export const OPEN_CARDS = 1500;
const BULK_SIZE = 100;

export interface OpenFigures {
  /** Per client, from the common start until its data is parsed (ms). */
  p50: number;
  /** The last client: the time until every client has its data. */
  max: number;
  /** Size of one data answer. */
  kilobytes: number;
  errors: string[];
}

/** One board opening the project: answers when its data was read, and the data; throws what went wrong. */
async function open(node: ServerProcess, socket: Socket, cookie: string, projectId: number) {
  const ack: SubscribeAck = await socket.timeout(30_000).emitWithAck('project:subscribe', { projectId });
  if (!ack.ok) throw new Error(`subscribe refused: ${ack.error}`);
  const answer = await call('GET', `${node.url}/api/projects/${projectId}/data`, {
    cookie,
    origin: node.url,
    'accept-encoding': 'gzip',
  });
  const readAt = performance.now();
  if (answer.status !== 200)
    throw new Error(`data load: ${answer.status} ${answer.body.toString('utf8', 0, 200)}`);
  const sync: SyncAck = await socket
    .timeout(30_000)
    .emitWithAck('sync:since', { folderId: ack.folderId, seq: ack.seq });
  if (!sync.ok) throw new Error(`sync:since refused: ${sync.error}`);
  return { readAt, answer };
}

/** The board's unpacking and parse of a data answer, checked: how long they took (ms), and the JSON's size. */
function parsed({ body, encoding }: Answer) {
  const started = performance.now();
  const json = encoding === 'gzip' ? zlib.gunzipSync(body) : body;
  const data = JSON.parse(json.toString('utf8')) as { cards: unknown[] };
  const took = performance.now() - started;
  if (data.cards.length !== OPEN_CARDS) throw new Error(`data load: ${data.cards.length} cards`);
  return { took, bytes: json.length };
}

export async function openBigProject(workspace: Workspace, pool: NodePool): Promise<OpenFigures> {
  const progress = (what: string) => process.stderr.write(`  [open project] ${what}\n`);
  const node = await pool.start(false);
  const sockets: Socket[] = [];
  try {
    progress(`creating a ${OPEN_CARDS}-card project`);
    const owner = workspace.cookies[0]!;
    const post = (path: string, body: unknown) =>
      ok(
        fetch(`${node.url}${path}`, {
          method: 'POST',
          headers: { cookie: owner, origin: node.url, 'content-type': 'application/json' },
          body: JSON.stringify(body),
        }).then(async (res) => {
          const text = await res.text();
          return { status: res.status, text, body: res.ok ? JSON.parse(text) : null };
        }),
      );
    const project = { name: 'Big', prefix: 'BIG', parentId: workspace.folderId };
    const { id: projectId } = await post('/api/projects', project);
    for (let i = 0; i < OPEN_CARDS; i += BULK_SIZE) {
      const titles = Array.from({ length: BULK_SIZE }, (_, j) => `Card ${i + j}`);
      await post('/api/cards/bulk', { projectId, titles });
    }

    progress(`connecting ${OPEN_CLIENTS} clients`);
    const cookieOf = (n: number) => workspace.cookies[n % workspace.cookies.length]!;
    for (let n = 0; n < OPEN_CLIENTS; n++) sockets.push(await connectSocket(node.url, cookieOf(n)));
    // One board opens it first, so the figure is a running server's, not its first call's.
    const warm = await connectSocket(node.url, cookieOf(0));
    parsed((await open(node, warm, cookieOf(0), projectId).finally(() => warm.close())).answer);

    progress(`${OPEN_CLIENTS} clients open it at once`);
    const start = performance.now();
    const results = await Promise.allSettled(sockets.map((s, n) => open(node, s, cookieOf(n), projectId)));
    const times: number[] = [];
    const errors: string[] = [];
    let bytes = 0;
    for (const result of results) {
      if (result.status === 'rejected') errors.push(String(result.reason));
      else
        try {
          const { took, bytes: size } = parsed(result.value.answer);
          times.push(result.value.readAt - start + took);
          bytes = size;
        } catch (error) {
          errors.push(String(error));
        }
    }
    times.sort((a, b) => a - b);
    // With a client missing, there is no "last client" to report.
    const max = errors.length ? NaN : (times.at(-1) ?? NaN);
    return { p50: percentile(times, 50), max, kilobytes: bytes / 1024, errors };
  } finally {
    for (const socket of sockets) socket.close();
    await pool.stop(node);
  }
}
