// The runtime contract of docs/decisions.md, read from the environment and validated once.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { TRASH_RETENTION_DAYS } from '../common/schemas/trash';
import { oidcEnvironment, readOidcSettings, type OidcSettings } from './oidcSettings';

const blankToUndefined = (value: unknown) => (value === '' ? undefined : value);
const optionalString = z.preprocess(blankToUndefined, z.string().optional());
const optionalUrl = z.preprocess(blankToUndefined, z.url().optional());

const environment = z
  .object({
    NODE_ENV: z.preprocess(
      blankToUndefined,
      z.enum(['development', 'production', 'test']).default('development'),
    ),
    PORT: z.preprocess(blankToUndefined, z.coerce.number().int().min(0).max(65535).default(3000)),
    DATABASE_URL: optionalUrl,
    DATA_DIR: z.preprocess(blankToUndefined, z.string().default('./data')),
    REDIS_URL: optionalUrl,
    REDIS_PREFIX: z.preprocess(
      blankToUndefined,
      z
        .string()
        .regex(/^[\w:.-]{1,100}$/, 'REDIS_PREFIX must be 1-100 letters, digits, ":", ".", "-" or "_"')
        .optional(),
    ),
    SMTP_URL: optionalUrl,
    MAIL_FROM: z.preprocess(blankToUndefined, z.string().default('Cardplan <no-reply@cardplan.local>')),
    APP_URL: optionalUrl,
    SESSION_SECRET: z.preprocess(
      blankToUndefined,
      z.string().min(32, 'SESSION_SECRET must be at least 32 characters').optional(),
    ),
    ADMIN_EMAIL: optionalString,
    ADMIN_PASSWORD: optionalString,
    LOG_LEVEL: z.preprocess(
      blankToUndefined,
      z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    ),
    TRASH_RETENTION_DAYS: z.preprocess(
      blankToUndefined,
      z.coerce
        .number({ error: 'TRASH_RETENTION_DAYS must be a number of days' })
        .int('TRASH_RETENTION_DAYS must be a whole number of days')
        .min(1, 'TRASH_RETENTION_DAYS must be at least 1')
        .max(3650, 'TRASH_RETENTION_DAYS must be at most 3650')
        .default(TRASH_RETENTION_DAYS),
    ),
    TRUST_PROXY: z.preprocess(
      blankToUndefined,
      z
        .string()
        .regex(
          /^(?:\d|true|false)$/,
          'TRUST_PROXY must be the number of reverse proxies in front of Cardplan (0-9; true means 1, false 0)',
        )
        .transform((value) => (value === 'true' ? 1 : value === 'false' ? 0 : Number(value)))
        .default(0),
    ),
  })
  .extend(oidcEnvironment.shape);

export interface Config {
  env: 'development' | 'production' | 'test';
  isProduction: boolean;
  port: number;
  databaseUrl?: string;
  /** Where PGlite keeps its files and the dev outbox lives; ':memory:' keeps PGlite in memory (tests). */
  dataDir: string;
  redisUrl?: string;
  /**
   * What this deployment's Redis keys and channels start with: REDIS_PREFIX, else "cardplan:" + the database's
   * name. The nodes of one deployment share a database and so a prefix; another deployment (or a second test
   * run) on the same Redis neither hears its rooms nor counts against its rate limits.
   */
  redisPrefix: string;
  smtpUrl?: string;
  mailFrom: string;
  /** Public base URL for e-mailed links; when unset it is filled in once the port is known. */
  appUrl?: string;
  sessionKeys: string[];
  admin?: { email: string; password: string };
  logLevel: string;
  /**
   * How many reverse proxies (hops) stand in front of the node: TRUST_PROXY, `true` = 1, `false` = 0. The
   * client's IP is the X-Forwarded-For entry the outermost of them added (http/clientIp.ts); 0 trusts no
   * X-Forwarded-* header at all.
   */
  trustProxy: number;
  /** How many days the trash keeps deleted things before housekeeping purges them (docs/history.md). */
  trashRetentionDays: number;
  /** Single sign-on through an OpenID provider (docs/sso.md); unset: off. */
  oidc?: OidcSettings;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = environment.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const e = parsed.data;
  const isProduction = e.NODE_ENV === 'production';
  const oidc = readOidcSettings(e, isProduction);
  const problems = [...(isProduction ? problemsInProduction(e) : []), ...oidc.problems];
  if (problems.length) throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  if (Boolean(e.ADMIN_EMAIL) !== Boolean(e.ADMIN_PASSWORD)) {
    throw new Error('Invalid configuration:\n  ADMIN_EMAIL and ADMIN_PASSWORD must be set together');
  }
  const dataDir = e.DATA_DIR === ':memory:' ? e.DATA_DIR : path.resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    isProduction,
    port: e.PORT,
    databaseUrl: e.DATABASE_URL,
    dataDir,
    redisUrl: e.REDIS_URL,
    redisPrefix: e.REDIS_PREFIX ?? defaultRedisPrefix(e.DATABASE_URL),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    appUrl: e.APP_URL?.replace(/\/+$/, ''),
    sessionKeys: [e.SESSION_SECRET ?? developmentSessionSecret(dataDir)],
    admin:
      e.ADMIN_EMAIL && e.ADMIN_PASSWORD ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD } : undefined,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    trashRetentionDays: e.TRASH_RETENTION_DAYS,
    oidc: oidc.settings,
  };
}

/**
 * Settings production cannot work without. The session cookie is Secure there, and this server speaks only
 * plain HTTP: HTTPS must end at a reverse proxy whose X-Forwarded-Proto is trusted, or no sign-in could
 * ever set its cookie. Mail must really be sent: the development outbox logs sign-in links.
 */
function problemsInProduction(e: z.infer<typeof environment>): string[] {
  const problems: string[] = [];
  if (!e.SESSION_SECRET) problems.push('SESSION_SECRET is required in production');
  if (!e.APP_URL?.startsWith('https://'))
    problems.push('APP_URL must be the public https:// address in production (the session cookie is Secure)');
  if (e.TRUST_PROXY < 1)
    problems.push(
      'TRUST_PROXY (the number of reverse proxies in front, 1 for one nginx) is required in production: serve Cardplan behind an HTTPS reverse proxy that sets X-Forwarded-Proto and X-Forwarded-For',
    );
  if (!e.SMTP_URL)
    problems.push(
      'SMTP_URL is required in production: without it e-mailed links would be written to the log',
    );
  return problems;
}

/** Without SESSION_SECRET (development only) a random key is made once and kept beside the data, so restarts keep sessions. */
function developmentSessionSecret(dataDir: string): string {
  if (dataDir === ':memory:') return randomBytes(32).toString('hex');
  const file = path.join(dataDir, 'session-secret');
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    const secret = randomBytes(32).toString('hex');
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  }
}

/** "cardplan:<database name>" for DATABASE_URL, "cardplan" for Cardplan's own embedded PostgreSQL. */
function defaultRedisPrefix(databaseUrl: string | undefined): string {
  const name = databaseUrl ? decodeURIComponent(new URL(databaseUrl).pathname.slice(1)) : '';
  return name ? `cardplan:${name}` : 'cardplan';
}
