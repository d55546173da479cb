// The building blocks of the convergence fuzz: its seeded PRNG, the pool of ids every writer shares, what a
// writer's op gets and is, the entity bounds, and how an op on one entity of the pool learns it is gone.
import type { TestClient, TestResponse } from './httpClient';

/** mulberry32: tiny and seedable, so a failing seed replays the same choices. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export class Rng {
  constructor(readonly next: () => number) {}
  int = (below: number) => Math.floor(this.next() * below);
  chance = (p: number) => this.next() < p;
  one = <T>(items: readonly T[]): T | undefined => items[this.int(items.length)];
}

/**
 * The ids all writers share, oldest first. The oldest few are the "hot" set every writer aims at a third
 * of the time, so writes to one entity race each other, its deletes and its container's deletes.
 */
export class Pool {
  cards: number[] = [];
  categories: number[] = [];
  releases: number[] = [];
  /** sprint id → its release */
  sprints = new Map<number, number>();
  /** Cards in another project of the same folder: their events must change nothing on the board. */
  elsewhere: number[] = [];

  static readonly HOT = 3;

  pick(rng: Rng, ids: readonly number[], hot: boolean): number | undefined {
    return rng.one(hot ? ids.slice(0, Pool.HOT) : ids);
  }
  sprintsOf(releaseId: number) {
    return [...this.sprints].filter(([, r]) => r === releaseId).map(([s]) => s);
  }
  forget(kind: 'cards' | 'categories' | 'releases' | 'elsewhere', id: number) {
    this[kind] = this[kind].filter((known) => known !== id);
    if (kind === 'releases') for (const sprint of this.sprintsOf(id)) this.sprints.delete(sprint);
  }
}

export interface WriterContext {
  api: TestClient;
  rng: Rng;
  pool: Pool;
  projectId: number;
  otherProjectId: number;
  /** Unique per writer and call: names (use cases must be unique) and mutation ids. */
  tag: () => string;
  /** Everyone on the board, the folder's owner first: a teammate restores, purges or races a write. */
  people: readonly TestClient[];
  /**
   * Every call goes through here: it sends a mutation id and records the outcome; `as` sends it as another
   * person, `cause` with the X-Change-Cause header (an undo, a redo).
   */
  call: (method: Method, path: string, body?: unknown, options?: CallOptions) => Promise<TestResponse>;
}

export interface CallOptions {
  as?: TestClient;
  cause?: 'undo' | 'redo';
}

export type Method = 'post' | 'put' | 'patch' | 'delete';

export interface Op {
  name: string;
  weight: number;
  /** false: cannot run now (nothing to aim at, or a bound reached); the writer edits a card instead. */
  run(ctx: WriterContext, hot: boolean): Promise<boolean>;
}

/** Entity counts stay in these bounds, so the round neither empties the board nor grows it without end. */
export const BOUNDS = {
  cards: [8, 50],
  categories: [2, 6],
  releases: [1, 5],
  sprints: [0, 8],
  elsewhere: [0, 8],
} as const;

export const created = (res: TestResponse) => res.status === 201 || res.status === 200;

/** After a call on `/api/<kind>/<id>`: a 2xx delete or a 404 means the id is gone for every writer. */
export function settle(
  ctx: WriterContext,
  kind: 'cards' | 'categories' | 'releases',
  id: number,
  res: TestResponse,
  del = false,
) {
  if (res.status === 404 || (del && created(res))) ctx.pool.forget(kind, id);
}

/** An op on one existing entity of `kind`, skipped (false) while the pool holds `min` or fewer. */
export const onOne =
  (
    kind: 'cards' | 'categories' | 'releases',
    act: (ctx: WriterContext, id: number, hot: boolean) => Promise<TestResponse>,
    options: { del?: boolean; min?: number } = {},
  ) =>
  async (ctx: WriterContext, hot: boolean) => {
    if (ctx.pool[kind].length <= (options.min ?? 0)) return false;
    const id = ctx.pool.pick(ctx.rng, ctx.pool[kind], hot)!;
    settle(ctx, kind, id, await act(ctx, id, hot), options.del);
    return true;
  };
