// Racing pairs for the convergence fuzz: two calls fired together (two tabs of one person) at one
// container and what is inside it. Left to chance, five writers overlap a delete with a write to one of
// its cards only now and then; fired together they overlap in most rounds.
import type { TestResponse } from './httpClient';
import type { WriterContext } from './convergenceOpKit';
import { sleep } from './waits';

const ok = (res: TestResponse) => res.status < 300;

/** `first` now, `second` after 0–2 ms: the first transaction usually starts first, the order still varies. */
export async function together(
  ctx: WriterContext,
  first: () => Promise<TestResponse>,
  second: () => Promise<TestResponse>,
) {
  const delay = ctx.rng.int(3);
  return Promise.all([first(), sleep(delay).then(second)]);
}

/** A card is put in a use case, release or sprint; then the container is deleted while the card is edited. */
async function deleteUnderCard(ctx: WriterContext, hot: boolean): Promise<boolean> {
  const { pool, rng } = ctx;
  const cardId = pool.pick(rng, pool.cards, hot);
  if (cardId === undefined) return false;
  const edit = () => ctx.call('patch', `/api/cards/${cardId}`, { title: `race ${ctx.tag()}` });
  const which = rng.int(3);
  if (which === 0 && pool.categories.length > 2) {
    const id = pool.pick(rng, pool.categories, hot)!;
    if (!ok(await ctx.call('patch', `/api/cards/${cardId}`, { categoryId: id }))) return true;
    const [res] = await together(ctx, () => ctx.call('delete', `/api/categories/${id}`), edit);
    if (ok(res) || res.status === 404) pool.forget('categories', id);
  } else if (which === 1 && pool.releases.length > 1) {
    const id = pool.pick(rng, pool.releases, hot)!;
    if (!ok(await ctx.call('patch', `/api/cards/${cardId}`, { releaseId: id }))) return true;
    const [res] = await together(ctx, () => ctx.call('delete', `/api/releases/${id}`), edit);
    if (ok(res) || res.status === 404) pool.forget('releases', id);
  } else {
    const id = pool.pick(rng, [...pool.sprints.keys()], hot);
    if (id === undefined) return false;
    const releaseId = pool.sprints.get(id)!;
    if (!ok(await ctx.call('patch', `/api/cards/${cardId}`, { releaseId, sprintId: id }))) return true;
    const [res] = await together(ctx, () => ctx.call('delete', `/api/sprints/${id}`), edit);
    if (ok(res) || res.status === 404) pool.sprints.delete(id);
  }
  return true;
}

/** A release is renamed while one of its sprints is renamed or deleted (the release answers its sprints). */
async function renameAroundSprint(ctx: WriterContext, hot: boolean): Promise<boolean> {
  const { pool, rng } = ctx;
  const id = pool.pick(rng, [...pool.sprints.keys()], hot);
  if (id === undefined) return false;
  const releaseId = pool.sprints.get(id)!;
  const rename = () => ctx.call('put', `/api/releases/${releaseId}`, { name: `r ${ctx.tag()}` });
  const del = rng.chance(0.4);
  const sprint = () =>
    del
      ? ctx.call('delete', `/api/sprints/${id}`)
      : ctx.call('put', `/api/sprints/${id}`, { name: `s ${ctx.tag()}` });
  // Either may start first: the stale list needs the sprint's commit between the release's read and its commit.
  const renameFirst = rng.chance(0.5);
  const [a, b] = await together(ctx, renameFirst ? rename : sprint, renameFirst ? sprint : rename);
  const res = renameFirst ? b : a;
  if (res.status === 404 || (del && ok(res))) pool.sprints.delete(id);
  return true;
}

export const racingPair = (ctx: WriterContext, hot: boolean) =>
  ctx.rng.chance(0.5) ? deleteUnderCard(ctx, hot) : renameAroundSprint(ctx, hot);
