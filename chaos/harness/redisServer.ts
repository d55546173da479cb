// A scratch Redis for the chaos suite and tests: its own `redis-server` on a free port, stopped and started
// again on that same port, so a scenario can take Redis away from running nodes without touching the
// machine's Redis (the rest of the test suite uses it). Nothing is kept on disk: a restart starts empty.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { freePort } from '../../server/freePort';
import { setTimeout as sleep } from 'node:timers/promises';

export interface ScratchRedis {
  url: string;
  port: number;
  readonly running: boolean;
  /** Takes Redis away: SIGKILL with `hard` (a crash), else SIGTERM (an operator's restart). */
  stop(options?: { hard?: boolean }): Promise<void>;
  /** Brings it back on the same port (empty); resolves once it answers PING. */
  start(): Promise<void>;
  /** How many client connections it has now (CLIENT LIST, less the one asking). */
  connectedClients(): Promise<number>;
  /** A hung Redis: SIGSTOP, connections stay open and nothing is answered until `thaw()` (SIGCONT). */
  freeze(): void;
  thaw(): void;
  /** Stops it for good. */
  close(): Promise<void>;
}

/** Whether a `redis-server` binary is on the PATH. */
export function redisServerAvailable(): boolean {
  return spawnSync('redis-server', ['--version'], { stdio: 'ignore' }).status === 0;
}

/** One inline command over a raw connection: the first reply read, or undefined (no answer within 500 ms). */
function ask(port: number, command: string): Promise<string | undefined> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    let reply = '';
    const done = (answer: string | undefined) => (socket.destroy(), resolve(answer));
    socket.setTimeout(500, () => done(undefined));
    socket.once('error', () => done(undefined));
    socket.once('connect', () => socket.write(`${command}\r\n`));
    socket.on('data', (data) => {
      reply += data.toString();
      // A bulk reply ("$<length>\r\n<data>\r\n") is whole once its length has come.
      const bulk = /^\$(-?\d+)\r\n/.exec(reply);
      if (
        !reply.startsWith('$') ||
        (bulk && Buffer.byteLength(reply) >= bulk[0].length + Number(bulk[1]) + 2)
      )
        done(reply);
    });
  });
}

const ping = async (port: number) => (await ask(port, 'PING'))?.startsWith('+PONG') ?? false;

export async function startScratchRedis(): Promise<ScratchRedis> {
  const port = await freePort();
  let child: ChildProcess | undefined;
  let exited: Promise<void> = Promise.resolve();
  let output = '';

  async function start() {
    if (child) return;
    output = '';
    const args = ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'];
    const started = spawn('redis-server', args, { stdio: ['ignore', 'pipe', 'pipe'] });
    started.stdout!.on('data', (chunk) => (output += chunk));
    started.stderr!.on('data', (chunk) => (output += chunk));
    child = started;
    exited = new Promise((resolve) => started.once('exit', () => resolve()));
    void exited.then(() => {
      if (child === started) child = undefined;
    });
    const deadline = Date.now() + 10_000;
    while (!(await ping(port))) {
      if (!child || Date.now() > deadline) {
        await stop({ hard: true });
        throw new Error(`redis-server did not answer on port ${port}:\n${output}`);
      }
      await sleep(20);
    }
  }

  async function stop(options: { hard?: boolean } = {}) {
    if (!child) return;
    child.kill('SIGCONT'); // a frozen one could not act on SIGTERM
    child.kill(options.hard ? 'SIGKILL' : 'SIGTERM');
    await exited;
    child = undefined;
  }

  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    get running() {
      return child !== undefined;
    },
    stop,
    start,
    async connectedClients() {
      const list = await ask(port, 'CLIENT LIST');
      return list ? list.split('\n').filter((line) => line.startsWith('id=')).length - 1 : 0;
    },
    freeze: () => void child?.kill('SIGSTOP'),
    thaw: () => void child?.kill('SIGCONT'),
    close: () => stop({ hard: true }),
  };
}
