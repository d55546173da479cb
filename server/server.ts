// Starts one Cardplan node: database, migrations, start-up data, HTTP; returns a handle to stop it.
import http from 'node:http';
import type { Socket } from 'node:net';
import type { DestinationStream } from 'pino';
import { bootstrapAdmin, seedIfEmpty } from './bootstrap';
import type { Config } from './config';
import type { Db } from './db/connection';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { folderEventsRepo } from './db/repos/folderEvents';
import { tokensRepo } from './db/repos/tokens';
import { createChangeHub, type ChangeHub } from './domain/changes';
import { createApp } from './http/app';
import type { Lifecycle } from './http/deps';
import { createRateLimits, DEFAULT_RATE_LIMITS, type RateLimitSettings } from './http/rateLimits';
import { createLogger, logFormatFor, type Logger } from './logger';
import { createMailer } from './mail/mailer';
import { createRealtime, type Connections, type Realtime } from './realtime/socketServer';
import { openRedis } from './redisConnection';
import { purgeExpired } from './domain/commands/trash';
import { trashSettings } from './domain/trashRetention';
import { checkPort, listen } from './port';

export interface RunningServer {
  url: string;
  db: Db;
  logger: Logger;
  changes: ChangeHub;
  realtime: Realtime;
  close(): Promise<void>;
}

export interface StartOptions {
  rateLimits?: RateLimitSettings;
  /** Where the one-time demo passwords are printed. */
  print?: (line: string) => void;
  /** Seed the demo workspace on an empty development database (default true). */
  seed?: boolean;
  /** The built client to serve (default dist/client). */
  clientDir?: string;
  /** The embedded PostgreSQL died and could not be restarted (default: log it). */
  onDatabaseLost?: (error: Error) => void;
  /** Where the JSON log lines go instead of stdout (a test reading what was logged). */
  logDestination?: DestinationStream;
  /**
   * How a closing node drains (default SHUTDOWN_DRAIN): a test's server in the test's own process, which no
   * balancer routes to and whose requests the test has awaited, needs neither wait (`NO_DRAIN`).
   */
  drain?: Drain;
  /**
   * How many of a project's one-statement writes this node sends to PostgreSQL at once (default PER_PROJECT,
   * projectQueues.ts). Infinity: all of them, as several nodes would (a race test's statements meet in
   * PostgreSQL's lock queue).
   */
  perProject?: number;
}

/** How long a closing node keeps serving, then how long no request must be in flight before it stops. */
export interface Drain {
  servingMs: number;
  quietMs: number;
}

const HOUSEKEEPING_INTERVAL_MS = 60 * 60_000;
/** A rate-limit check Redis has not answered by then is made in memory instead (a hung Redis). */
const REDIS_COMMAND_TIMEOUT_MS = 1000;
// On shutdown, keep serving 300 ms while /healthz says 503, so balancers stop routing here and requests
// already on the wire are read before idle connections are closed; then wait until no request has been in
// flight for 100 ms (at most DRAIN_LIMIT_MS).
const SHUTDOWN_DRAIN: Drain = { servingMs: 300, quietMs: 100 };
export const NO_DRAIN: Drain = { servingMs: 0, quietMs: 0 };
const SHUTDOWN_DRAIN_LIMIT_MS = 5000;
/**
 * Once it stops listening, the node gives its last connections this long to end before it cuts them: a
 * WebSocket whose browser never answers the close frame (frozen tab, lost network) would otherwise hold the
 * shutdown for ws's own 30-s close timeout, and a request still running after the drain forever.
 */
const SHUTDOWN_CLOSE_GRACE_MS = 2000;

/**
 * Waits until the node has served everything that reached it: connections still waiting to be accepted
 * are accepted while it keeps listening, and their requests finish before it stops listening.
 */
