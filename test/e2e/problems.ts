// What a page ran into while a browser test drove it: console errors, failed requests and 4xx/5xx answers,
// recorded per page from the moment the harness opens it, and the assertion that there were none.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

export interface PageProblems {
  /** console.error messages and uncaught exceptions (resource-load errors are in `http` instead). */
  console: string[];
  /** Requests that got no answer (aborted navigations excepted) and 5xx answers. */
  network: string[];
  /** Every 4xx answer, as "401 GET /api/auth/user". */
  http: string[];
}

const problemsByPage = new WeakMap<Page, PageProblems>();

export function watch(page: Page): PageProblems {
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
