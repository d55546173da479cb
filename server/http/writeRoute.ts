// The one shape of a write route: what the request says (path ids, a create's parsed body) → the command, which
// loads and authorises, then reads its body (readBody: 404 before 400), in runCommand → the write allowance
// it costs → its after-commit effects (mail, ending sockets: never for a failed write) → the answer.
import type { RouterContext } from '@koa/router';
import type { PendingChange } from '../../common/events';
import type { Db } from '../db/connection';
import type { UserRow } from '../db/repos/users';
import { runCommand, type ChangeMeta, type CommandOutcome } from '../domain/changes';
import type { AppDeps } from './deps';
import { requireUser, type AppState } from './middleware/currentUser';
import { chargeDoneWrites, chargeWrites } from './middleware/writeLimits';
import { changeMeta } from './params';
import type { LimiterName } from './rateLimits';

export type WriteCtx = RouterContext<AppState>;

/** What a write costs beyond the one point every write request pays (middleware/writeLimits.ts). */
export interface WriteCost<I, T> {
  /** Known from the request: charged before the transaction (a bulk add's cards, a trash batch). */
  upFront?: (input: I) => number;
  /**
   * Known once the command found its rows: charged inside its transaction, before anything is logged, so a
   * 429 rolls it back (the cards a delete moves).
   */
  found?: (changes: readonly PendingChange[]) => number;
  /** Known only once done: counted after the commit, never refusing it; the next writes pay (rank rewrites). */
  done?: (changes: readonly PendingChange[], result: T, input: I) => number;
  /**
   * Allowances of their own, counted before the write so racing requests cannot overrun them. With `counts`,
   * given back when the write fails or made nothing they count (a share that already existed); without it, a
   * refused write costs what a made one does (meeting writes).
   */
  allowances?: { names: LimiterName[]; counts?: (result: T) => boolean };
}

interface Shape<I, T> {
  /** The change's labels beyond who made it (X-Mutation-Id, X-Change-Cause): an import's cause, a restore. */
  meta?: (input: I) => Partial<ChangeMeta>;
  /** After the commit only: mail, ending sockets. A failed write runs none. */
  afterCommit?: (result: T, ctx: WriteCtx, input: I) => Promise<void> | void;
  /** The body answered (default: the command's result); undefined leaves ctx as set (a redirect). */
  answer?: (result: T, ctx: WriteCtx) => unknown;
  /** 200 unless given (a create: 201). */
  status?: number | ((result: T) => number);
}

/** A signed-in user's write. */
export interface UserWrite<I, T> extends Shape<I, T> {
  /**
   * Read before any row is: path ids (404 for a malformed one), a create's body (nothing to load first), a
   * hashed password. `charge` counts points of the allowance as soon as the request's size shows (an import).
   */
  input: (ctx: WriteCtx, actor: UserRow, charge: (points: number) => Promise<void>) => I | Promise<I>;
  command: (trx: Db, actor: UserRow, input: I) => Promise<CommandOutcome<T>>;
  /**
   * The same write as one autocommitted statement that may only do less (a card create): tried first,
   * undefined when it declined and the command decides.
   */
  atOnce?: (input: I, meta: ChangeMeta) => Promise<T | undefined>;
  cost?: WriteCost<I, T>;
}

/**
 * A write of an account's own, made before or outside any folder: by the account it answers, with nobody signed
 * in (sign-up, a mailed link followed), or asking for a mail to it (a link, a reset, a verification).
 */
export type AccountWrite<I, T> = Shape<I, T> & {
  input: (ctx: WriteCtx) => I | Promise<I>;
} & (
    | {
        command: (trx: Db, input: I) => Promise<CommandOutcome<T>>;
        /** Who made the change: known only once the command ran. */
        actorOf: (result: T) => string | undefined;
      }
    | {
        /**
         * A write that logs no change and needs no transaction, each of its statements standing alone: a
         * mailed link's token, a stored hash brought up to date. Its after-commit effects run once it is done.
         */
        direct: (input: I) => Promise<T>;
      }
  );

async function respond<I, T>(shape: Shape<I, T>, ctx: WriteCtx, input: I, result: T) {
  await shape.afterCommit?.(result, ctx, input);
  const body = shape.answer ? await shape.answer(result, ctx) : result;
  if (body !== undefined) ctx.body = body;
  const status = typeof shape.status === 'function' ? shape.status(result) : shape.status;
  if (status) ctx.status = status;
}

export function writeRoutes({ db, changes: hub, rateLimits }: AppDeps) {
  const charge = (userId: string, points: number) => chargeWrites(rateLimits, userId, points);

  /** Counts the allowances, runs `write`, and gives them back as `counts` says. */
  async function withinAllowances<T>(userId: string, cost: WriteCost<unknown, T>, write: () => Promise<T>) {
    const counted: LimiterName[] = [];
    const counts = cost.allowances?.counts;
    let result: { value: T } | undefined;
    try {
      for (const name of cost.allowances?.names ?? []) {
        await rateLimits.consume(name, userId);
        counted.push(name);
      }
      result = { value: await write() };
      return result.value;
    } finally {
      if (counts && !(result && counts(result.value)))
        await Promise.all(counted.map((name) => rateLimits.refund(name, userId)));
    }
  }

  function write<I, T>(spec: UserWrite<I, T>) {
    return async (ctx: WriteCtx) => {
      const actor = requireUser(ctx); // 401 before anything
      const input = await spec.input(ctx, actor, (points) => charge(actor.id, points));
      const cost: WriteCost<I, T> = spec.cost ?? {};
      await charge(actor.id, cost.upFront?.(input) ?? 0);
      const meta = { ...changeMeta(ctx), ...spec.meta?.(input) };
      let changes: readonly PendingChange[] = [];
      const result = await withinAllowances(actor.id, cost as WriteCost<unknown, T>, async () => {
        const made = spec.atOnce ? await spec.atOnce(input, meta) : undefined;
        if (made !== undefined) return made;
        return runCommand(db, hub, meta, async (trx) => {
          const outcome = await spec.command(trx, actor, input);
          await charge(actor.id, cost.found?.(outcome.changes) ?? 0);
          changes = outcome.changes;
          return outcome;
        });
      });
      const done = cost.done?.(changes, result, input) ?? 0;
      if (done > 0) await chargeDoneWrites(rateLimits, actor.id, done);
      await respond(spec, ctx, input, result);
    };
  }

  function accountWrite<I, T>(spec: AccountWrite<I, T>) {
    return async (ctx: WriteCtx) => {
      const input = await spec.input(ctx);
      if ('direct' in spec) return respond(spec, ctx, input, await spec.direct(input));
      const meta: ChangeMeta = { actorId: '' };
      const result = await runCommand(db, hub, meta, async (trx) => {
        const outcome = await spec.command(trx, input);
        meta.actorId = spec.actorOf(outcome.result) ?? '';
        return outcome;
      });
      await respond(spec, ctx, input, result);
    };
  }

  return { write, accountWrite };
}
