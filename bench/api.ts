// `npm run bench:api`: req/s and latency of the project data load and a card move, next to a bare Koa + knex baseline.
// On DATABASE_URL, else a scratch embedded PostgreSQL; both servers run as child processes on a fresh database.
import autocannon from 'autocannon';
import { TestClient } from '../server/test/httpClient';
import { ensureDatabaseUrl } from '../server/db/embedded/scratch';
import { createTestDatabase } from '../server/test/testDatabase';
import { freePort, startProcess, type ServerProcess } from '../test/processHarness';

const postgres = await ensureDatabaseUrl();
console.log(`database: ${postgres.description}`);

const CONNECTIONS = 20;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);

interface Figures {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

async function load(name: string, options: autocannon.Options): Promise<Figures> {
  const result = await autocannon({ connections: CONNECTIONS, duration: DURATION_S, ...options });
  return {
    name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

const database = await createTestDatabase();
const servers: ServerProcess[] = [];
try {
  const env = {
    DATABASE_URL: database.databaseUrl,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'test',
    REDIS_URL: undefined,
    SMTP_URL: undefined,
    DATA_DIR: '/tmp/cardplan-bench',
  };
  const app = await startProcess(
    ['node', '--import', 'tsx', 'server/index.ts'],
    { ...env, APP_URL: undefined },
    await freePort(),
  );
  servers.push(app);
  const api = new TestClient(app.url);
  const email = `bench-${Date.now()}@example.test`;
  await api.post('/api/auth/signup', {
    email,
    password: 'bench-password',
    firstName: 'Bench',
    lastName: 'Mark',
  });
  await api.post('/api/auth/signin', { email, password: 'bench-password' });
  const client = (await api.post('/api/clients', { name: 'Bench' })).body;
  const folder = (await api.post('/api/projects', { name: 'Folder', clientId: client.id })).body;
  const project = (await api.post('/api/projects', { name: 'Project', prefix: 'BEN', parentId: folder.id }))
    .body;
  for (const name of ['Onboarding', 'Growth', 'Speed'])
    await api.post('/api/categories', { name, projectId: project.id });
  for (const name of ['Spring', 'Summer'])
    await api.post('/api/releases', { name, projectId: project.id, startDate: '2026-03-01' });
  const cards = [];
  for (let i = 0; i < 100; i++)
    cards.push((await api.post('/api/cards', { title: `Card ${i}`, projectId: project.id })).body);
  const moving = cards[50]!;

  const bare = await startProcess(
    ['node', '--import', 'tsx', 'bench/bareServer.ts'],
    env,
    await freePort(),
    30_000,
  );
  servers.push(bare);

  const headers = { cookie: api.cookieHeader, origin: app.url, 'content-type': 'application/json' };
  const rows: Figures[] = [];
  rows.push(await load('bare  GET data (100 cards)', { url: `${bare.url}/data/${project.id}` }));
  rows.push(
    await load('app   GET /api/projects/:id/data', {
      url: `${app.url}/api/projects/${project.id}/data`,
      headers,
    }),
  );
  const bareMove = (direction: 'up' | 'down') => ({
    method: 'PATCH' as const,
    path: `/move/${moving.id}?direction=${direction}`,
  });
  rows.push(
    await load('bare  PATCH reorder (same SQL)', {
      url: bare.url,
      requests: [bareMove('down'), bareMove('up')],
    }),
  );
  // The card moves down, then up, over and over: every request is a real one-row reorder.
  const move = (direction: 'up' | 'down') => ({
    method: 'PATCH' as const,
    path: `/api/cards/${moving.id}/reorder`,
    body: JSON.stringify({ direction, groupBy: 'none' }),
  });
  rows.push(
    await load('app   PATCH /api/cards/:id/reorder', {
      url: app.url,
      headers,
      requests: [move('down'), move('up')],
    }),
  );

  console.log(`\nbench:api — ${CONNECTIONS} connections, ${DURATION_S} s each, PostgreSQL, one node\n`);
  console.log('call                                   req/s     p50 ms   p99 ms   errors');
  for (const r of rows)
    console.log(
      `${r.name.padEnd(38)} ${r.rps.toFixed(0).padStart(6)}   ${String(r.p50).padStart(6)}   ${String(r.p99).padStart(6)}   ${r.errors}`,
    );
  const ratio = (a: Figures, b: Figures) => ((a.rps / b.rps) * 100).toFixed(0);
  console.log(
    `\ndata load: app = ${ratio(rows[1]!, rows[0]!)} % of bare (target ≥ 50 %), p99 ${rows[1]!.p99} ms (target ≤ 30 ms)`,
  );
  console.log(
    `card move: app = ${ratio(rows[3]!, rows[2]!)} % of bare (target ≥ 50 %), p99 ${rows[3]!.p99} ms (target ≤ 30 ms)`,
  );
} finally {
  for (const server of servers.reverse()) await server.stop().catch(() => undefined);
  await database.drop();
  await postgres.stop();
}
