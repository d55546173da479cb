// `npm run bench:start`: how fast Cardplan comes up and what it holds in memory when idle, on a fresh
// DATA_DIR and on a restart of the same DATA_DIR, next to the gzip size of the landing page's JavaScript.
// The server runs as a user runs it, `npm start` (which builds only when the sources changed: the bench builds
// first when they did, so the runs time a start, not a build), with no DATABASE_URL, so it starts its own
// embedded PostgreSQL. `--baseline <dir>` also measures a checkout of
// the previous release in <dir> (`node --import tsx server/index.ts`, PGlite inside the Node process).
// Memory is read from /proc 5 s after /healthz first answers 200: RSS (VmRSS) and PSS (smaps_rollup Pss). The
// restart runs RESTARTS times (idle memory varies by a few MB from one start to the next): issue 48's
// target is every one of them at or under TARGETS.nodeMb.
// PostgreSQL's processes all map its shared buffers, so their RSS sum counts those pages once per process;
// PSS splits each shared page between the processes that map it, so PSS sums to what they really hold.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { freePort } from '../test/processHarness';
import { landingJsGzipBytes } from './landingSize';
import { target as check } from './targets';
import { build, buildIsCurrent } from '../scripts/build.mjs';
import {
  commandLine,
  kill,
  memoryOf,
  postgresPids,
  processesUsing,
  serverPid,
  type Memory,
} from './processes';
import { machineLine, machineSpeed } from '../scripts/machineSpeed.mjs';

const POLL_MS = 20;
const IDLE_MS = 5000;
const READY_TIMEOUT_MS = 120_000;
const STOP_TIMEOUT_MS = 30_000;
const TARGETS = { freshS: 5, restartS: 1.5, nodeMb: 90, postgresMb: 80, landingKb: 150 };
const RESTARTS = 5;
const MB = 1024 * 1024;
const KB = 1000; // as Vite prints gzip sizes

interface Target {
  name: string;
  cwd: string;
  command: string[];
  embeddedPostgres: boolean;
  clientDir: string;
}
interface Row {
  target: Target;
  /** 'fresh', or 'restart <n>'. */
  run: string;
  readyMs: number;
  node: Memory;
  postgres: Memory | null;
  stopMs: number;
  exit: string;
  /** Processes of this DATA_DIR's PostgreSQL still running after the server exited. */
  leftover: string[];
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function runOnce(target: Target, dataDir: string, run: Row['run']): Promise<Row> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'development',
    LOG_LEVEL: 'warn',
    PORT: String(port),
    DATA_DIR: dataDir,
  };
  for (const name of ['DATABASE_URL', 'REDIS_URL', 'SMTP_URL', 'APP_URL']) delete env[name];
  let output = '';
  const started = performance.now();
  const child = spawn(target.command[0]!, target.command.slice(1), {
    cwd: target.cwd,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<string>((resolve) =>
    child.once('exit', (code, signal) => resolve(signal ? `signal ${signal}` : `exit ${code}`)),
  );
  let postgres: number[] = [];
  let server = child.pid!;
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`${target.name} exited before /healthz:\n${output}`);
      const res = await fetch(`http://127.0.0.1:${port}/healthz`, {
        signal: AbortSignal.timeout(2000),
      }).catch(() => null); // not listening yet
      await res?.body?.cancel();
      if (res?.status === 200) break;
      if (performance.now() - started > READY_TIMEOUT_MS)
        throw new Error(`${target.name}: no /healthz 200 in ${READY_TIMEOUT_MS} ms:\n${output}`);
      await sleep(POLL_MS);
    }
    const readyMs = performance.now() - started;
    server = serverPid(child.pid!);
    await sleep(IDLE_MS);
    const node = memoryOf([server]);
    postgres = target.embeddedPostgres ? postgresPids(dataDir) : [];
    const row = { target, run, readyMs, node, postgres: target.embeddedPostgres ? memoryOf(postgres) : null };
    return { ...row, ...(await stop()) };
  } catch (err) {
    await stop();
    throw err;
  }

  async function stop() {
    const stopping = performance.now();
    process.kill(server, 'SIGTERM'); // as a supervisor stops the server; npm then exits with its status
    let timer: NodeJS.Timeout | undefined;
    let exit = await Promise.race([
      exited,
      new Promise<null>((resolve) => (timer = setTimeout(resolve, STOP_TIMEOUT_MS, null))),
    ]);
    clearTimeout(timer);
    if (exit === null) {
      for (const pid of new Set([server, child.pid!]))
        try {
          process.kill(pid, 'SIGKILL');
        } catch {
          // already gone
        }
      exit = `no exit in ${STOP_TIMEOUT_MS / 1000} s after SIGTERM; ${await exited}`;
    }
    const stopMs = performance.now() - stopping;
    // A postmaster still shutting down when Node exits gets 5 s (and a note); one left after that is an orphan.
    const exitedAt = performance.now();
    let left = processesUsing(dataDir, postgres);
    if (left.length) {
      while (left.length && performance.now() - exitedAt < 5000) {
        await sleep(POLL_MS);
        left = processesUsing(dataDir, left);
      }
      if (!left.length) exit += `, PostgreSQL gone ${(performance.now() - exitedAt).toFixed(0)} ms later`;
    }
    const leftover = left.map(commandLine);
    await kill(left);
    return { stopMs, exit, leftover };
  }
}

