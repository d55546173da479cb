// `npm run bench:import`: an import at size (docs/import.md, "Performance"), against real
// PostgreSQL (DATABASE_URL, else a scratch embedded one). A 10,000-row CSV in our export's columns is previewed
// in this process (the browser does the same work: decode, detect, build the plan, summarise it), then sent to
// POST /api/imports of a server running as a child process, on a fresh project per run, while a share
// recipient's socket is subscribed to that project and a third user reads their own project's data in a loop
// (a forked process, importReader.ts). Figures: preview time, POST answered, all card.created heard by the
// second board, the server's RSS growth (VmRSS sampled every 50 ms) and the other user's read p99.
import { performance } from 'node:perf_hooks';
import type { ImportRequestInput } from '../common/schemas/imports';
import { hashPassword } from '../server/auth/passwords';
import { openDb } from '../server/db/connection';
import { ensureDatabaseUrl } from '../server/db/embedded/scratch';
import { usersRepo, type UserRow } from '../server/db/repos/users';
import { fillFolder } from '../server/test/bigFolder';
import { TestClient } from '../server/test/httpClient';
import { createTestDatabase } from '../server/test/testDatabase';
import type { ServerProcess } from '../test/processHarness';
import { startBenchServer } from './benchServer';
import { exportLikeCsv } from './importCsv';
import { previewFile } from './importPreview';
import { now, readsIn, startReader, type Window } from './importReads';
import { runImport, type ImportRun } from './importRun';
import { sleep } from './realtimeStats';
import { target } from './targets';
import { machineLine, machineSpeed } from '../scripts/machineSpeed.mjs';

const postgres = await ensureDatabaseUrl();
console.log(`database: ${postgres.description}`);

const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 10_000);
const RUNS = Number(process.env.BENCH_IMPORT_RUNS ?? 3);
const PREVIEW_RUNS = 5;
const OTHER_CARDS = 500;
/** Concurrent read loops of the other user (1: one request at a time, as one open board refetching). */
const READ_LOOPS = Number(process.env.BENCH_READ_LOOPS ?? 1);
const BASELINE_MS = 8000;
/** Quiet time after each import, so the next starts from a settled server. */
const SETTLE_MS = 2000;
const FILE_NAME = 'backlog-export.csv';
const nodeArgs = process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? [];

