// What a page ran into while a browser test drove it: console errors, failed requests, 4xx/5xx answers and
// Content-Security-Policy violations, recorded per page from the moment the harness opens it, and the
// assertions that there were none.
import type { BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';

export interface PageProblems {
  /** console.error messages and uncaught exceptions (resource-load errors are in `http` instead). */
  console: string[];
  /** Requests that got no answer (aborted navigations excepted) and 5xx answers. */
  network: string[];
  /** Every 4xx answer, as "401 GET /api/auth/user". */
  http: string[];
  /** Content-Security-Policy violations (the page's `securitypolicyviolation` events and Chromium's reports). */
  csp: string[];
}

const problemsByPage = new WeakMap<Page, PageProblems>();
/** Every page watched in this test file (vitest gives each file its own module state). */
const watchedPages = new Set<Page>();

/** Idempotent: the harness watches a context's first page and every page it opens later (new tabs). */
export function watch(page: Page): PageProblems {
  const known = problemsByPage.get(page);
  if (known) return known;
  const problems: PageProblems = { console: [], network: [], http: [], csp: [] };
  const where = (url: string) => {
    const parsed = new URL(url);
    return parsed.pathname;
  };
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    if (/Content Security Policy/i.test(message.text())) problems.csp.push(message.text());
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
  watchedPages.add(page);
  return problems;
}

/**
 * Watches every page of the context, new tabs included, and reports their `securitypolicyviolation` events
 * (the listener is installed before any of the page's scripts run, so none is missed). The binding is called
 * from outside the page's CSP, which cannot block it.
 */
export async function watchContext(context: BrowserContext) {
  context.on('page', watch);
  await context.exposeBinding('__cardplanCspViolation', ({ page }, line: string) =>
    watch(page).csp.push(line),
  );
  await context.addInitScript(() => {
    const report = (window as unknown as { __cardplanCspViolation(line: string): void })
      .__cardplanCspViolation;
    document.addEventListener('securitypolicyviolation', (event) =>
      report(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}`),
    );
  });
}

/** No page of this file met a CSP violation since the last check (the harness runs it after every test). */
export function expectNoPolicyViolations() {
  const violations = [...watchedPages].flatMap((page) => problemsOf(page).csp.splice(0));
  expect(violations, 'Content-Security-Policy violations').toEqual([]);
}

/** A page handed on to another test starts with nothing recorded. */
export function forgetProblems(page: Page) {
  const problems = problemsOf(page);
  for (const list of Object.values(problems)) list.splice(0);
}

export function problemsOf(page: Page): PageProblems {
  const problems = problemsByPage.get(page);
  if (!problems) throw new Error('page was not opened by the e2e harness');
  return problems;
}

/** The signed-out app asks who is signed in; the 401 answer is how it learns "nobody" (spec 7). */
export const SIGNED_OUT_PROBE = '401 GET /api/auth/user';

/** No console errors, no failed requests, no CSP violations and no 4xx answers other than the ones listed. */
export function expectNoProblems(page: Page, allowedHttp: string[] = []) {
  const { console, network, http, csp } = problemsOf(page);
  expect({ console, network, http: http.filter((line) => !allowedHttp.includes(line)), csp }).toEqual({
    console: [],
    network: [],
    http: [],
    csp: [],
  });
}
