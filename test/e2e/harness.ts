// Browser-test harness: the real server on a fresh database (with its SMTP mailbox), the client built once
// per run, and Debian's Chromium driven by playwright-core. Pages record console errors and failed requests.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { describe, expect, inject, it, onTestFailed } from 'vitest';
import { startTestServer, type TestServer } from '../../server/test/testServer';
import { e2eRequired, findChromium, missingChromiumMessage } from './chromium';

export { findChromium } from './chromium';

const REPO = path.resolve(import.meta.dirname, '../..');
export const SCREENSHOT_DIR = path.join(REPO, 'test-results', 'screenshots');

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

export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 390, height: 844 };

/** Playwright's own wait for one element or state (generous: CI shares two cores with the whole suite). */
const ACTION_TIMEOUT = 15_000;
/** A browser test walks through several screens, each with its spec delays. */
const TEST_TIMEOUT = 90_000;

// ---------------------------------------------------------------------------------------------------------
// Skip or fail when there is no browser

/**
 * `describe` for browser tests: runs when Chromium is found; otherwise skipped with a loud notice, or, under
 * E2E_REQUIRED=1 (CI), replaced by one failing test that says why.
 */
export function describeE2E(name: string, body: () => void) {
  const executable = findChromium();
  if (!executable && !e2eRequired()) console.warn(`\n[cardplan tests] ${missingChromiumMessage()}\n`);
  describe.runIf(executable !== null)(name, { timeout: TEST_TIMEOUT }, body);
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

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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
// Problems a page ran into

export interface PageProblems {
  /** console.error messages and uncaught exceptions (resource-load errors are in `http` instead). */
  console: string[];
  /** Requests that got no answer (aborted navigations excepted) and 5xx answers. */
  network: string[];
  /** Every 4xx answer, as "401 GET /api/auth/user". */
  http: string[];
}

const problemsByPage = new WeakMap<Page, PageProblems>();

function watch(page: Page): PageProblems {
  const problems: PageProblems = { console: [], network: [], http: [] };
  const where = (url: string) => {
    const parsed = new URL(url);
    return parsed.pathname;
  };
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    if (message.text().startsWith('Failed to load resource')) return; // listed with its URL under `http`
    problems.console.push(`${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => problems.console.push(`uncaught ${error.name}: ${error.message}`));
  page.on('requestfailed', (request) => {
    const reason = request.failure()?.errorText ?? 'failed';
    // A full-page navigation (sign-in reload, sign-out) aborts what the old page still had in flight.
    if (reason.includes('ERR_ABORTED')) return;
    problems.network.push(`${request.method()} ${where(request.url())}: ${reason}`);
  });
  page.on('response', (response) => {
    const status = response.status();
    const line = `${status} ${response.request().method()} ${where(response.url())}`;
    if (status >= 500) problems.network.push(line);
    else if (status >= 400) problems.http.push(line);
  });
  problemsByPage.set(page, problems);
  return problems;
}

export function problemsOf(page: Page): PageProblems {
  const problems = problemsByPage.get(page);
  if (!problems) throw new Error('page was not opened by the e2e harness');
  return problems;
}

/** The signed-out app asks who is signed in; the 401 answer is how it learns "nobody" (spec 7). */
export const SIGNED_OUT_PROBE = '401 GET /api/auth/user';

/** No console errors, no failed requests, and no 4xx answers other than the ones listed. */
export function expectNoProblems(page: Page, allowedHttp: string[] = []) {
  const { console, network, http } = problemsOf(page);
  expect({ console, network, http: http.filter((line) => !allowedHttp.includes(line)) }).toEqual({
    console: [],
    network: [],
    http: [],
  });
}

// ---------------------------------------------------------------------------------------------------------
// Server + browser

export interface E2E {
  server: TestServer;
  browser: Browser;
  /** A page in a new, isolated context (own cookies), 1280×800 unless told otherwise. */
  newPage(viewport?: { width: number; height: number }): Promise<Page>;
  close(): Promise<void>;
}

export async function startE2E(): Promise<E2E> {
  const executablePath = findChromium();
  if (!executablePath) throw new Error(missingChromiumMessage());
  const clientDir = await builtClient();
  const server = await startTestServer({ clientDir });
  let browser: Browser;
  try {
    // playwright gives every launch a new, empty --user-data-dir of its own and deletes it on close.
    browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS, timeout: 30_000 });
  } catch (error) {
    await server.close();
    throw error;
  }
  const contexts: BrowserContext[] = [];
  return {
    server,
    browser,
    async newPage(viewport = DESKTOP) {
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
      context.setDefaultNavigationTimeout(15_000);
      contexts.push(context);
      const page = await context.newPage();
      watch(page);
      // What the page showed when a test failed: test-results/screenshots/FAILED-{test}-{n}.png
      const index = contexts.length;
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
      await Promise.allSettled(contexts.map((context) => context.close()));
      await browser.close().catch(() => {});
      await server.close();
    },
  };
}

// ---------------------------------------------------------------------------------------------------------
// Screenshots and waiting

/** Saves test-results/screenshots/{name}-{width}x{height}.png (what the viewport shows) and returns the path. */
export async function screenshot(page: Page, name: string, options: { fullPage?: boolean } = {}) {
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const size = page.viewportSize();
  const file = path.join(SCREENSHOT_DIR, `${name}${size ? `-${size.width}x${size.height}` : ''}.png`);
  await page.screenshot({ path: file, animations: 'disabled', fullPage: options.fullPage ?? false });
  return file;
}

/** Waits until the locator's (single) element is visible, and returns it. */
export async function shown(locator: Locator, timeout = ACTION_TIMEOUT): Promise<Locator> {
  await locator.waitFor({ state: 'visible', timeout });
  return locator;
}

/** Waits until nothing the locator matches is visible. */
export async function gone(locator: Locator, timeout = ACTION_TIMEOUT) {
  await expect
    .poll(() => locator.count().then((n) => n > 0 && locator.first().isVisible()), { timeout })
    .toBe(false);
}

/** The toast (spec 8) whose text contains `title`, once it is on screen. */
export function toast(page: Page, title: string | RegExp): Locator {
  return page.getByTestId('toast').filter({ hasText: title });
}

/**
 * Waits for the toast, then closes it with its dismiss button as a person would. The viewport shows one toast
 * at a time and queues the rest (5 s each), so a test that goes on to the next action dismisses the last one.
 */
export async function dismissToast(page: Page, title: string | RegExp) {
  const item = await shown(toast(page, title));
  const text = (await item.textContent()) ?? '';
  await item.getByRole('button', { name: 'Dismiss notification' }).click();
  await gone(toast(page, title));
  return text;
}

/** Closes every toast on screen (and the ones queued behind them). */
export async function dismissAllToasts(page: Page) {
  const items = page.getByTestId('toast').getByRole('button', { name: 'Dismiss notification' });
  for (let i = 0; i < 10 && (await items.count()) > 0; i++) {
    await items
      .first()
      .click({ timeout: 2000 })
      .catch(() => {}); // it may have timed out on its own meanwhile
    await sleep(250); // the exit animation, before the next queued toast shows
  }
  expect(await page.getByTestId('toast').count()).toBe(0);
}

/** Waits until the path (and search) of the page is `expected`; returns the ms it took. */
export async function waitForPath(page: Page, expected: string | RegExp, timeout = ACTION_TIMEOUT) {
  const started = Date.now();
  await page.waitForURL(
    (url) => {
      const here = url.pathname + url.search;
      return typeof expected === 'string' ? here === expected : expected.test(here);
    },
    { timeout, waitUntil: 'commit' },
  );
  return Date.now() - started;
}

/** An input (not a show/hide button or other control) labelled `label`. */
export function input(scope: Page | Locator, label: string | RegExp): Locator {
  const page = 'page' in scope ? scope.page() : scope;
  return scope.getByLabel(label).and(page.locator('input, textarea, select'));
}

/** Presses Tab until `target` has the focus (at most `max` times), so a test can fill forms by keyboard. */
export async function tabTo(page: Page, target: Locator, max = 20) {
  for (let i = 0; i <= max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target} in ${max} presses`);
}

/** The status of a call the page itself makes, with its cookies (what the app would get). */
export function statusInPage(page: Page, apiPath: string): Promise<number> {
  return page.evaluate((url) => fetch(url, { credentials: 'include' }).then((res) => res.status), apiPath);
}
