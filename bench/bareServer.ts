// The baseline for bench:api: a bare Koa + knex server running the same queries with no session, auth or validation.
import Koa from 'koa';
import knex from 'knex';
import { ORDER_LIMIT } from '../common/schemas/cards';
import type { Db } from '../server/db/connection';
import { moveOneStatement } from '../server/db/repos/cardMove';
import { projectJsonRepo } from '../server/db/repos/projectJson';
import { CHANGE_ROLES } from '../server/domain/policies/cards';

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
    // The same statement as the app's reorder (db/repos/cardMove.ts), without session, validation or
    // publishing the event.
    const { rows } = await moveOneStatement(db as unknown as Db, {
      actorId: String(ctx.query.actor),
      cardId: Number(move[1]),
      roles: CHANGE_ROLES,
      side: ctx.query.direction === 'up' ? 'above' : 'below',
      group: { field: null },
      orderLimit: ORDER_LIMIT,
    });
    ctx.body = rows.map((row: { data: unknown[] }) => row.data[0]);
  } else ctx.status = 404;
});
app.listen(Number(process.env.PORT), () => console.log('bare server ready'));
