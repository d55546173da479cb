// The baseline for bench:api: a bare Koa + knex server running the same queries with no session, auth or validation.
import Koa from 'koa';
import knex from 'knex';

const db = knex({ client: 'pg', connection: process.env.DATABASE_URL, pool: { min: 0, max: 10 } });
const app = new Koa();
app.use(async (ctx) => {
  const data = ctx.path.match(/^\/data\/(\d+)$/);
  const move = ctx.path.match(/^\/move\/(\d+)$/);
  if (ctx.path === '/healthz') ctx.body = { ok: true };
  else if (data) {
    const projectId = Number(data[1]);
    const [project, cards, categories, releases] = await Promise.all([
      db('projects').where({ id: projectId }).first(),
      db('cards as c')
        .leftJoin('categories as cat', 'cat.id', 'c.categoryId')
        .leftJoin('releases as r', 'r.id', 'c.releaseId')
        .select(
          'c.*',
          'cat.name as categoryName',
          'cat.color as categoryColor',
          'r.name as releaseName',
          'r.startDate as releaseStartDate',
          'r.endDate as releaseEndDate',
        )
        .where('c.projectId', projectId)
        .orderBy([{ column: 'c.order' }, { column: 'c.id' }]),
      db('categories').where({ projectId }),
      db('releases').where({ projectId }),
    ]);
    const sprints = await db('sprints').whereIn(
      'releaseId',
      releases.map((r: { id: number }) => r.id),
    );
    ctx.body = { project, cards, categories, releases, sprints };
  } else if (move && ctx.method === 'PATCH') {
    const id = Number(move[1]);
    const [row] = await db('cards')
      .where({ id })
      .update({ order: db.raw('"order" + 0.001'), updatedAt: db.fn.now() })
      .returning('*');
    ctx.body = row;
  } else ctx.status = 404;
});
app.listen(Number(process.env.PORT), () => console.log('bare server ready'));
