// `npm run bench:api`: the project data load and a card move at saturation as a share of a bare Koa + knex
// baseline, the data load's latency at a fixed offered load, and card creates next to pgbench running the
// same transaction. On DATABASE_URL, else a scratch embedded PostgreSQL; servers are child processes on a
// fresh database; the load generators run in this process, on the same machine.
import autocannon from 'autocannon';
import { ensureDatabaseUrl } from '../server/db/embedded/scratch';
import { TestClient } from '../server/test/httpClient';
import { createTestDatabase } from '../server/test/testDatabase';
import { LIFT_WRITE_LIMITS } from '../chaos/harness/nodes';
import { freePort, startProcess, type ServerProcess } from '../test/processHarness';
import { startFlags } from './benchServer';
import { checkCreated, makePlaces, runCreates, WORKERS } from './creates';
import { openLoop, type LoadResult } from './httpLoad';
import { ceilingRun, printPgbench, runPgbench } from './pgbench';
import { appHistoryPrices } from './appHistory';
import { appHistoryTargets, printAppHistoryPrices } from './appHistoryReport';
import { historyPrices, printHistoryPrices } from './pgbenchHistory';
import { pgbenchMoves } from './pgbenchMoves';
import { profiling } from './profiling';
import { downAndUp, inTurn } from './restCall';
import { target } from './targets';
import { machineLine, machineSpeed } from '../scripts/machineSpeed.mjs';

const postgres = await ensureDatabaseUrl();
console.log(`database: ${postgres.description}`);

const CONNECTIONS = 20;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
/**
 * Creates into one project run for at most 6 s: a project holds at most PROJECT_CARDS_MAX (10,000) cards, and
 * at ~1,000 creates/s 10 s would reach it (the later ones answered 409).
 */
const ONE_PROJECT_S = Math.min(DURATION_S, 6);
/** The fixed offered load for the latency figures: this share of bare's data-load rate at saturation. */
const OFFERED_SHARE = 0.5;
/** BENCH_API_ONLY=history: only the comparison with and without history (pgbenchHistory.ts), on the same setup. */
const ONLY_HISTORY = process.env.BENCH_API_ONLY === 'history';

type Row = Pick<LoadResult, 'rps' | 'p50' | 'p99' | 'errors'> & { name: string };
const progress = (what: string) => process.stderr.write(`  ${what}\n`);

async function saturate(name: string, options: autocannon.Options): Promise<Row> {
  progress(name);
  const result = await autocannon({ connections: CONNECTIONS, duration: DURATION_S, ...options });
  const { p50, p99 } = result.latency;
  return { name, rps: result.requests.average, p50, p99, errors: result.errors + result.non2xx };
}

function table(title: string, rows: Row[]) {
  console.log(
    `\n${title}\ncall                                             req/s   p50 ms   p99 ms   errors`,
  );
  const ms = (n: number) => n.toFixed(1).padStart(7);
  for (const r of rows)
    console.log(
      `${r.name.padEnd(46)} ${r.rps.toFixed(0).padStart(6)}  ${ms(r.p50)}  ${ms(r.p99)}   ${r.errors}`,
    );
}

const profiles = profiling();
/** A call of the app server, with its CPU profile when BENCH_PROFILE=1. */
const profiled = <T>(app: ServerProcess, name: string, call: () => Promise<T>) =>
  profiles ? profiles.around(app.child.pid!, name, call) : call();

