// The building blocks of the convergence fuzz's ops: what an op is, the entity bounds, and how an op on one
// entity of the shared pool learns that the entity is gone.
import type { TestResponse } from './httpClient';
import type { WriterContext } from './convergenceFuzz';

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