const progress = (what: string) => process.stderr.write(`  ${what}\n`);
function median(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  return sorted.length % 2 ? sorted[Math.floor(middle)]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
const worst = (values: number[]) => Math.max(...values);

/** A setup call that must succeed; answers its body. */
async function ok<T = { id: number }>(promise: Promise<{ status: number; body: unknown; text: string }>) {
  const res = await promise;
  if (res.status >= 300) throw new Error(`setup call failed: ${res.status} ${res.text.slice(0, 300)}`);
  return res.body as T;
}

const database = await createTestDatabase();
const db = openDb(database.databaseUrl);
const servers: ServerProcess[] = [];
const machineAtStart = await machineSpeed();
let reader: Awaited<ReturnType<typeof startReader>> | null = null;
try {
  // 1. Preview, in this process: nothing of the server is involved yet.
  const bytes = new TextEncoder().encode(exportLikeCsv(ROWS));
  progress(`preview: ${ROWS} rows, ${(bytes.length / 1024 / 1024).toFixed(1)} MB, ${PREVIEW_RUNS} runs`);
  const previews: number[] = [];
  const steps: { read: number[]; build: number[]; summarise: number[] } = {
    read: [],
    build: [],
    summarise: [],
  };
  let cards: ImportRequestInput['cards'] = [];
  let summary = '';
  for (let run = 0; run < PREVIEW_RUNS; run++) {
    const started = performance.now();
    const preview = await previewFile(FILE_NAME, bytes);
    previews.push(performance.now() - started);
    steps.read.push(preview.readMs);
    steps.build.push(preview.buildMs);
    steps.summarise.push(preview.summariseMs);
    if (preview.cards.length !== ROWS || preview.skipped)
      throw new Error(
        `preview read ${preview.cards.length} cards, skipped ${preview.skipped}: ${preview.summary}`,
      );
    ({ cards, summary } = preview);
  }

  // BENCH_NODE_ARGS: extra node flags for the server, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof"; with
  // "--import ./bench/loopBlocks.ts" too, bench/blame.ts names what held its event loop (docs/performance.md).
  const app = await startBenchServer(database.databaseUrl, {
    logLevel: process.env.BENCH_LOG_LEVEL ?? 'warn',
    nodeArgs,
  });
  servers.push(app);

  // The importer (owner of the folder), the second board (an active share recipient) and the other user.
  const password = 'bench-password';
  const people: UserRow[] = [];
  for (const firstName of ['Olga', 'Theo', 'Ana'])
    people.push(
      await usersRepo.create(db, {
        email: `${firstName.toLowerCase()}-${Date.now()}@example.test`,
        firstName,
        lastName: 'Bench',
        passwordHash: await hashPassword(password),
      }),
    );
  const browsers = people.map((person) => ({ person, api: new TestClient(app.url) }));
  for (const { person, api } of browsers)
    await ok(api.post('/api/auth/signin', { email: person.email, password }));
  const [owner, recipient, other] = browsers as [
    (typeof browsers)[0],
    (typeof browsers)[0],
    (typeof browsers)[0],
  ];
  const client = await ok(owner.api.post('/api/clients', { name: 'Bench' }));
  const folder = await ok(owner.api.post('/api/projects', { name: 'Imports', clientId: client.id }));
  await db('folder_shares').insert({
    folderId: folder.id,
    sharedWithEmail: recipient.person.email,
    sharedWithUserId: recipient.person.id,
    sharedByUserId: owner.person.id,
    status: 'active',
  });
  const otherClient = await ok(other.api.post('/api/clients', { name: 'Elsewhere' }));
  const otherFolder = await ok(other.api.post('/api/projects', { name: 'Theirs', clientId: otherClient.id }));
  const otherProject = await ok(
    other.api.post('/api/projects', { name: 'Roadmap', prefix: 'OTH', parentId: otherFolder.id }),
  );
  progress(`other user: ${OTHER_CARDS} cards in their own project (SQL)`);
  await fillFolder(db, { projects: [{ id: otherProject.id, prefix: 'OTH' }], cards: OTHER_CARDS });
  const dataPath = `/api/projects/${otherProject.id}/data`;
  const otherData = await ok<{ cards: unknown[] }>(other.api.get(dataPath));
  if (otherData.cards.length !== OTHER_CARDS)
    throw new Error(`${dataPath} has ${otherData.cards.length} cards`);

  // 4 (baseline). The other user reads while nothing else happens.
  reader = await startReader(new URL(dataPath, app.url).href, other.api.cookieHeader, READ_LOOPS);
  progress(
    `other user: ${BASELINE_MS / 1000} s of quiet reads (${READ_LOOPS} loop${READ_LOOPS === 1 ? '' : 's'})`,
  );
  await sleep(1000); // warm-up, not counted
  const baseline: Window = { from: now(), to: now() + BASELINE_MS };
  await sleep(BASELINE_MS);

  // 2 and 3. Each run on a fresh project; after a failed one the rest would fail alike.
  const runs: ImportRun[] = [];
  const setup = {
    app,
    db,
    owner: owner.api,
    recipientCookie: recipient.api.cookieHeader,
    folderId: folder.id,
    fileName: FILE_NAME,
    cards,
  };
  for (let run = 0; run < RUNS; run++) {
    progress(`import ${run + 1}/${RUNS}: ${ROWS} cards`);
    const result = await runImport(setup, run);
    runs.push(result);
    if (result.error) break;
    await sleep(SETTLE_MS);
  }
  const samples = await reader.stop();
  const quiet = readsIn(samples, [baseline]);
  const during = readsIn(
    samples,
    runs.filter((r) => !r.error).map((r) => r.window),
  );

  console.log(
    `\nbench:import — PostgreSQL, one node (child process); the file, the second board (socket.io) and the POST in` +
      ` this process; the other user's reads in a forked process.` +
      `\n${machineLine(machineAtStart)}`,
  );
  console.log(
    `\nFile: ${ROWS.toLocaleString('en-US')} rows in our export's columns, ${(bytes.length / 1024 / 1024).toFixed(1)} MB` +
      ` (descriptions of 200–500 characters, 12 use cases, 6 releases, 12 sprints). Preview: ${summary}` +
      `\nPreview (decode + detect + read the records, build the plan, summarise; in Node, the browser runs the same` +
      ` code): ${previews.map((v) => v.toFixed(0)).join(', ')} ms; medians read ${median(steps.read).toFixed(0)}` +
      ` + build ${median(steps.build).toFixed(0)} + summarise ${median(steps.summarise).toFixed(0)} ms.`,
  );
  console.log(
    `\nrun   POST answered   all ${ROWS} card.created heard   server CPU   server RSS before → peak (growth)`,
  );
  for (const [i, r] of runs.entries())
    if (r.error)
      console.log(
        `${String(i + 1).padEnd(5)} FAILED after ${(r.answeredMs / 1000).toFixed(2)} s: ${r.error}`,
      );
    else
      console.log(
        [
          String(i + 1).padEnd(5),
          `${(r.answeredMs / 1000).toFixed(2)} s`.padStart(14),
          `${(r.heardMs / 1000).toFixed(2)} s`.padStart(29),
          `${(r.serverCpuMs / 1000).toFixed(1)} s`.padStart(12),
          `   ${r.rssBeforeMb.toFixed(0)} → ${r.rssPeakMb.toFixed(0)} MB (+${(r.rssPeakMb - r.rssBeforeMb).toFixed(0)})`,
        ].join(' '),
      );
  const reads = (name: string, w: typeof quiet) =>
    `${name}: ${w.reads} reads${w.failed ? ` (${w.failed} failed)` : ''}, p50 ${w.p50.toFixed(1)} ms, p99 ${w.p99.toFixed(1)} ms, max ${w.max.toFixed(1)} ms`;
  console.log(
    `\nOther user: GET /api/projects/:id/data of their own ${OTHER_CARDS}-card project, ${READ_LOOPS} loop${READ_LOOPS === 1 ? '' : 's'}` +
      ` back to back.\n  ${reads(`quiet (${BASELINE_MS / 1000} s before)`, quiet)}\n  ${reads('during the imports', during)}`,
  );

  const done = runs.filter((r) => !r.error);
  const answered = done.map((r) => r.answeredMs / 1000);
  const visible = done.map((r) => r.heardMs / 1000);
  const growth = done.map((r) => r.rssPeakMb - r.rssBeforeMb);
  console.log('\nTargets:');
  target(`preview, ${ROWS} rows, median of ${PREVIEW_RUNS}`, median(previews) / 1000, '≤', 1, 's', 2);
  target(`preview, ${ROWS} rows, worst of ${PREVIEW_RUNS}`, worst(previews) / 1000, '≤', 1, 's', 2);
  target(`import visible on a second board, median of ${done.length}`, median(visible), '≤', 5, 's', 2);
  target(`import visible on a second board, worst of ${done.length}`, worst(visible), '≤', 5, 's', 2);
  if (done.length)
    console.log(
      `  (POST answered: median ${median(answered).toFixed(2)} s, worst ${worst(answered).toFixed(2)} s)`,
    );
  target(`server memory growth, median of ${done.length}`, median(growth), '≤', 100, 'MB', 0);
  target(
    `server memory growth, worst of ${done.length} (run 1: ${growth[0]?.toFixed(0) ?? '—'} MB)`,
    worst(growth),
    '≤',
    100,
    'MB',
    0,
  );
  target(`other user's data p99, during ÷ quiet`, during.p99 / quiet.p99, '≤', 2, '×', 2);
} finally {
  reader?.kill();
  for (const server of servers.reverse()) await server.stop().catch(() => undefined);
  await db.destroy();
  await database.drop();
  await postgres.stop();
}
