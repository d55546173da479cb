// `npm run bench:search`: GET /api/search at size — 100,000 cards in 200 projects of 50 folders, the searcher
// owner or member of 20 of them (~40,000 cards they may read) — per query class: server-side p50/p95/p99 (the
// server's own request log) and the time seen by this process, then the same queries through the domain query
// in this process (searchRepo.find's statement without HTTP), then EXPLAIN (ANALYZE, BUFFERS) of one query per
// class, and what the search's trigger and indexes add to card writes (searchWrites.ts). On DATABASE_URL, else a scratch embedded PostgreSQL; a fresh migrated database; data made with SQL
// (bench/searchSeed.ts); the server is a child process, asked one request at a time.
import { openDb } from '../server/db/connection';
import { visibleFolderIds } from '../server/db/repos/folderScope';
import { ensureDatabaseUrl } from '../server/db/embedded/scratch';
import { search } from '../server/domain/queries/search';
import { TestClient } from '../server/test/httpClient';
import { createTestDatabase } from '../server/test/testDatabase';
import type { ServerProcess } from '../test/processHarness';
import { startBenchServer } from './benchServer';
import { executionMs, explainSearch, indexesRead } from './searchExplain';
import { buildQueries, QUERY_CLASSES, type BenchQuery, type Hit, type QueryClass } from './searchQueries';
import { SEED, seedSearch } from './searchSeed';
import { printWriteCost, searchWriteCost } from './searchWrites';
import { target } from './targets';
import { machineLine, machineSpeed } from '../scripts/machineSpeed.mjs';

const postgres = await ensureDatabaseUrl();
console.log(`database: ${postgres.description}`);

const PER_CLASS = Number(process.env.BENCH_QUERIES ?? 200);
const WARM_UP = 20;
const progress = (what: string) => process.stderr.write(`  ${what}\n`);
const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

/** Nearest-rank percentile. */
function percentile(values: number[], p: number) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)] ?? NaN;
}

/** The server's request log: the duration of each GET /api/search, in the order they were answered. */
function searchDurations(output: string): number[] {
  return output.split('\n').flatMap((line) => {
    if (!line.includes('"/api/search"')) return [];
    const { request } = JSON.parse(line) as { request?: { path: string; ms: number } };
    return request?.path === '/api/search' ? [request.ms] : [];
  });
}

