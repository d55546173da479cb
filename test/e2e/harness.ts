// Browser-test harness: the real server on a fresh database (with its SMTP mailbox), the client built once
// per run, and Debian's Chromium driven by playwright-core; pages (watched, see problems.ts) and screenshots.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterEach, describe, inject, it, onTestFailed, onTestFinished } from 'vitest';
import { freePort } from '../../server/freePort';
import { PortUnavailable } from '../../server/port';
import { startTestServer, type TestServer } from '../../server/test/testServer';
import { e2eRequired, findChromium, missingChromiumMessage } from './chromium';
import { PagePool } from './pagePool';
import { expectNoPolicyViolations, forgetProblems, watch, watchContext } from './problems';
import { ACTION_TIMEOUT } from './waits';
import { sleep } from '../../server/test/waits';

const REPO = path.resolve(import.meta.dirname, '../..');
const SCREENSHOT_DIR = path.join(REPO, 'test-results', 'screenshots');

/** How Chromium must start on these machines (see .library machines/node-svc.md): no background traffic. */
export const CHROMIUM_ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * What the browser tests add. A test page lives for seconds: V8's optimising tiers (Maglev, TurboFan) spend
 * more CPU compiling its code than the code then saves, so pages stop at the baseline tier (Sparkplug;
 * `--max-opt=1`). The compositor runs in the browser process (`--in-process-gpu`: software compositing
 * either way, one process and its messages fewer). Six browser files, alternating runs on the 2-core machine:
 * 230 → 193 CPU-s (docs/testing.md). What a page does is the same at every tier; bench:ui measures the
 * browser as people run it (CHROMIUM_ARGS alone).
 */
export const TEST_CHROMIUM_ARGS = [...CHROMIUM_ARGS, '--in-process-gpu', '--js-flags=--max-opt=1'];

export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 390, height: 844 };

/** A browser test walks through several screens, each with its spec delays (and a loaded machine's). */
const TEST_TIMEOUT = 180_000;

// ---------------------------------------------------------------------------------------------------------
// Skip or fail when there is no browser

/**
 * `describe` for browser tests: runs when Chromium is found; otherwise skipped with a loud notice, or, under
 * E2E_REQUIRED=1 (CI), replaced by one failing test that says why. Every test in it fails when a page it
 * drove broke the Content-Security-Policy (docs/security.md).
 */
export function describeE2E(name: string, body: () => void) {
  const executable = findChromium();
  if (!executable && !e2eRequired()) console.warn(`\n[cardplan tests] ${missingChromiumMessage()}\n`);
  describe.runIf(executable !== null)(name, { timeout: TEST_TIMEOUT }, () => {
    afterEach(expectNoPolicyViolations);
    body();
  });
  // Only registered when it fails, so a run with Chromium shows no extra skipped test.
  if (executable === null && e2eRequired()) {
    describe(name, () => {
      it('needs Chromium to run the browser tests', () => {
        throw new Error(missingChromiumMessage());
      });
    });
  }
}

// ---------------------------------------------------------------------------------------------------------
// The client, built once per run into the run's scratch folder (never dist/client: the boot test rebuilds it)

const run = promisify(execFile);

function scratchDir(): string {
  const provided = inject('e2eDir');
  if (provided) return provided;
  // Without test/e2e/globalSetup.ts (not in vitest.config.ts): one build per test file.
  return fs.mkdtempSync(path.join(os.tmpdir(), 'cardplan-e2e-'));
}

/** The first file to get here builds (a mkdir is the lock); the others wait for its result. */
export async function builtClient(): Promise<string> {
  const root = scratchDir();
  const out = path.join(root, 'client');
  const done = path.join(root, 'client.done');
  const failed = path.join(root, 'client.failed');
  let builder = true;
  try {
    fs.mkdirSync(path.join(root, 'client.lock'));
  } catch {
    builder = false;
  }
  if (builder) {
    const env = { ...process.env };
    delete env.NODE_ENV; // vitest's NODE_ENV=test must not leak into a production build
    try {
      await run(
        process.execPath,
        [path.join(REPO, 'node_modules/vite/bin/vite.js'), 'build', '--outDir', out, '--emptyOutDir'],
        { cwd: REPO, env, maxBuffer: 32 * 1024 * 1024 },
      );
      fs.writeFileSync(done, '');
    } catch (error) {
      const {
        stdout = '',
        stderr = '',
        message,
      } = error as { stdout?: string; stderr?: string; message: string };
      fs.writeFileSync(failed, `${message}\n${stdout}\n${stderr}`);
    }
  } else {
    const deadline = Date.now() + 120_000;
    while (!fs.existsSync(done) && !fs.existsSync(failed)) {
      if (Date.now() > deadline) throw new Error(`the client build in ${out} did not finish in 120 s`);
      await sleep(100);
    }
  }
  if (fs.existsSync(failed))
    throw new Error(`vite build of the client failed:\n${fs.readFileSync(failed, 'utf8')}`);
  return out;
}

// ---------------------------------------------------------------------------------------------------------
// Server + browser

export interface E2E {
  server: TestServer;
  browser: Browser;
  /**
   * A page in an isolated context (own cookies), 1280×800 unless told otherwise, with reduced motion unless
   * `motion` (what moves is then what people with no preference see: a test of motion itself asks for it).
   * It may be a page an earlier test of the worker left, wiped (`pagePool.ts`): when the test passes, its
   * pages go back for the next test (of this file or the worker's next), so a page shared by several tests
   * must say `keep`.
   */
  newPage(
    viewport?: { width: number; height: number },
    options?: { motion?: boolean; keep?: boolean },
  ): Promise<Page>;
  close(): Promise<void>;
}

