// The baseline for bench:api: a bare Koa + knex server running the same queries with no session, auth or validation.
import Koa from 'koa';
import knex from 'knex';
import { projectJsonRepo } from '../server/db/repos/projectJson';

const db = knex({ client: 'pg', connection: process.env.DATABASE_URL, pool: { min: 0, max: 10 } });
const app = new Koa();
app.use(async (ctx) => {
  const data = ctx.path.match(/^\/data\/(\d+)$/);
  const move = ctx.path.match(/^\/move\/(\d+)$/);
  if (ctx.path === '/healthz') ctx.body = { ok: true };
  else if (data) {
    // The same queries as the app's data load, without session, access check or validation.
    const projectId = Number(data[1]);
    const project = await db('projects').where({ id: projectId }).first();
    const { cards, categories, releases } = await projectJsonRepo.bundle(db, projectId);
    ctx.type = 'json';
    ctx.body = `{"project":${JSON.stringify(project)},"cards":${cards},"categories":${categories},"releases":${releases}}`;
  } else if (move && ctx.method === 'PATCH') {
    // The same statements as the app's reorder (lock the project's ranks, read the card and its two
    // neighbours, write one row), without session, access checks, validation or events.
    const id = Number(move[1]);
    const direction = ctx.query.direction === 'up' ? 'up' : 'down';
    ctx.body = await db.transaction(async (trx) => {
      const card = await trx('cards').where({ id }).first();
      await trx('projects').where({ id: card.projectId }).forNoKeyUpdate().first('id');
      const fresh = await trx('cards').where({ id }).first();
      const [cmp, dir] = direction === 'up' ? ['<', 'desc'] : ['>', 'asc'];
      const near = (from: { order: string; id: number }) =>
        trx('cards')
          .where({ projectId: card.projectId })
          .whereRaw(`("order", id) ${cmp} (?::numeric, ?::integer)`, [from.order, from.id])
          .orderBy([
            { column: 'order', order: dir },
            { column: 'id', order: dir },
          ])
          .first('id', 'order');
      const anchor = await near(fresh);
      if (!anchor) return [];
      const beyond = await near(anchor);
      const order = beyond
        ? (Number(anchor.order) + Number(beyond.order)) / 2
        : Number(anchor.order) + (direction === 'up' ? -1 : 1);
      const [row] = await trx('cards')
        .where({ id })
        .update({ order: order.toFixed(3), updatedAt: trx.fn.now() })
        .returning(['id', 'order', 'updatedAt']);
      return [row];
    });
  } else ctx.status = 404;
});
app.listen(Number(process.env.PORT), () => console.log('bare server ready'));
