// The per-user write allowance (docs/security.md "Limits"): every state-changing /api call of a signed-in
// user costs one point here, before its route runs; a route whose real size shows later declares the rest as
// its write's cost (writeRoute.ts): a bulk add one point per card (before it runs), a rank rewrite one per
// RANK_ROWS_PER_POINT cards renumbered (after, as it cannot know before), a use case's, release's or sprint's
// delete or restore one per MOVED_CARDS_PER_POINT cards it moves (once it knows, before it commits). The auth
// calls keep their own limits and are not counted.
import type { Middleware } from 'koa';
import type { PendingChange } from '../../../common/events';
import { IMPORT_ROWS_PER_POINT } from '../../../common/schemas/imports';
import { TRASH_BATCH_MAX } from '../../../common/schemas/trash';
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

/**
 * A card moved by a use case's, release's or sprint's delete or restore is a row written, a whole card in its
 * `cards.updated` and a history row: what an import writes per card, so it costs what an import's does.
 */
const MOVED_CARDS_PER_POINT = 20;

/**
 * What moving the cards of its `cards.updated` costs on top of the request's point (which pays the first),
 * charged once the command has found them: inside its transaction, before anything is logged, committed or
 * sent, so a 429 rolls it back and nobody hears of it. The refused points still count (rate-limiter-flexible),
 * so the caller's next writes are refused by the middleware's cheap check before they touch a row: a flood of
 * big deletes gets at most one look at its cards per window.
 */
export function movedCardsCost(changes: readonly PendingChange[]): number {
  let cards = 0;
  for (const change of changes) if (change.type === 'cards.updated') cards += change.data.length;
  return Math.max(0, Math.ceil(cards / MOVED_CARDS_PER_POINT) - 1);
}

/**
 * An import of n cards costs ceil(n / IMPORT_ROWS_PER_POINT) points (docs/security.md "Limits"); the request
 * paid one.
 */
export const importCost = (cards: number) => Math.ceil(cards / IMPORT_ROWS_PER_POINT);

/**
 * A trash restore or purge of n things costs n points, as a bulk add of n cards does (the request paid one);
 * counted from the body as sent, capped as the request schema caps it.
 */
export function trashBatchCost(body: unknown): number {
  const ids = (body as { ids?: unknown } | null)?.ids;
  return (Array.isArray(ids) ? Math.min(ids.length, TRASH_BATCH_MAX) : 0) - 1;
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
