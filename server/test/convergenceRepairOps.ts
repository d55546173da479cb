// The repair ops of the convergence fuzz (issue 43): a delete brought back from the trash 0–2 s later by the
// same person or a teammate (now and then sent as an undo or a redo), racing a teammate's write into what comes
// back or its release; a card edit undone and redone (its revert) while a teammate edits the card; purges.
import { CARD_STATUSES } from '../../common/schemas/cards';
import type { TestResponse } from './httpClient';
import { BOUNDS, created, type Op, type WriterContext } from './convergenceOpKit';
import { remember } from './convergencePlanningOps';
import { together } from './convergenceRaces';
import { sleep } from './waits';

type Kind = 'card' | 'category' | 'release' | 'sprint';

/** One thing of the pool, deleted by this writer; and a teammate's write to race its restore with. */
interface Deleted {
  kind: Kind;
  id: number;
  race: () => Promise<TestResponse>;
}

async function deleteOne(ctx: WriterContext, hot: boolean): Promise<Deleted | undefined> {
  const { pool, rng } = ctx;
  const mate = rng.one(ctx.people)!;
  const card = pool.pick(rng, pool.cards, !hot);
  const intoCard = (body: object) => () =>
    card === undefined
      ? Promise.resolve({ status: 404 } as TestResponse)
      : ctx.call('patch', `/api/cards/${card}`, body, { as: mate });
  const gone = (res: TestResponse) => created(res) || res.status === 404;
  switch (rng.int(4)) {
    case 0: {
      if (pool.cards.length <= BOUNDS.cards[0]) return undefined;
      const id = pool.pick(rng, pool.cards, hot)!;
      if (gone(await ctx.call('delete', `/api/cards/${id}`))) pool.forget('cards', id);
      return { kind: 'card', id, race: () => ctx.call('patch', `/api/cards/${id}`, { title: ctx.tag() }) };
    }
    case 1: {
      if (pool.categories.length <= BOUNDS.categories[0]) return undefined;
      const id = pool.pick(rng, pool.categories, hot)!;
      if (gone(await ctx.call('delete', `/api/categories/${id}`))) pool.forget('categories', id);
      return { kind: 'category', id, race: intoCard({ categoryId: id }) };
    }
    case 2: {
      if (pool.releases.length <= BOUNDS.releases[0]) return undefined;
      const id = pool.pick(rng, pool.releases, hot)!;
      if (gone(await ctx.call('delete', `/api/releases/${id}`))) pool.forget('releases', id);
      return { kind: 'release', id, race: intoCard({ releaseId: id }) };
    }
    default: {
      const id = pool.pick(rng, [...pool.sprints.keys()], hot);
      if (id === undefined) return undefined;
      const releaseId = pool.sprints.get(id)!;
      if (gone(await ctx.call('delete', `/api/sprints/${id}`))) pool.sprints.delete(id);
      // The release the sprint goes back into: renamed (its release.updated lists its sprints), or deleted.
      const race = rng.chance(0.8)
        ? () => ctx.call('put', `/api/releases/${releaseId}`, { name: `r ${ctx.tag()}` }, { as: mate })
        : async () => {
            const res = await ctx.call('delete', `/api/releases/${releaseId}`, undefined, { as: mate });
            if (gone(res)) pool.forget('releases', releaseId);
            return res;
          };
      return { kind: 'sprint', id, race };
    }
  }
}

/** Deleted, then restored 0–2 s later by this writer or a teammate, half the time racing a teammate's write. */
async function deleteThenRestore(ctx: WriterContext, hot: boolean): Promise<boolean> {
  const { pool, rng } = ctx;
  const deleted = await deleteOne(ctx, hot);
  if (!deleted) return false;
  await sleep(rng.int(2000));
  const full =
    pool.cards.length >= BOUNDS.cards[1] ||
    pool.categories.length >= BOUNDS.categories[1] ||
    pool.releases.length >= BOUNDS.releases[1] ||
    pool.sprints.size >= BOUNDS.sprints[1];
  if (full) return true;
  const as = rng.chance(0.5) ? ctx.api : rng.one(ctx.people)!;
  const cause = rng.one([undefined, undefined, 'undo', 'redo'] as const);
  const restore = () =>
    ctx.call('post', '/api/trash/restore', { kind: deleted.kind, ids: [deleted.id] }, { as, cause });
  const [res] = rng.chance(0.5) ? await together(ctx, restore, deleted.race) : [await restore()];
  if (created(res!)) remember(pool, res!.body.changes);
  return true;
}

/** A card edit undone (its revert, as the client's Undo sends it), sometimes redone, racing a teammate's edit. */
async function editThenRevert(ctx: WriterContext, hot: boolean): Promise<boolean> {
  const { pool, rng } = ctx;
  const id = pool.pick(rng, pool.cards, hot);
  if (id === undefined) return false;
  const before = await ctx.api.get(`/api/cards/${id}`);
  if (before.status !== 200) return true;
  const releaseId = rng.chance(0.2) ? null : (pool.pick(rng, pool.releases, hot) ?? null);
  const edit: Record<string, unknown> = rng.chance(0.5)
    ? { releaseId, sprintId: releaseId === null ? null : (rng.one(pool.sprintsOf(releaseId)) ?? null) }
    : { title: `v ${ctx.tag()}`, status: rng.one(CARD_STATUSES) };
  const after = await ctx.call('patch', `/api/cards/${id}`, edit);
  if (!created(after)) return true;
  const fields = (from: Record<string, unknown>, to: Record<string, unknown>) =>
    Object.fromEntries(Object.keys(edit).map((f) => [f, { from: from[f] ?? null, to: to[f] ?? null }]));
  const undo = () =>
    ctx.call(
      'post',
      `/api/cards/${id}/revert`,
      { fields: fields(after.body, before.body) },
      { cause: 'undo' },
    );
  const mate = rng.one(ctx.people)!;
  const theirs = () =>
    ctx.call('patch', `/api/cards/${id}`, rng.chance(0.5) ? { releaseId: null } : { title: ctx.tag() }, {
      as: mate,
    });
  const [undone] = rng.chance(0.4) ? await together(ctx, undo, theirs) : [await undo()];
  if (created(undone!) && rng.chance(0.5))
    await ctx.call(
      'post',
      `/api/cards/${id}/revert`,
      { fields: fields(before.body, after.body) },
      { cause: 'redo' },
    );
  return true;
}

/** The folder's owner purges one thing from the trash (a teammate may be restoring it meanwhile). */
async function purgeOne(ctx: WriterContext): Promise<boolean> {
  const trash = await ctx.api.get(`/api/projects/${ctx.projectId}/trash`);
  const item = ctx.rng.one((trash.body?.items ?? []) as { id: number; kind: string }[]);
  if (!item) return false;
  await ctx.call('post', '/api/trash/purge', { kind: item.kind, ids: [item.id] }, { as: ctx.people[0] });
  return true;
}

export const REPAIR_OPS: readonly Op[] = [
  { name: 'delete, then restore', weight: 4, run: deleteThenRestore },
  { name: 'card edit, then revert', weight: 4, run: editThenRevert },
  { name: 'purge', weight: 1, run: purgeOne },
];
