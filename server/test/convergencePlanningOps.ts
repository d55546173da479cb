// The planning ops of the convergence fuzz: use cases, releases (names and the roadmap toggle) and sprints,
// created, renamed, deleted and restored under the cards that point at them.
import type { ChangeBody } from '../../common/events';
import { BOUNDS, created, onOne, type Op, type Pool, type WriterContext } from './convergenceOpKit';

async function onSprint(ctx: WriterContext, hot: boolean, del: boolean): Promise<boolean> {
  const ids = [...ctx.pool.sprints.keys()];
  const id = ctx.pool.pick(ctx.rng, ids, hot);
  if (id === undefined) return false;
  const res = del
    ? await ctx.call('delete', `/api/sprints/${id}`)
    : await ctx.call('put', `/api/sprints/${id}`, { name: `s ${ctx.tag()}` });
  if (res.status === 404 || (del && created(res))) ctx.pool.sprints.delete(id);
  return true;
}

export const PLANNING_OPS: readonly Op[] = [
  {
    // The owner's choice (a recipient's is refused): stored estimates stay as the deck changes under them.
    name: 'project deck / scoring model',
    weight: 2,
    async run(ctx) {
      await ctx.call('put', `/api/projects/${ctx.projectId}`, {
        deck: ctx.rng.one(['fibonacci', 'tshirt'] as const),
        scoringModel: ctx.rng.one(['none', 'valueEffort'] as const),
      });
      return true;
    },
  },
  {
    name: 'use case create',
    weight: 3,
    async run(ctx) {
      if (ctx.pool.categories.length >= BOUNDS.categories[1]) return false;
      const res = await ctx.call('post', '/api/categories', {
        name: `uc ${ctx.tag()}`,
        projectId: ctx.projectId,
      });
      if (created(res)) ctx.pool.categories.push(res.body.id);
      return true;
    },
  },
  {
    name: 'use case rename',
    weight: 3,
    run: onOne('categories', (ctx, id) =>
      ctx.call('put', `/api/categories/${id}`, { name: `uc ${ctx.tag()}` }),
    ),
  },
  {
    name: 'use case delete',
    weight: 3,
    run: onOne('categories', (ctx, id) => ctx.call('delete', `/api/categories/${id}`), {
      del: true,
      min: BOUNDS.categories[0],
    }),
  },
  {
    name: 'release create',
    weight: 3,
    async run(ctx) {
      if (ctx.pool.releases.length >= BOUNDS.releases[1]) return false;
      const res = await ctx.call('post', '/api/releases', {
        name: `r ${ctx.tag()}`,
        projectId: ctx.projectId,
      });
      if (created(res)) ctx.pool.releases.push(res.body.id);
      return true;
    },
  },
  {
    name: 'release rename / roadmap toggle',
    weight: 4,
    run: onOne('releases', (ctx, id) =>
      ctx.call(
        'put',
        `/api/releases/${id}`,
        ctx.rng.chance(0.4) ? { roadmapVisible: ctx.rng.chance(0.5) } : { name: `r ${ctx.tag()}` },
      ),
    ),
  },
  {
    name: 'release delete',
    weight: 2,
    run: onOne('releases', (ctx, id) => ctx.call('delete', `/api/releases/${id}`), {
      del: true,
      min: BOUNDS.releases[0],
    }),
  },
  {
    name: 'sprint create',
    weight: 3,
    run: (ctx, hot) =>
      ctx.pool.sprints.size >= BOUNDS.sprints[1]
        ? Promise.resolve(false)
        : onOne('releases', async (ctx, id) => {
            const res = await ctx.call('post', `/api/releases/${id}/sprints`, { name: `s ${ctx.tag()}` });
            if (created(res)) ctx.pool.sprints.set(res.body.id, id);
            return res;
          })(ctx, hot),
  },
  { name: 'sprint rename', weight: 3, run: (ctx, hot) => onSprint(ctx, hot, false) },
  { name: 'sprint delete', weight: 2, run: (ctx, hot) => onSprint(ctx, hot, true) },
  { name: 'use case, release or sprint restore', weight: 2, run: restorePlanning },
];

const RESTORED = ['category', 'release', 'sprint'];

/** Brings a deleted use case, release or sprint back, linking its cards again (one `cards.updated`). */
async function restorePlanning(ctx: WriterContext): Promise<boolean> {
  const trash = await ctx.api.get(`/api/projects/${ctx.projectId}/trash`);
  const items = ((trash.body?.items ?? []) as { id: number; kind: string }[]).filter((item) =>
    RESTORED.includes(item.kind),
  );
  const item = ctx.rng.one(items);
  const { pool } = ctx;
  const full =
    pool.categories.length >= BOUNDS.categories[1] ||
    pool.releases.length >= BOUNDS.releases[1] ||
    pool.sprints.size >= BOUNDS.sprints[1];
  if (!item || full) return false;
  const res = await ctx.call('post', '/api/trash/restore', { kind: item.kind, ids: [item.id] });
  if (created(res)) remember(pool, res.body.changes);
  return true;
}

/** What a restore put back, known to every writer again. */
export function remember(pool: Pool, changes: ChangeBody[]) {
  for (const { type, data } of changes) {
    if (type === 'card.created') pool.cards.push(data.id);
    if (type === 'category.created') pool.categories.push(data.id);
    if (type === 'release.created') pool.releases.push(data.id);
    if (type === 'release.created') for (const s of data.sprints) pool.sprints.set(s.id, data.id);
    if (type === 'sprint.created') pool.sprints.set(data.id, data.releaseId);
  }
}
