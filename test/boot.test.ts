// `npm start` on a fresh machine: embedded database, demo account, data that survives a restart.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { TestClient } from '../server/test/httpClient';
import { freePort, startProcess, type ServerProcess } from './processHarness';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cardplan-boot-'));
const env = {
  DATABASE_URL: undefined,
  SMTP_URL: undefined,
  APP_URL: undefined,
  REDIS_URL: undefined,
  DATA_DIR: dataDir,
  NODE_ENV: 'development',
  LOG_LEVEL: 'warn',
};
let running: ServerProcess | undefined;

afterAll(async () => {
  await running?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('npm start on the embedded database', () => {
  it('builds, migrates, seeds, serves, and keeps data across a restart', { timeout: 240_000 }, async () => {
    const port = await freePort();
    running = await startProcess(['npm', 'start'], env, port);
    const browser = new TestClient(running.url);

    expect((await browser.get('/healthz')).body).toEqual({ ok: true });
    expect((await browser.get('/api/auth/user')).status).toBe(401);
    const page = await browser.get('/some/client/route');
    expect(page.status).toBe(200);
    expect(page.text).toContain('<div id="root">');
    expect((await browser.get('/api/nope')).status).toBe(404);

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
    const signedIn = new TestClient(running.url);
    expect((await signedIn.post('/api/auth/signin', { email, password: 'restart-password' })).status).toBe(
      200,
    );

    await running.stop();

    running = await startProcess(['node', '--import', 'tsx', 'server/index.ts'], env, port);
    expect(running.output()).not.toContain('Demo workspace created');
    expect((await signedIn.get('/api/auth/user')).body.email).toBe(email); // the session survived too
    expect(
      (await new TestClient(running.url).post('/api/auth/signin', { email, password: 'restart-password' }))
        .status,
    ).toBe(200);

    // SIGTERM while requests are in flight (each costs an argon2 verify): they finish, then the process exits cleanly.
    const requests = 40;
    let signalledAt = Infinity;
    let firstAnswer!: () => void;
    const serving = new Promise<void>((resolve) => (firstAnswer = resolve));
    const inFlight = Array.from({ length: requests }, (_, i) =>
      new TestClient(running!.url)
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
    running = undefined;
  });
});
