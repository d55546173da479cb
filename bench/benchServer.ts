// The app server a benchmark talks to: a child process running the sources (tsx) on the bench's database,
// write limits lifted (chaos/harness/liftWriteLimits.ts), without Redis, mail or APP_URL, on a free port.
// It starts as `npm start` starts the server (scripts/startupHold.mjs: V8's young generation and TurboFan held
// until it listens); BENCH_START_FLAGS=off starts it without, to compare the two under load.
import { LIFT_WRITE_LIMITS } from '../chaos/harness/nodes';
import { serverNodeArgs } from '../scripts/startupHold.mjs';
import { freePort, startProcess, type ServerProcess } from '../test/processHarness';

export interface BenchServerOptions {
  /** The server's LOG_LEVEL (default warn; bench:search reads its request log at info). */
  logLevel?: string;
  /** Node flags before the entry, e.g. a CPU profile's. */
  nodeArgs?: string[];
}

/** Node's arguments for an app server started as `npm start` starts it, or none with BENCH_START_FLAGS=off. */
export const startFlags = (): string[] => (process.env.BENCH_START_FLAGS === 'off' ? [] : serverNodeArgs());

export async function startBenchServer(
  databaseUrl: string,
  { logLevel = 'warn', nodeArgs = [] }: BenchServerOptions = {},
): Promise<ServerProcess> {
  return startProcess(
    ['node', ...startFlags(), '--import', 'tsx', ...LIFT_WRITE_LIMITS, ...nodeArgs, 'server/index.ts'],
    {
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: logLevel,
      NODE_ENV: 'test',
      REDIS_URL: undefined,
      SMTP_URL: undefined,
      APP_URL: undefined,
      DATA_DIR: '/tmp/cardplan-bench',
    },
    await freePort(),
  );
}