/**
 * One Chromium for the browser files a test worker runs one after another (they share the worker's modules:
 * vitest.lanes.ts): each page in a context of its own, closed at its file's end unless it waits in the
 * worker's pool. A launch costs ~0.45 CPU-s on a quick machine; playwright closes the browser when the worker
 * exits, and a file that finds it gone (crashed) launches another.
 */
let launched: Promise<Browser> | undefined;
async function workerBrowser(executablePath: string): Promise<Browser> {
  const known = await launched?.catch(() => undefined);
  if (known?.isConnected()) return known;
  // playwright gives every launch a new, empty --user-data-dir of its own and deletes it on close.
  launched = chromium.launch({ executablePath, args: TEST_CHROMIUM_ARGS, timeout: 30_000 });
  return launched;
}

/**
 * The port the worker's files' servers listen on, one after another, so the pages in the worker's pool keep their
 * origin: one below the ephemeral range (freePort), which no outgoing connection takes between two files. Found
 * taken when the server listens (another worker drew it too), the next file's server takes a new one.
 */
let lastPort = 0;
async function startWorkerServer(clientDir: string, env: Record<string, string> = {}): Promise<TestServer> {
  for (let attempt = 1; ; attempt++) {
    lastPort ||= await freePort();
    try {
      return await startTestServer({ clientDir, env: { PORT: String(lastPort), ...env } });
    } catch (error) {
      if (!(error instanceof PortUnavailable) || attempt === 3) throw error;
      lastPort = 0;
    }
  }
}

let lastPool: PagePool | undefined;
/** The worker's pool for this server's origin: a file on another origin than the last one's starts a new one. */
async function workerPool(serverUrl: string): Promise<PagePool> {
  const { origin, port } = new URL(serverUrl);
  lastPort = Number(port);
  if (lastPool?.origin === origin) return lastPool;
  await lastPool?.closeIdle();
  lastPool = new PagePool(origin);
  return lastPool;
}

/** `env`: the server's settings over the test defaults (e.g. APP_URL, when pages come through a proxy). */
export async function startE2E(options: { env?: Record<string, string> } = {}): Promise<E2E> {
  const executablePath = findChromium();
  if (!executablePath) throw new Error(missingChromiumMessage());
  const clientDir = await builtClient();
  const server = await startWorkerServer(clientDir, options.env);
  let browser: Browser;
  try {
    browser = await workerBrowser(executablePath);
  } catch (error) {
    await server.close();
    throw error;
  }
  const contexts: BrowserContext[] = [];
  const pool = await workerPool(server.url);
  let opened = 0;
  /** A page in a context of its own, as every page starts (the pool hands on those a passed test left). */
  async function openPage(viewport: { width: number; height: number }) {
    const context = await browser.newContext({
      baseURL: server.url,
      viewport,
      deviceScaleFactor: 1,
      locale: 'en-US',
      timezoneId: 'UTC',
      colorScheme: 'light',
    });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
    context.setDefaultTimeout(ACTION_TIMEOUT);
    context.setDefaultNavigationTimeout(ACTION_TIMEOUT);
    contexts.push(context);
    await watchContext(context);
    const page = await context.newPage();
    watch(page);
    pool.adopt(context, page);
    return page;
  }
  return {
    server,
    browser,
    async newPage(viewport = DESKTOP, { motion = false, keep = false } = {}) {
      const handedOn = pool.take();
      const page = handedOn ?? (await openPage(viewport));
      if (handedOn) {
        contexts.push(handedOn.context());
        await page.setViewportSize(viewport);
        forgetProblems(page);
      }
      // Transitions and entrance animations are frames to draw, on a machine every test shares; a test
      // waits for states, which reduced motion reaches at once (docs/testing.md).
      await page.emulateMedia({
        media: null,
        colorScheme: 'light',
        contrast: null,
        forcedColors: null,
        reducedMotion: motion ? 'no-preference' : 'reduce',
      });
      if (!keep)
        onTestFinished(({ task }) => (task.result?.state === 'pass' ? pool.giveBack(page) : undefined));
      // What the page showed when a test failed: test-results/screenshots/FAILED-{test}-{n}.png
      const index = ++opened;
      onTestFailed(async ({ task }) => {
        const name = `FAILED-${task.name.replace(/[^a-z0-9]+/gi, '-').slice(0, 80)}-${index}`;
        const file = await screenshot(page, name).catch(() => null);
        console.error(
          `[e2e] page ${index} was at ${page.url()} when "${task.name}" failed${file ? `: ${file}` : ''}`,
        );
      });
      return page;
    },
    async close() {
      // What waits in the worker's pool stays open for its next file; the rest goes.
      const done = contexts.filter((context) => !(pool === lastPool && pool.holds(context)));
      await Promise.allSettled(done.map((context) => context.close()));
      await server.close();
    },
  };
}

// ---------------------------------------------------------------------------------------------------------
// Screenshots

/** Saves test-results/screenshots/{name}-{width}x{height}.png (what the viewport shows) and returns the path. */
export async function screenshot(page: Page, name: string, options: { fullPage?: boolean } = {}) {
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const size = page.viewportSize();
  const file = path.join(SCREENSHOT_DIR, `${name}${size ? `-${size.width}x${size.height}` : ''}.png`);
  await page.screenshot({ path: file, animations: 'disabled', fullPage: options.fullPage ?? false });
  return file;
}
