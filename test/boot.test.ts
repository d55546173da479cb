// `npm start` on a fresh machine: embedded PostgreSQL, demo account, data that survives restarts, and every way
// an earlier run can leave the database behind (node killed, PostgreSQL killed, both, a recycled pid).
import { execFile, execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { waitForExit } from '../server/db/embedded/processes';
import { TestClient } from '../server/test/httpClient';
import { freePort, startProcess, type ServerProcess } from './processHarness';
import { sleep } from '../server/test/waits';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cardplan-boot-'));
fs.chmodSync(dataDir, 0o755); // the embedded PostgreSQL runs as the postgres user when tests run as root
const clusterDir = path.join(dataDir, 'postgres');
const env = {
  DATABASE_URL: undefined,
  SMTP_URL: undefined,
  APP_URL: undefined,
  REDIS_URL: undefined,
  DATA_DIR: dataDir,
  NODE_ENV: 'development',
  LOG_LEVEL: 'info',
};
/** What `npm start` runs once it has built. */
const BUILT_SERVER = ['node', '--enable-source-maps', 'dist/server/index.js'];
let running: ServerProcess | undefined;

/** The postmasters running on this test's cluster, by pid (from /proc). */
function postmasters(): number[] {
  return fs
    .readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        const argv = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
        return path.basename(argv[0]!) === 'postgres' && argv.includes(clusterDir);
      } catch {
        return false;
      }
    })
    .map(Number);
}

/**
 * A browser whose every request opens a connection of its own. The servers here restart on one port and sit
 * idle for seconds between steps: a kept-alive connection the server closes (5 s idle) as a loaded test
 * process reuses it fails with "other side closed", which is no finding about Cardplan.
 */
class OneShotClient extends TestClient {
  override request<T = unknown>(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) {
    return super.request<T>(method, path, body, { Connection: 'close', ...headers });
  }
}

/** SIGKILL to the node process (and npm, if npm started it): PostgreSQL, in its own process group, lives on. */
async function killNode(server: ServerProcess) {
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  process.kill(-server.child.pid!, 'SIGKILL');
  await exited;
}

/**
 * A start's log once its last start-up line is out. pino writes through a worker thread (pino-pretty, in
 * development), so a line can trail the first 200 of /healthz by a moment on a loaded machine.
 */
async function startLog(server: ServerProcess): Promise<string> {
  await expect.poll(() => server.output(), { timeout: 30_000 }).toContain('Cardplan listening');
  return server.output();
}

