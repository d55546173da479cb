// The per-user write allowance (docs/security.md "Limits"): every state-changing /api call of a signed-in
// user costs one point here, before its route runs; a route whose real size shows later charges the rest
// itself: a bulk add one point per card (before it runs), a rank rewrite one per RANK_ROWS_PER_POINT cards
// renumbered (after, as it cannot know before). The auth calls keep their own limits and are not counted.
import type { Middleware } from 'koa';
import type { PendingChange } from '../../../common/events';
import type { LimiterName, RateLimits } from '../rateLimits';
import type { AppState } from './currentUser';

const WRITE_RULES = ['writesPerUserMinute', 'writesPerUserTenMinutes'] as const satisfies LimiterName[];
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);
const OWN_LIMITS = /^\/api\/(auth\/|logout$)/;

/**
 * Renumbering a card's rank is a one-column UPDATE and ~70 bytes of a `cards.reordered` event: about 100
 * of them cost the server what one ordinary write does. A move that renumbers nothing costs nothing extra.
 */
const RANK_ROWS_PER_POINT = 100;

/** Counts `points` more against the user's allowance; 429 when that passes it. */
export async function chargeWrites(rateLimits: RateLimits, userId: string, points: number) {
  if (points <= 0) return;
  for (const name of WRITE_RULES) await rateLimits.consume(name, userId, points);
}

/** What a command's rank rewrites cost on top of its request: the cards its `cards.reordered` carry. */
export function rankRewriteCost(changes: readonly PendingChange[]): number {
  let rows = 0;
  for (const change of changes) if (change.type === 'cards.reordered') rows += change.data.length;
  return Math.floor(rows / RANK_ROWS_PER_POINT);
}

/** Counts points of a write already done (never refuses it): the user's next writes pay. */
export async function chargeDoneWrites(rateLimits: RateLimits, userId: string, points: number) {
  if (points <= 0) return;
  await Promise.all(WRITE_RULES.map((name) => rateLimits.penalty(name, userId, points)));
}

export function writeLimits(rateLimits: RateLimits): Middleware<AppState> {
  return async (ctx, next) => {
    const user = ctx.state.user;
    if (user && !READS.has(ctx.method) && ctx.path.startsWith('/api/') && !OWN_LIMITS.test(ctx.path))
      await chargeWrites(rateLimits, user.id, 1);
    return next();
  };
}