interface Result {
  target: Target;
  rows: Row[];
  landing: Awaited<ReturnType<typeof landingJsGzipBytes>>;
  /** The client was built in development mode (React's jsxDEV): its sizes say little about production. */
  devClient: boolean;
}

async function measure(target: Target): Promise<Result> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cardplan-bench-start-'));
  // mkdtemp makes it 0700; as root, the embedded PostgreSQL runs as its own user and must reach into it,
  // as it can into a DATA_DIR made by a plain mkdir.
  fs.chmodSync(dataDir, 0o755);
  try {
    const rows: Row[] = [];
    const runs = ['fresh', ...Array.from({ length: RESTARTS }, (_, i) => `restart ${i + 1}`)];
    for (const run of runs) {
      process.stderr.write(`bench:start — ${target.name}, ${run}\n`);
      rows.push(await runOnce(target, dataDir, run));
    }
    const landing = await landingJsGzipBytes(target.clientDir);
    const devClient = landing.files.some((f) =>
      /\bjsxDEV\b/.test(fs.readFileSync(path.join(target.clientDir, f.name), 'utf8')),
    );
    return { target, rows, landing, devClient };
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const { values: args } = parseArgs({ options: { baseline: { type: 'string' } } });
const root = path.resolve(import.meta.dirname, '..');
// A build now, if the sources changed: the runs below then time starts, as a user's second `npm start` does.
if (!buildIsCurrent()) build();
const targets: Target[] = [
  {
    name: 'embedded PostgreSQL',
    cwd: root,
    command: ['npm', 'start'],
    embeddedPostgres: true,
    clientDir: path.join(root, 'dist/client'),
  },
];
if (args.baseline) {
  const dir = path.resolve(args.baseline);
  targets.push({
    name: 'baseline (PGlite)',
    cwd: dir,
    command: [process.execPath, '--import', 'tsx', 'server/index.ts'],
    embeddedPostgres: false,
    clientDir: path.join(dir, 'dist/client'),
  });
}

const machineAtStart = await machineSpeed();
const results: Result[] = [];
for (const target of targets) results.push(await measure(target));

const mib = (bytes: number) => (bytes / MB).toFixed(0);
const kb = (bytes: number) => (bytes / KB).toFixed(1);
const pair = (m: Memory) => `${mib(m.rss)} / ${mib(m.pss)}`;
const cpus = os.cpus();
console.log(
  `\nbench:start — spawn → first GET /healthz 200 (polled every ${POLL_MS} ms), memory ${IDLE_MS / 1000} s later,` +
    ` NODE_ENV=development, no DATABASE_URL/REDIS_URL/SMTP_URL.` +
    `\nRSS = VmRSS, PSS = smaps_rollup Pss, in MiB; PostgreSQL = the postmaster and its children (count in brackets).` +
    `\nPostgreSQL's RSS sum counts its shared buffers once per process; its PSS sum counts them once.` +
    `\nLanding JS: what / loads before the visitor acts (bench/landingSize.ts), gzip -9, kB = 1000 B.` +
    ` Stop: SIGTERM → the server exits.` +
    `\n${cpus.length} × ${cpus[0]?.model.trim()}, Node ${process.version}, ${os.type()} ${os.release()}.` +
    `\n${machineLine(machineAtStart)}\n`,
);
console.log(
  'server                run        /healthz s   Node RSS / PSS   PostgreSQL RSS / PSS   landing JS kB   stop s   exit',
);
for (const { target, rows, landing } of results)
  for (const r of rows)
    console.log(
      [
        target.name.padEnd(21),
        r.run.padEnd(9),
        (r.readyMs / 1000).toFixed(2).padStart(11),
        pair(r.node).padStart(16),
        (r.postgres ? `${pair(r.postgres)} (${r.postgres.processes})` : '— (in Node)').padStart(22),
        kb(landing.total).padStart(15),
        (r.stopMs / 1000).toFixed(2).padStart(8),
        ` ${r.exit}`,
      ].join(' '),
    );
console.log('');
for (const { target, landing, devClient } of results) {
  console.log(
    `landing JS, ${target.name}: ${landing.files.map((f) => `${f.name} ${kb(f.gzip)} kB`).join(', ')}`,
  );
  if (devClient)
    console.log(
      `  WARNING: ${target.clientDir} is a development build (React jsxDEV): \`npm run build\` ran with NODE_ENV=development.`,
    );
}

const leftovers = results.flatMap(({ target, rows }) =>
  rows.flatMap((r) => r.leftover.map((p) => `${target.name}, ${r.run}: ${p}`)),
);
console.log(
  leftovers.length
    ? `\nLEFT RUNNING after the server exited (killed by the bench):\n  ${leftovers.join('\n  ')}`
    : '\nNo process of the bench DATA_DIR was left running after any stop.',
);

const current = results.find(({ target }) => target.embeddedPostgres);
if (current) {
  const [fresh, ...restarts] = current.rows as [Row, ...Row[]];
  const mb = (bytes: number) => bytes / MB;
  const restartRss = restarts.map((r) => mb(r.node.rss));
  const restartMs = restarts.map((r) => r.readyMs).sort((a, b) => a - b);
  const worstPostgres = (pick: (m: Memory) => number) =>
    Math.max(...current.rows.map((r) => mb(pick(r.postgres!))));
  console.log('');
  // In ms: target() shows its bound without decimals (1.5 s would read "2 s").
  check('first start', fresh.readyMs, '≤', TARGETS.freshS * 1000, 'ms', 0);
  check(
    `restart, median of ${restarts.length}`,
    restartMs[restarts.length >> 1]!,
    '≤',
    TARGETS.restartS * 1000,
    'ms',
    0,
  );
  check('idle Node RSS, fresh', mb(fresh.node.rss), '≤', TARGETS.nodeMb, 'MB', 0);
  check(
    `idle Node RSS ≤ ${TARGETS.nodeMb} MB, restarts (worst ${Math.max(...restartRss).toFixed(0)} MB)`,
    restartRss.filter((rss) => rss <= TARGETS.nodeMb).length,
    '≥',
    restarts.length,
    `of ${restarts.length}`,
    0,
  );
  check(
    `idle PostgreSQL RSS, worst (PSS ${worstPostgres((m) => m.pss).toFixed(0)} MB)`,
    worstPostgres((m) => m.rss),
    '≤',
    TARGETS.postgresMb,
    'MB',
    0,
  );
  check('landing JS, gzip', current.landing.total / KB, '≤', TARGETS.landingKb, 'kB', 1);
}
const clean = results.every(({ rows }) =>
  rows.every((r) => r.exit.startsWith('exit 0') && !r.leftover.length),
);
process.exitCode = clean ? 0 : 1;
