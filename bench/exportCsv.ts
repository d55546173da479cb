// `npm run bench:export`: time and server memory of a 100,000-card CSV export against real PostgreSQL.
// The server runs as a child process (node server/index.ts) on a fresh database, so its RSS
// (/proc/<pid>/status VmRSS, sampled every 20 ms) holds only what serving the export costs, and the
// download's own work here does not share its CPU. The cards are inserted by this script directly.
import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { hashPassword } from '../server/auth/passwords';
import { openDb } from '../server/db/connection';
import { usersRepo } from '../server/db/repos/users';
import { TestClient } from '../server/test/httpClient';
import { ensureDatabaseUrl } from '../server/db/embedded/scratch';
import { createTestDatabase } from '../server/test/testDatabase';

const postgres = await ensureDatabaseUrl();
console.log(`database: ${postgres.description}`);

const CARDS = Number(process.env.BENCH_CARDS ?? 100_000);
const INSERT_BATCH = 5000;
const TARGET_SECONDS = 3;
const TARGET_GROWTH_MB = 50;
const MB = 1024 * 1024;

async function vmRssBytes(pid: number): Promise<number> {
  const status = await fs.readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
}

const database = await createTestDatabase();
const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'cardplan-bench-'));
const db = openDb(database.databaseUrl);
const env: NodeJS.ProcessEnv = {
  ...process.env,
  DATABASE_URL: database.databaseUrl,
  PORT: '0',
  DATA_DIR: dataDir,
};
for (const name of ['APP_URL', 'SMTP_URL', 'REDIS_URL', 'ADMIN_EMAIL', 'ADMIN_PASSWORD']) delete env[name];
Object.assign(env, { NODE_ENV: 'test', LOG_LEVEL: 'warn' });
const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
  env,
  stdio: ['ignore', 'pipe', 'inherit'],
});
const exited = new Promise((resolve) => child.once('exit', resolve));
try {
  // The server prints its URL once it listens (PORT=0 picks a free port).
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /Cardplan is running at (\S+)/.exec(out);
      if (match) resolve(match[1]!);
    });
    child.once('exit', (code) => reject(new Error(`server exited (${code}) before listening`)));
  });

  const password = 'bench-password';
  const email = `bench-${Date.now()}@example.test`;
  await usersRepo.create(db, {
    email,
    firstName: 'Bench',
    lastName: 'Mark',
    passwordHash: await hashPassword(password),
  });
  const api = new TestClient(url);
  if ((await api.post('/api/auth/signin', { email, password })).status !== 200)
    throw new Error('sign-in failed');
  const client = (await api.post('/api/clients', { name: 'Bench Client' })).body;
  const folder = (await api.post('/api/projects', { name: 'Bench Folder', clientId: client.id })).body;
  const project = (await api.post('/api/projects', { name: 'Bench', prefix: 'BEN', parentId: folder.id }))
    .body;
  const [category] = await db('categories')
    .insert({ name: 'Onboarding', projectId: project.id })
    .returning('id');
  const [release] = await db('releases')
    .insert({ name: 'Spring', startDate: '2026-03-01', endDate: '2026-05-31', projectId: project.id })
    .returning('id');

  let started = performance.now();
  for (let from = 0; from < CARDS; from += INSERT_BATCH) {
    const rows = Array.from({ length: Math.min(INSERT_BATCH, CARDS - from) }, (_, i) => {
      const n = from + i + 1;
      return {
        externalId: `BEN-${String(n).padStart(6, '0')}`,
        title: `Card ${n}: let people export their backlog, "quoted", with commas`,
        description: n % 3 ? `Description of card ${n}. It spans a sentence or two of ordinary text.` : null,
        notes: n % 5 ? null : '=HYPERLINK("http://example.test")',
        status: ['backlog', 'in-progress', 'ready', 'deployed'][n % 4],
        order: n,
        projectId: project.id,
        categoryId: n % 2 ? category.id : null,
        releaseId: n % 2 ? null : release.id,
      };
    });
    await db('cards').insert(rows);
  }
  // What autovacuum does shortly after a bulk load: give the planner row counts.
  await db.raw('ANALYZE cards');
  console.log(`inserted ${CARDS} cards in ${((performance.now() - started) / 1000).toFixed(1)} s`);

  const baseline = await vmRssBytes(child.pid!);
  let peak = baseline;
  const sampler = setInterval(() => {
    vmRssBytes(child.pid!).then(
      (rss) => (peak = Math.max(peak, rss)),
      () => undefined,
    );
  }, 20);

  started = performance.now();
  const res = await fetch(`${url}/api/export/csv`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: url, Cookie: api.cookieHeader },
    body: JSON.stringify({ projectIds: [project.id] }),
  });
  if (res.status !== 200) throw new Error(`export answered ${res.status}: ${await res.text()}`);
  let lines = 0;
  let bytes = 0;
  // Counting line feeds is enough: no bench value contains a line break.
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
    bytes += chunk.length;
    for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) lines++;
  }
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  peak = Math.max(peak, await vmRssBytes(child.pid!));

  const rows = lines - 1;
  const growthMb = (peak - baseline) / MB;
  console.log(`rows:            ${rows}${rows === CARDS ? '' : `  (expected ${CARDS}!)`}`);
  console.log(`file size:       ${(bytes / MB).toFixed(1)} MB`);
  console.log(`seconds:         ${seconds.toFixed(2)}  (target ≤ ${TARGET_SECONDS})`);
  console.log(`rows/s:          ${Math.round(rows / seconds)}`);
  console.log(
    `server RSS:      +${growthMb.toFixed(1)} MB at peak  (target < ${TARGET_GROWTH_MB}; before ${(baseline / MB).toFixed(0)} MB)`,
  );
  const ok = rows === CARDS && seconds <= TARGET_SECONDS && growthMb < TARGET_GROWTH_MB;
  console.log(ok ? 'within targets' : 'OUTSIDE TARGETS');
  process.exitCode = ok ? 0 : 1;
} finally {
  child.kill('SIGTERM');
  await exited;
  await db.destroy();
  await database.drop();
  await postgres.stop();
  await fs.rm(dataDir, { recursive: true, force: true });
}
