// Cardplan nodes for the chaos suite: real server processes started the way an operator would (`node` on the
// bundled server, as `npm start` runs it: serverBundle.ts), each with its own DATA_DIR, killable with SIGKILL.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { freePort, startProcess, type ServerProcess } from '../../test/processHarness';
import { serverBundle } from './serverBundle';

export interface CardplanNode extends ServerProcess {
  port: number;
  dataDir: string;
  /** kill -9 of the node (its process group: an embedded PostgreSQL it runs lives in another one). */
  kill(): Promise<void>;
}

export interface NodeOptions {
  /** Unset: the node runs its own embedded PostgreSQL in its DATA_DIR. */
  databaseUrl?: string;
  redisUrl?: string;
  /** Shared by every node of one cluster: a session cookie signed by one is good on the others. */
  sessionSecret: string;
  /** Extra `node` flags, e.g. `--import` of a probe (tsx is imported before them, for a probe's TypeScript). */
  nodeArgs?: string[];
  /**
   * Runs the build (dist/, as `npm start` runs it) instead of this process's own bundle, with the shipped write
   * limits: what bench:scale measures a node's memory on. The caller makes sure the build is current.
   */
  built?: boolean;
  env?: Record<string, string | undefined>;
}

export const newSessionSecret = () => randomBytes(32).toString('hex');

/**
 * `node` flags (after tsx) that lift the per-user write allowance of the server they start from its sources
 * (the benches): liftWriteLimits.ts. The nodes here get it from their bundle's entry, liftedServer.ts.
 */
export const LIFT_WRITE_LIMITS = [
  '--import',
  pathToFileURL(path.join(import.meta.dirname, 'liftWriteLimits.ts')).href,
];

export async function startNode(options: NodeOptions, port?: number): Promise<CardplanNode> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cardplan-chaos-node-'));
  fs.chmodSync(dataDir, 0o755); // an embedded PostgreSQL runs as the postgres user when this runs as root
  const listenOn = port ?? (await freePort());
  const nodeArgs = options.nodeArgs?.length ? ['--import', 'tsx', ...options.nodeArgs] : [];
  const command = options.built
    ? ['node', ...(options.nodeArgs ?? []), 'dist/server/index.js']
    : ['node', '--enable-source-maps', ...nodeArgs, await serverBundle('lifted')];
  const node = await startProcess(
    command,
    {
      DATABASE_URL: options.databaseUrl,
      REDIS_URL: options.redisUrl,
      SESSION_SECRET: options.sessionSecret,
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      LOG_LEVEL: process.env.CHAOS_LOG_LEVEL ?? 'warn',
      TRUST_PROXY: '1',
      APP_URL: undefined,
      SMTP_URL: undefined,
      ...options.env,
    },
    listenOn,
    120_000,
  );
  let gone = false;
  const exited = new Promise<void>((resolve) => node.child.once('exit', () => ((gone = true), resolve())));
  return {
    ...node,
    port: listenOn,
    dataDir,
    async kill() {
      try {
        process.kill(-node.child.pid!, 'SIGKILL');
      } catch {
        // already gone
      }
      await exited;
    },
    async stop() {
      const code = gone ? node.child.exitCode : await node.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
      return code;
    },
  };
}
