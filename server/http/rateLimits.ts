// Brute-force limits for the auth calls (docs/decisions.md): per IP and per e-mail, shared through Redis if configured.
// While Redis is away each node counts in its own memory (see createRateLimits): limits hold, per node.
import type { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { tooManyRequests } from './errors';

interface LimitRule {
  points: number;
  durationSeconds: number;
}

export interface RateLimitSettings {
  failedSignInPerEmail: LimitRule;
  signInPerIp: LimitRule;
  signUpPerIp: LimitRule;
  emailLinkPerEmail: LimitRule;
  emailLinkPerIp: LimitRule;
  /** Password resets tried from one address, whatever the token (finding: bogus tokens cost a hash). */
  resetPasswordPerIp: LimitRule;
  /** E-mailed links followed from one address (a magic link, an e-mail verification), whatever the token. */
  linkFollowPerIp: LimitRule;
  /** Folder shares (each mails an invitation) one user may create. */
  sharesPerUserHour: LimitRule;
  sharesPerUserDay: LimitRule;
  /** Meeting writes one user may send (docs/meetings.md): N/P held down and view changes stay below it. */
  meetingWritesPerUser: LimitRule;
  /** Meeting minutes one user may have e-mailed to the participants (docs/meetings.md). */
  minutesEmailPerUser: LimitRule;
  /** Points one user's writes may cost (middleware/writeLimits.ts): a burst, and the pace over ten minutes. */
  writesPerUserMinute: LimitRule;
  writesPerUserTenMinutes: LimitRule;
  /** Searches one user may send (docs/api/search.md): a palette typing fast stays below it. */
  searchesPerUser: LimitRule;
  /** Sign-ins through the provider started, and callbacks answered, from one address (docs/sso.md). */
  ssoStartPerIp: LimitRule;
  ssoCallbackPerIp: LimitRule;
  /** Sockets one person may open, reconnects included (docs/realtime.md "Limits"). */
  socketsPerUser: LimitRule;
  /** Projector sockets opened with a room link's key from one address, whatever the key: counted before it is looked up. */
  roomSocketsPerIp: LimitRule;
}

export const DEFAULT_RATE_LIMITS: RateLimitSettings = {
  failedSignInPerEmail: { points: 5, durationSeconds: 15 * 60 },
  signInPerIp: { points: 100, durationSeconds: 15 * 60 },
  signUpPerIp: { points: 20, durationSeconds: 60 * 60 },
  emailLinkPerEmail: { points: 5, durationSeconds: 15 * 60 },
  emailLinkPerIp: { points: 30, durationSeconds: 15 * 60 },
  resetPasswordPerIp: { points: 20, durationSeconds: 15 * 60 },
  // As many as the sign-ins an office behind one address makes (signInPerIp); a script guessing tokens is held.
  linkFollowPerIp: { points: 100, durationSeconds: 15 * 60 },
  sharesPerUserHour: { points: 30, durationSeconds: 60 * 60 },
  sharesPerUserDay: { points: 100, durationSeconds: 24 * 60 * 60 },
  meetingWritesPerUser: { points: 120, durationSeconds: 60 },
  minutesEmailPerUser: { points: 5, durationSeconds: 3600 },
  // A pasted list of 1,000 titles or 1,000 selected cards changed at once fits a minute; 600 a minute on
  // average (10 a second for ten minutes) is more than anyone sustains by hand, and holds a flood to that.
  writesPerUserMinute: { points: 1000, durationSeconds: 60 },
  writesPerUserTenMinutes: { points: 6000, durationSeconds: 10 * 60 },
  searchesPerUser: { points: 20, durationSeconds: 1 },
  // An office behind one address signing in on a Monday morning; a script starting thousands is held.
  ssoStartPerIp: { points: 100, durationSeconds: 15 * 60 },
  ssoCallbackPerIp: { points: 100, durationSeconds: 15 * 60 },
  // Ten tabs, each coming back a few times in a minute (a deploy, a flaky network), stay below these.
  socketsPerUser: { points: 120, durationSeconds: 60 },
  roomSocketsPerIp: { points: 120, durationSeconds: 60 },
};

export type LimiterName = keyof RateLimitSettings;

const MESSAGES: Record<LimiterName, string> = {
  failedSignInPerEmail: 'Too many failed sign-in attempts for this account. Please try again later.',
  signInPerIp: 'Too many sign-in attempts. Please try again later.',
  signUpPerIp: 'Too many sign-ups from this network. Please try again later.',
  emailLinkPerEmail: 'Too many e-mails requested for this address. Please try again later.',
  emailLinkPerIp: 'Too many e-mails requested. Please try again later.',
  resetPasswordPerIp: 'Too many password reset attempts. Please try again later.',
  linkFollowPerIp: 'Too many links opened. Please try again later.',
  sharesPerUserHour: 'You have shared too many times in the last hour. Please try again later.',
  sharesPerUserDay: 'You have shared too many times today. Please try again later.',
  meetingWritesPerUser: 'Too many meeting changes in a short time. Please slow down.',
  minutesEmailPerUser: 'Too many minutes e-mails. Please try again later.',
  writesPerUserMinute: 'Too many changes in a short time. Please wait a moment and try again.',
  writesPerUserTenMinutes: 'Too many changes in a short time. Please wait a moment and try again.',
  searchesPerUser: 'Too many searches in a short time. Please wait a moment.',
  ssoStartPerIp: 'Too many sign-in attempts. Please try again later.',
  ssoCallbackPerIp: 'Too many sign-in attempts. Please try again later.',
  socketsPerUser: 'Too many connections. Please wait a moment.',
  roomSocketsPerIp: 'Too many connections. Please wait a moment.',
};

export interface RateLimits {
  /** Counts one attempt (or `points`); throws 429 when the limit is passed. */
  consume(name: LimiterName, key: string, points?: number): Promise<void>;
  /** Counts points already spent (a cost known only once done): never refuses, the next consume pays. */
  penalty(name: LimiterName, key: string, points: number): Promise<void>;
  /** Throws 429 if the limit is already used up, without counting. */
  assertNotBlocked(name: LimiterName, key: string): Promise<void>;
  reset(name: LimiterName, key: string): Promise<void>;
  /** Gives back one counted attempt (consume first, refund on success: racing requests cannot overrun). */
  refund(name: LimiterName, key: string): Promise<void>;
}

/**
 * With Redis, a limiter whose Redis call fails (Redis away, or not answering in time) asks an in-memory limiter of
 * this node instead: rate-limiter-flexible's `insuranceLimiter`. Neither fail closed (nobody could sign in
 * while Redis restarts, and Redis holds only counters) nor fail open (brute force unbounded while it is away):
 * each node enforces the limit on its own, so an attacker gets at most one allowance per node meanwhile.
 * Counts made meanwhile stay in that node's memory; Redis, started empty, counts afresh.
 */
export function createRateLimits(
  settings: RateLimitSettings,
  redis?: { client: Redis; prefix: string },
): RateLimits {
  const limiters = Object.fromEntries(
    Object.entries(settings).map(([name, rule]) => {
      const options = {
        keyPrefix: `${redis?.prefix ?? 'cardplan'}:rl:${name}`,
        points: rule.points,
        duration: rule.durationSeconds,
      };
      const limiter: RateLimiterAbstract = redis
        ? new RateLimiterRedis({
            ...options,
            storeClient: redis.client,
            insuranceLimiter: new RateLimiterMemory(options),
          })
        : new RateLimiterMemory(options);
      return [name, limiter];
    }),
  ) as Record<LimiterName, RateLimiterAbstract>;

  const refuse = (name: LimiterName, res: RateLimiterRes) =>
    tooManyRequests(MESSAGES[name], res.msBeforeNext / 1000);

  return {
    async consume(name, key, points = 1) {
      try {
        await limiters[name].consume(key, points);
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes) throw refuse(name, rejection);
        throw rejection;
      }
    },
    async assertNotBlocked(name, key) {
      const res = await limiters[name].get(key);
      if (res && res.consumedPoints >= settings[name].points) throw refuse(name, res);
    },
    async penalty(name, key, points) {
      await limiters[name].penalty(key, points);
    },
    async reset(name, key) {
      await limiters[name].delete(key);
    },
    async refund(name, key) {
      await limiters[name].reward(key, 1);
    },
  };
}
