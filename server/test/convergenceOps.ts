// The op mix of the convergence fuzz: every kind of board write (docs/api/*.md), aimed at the shared pool's
// ids. Races make many of them answer 404/409/400, which is fine; the pool forgets what is gone.
import { CARD_STATUSES, IMPACTS } from '../../common/schemas/cards';
import { BOUNDS, created, onOne, type Op, settle, type WriterContext } from './convergenceOpKit';
import { PLANNING_OPS } from './convergencePlanningOps';
import { racingPair } from './convergenceRaces';
import { REPAIR_OPS } from './convergenceRepairOps';

function cardFields(ctx: WriterContext, hot: boolean): Record<string, unknown> {
  const { rng, pool } = ctx;
  const body: Record<string, unknown> = {};
  for (let count = 1 + rng.int(3); count > 0; count -= 1) {
    switch (rng.int(7)) {
      case 0:
        body.title = `t ${ctx.tag()}`;
        break;
      case 1:
        body.status = rng.one(CARD_STATUSES);
        break;
      case 2:
        body.priority = rng.one(IMPACTS);
        break;
      case 3:
        body.categoryId = rng.chance(0.2) ? null : (pool.pick(rng, pool.categories, hot) ?? null);
        break;
      case 4: {
        const releaseId = rng.chance(0.2) ? null : (pool.pick(rng, pool.releases, hot) ?? null);
        body.releaseId = releaseId;
        if (releaseId !== null && rng.chance(0.6)) body.sprintId = rng.one(pool.sprintsOf(releaseId)) ?? null;
        break;
      }
      case 5:
        // Values of both decks the fuzz switches between (a deck change makes some of them 400).
        body.estimate = rng.one(['1', '3', '8', 'M', 'XL', null]);
        if (rng.chance(0.5)) body.value = 1 + rng.int(10);
        break;
      default:
        body.description = rng.chance(0.2) ? null : `d ${ctx.tag()}`;
    }
  }
  return body;
}

async function createCard(ctx: WriterContext, hot: boolean): Promise<boolean> {
  if (ctx.pool.cards.length >= BOUNDS.cards[1]) return false;
  const res = await ctx.call('post', '/api/cards', { ...cardFields(ctx, hot), projectId: ctx.projectId });
  if (created(res)) ctx.pool.cards.push(res.body.id);
  return true;
}

/** The op to fall back on must always run: it creates a card when none is left. */
const patchCard: Op = {
  name: 'card PATCH',
  weight: 25,
  async run(ctx, hot) {
    const id = ctx.pool.pick(ctx.rng, ctx.pool.cards, hot);
    if (id === undefined) return createCard(ctx, hot);
    settle(ctx, 'cards', id, await ctx.call('patch', `/api/cards/${id}`, cardFields(ctx, hot)));
    return true;
  },
};

const groupMove = (ctx: WriterContext, hot: boolean) => {
  const { rng, pool } = ctx;
  switch (rng.int(4)) {
    case 0:
      return { groupBy: 'status', groupValue: rng.one(CARD_STATUSES) };
    case 1:
      return { groupBy: 'priority', groupValue: rng.one(IMPACTS) };
    case 2:
      return { groupBy: 'category', groupValue: pool.pick(rng, pool.categories, hot) ?? 'none' };
    default:
      return {
        groupBy: 'release',
        groupValue: rng.chance(0.3) ? 'none' : (pool.pick(rng, pool.releases, hot) ?? 'none'),
      };
  }
};

export const OPS: readonly Op[] = [
  patchCard,
  {
    name: 'card reposition',
    weight: 8,
    run: onOne('cards', (ctx, id, hot) =>
      ctx.call('post', `/api/cards/${id}/reposition`, {
        targetCardId: ctx.pool.pick(ctx.rng, ctx.pool.cards, !hot) ?? id,
        position: ctx.rng.chance(0.5) ? 'above' : 'below',
      }),
    ),
  },
  {
    name: 'card reorder',
    weight: 6,
    run: onOne('cards', (ctx, id) =>
      ctx.call('patch', `/api/cards/${id}/reorder`, {
        direction: ctx.rng.chance(0.5) ? 'up' : 'down',
        ...(ctx.rng.chance(0.2) ? { moveToTop: true } : {}),
      }),
    ),
  },
  {
    name: 'move-to-group',
    weight: 6,
    run: onOne('cards', (ctx, id, hot) =>
      ctx.call('post', `/api/cards/${id}/move-to-group`, groupMove(ctx, hot)),
    ),
  },
  {
    name: 'card delete',
    weight: 6,
    run: onOne('cards', (ctx, id) => ctx.call('delete', `/api/cards/${id}`), {
      del: true,
      min: BOUNDS.cards[0],
    }),
  },
  { name: 'card create', weight: 6, run: createCard },
  {
    name: 'cards bulk',
    weight: 2,
    async run(ctx) {
      if (ctx.pool.cards.length >= BOUNDS.cards[1]) return false;
      const titles = Array.from({ length: 2 + ctx.rng.int(4) }, () => `b ${ctx.tag()}`);
      const res = await ctx.call('post', '/api/cards/bulk', { projectId: ctx.projectId, titles });
      if (created(res)) ctx.pool.cards.push(...res.body.cards.map((card: { id: number }) => card.id));
      return true;
    },
  },
  {
    name: 'elsewhere',
    weight: 2,
    async run(ctx) {
      const id = ctx.rng.one(ctx.pool.elsewhere);
      if (id !== undefined && ctx.pool.elsewhere.length >= BOUNDS.elsewhere[1]) {
        const res = await ctx.call('delete', `/api/cards/${id}`);
        if (created(res) || res.status === 404) ctx.pool.forget('elsewhere', id);
        return true;
      }
      const res = await ctx.call('post', '/api/cards', {
        title: `x ${ctx.tag()}`,
        projectId: ctx.otherProjectId,
      });
      if (created(res)) ctx.pool.elsewhere.push(res.body.id);
      return true;
    },
  },
  ...PLANNING_OPS,
  ...REPAIR_OPS,
  { name: 'racing pair', weight: 12, run: racingPair },
];

/** The calm control's mix: one kind of write only, so nothing races. */
export const CALM_OPS: readonly Op[] = [patchCard];
