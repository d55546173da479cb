// Starts a real Cardplan server for one test file: its own database, a real SMTP mailbox, a random port.
import { loadConfig, type Config } from '../config';
import { DEFAULT_RATE_LIMITS, type RateLimitSettings } from '../http/rateLimits';
import { NO_DRAIN, startServer, type RunningServer, type StartOptions } from '../server';
import { TestClient } from './httpClient';
import { startMailbox, type Mailbox } from './mailbox';
import { createTestDatabase } from './testDatabase';

export interface TestServer extends RunningServer {
  config: Config;
  mailbox: Mailbox;
  /** A new signed-out "browser" talking to this server. */
  client(origin?: string | null): TestClient;
}

/**
 * Per-IP limits are lifted: every test request comes from 127.0.0.1. So are the per-user share limits: the
 * permission matrix shares hundreds of times as one owner; and the per-user write allowance: model and race
 * tests send thousands of writes a minute as one user; and the sockets per person and per address: the realtime
 * tests open hundreds as a few people, from 127.0.0.1. Per-e-mail limits stay as shipped; the tests of a
 * lifted limit start a server with DEFAULT_RATE_LIMITS (writes: server/http/writeLimits.test.ts).
 */
const LIFTED = { points: 1_000_000, durationSeconds: 60 };
export const TEST_RATE_LIMITS: RateLimitSettings = {
  ...DEFAULT_RATE_LIMITS,
  signInPerIp: LIFTED,
  signUpPerIp: LIFTED,
  emailLinkPerIp: LIFTED,
  resetPasswordPerIp: LIFTED,
  linkFollowPerIp: LIFTED,
  ssoStartPerIp: LIFTED,
  ssoCallbackPerIp: LIFTED,
  sharesPerUserHour: LIFTED,
  sharesPerUserDay: LIFTED,
  writesPerUserMinute: LIFTED,
  writesPerUserTenMinutes: LIFTED,
  socketsPerUser: LIFTED,
  roomSocketsPerIp: LIFTED,
};

/** The test limits with a write allowance of `points` per user and ten minutes (its per-minute cap lifted). */
export const smallWriteAllowance = (points: number): RateLimitSettings => ({
  ...TEST_RATE_LIMITS,
  writesPerUserMinute: { points: 1000, durationSeconds: 60 },
  writesPerUserTenMinutes: { points, durationSeconds: 600 },
});

export interface TestServerOptions {
  env?: Record<string, string>;
  rateLimits?: RateLimitSettings;
  seed?: boolean;
  clientDir?: string;
  /** The database's locale (testDatabase.ts); unset: the run's server's default. */
  databaseLocale?: 'C';
  logDestination?: StartOptions['logDestination'];
  perProject?: StartOptions['perProject'];
}

export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const database = await createTestDatabase({ locale: options.databaseLocale });
  const mailbox = await startMailbox();
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: '0',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent',
    DATA_DIR: database.dataDir,
    SMTP_URL: mailbox.smtpUrl,
    DATABASE_URL: database.databaseUrl,
    ...options.env,
  });
  let server: RunningServer;
  try {
    server = await startServer(config, {
      rateLimits: options.rateLimits ?? TEST_RATE_LIMITS,
      seed: options.seed ?? false,
      clientDir: options.clientDir,
      print: () => {},
      logDestination: options.logDestination,
      drain: NO_DRAIN,
      perProject: options.perProject,
    });
  } catch (error) {
    // A server that did not start (a port taken, a failed migration) leaves no database or mailbox behind.
    await mailbox.close();
    await database.drop();
    throw error;
  }
  return {
    ...server,
    config,
    mailbox,
    client: (origin?: string | null) =>
      new TestClient(server.url, origin === undefined ? (config.appUrl ?? server.url) : origin),
    async close() {
      await server.close();
      await mailbox.close();
      await database.drop();
    },
  };
}