async function waitFor(check: () => boolean, what: string, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`gave up waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

interface Figures {
  server: number[];
  client: number[];
  direct: number[];
  found: number;
  empty: number;
}

const database = await createTestDatabase();
const db = openDb(database.databaseUrl);
const servers: ServerProcess[] = [];
const machineAtStart = await machineSpeed();
try {
  let started = performance.now();
  const cards = SEED.folders * SEED.projectsPerFolder * SEED.cardsPerProject;
  progress(`seeding ${cards.toLocaleString('en-US')} cards (SQL)`);
  const searcher = await seedSearch(db, `${Date.now()}`);
  const seeded = seconds(started);
  const [counted] = await db('cards as c')
    .join('projects as p', 'p.id', 'c.projectId')
    .whereIn('p.parentId', visibleFolderIds(db, searcher.id))
    .count<{ visible: number }[]>({ visible: '*' });
  const visible = Number(counted?.visible);
  const queries = await buildQueries(db, searcher.id, PER_CLASS);

  const app = await startBenchServer(database.databaseUrl, { logLevel: 'info' });
  servers.push(app);
  const api = new TestClient(app.url);
  const signIn = await api.post('/api/auth/signin', { email: searcher.email, password: searcher.password });
  if (signIn.status !== 200) throw new Error(`sign-in: ${signIn.status} ${signIn.text.slice(0, 300)}`);

  const figures = Object.fromEntries(
    QUERY_CLASSES.map((c): [QueryClass, Figures] => [
      c,
      { server: [], client: [], direct: [], found: 0, empty: 0 },
    ]),
  ) as Record<QueryClass, Figures>;
  const logged = () => searchDurations(app.output()).length;
  const before = logged();
  /** Each class's queries in turn, one request at a time, so a busy moment of the machine hits every class. */
  const order = Array.from({ length: PER_CLASS }, (_, i) =>
    QUERY_CLASSES.map((c) => [c, queries[c][i]!] as const),
  ).flat();
  const get = (query: BenchQuery) => api.get<{ hits: Hit[] }>(`/api/search?q=${encodeURIComponent(query.q)}`);
  progress(`HTTP: ${WARM_UP} warm-up searches, then ${order.length}`);
  started = performance.now();
  for (const [, query] of order.slice(0, WARM_UP)) await get(query);
  for (const [name, query] of order) {
    const sent = performance.now();
    const res = await get(query);
    figures[name].client.push(performance.now() - sent);
    if (res.status !== 200)
      throw new Error(`GET /api/search?q=${query.q}: ${res.status} ${res.text.slice(0, 300)}`);
    if (query.found(res.body.hits)) figures[name].found++;
    if (!res.body.hits.length) figures[name].empty++;
  }
  const httpTook = seconds(started);
  const expected = before + WARM_UP + order.length;
  await waitFor(() => logged() === expected, `${expected} search lines in the server's log`);
  const durations = searchDurations(app.output()).slice(before + WARM_UP);
  order.forEach(([name], i) => figures[name].server.push(durations[i]!));

  progress(`in this process: ${order.length} searches through the domain query`);
  started = performance.now();
  for (const [name, query] of order) {
    const sent = performance.now();
    await search(db, { id: searcher.id }, { q: query.q });
    figures[name].direct.push(performance.now() - sent);
  }
  const directTook = seconds(started);

  progress('EXPLAIN (ANALYZE, BUFFERS), one query per class');
  const plans = [];
  for (const name of QUERY_CLASSES) {
    const { q } = queries[name][0]!;
    plans.push({ name, q, plan: await explainSearch(db, database.databaseUrl, searcher.id, q) });
  }

  progress('card writes with and without the search (in the database)');
  const [someProject] = await db('projects').whereNotNull('parentId').orderBy('id').limit(1).select('id');
  const writeCost = await searchWriteCost(db, someProject!.id as number);

  console.log(
    `\nbench:search — PostgreSQL, one node; GET /api/search from this process over HTTP, one request at a time.` +
      `\n${machineLine(machineAtStart)}` +
      `\nData (SQL, ${seeded} with the trigger and ANALYZE): ${cards.toLocaleString('en-US')} cards in ${SEED.folders * SEED.projectsPerFolder} projects of ${SEED.folders} folders;` +
      ` the searcher owns ${SEED.owned} folders, is an active member of ${SEED.shared} and a pending invitee of ${SEED.pending}: ${visible.toLocaleString('en-US')} cards they may read.` +
      `\n${PER_CLASS} queries per class, interleaved, after ${WARM_UP} unmeasured; the default limit (20 hits). HTTP ${httpTook}, in-process ${directTook}.`,
  );
  for (const { name, q, plan } of plans) {
    console.log(
      `\nEXPLAIN (ANALYZE, BUFFERS), ${name}: ${JSON.stringify(q)} — ${executionMs(plan).toFixed(1)} ms`,
    );
    console.log(`  reads: ${indexesRead(plan).join('; ') || 'no index'}`);
    console.log(plan.map((line) => `    ${line}`).join('\n'));
  }

  printWriteCost(writeCost);

  const ms = (n: number) => n.toFixed(1).padStart(6);
  console.log(
    `\nclass          server p50    p95    p99    max | client p95 | in-process p50   p95 | found  empty  slowest (server)`,
  );
  for (const name of QUERY_CLASSES) {
    const f = figures[name];
    console.log(
      `${name.padEnd(14)} ${ms(percentile(f.server, 0.5))} ${ms(percentile(f.server, 0.95))} ${ms(percentile(f.server, 0.99))} ${ms(Math.max(...f.server))} |     ${ms(percentile(f.client, 0.95))} |         ${ms(percentile(f.direct, 0.5))} ${ms(percentile(f.direct, 0.95))} | ${String(f.found).padStart(5)} ${String(f.empty).padStart(6)}  ${JSON.stringify(queries[name][f.server.indexOf(Math.max(...f.server))]!.q)}`,
    );
  }
  console.log(
    "(ms; server: the request log's duration, from the request reaching Koa to its answer being ready; client: as timed here;" +
      ' found: answers holding the card or word the query was made from; empty: answers without a hit)',
  );

  console.log('\nTargets (server-side p95):');
  const p95 = (name: QueryClass) => percentile(figures[name].server, 0.95);
  for (const name of ['one word', 'two words', 'three words'] as const)
    target(`${name}, p95`, p95(name), '≤', 50, 'ms');
  target('a typo, p95', p95('typo'), '≤', 80, 'ms');
  target('an exact id, p95', p95('exact id'), '≤', 20, 'ms');
} finally {
  for (const server of servers.reverse()) await server.stop().catch(() => undefined);
  await db.destroy();
  await database.drop();
  await postgres.stop();
}