const database = await createTestDatabase();
const servers: ServerProcess[] = [];
const machineAtStart = await machineSpeed();
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
    // As `npm start` starts the server (BENCH_START_FLAGS=off: without, to compare): benchServer.ts.
    [
      'node',
      ...startFlags(),
      '--import',
      'tsx',
      ...LIFT_WRITE_LIMITS,
      ...(profiles?.nodeArgs ?? []),
      'server/index.ts',
    ],
    { ...env, ...profiles?.env, APP_URL: undefined },
    await freePort(),
  );
  servers.push(app);
  const api = new TestClient(app.url);
  const email = `bench-${Date.now()}@example.test`;
  const account = { email, password: 'bench-password' };
  await api.post('/api/auth/signup', { ...account, firstName: 'Bench', lastName: 'Mark' });
  const actorId: string = (await api.post('/api/auth/signin', account)).body.user.id;
  const client = (await api.post('/api/clients', { name: 'Bench' })).body;
  const folder = (await api.post('/api/projects', { name: 'Folder', clientId: client.id })).body;
  const project = (await api.post('/api/projects', { name: 'Project', prefix: 'BEN', parentId: folder.id }))
    .body;
  for (const name of ['Onboarding', 'Growth', 'Speed'])
    await api.post('/api/categories', { name, projectId: project.id });
  for (const name of ['Spring', 'Summer'])
    await api.post('/api/releases', { name, projectId: project.id, startDate: '2026-03-01' });
  const titles = Array.from({ length: 100 }, (_, i) => `Card ${i}`);
  const { cards } = (await api.post('/api/cards/bulk', { projectId: project.id, titles })).body;
  const moving = cards[50]!;
  const places = {
    appOne: await makePlaces(api, client.id, 1, 'ONE'),
    appMany: await makePlaces(api, client.id, WORKERS, 'M'),
    pgOne: await makePlaces(api, client.id, 1, 'PGB'),
    pgMany: await makePlaces(api, client.id, WORKERS, 'Q'),
  };

  const history = async () => ({
    pg: await historyPrices(
      database.databaseUrl,
      { one: places.pgOne, many: places.pgMany, cardId: moving.id, actorId },
      WORKERS,
    ),
    app: await appHistoryPrices(database.databaseUrl, {
      api,
      account,
      clientId: client.id,
    }),
  });
  const printHistory = (report: Awaited<ReturnType<typeof history>>) => {
    printHistoryPrices(report.pg, WORKERS);
    printAppHistoryPrices(report.app);
  };

  const machine = () => machineLine(machineAtStart);
  if (ONLY_HISTORY) {
    const historyReport = await history();
    console.log(`\nbench:api, history's price only (BENCH_API_ONLY=history).\n${machine()}`);
    printHistory(historyReport);
    console.log('\nTargets:');
    appHistoryTargets(historyReport.app);
  } else {
    const bare = await startProcess(
      ['node', '--import', 'tsx', 'bench/bareServer.ts'],
      env,
      await freePort(),
      30_000,
    );
    servers.push(bare);

    const headers = { cookie: api.cookieHeader, origin: app.url, 'content-type': 'application/json' };
    const dataPath = `/api/projects/${project.id}/data`;
    const saturation: Row[] = [];
    saturation.push(await saturate('bare  GET data (100 cards)', { url: `${bare.url}/data/${project.id}` }));
    const dataCall = `app   GET ${dataPath}`;
    saturation.push(
      await profiled(app, dataCall, () => saturate(dataCall, { url: `${app.url}${dataPath}`, headers })),
    );
    const bareMove = (direction: 'up' | 'down') => ({
      method: 'PATCH' as const,
      path: `/move/${moving.id}?direction=${direction}&actor=${actorId}`,
    });
    const bareMoves = [bareMove('down'), bareMove('up')];
    saturation.push(
      await saturate('bare  PATCH reorder (same statement)', { url: bare.url, requests: bareMoves }),
    );
    // The card moves down, then up, over and over: every request is a real one-row reorder.
    const move = (direction: 'up' | 'down') => ({
      method: 'PATCH' as const,
      path: `/api/cards/${moving.id}/reorder`,
      body: JSON.stringify({ direction, groupBy: 'none' }),
    });
    const moves = [move('down'), move('up')];
    saturation.push(
      await profiled(app, 'app   PATCH /api/cards/:id/reorder', () =>
        saturate('app   PATCH /api/cards/:id/reorder', { url: app.url, headers, requests: moves }),
      ),
    );
    // Unloaded: one connection, each move sent when the last one answered, each timed (restCall.ts).
    progress('app   PATCH reorder, one connection');
    const unloadedMove: Row = {
      name: 'app   PATCH reorder, one connection',
      ...(await inTurn(app.url, headers, downAndUp(moving.id), DURATION_S)),
    };
    const pgMoves = await pgbenchMoves(database.databaseUrl, moving.id, actorId, DURATION_S, CONNECTIONS);

    const rate = Math.max(1, Math.round(saturation[0]!.rps * OFFERED_SHARE));
    const offered: Row[] = [];
    for (const [name, url, path] of [
      ['bare  GET data (100 cards)', bare.url, `/data/${project.id}`],
      [`app   GET ${dataPath}`, app.url, dataPath],
    ] as const) {
      progress(`${name} at ${rate} req/s`);
      const result = await openLoop({
        url,
        headers,
        durationS: DURATION_S,
        rate,
        call: () => ({ method: 'GET', path }),
      });
      offered.push({ name, ...result });
    }

    const creates: Row[] = [];
    const problems: string[] = [];
    for (const [name, where, seconds] of [
      ['app   POST /api/cards, one project', places.appOne, ONE_PROJECT_S],
      [`app   POST /api/cards, ${WORKERS} projects`, places.appMany, DURATION_S],
    ] as const) {
      progress(name);
      const result = await profiled(app, name, () => runCreates(app.url, headers, where, seconds));
      creates.push({ name, ...result });
      if (result.firstError) problems.push(`${name}: first error ${result.firstError}`);
      const answered = result.requests - result.errors;
      for (const problem of await checkCreated(database.databaseUrl, where, answered))
        problems.push(`${name}: ${problem}`);
    }
    const pgbench = await runPgbench(
      database.databaseUrl,
      [
        { label: 'one project', places: places.pgOne, shape: 'current' },
        { label: `${WORKERS} projects`, places: places.pgMany, shape: 'current' },
        { label: 'one project', places: places.pgOne, shape: 'before' },
        { label: `${WORKERS} projects`, places: places.pgMany, shape: 'before' },
      ],
      actorId,
      DURATION_S,
      WORKERS,
    );
    const historyReport = await history();

    console.log(
      `\nbench:api — PostgreSQL, one node, ${DURATION_S} s per figure; load generators in this process.` +
        `\n${machine()}` +
        `\nWrite limits on, the allowance raised to 1,000,000 points a minute per user (chaos/harness/liftWriteLimits.ts).`,
    );
    table(`At saturation (autocannon, ${CONNECTIONS} connections, closed loop):`, saturation);
    table('Unloaded (one connection, closed loop, each request timed with node:http):', [unloadedMove]);
    console.log(
      pgMoves
        ? `  pgbench, the app's move statement (${CONNECTIONS} clients, one card, down and up in turn): ${pgMoves.tps.toFixed(0)} tps, latency average ${pgMoves.latencyMs.toFixed(1)} ms, failed ${pgMoves.failed}`
        : '  pgbench not found — moves not compared',
    );
    table(
      `At a fixed offered load: ${rate} req/s = ${OFFERED_SHARE * 100} % of bare's data-load rate at saturation` +
        `\n(open loop, up to 64 keep-alive connections; latency from each request's scheduled send time):`,
      offered,
    );
    table(
      `Creates (${WORKERS} workers, closed loop; one project for ${ONE_PROJECT_S} s; ${WORKERS} projects = ${WORKERS} folders with one project each, one worker per project):`,
      creates,
    );
    console.log(
      problems.length
        ? problems.map((p) => `  PROBLEM ${p}`).join('\n')
        : '  database check: card numbers unique and gap-free per project, ids gap-free, one card per answered create',
    );
    printPgbench(pgbench, DURATION_S, WORKERS);
    printHistory(historyReport);

    const [bareData, appData, bareReorder, appReorder] = saturation as [Row, Row, Row, Row];
    const [oneProject, manyProjects] = creates as [Row, Row];
    const pct = (a: number, b?: number) => (b ? (a / b) * 100 : null);
    console.log('\nTargets:');
    target('data load at saturation, % of bare', pct(appData.rps, bareData.rps), '≥', 80, '%', 0);
    target(`data load p99 at ${rate} req/s offered`, offered[1]!.p99, '≤', 30, 'ms');
    target('card move at saturation, % of bare', pct(appReorder.rps, bareReorder.rps), '≥', 50, '%', 0);
    target('card move, unloaded, REST p50', unloadedMove.p50, '≤', 4, 'ms');
    target('card moves, one project, % of pgbench', pct(appReorder.rps, pgMoves?.tps), '≥', 60, '%', 0);
    const ceiling = ceilingRun(pgbench)?.result?.tps;
    target('creates, one project, % of pgbench', pct(oneProject.rps, ceiling), '≥', 60, '%', 0);
    target('creates, one project, p99', oneProject.p99, '≤', 100, 'ms');
    target(`creates across ${WORKERS} projects`, manyProjects.rps, '≥', 800, '/s', 0);
    appHistoryTargets(historyReport.app);
    if (profiles) console.log(`\n${profiles.lines().join('\n')}`);
  }
} finally {
  for (const server of servers.reverse()) await server.stop().catch(() => undefined);
  await database.drop();
  await postgres.stop();
}