async function drain(lifecycle: Lifecycle, { servingMs, quietMs }: Drain) {
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  await sleep(servingMs);
  const deadline = Date.now() + SHUTDOWN_DRAIN_LIMIT_MS;
  let quietSince = Date.now();
  while (Date.now() < deadline) {
    if (lifecycle.inFlight > 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= quietMs) return;
    await sleep(10);
  }
}

export async function startServer(config: Config, options: StartOptions = {}): Promise<RunningServer> {
  const logger = createLogger(config.logLevel, logFormatFor(config.env), options.logDestination);
  await checkPort(config.port);
  const database = await openDatabase(config, logger, { onFatal: options.onDatabaseLost });
  const { db } = database;
  try {
    await migrateToLatest(db);
    if (options.seed !== false) await seedIfEmpty(db, config, logger, options.print ?? console.log);
    await bootstrapAdmin(db, config, logger);
  } catch (error) {
    await database.close();
    throw error;
  }

  // No queue: while Redis is away a limit is checked at once in this node's memory (http/rateLimits.ts).
  const redis = config.redisUrl
    ? openRedis(config.redisUrl, {
        purpose: 'rate limits (counted in memory on this node meanwhile)',
        logger,
        commandTimeoutMs: REDIS_COMMAND_TIMEOUT_MS,
      })
    : undefined;
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    dataDir: config.dataDir,
    logger,
  });
  const rateLimits = createRateLimits(
    options.rateLimits ?? DEFAULT_RATE_LIMITS,
    redis && { client: redis.client, prefix: config.redisPrefix },
  );
  const lifecycle: Lifecycle = { shuttingDown: false, inFlight: 0 };
  const changes = createChangeHub({ perProject: options.perProject });
  // Filled in once Socket.IO is attached to the HTTP server below.
  const connections: Connections = {
    endSession: () => undefined,
    endUser: () => undefined,
    endRoomLink: async () => undefined,
  };
  trashSettings.retentionDays = config.trashRetentionDays;
  const app = createApp(
    { config, db, logger, mailer, rateLimits, lifecycle, changes, connections },
    { clientDir: options.clientDir },
  );

  const server = http.createServer(app.callback());
  // Every TCP connection, upgraded ones included (closeAllConnections does not see those).
  const sockets = new Set<Socket>();
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  const realtime = createRealtime({ httpServer: server, config, db, logger, hub: changes, rateLimits });
  Object.assign(connections, realtime.connections);
  /** What the node opened besides its HTTP server and sockets, closed last. */
  const closeBackends = async () => {
    mailer.close();
    await redis?.close();
    await database.close();
  };
  let port: number;
  try {
    port = await listen(server, config.port);
  } catch (error) {
    // Taken since the check at the start (by anything on the machine): what was opened closes before it throws.
    await realtime.close();
    await closeBackends();
    throw error;
  }
  const url = `http://localhost:${port}`;
  config.appUrl ??= url;
  logger.info(
    { url, appUrl: config.appUrl, database: config.databaseUrl ? 'postgresql' : 'embedded' },
    'Cardplan listening',
  );

  const housekeeping = setInterval(() => {
    Promise.all([tokensRepo.purgeExpired(db), folderEventsRepo.prune(db), purgeExpired(db)]).catch((err) =>
      logger.warn({ err }, 'housekeeping failed'),
    );
  }, HOUSEKEEPING_INTERVAL_MS);
  housekeeping.unref();

  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= (async () => {
      clearInterval(housekeeping);
      lifecycle.shuttingDown = true;
      await drain(lifecycle, options.drain ?? SHUTDOWN_DRAIN);
      await realtime.close();
      // Stop accepting; idle keep-alive sockets go now, the rest get a short grace, then are cut.
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      const cut = setTimeout(() => {
        for (const socket of sockets) socket.destroy();
      }, SHUTDOWN_CLOSE_GRACE_MS);
      await closed;
      clearTimeout(cut);
      await closeBackends();
    })());

  return { url, db, logger, changes, realtime, close };
}