afterAll(async () => {
  await running?.stop();
  for (const pid of postmasters()) process.kill(pid, 'SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('npm start on the embedded PostgreSQL', () => {
  it(
    'builds, migrates, seeds, serves, and keeps data through every kind of restart',
    { timeout: 300_000 },
    async () => {
      const port = await freePort();
      running = await startProcess(['npm', 'start'], env, port);
      const browser = new OneShotClient(running.url);

      // The built server's stack traces name the TypeScript source. Checked before any request: under load this
      // takes seconds, and a request reusing a keep-alive connection the server closes at that moment fails.
      const refused = spawnSync(BUILT_SERVER[0]!, BUILT_SERVER.slice(1), {
        env: { ...process.env, PORT: 'not-a-port' },
        encoding: 'utf8',
      });
      expect(refused.status).not.toBe(0);
      expect(refused.stderr).toMatch(/at loadConfig \(.*server\/config\.ts:\d+:\d+\)/);
      // A second start on a port that is taken stops at once, with words to act on: before it creates, migrates
      // or seeds a database, so it prints no demo password "shown only this once" for a node that never served.
      const elsewhere = fs.mkdtempSync(path.join(dataDir, 'port-taken-')); // goes with dataDir (afterAll)
      const taken = spawnSync(BUILT_SERVER[0]!, BUILT_SERVER.slice(1), {
        env: { ...process.env, ...env, DATA_DIR: elsewhere, PORT: String(port) },
        encoding: 'utf8',
      });
      expect(taken.status).toBe(1);
      expect(taken.stderr).toContain(`Port ${port} is already in use: stop what listens there, or set PORT`);
      expect(taken.stderr).not.toMatch(/^\s+at /m); // the operator's words, not a stack trace
      expect(taken.stdout + taken.stderr).not.toContain('demo@cardplan.local');
      expect(fs.existsSync(path.join(elsewhere, 'postgres'))).toBe(false);

      expect((await browser.get('/healthz')).body).toEqual({ ok: true });
      expect((await browser.get('/api/auth/user')).status).toBe(401);
      const page = await browser.get('/some/client/route');
      expect(page.status).toBe(200);
      expect(page.text).toContain('<div id="root">');
      expect((await browser.get('/api/nope')).status).toBe(404);
      expect(postmasters()).toHaveLength(1);
      expect(fs.readFileSync(path.join(dataDir, 'postgres-password'), 'utf8').trim()).toMatch(
        /^[0-9a-f]{48}$/,
      );

      const demoLine = running
        .output()
        .split('\n')
        .find((line) => line.includes('demo@cardplan.local'));
      expect(demoLine, running.output()).toBeDefined();
      const demoPassword = demoLine!.trim().split(/\s+/).at(-1)!;
      expect(
        (await browser.post('/api/auth/signin', { email: 'demo@cardplan.local', password: demoPassword }))
          .status,
      ).toBe(200);

      const email = 'restart@example.test';
      const signup = await browser.post('/api/auth/signup', {
        email,
        password: 'restart-password',
        firstName: 'Re',
        lastName: 'Start',
      });
      expect(signup.status).toBe(201);
      // No SMTP_URL: the verification mail lands in DATA_DIR/outbox.
      const outbox = fs.readdirSync(path.join(dataDir, 'outbox'));
      expect(
        outbox.some((file) => fs.readFileSync(path.join(dataDir, 'outbox', file), 'utf8').includes(email)),
      ).toBe(true);
      const signedIn = new OneShotClient(running.url);
      expect((await signedIn.post('/api/auth/signin', { email, password: 'restart-password' })).status).toBe(
        200,
      );
      const dataIsThere = async () => {
        expect((await signedIn.get('/api/auth/user')).body.email).toBe(email); // the session survived too
        expect(
          (
            await new OneShotClient(running!.url).post('/api/auth/signin', {
              email,
              password: 'restart-password',
            })
          ).status,
        ).toBe(200);
      };

      // 1. The node is killed: its PostgreSQL lives on, orphaned; the next start stops it and carries on.
      const orphan = postmasters()[0]!;
      await killNode(running);
      expect(postmasters()).toEqual([orphan]);
      running = await startProcess(BUILT_SERVER, env, port);
      const afterKill = await startLog(running);
      expect(afterKill).toContain('stopped the embedded PostgreSQL an earlier Cardplan process left running');
      expect(afterKill).not.toContain('Demo workspace created');
      expect(postmasters()).not.toContain(orphan);
      await dataIsThere();
      // A second Cardplan on the same DATA_DIR refuses to start rather than take the database away.
      await expect(startProcess(BUILT_SERVER, env, await freePort())).rejects.toThrow(
        /Another Cardplan process \(pid \d+\) runs the embedded PostgreSQL/,
      );
      expect((await browser.get('/healthz')).status).toBe(200);

      // 2. PostgreSQL dies under a running node: answers are 200 or 503, never a 500 or a hang, until it is back.
      const [postmaster] = postmasters();
      process.kill(postmaster!, 'SIGKILL');
      const statuses = new Set<number>();
      // Under a loaded machine the restart of PostgreSQL and its crash recovery take a while: wait for the state.
      const deadline = Date.now() + 120_000;
      for (let healthy = 0; healthy < 5 && Date.now() < deadline;) {
        const [health, user] = await Promise.all([
          fetch(`${running.url}/healthz`, {
            headers: { Connection: 'close' },
            signal: AbortSignal.timeout(5_000),
          }),
          signedIn.get('/api/auth/user'),
        ]);
        statuses.add(health.status).add(user.status);
        healthy = health.status === 200 && user.status === 200 ? healthy + 1 : 0;
        await sleep(20);
      }
      expect([...statuses].filter((status) => status !== 200 && status !== 503)).toEqual([]);
      await expect
        .poll(() => running!.output(), { timeout: 30_000 })
        .toContain('the embedded PostgreSQL is running again');
      expect(postmasters()).toHaveLength(1);
      expect(postmasters()).not.toContain(postmaster);
      await dataIsThere();

      // A command-line tool uses the running node's PostgreSQL rather than starting a second one. Run without
      // blocking: while a synchronous child ran past the server's 5 s keep-alive, this process could not see
      // the server close its idle connection, and the next request reused it ("other side closed").
      const { stdout: migrated } = await promisify(execFile)('npm', ['run', '--silent', 'migrate'], {
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' },
        encoding: 'utf8',
      });
      expect(migrated).toContain('Already up to date');
      expect((await browser.get('/healthz')).status).toBe(200);

      // 3. Power loss: node and PostgreSQL killed at once; postmaster.pid names a process that is gone.
      const [lost] = postmasters();
      await killNode(running);
      process.kill(lost!, 'SIGKILL');
      expect(await waitForExit(lost!, 5_000), `postmaster ${lost} is still running`).toBe(true);
      expect(fs.existsSync(path.join(clusterDir, 'postmaster.pid'))).toBe(true);
      running = await startProcess(BUILT_SERVER, env, port);
      expect(await startLog(running)).toContain('was not shut down cleanly');
      await dataIsThere();

      // 4. SIGTERM stops PostgreSQL too; a postmaster.pid naming another live program (a recycled pid) is cleared.
      expect(await running.stop()).toBe(0);
      expect(postmasters()).toEqual([]);
      expect(fs.existsSync(path.join(clusterDir, 'postmaster.pid'))).toBe(false);
      fs.writeFileSync(path.join(clusterDir, 'postmaster.pid'), `${process.pid}\n${clusterDir}\n`);
      // Started as a user restarts it: `npm start` again runs what is built (scripts/build.mjs), no build.
      running = await startProcess(['npm', 'start'], env, port);
      const restarted = await startLog(running);
      expect(restarted).toContain('removed a stale postmaster.pid');
      expect(restarted).not.toContain('Sources changed since the last build');
      await dataIsThere();
      // npm itself ends by the signal (no exit code); step 5 checks the server's own exit, without npm.
      await running.stop();
      running = await startProcess(BUILT_SERVER, env, port);

      // 5. SIGTERM while requests are in flight (each costs an argon2 verify): they finish, then the process exits.
      const requests = 40;
      let signalledAt = Infinity;
      let firstAnswer!: () => void;
      const serving = new Promise<void>((resolve) => (firstAnswer = resolve));
      const inFlight = Array.from({ length: requests }, (_, i) =>
        new OneShotClient(running!.url)
          .post('/api/auth/signin', { email: `nobody-${i}@example.test`, password: 'wrong-password' })
          .then((res) => {
            firstAnswer();
            return { status: res.status, after: Date.now() > signalledAt };
          }),
      );
      await serving; // the server is working through the batch
      signalledAt = Date.now();
      const exitCode = await running.stop();
      const answers = await Promise.all(inFlight);
      expect(answers.map((a) => a.status)).toEqual(Array(requests).fill(401));
      expect(answers.some((a) => a.after)).toBe(true); // some were still running when the signal came
      expect(exitCode).toBe(0);
      expect(postmasters()).toEqual([]);
      running = undefined;
    },
  );

  it(
    'carries the PGlite DATA_DIR of release 0.1.0 over into PostgreSQL, once',
    { timeout: 120_000 },
    async () => {
      // Built by the test above (npm start); see server/db/embedded/pgliteImport.test.ts for the fixture.
      const upgradeDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cardplan-upgrade-'));
      fs.chmodSync(upgradeDir, 0o755);
      execFileSync('tar', ['-xzf', path.resolve('test/fixtures/pglite-0.1.0.tar.gz'), '-C', upgradeDir]);
      const upgradeEnv = { ...env, DATA_DIR: upgradeDir };
      const user = { email: 'fixture-user@example.test', password: 'fixture-demo-only-2' };
      try {
        const port = await freePort();
        running = await startProcess(BUILT_SERVER, upgradeEnv, port);
        const upgraded = await startLog(running);
        expect(upgraded).toContain('carried the PGlite database of an earlier Cardplan over');
        expect(upgraded).not.toContain('Demo workspace created');
        expect((await new OneShotClient(running.url).post('/api/auth/signin', user)).status).toBe(200);
        expect(fs.existsSync(path.join(upgradeDir, 'pglite'))).toBe(false);
        expect(fs.existsSync(path.join(upgradeDir, 'pglite-imported', 'PG_VERSION'))).toBe(true);
        expect(await running.stop()).toBe(0);

        running = await startProcess(BUILT_SERVER, upgradeEnv, port);
        expect(await startLog(running)).not.toContain('carried the PGlite database');
        expect((await new OneShotClient(running.url).post('/api/auth/signin', user)).status).toBe(200);
        expect(await running.stop()).toBe(0);
        running = undefined;
      } finally {
        fs.rmSync(upgradeDir, { recursive: true, force: true });
      }
    },
  );
});
