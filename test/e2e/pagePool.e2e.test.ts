// Browser: the harness hands a passed test's page on to the file's next test (test/e2e/pagePool.ts). What the
// next test gets must be what a new context would be: signed out, no storage, none of the last test's routes,
// scripts, listeners or media; and a page the last test changed for good is not handed on. The tests of this
// file run in order, each taking what the one before left.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../server/test/factories';
import { HEADLINE, openSignedIn } from './flows';
import { describeE2E, DESKTOP, PHONE, startE2E, type E2E } from './harness';
import { shown } from './waits';

const PROBE = 'pool-probe';

describeE2E('pages handed on between tests', () => {
  let e2e: E2E;
  let person: TestUser;
  let first: Page;
  let requestsSeen = 0;
  beforeAll(async () => {
    e2e = await startE2E();
    person = await createUser(e2e.server, { firstName: 'Pia', lastName: 'Pool' });
  });
  afterAll(() => e2e?.close());

  it('a test signs in and leaves storage, a route, a script, a listener and dark mode behind', async () => {
    first = await e2e.newPage(PHONE);
    await openSignedIn(first, e2e.server, person.user);
    await first.evaluate((key) => {
      localStorage.setItem(key, 'left');
      sessionStorage.setItem(key, 'left');
    }, PROBE);
    await first.addInitScript((key) => ((window as unknown as Record<string, boolean>)[key] = true), PROBE);
    await first.route(`**/${PROBE}`, (route) => route.fulfill({ status: 200, body: 'routed' }));
    first.on('request', () => requestsSeen++);
    await first.emulateMedia({ colorScheme: 'dark' });
    expect(await first.context().cookies()).not.toEqual([]);
  });

  it('the next test gets that page as a new context would be', async () => {
    const page = await e2e.newPage(DESKTOP);
    expect(page).toBe(first);
    expect(page.url()).toBe('about:blank');
    expect(page.viewportSize()).toEqual(DESKTOP);
    expect(await page.context().cookies()).toEqual([]);
    const before = requestsSeen;
    await page.goto('/');
    await shown(page.getByRole('heading', { name: HEADLINE }));
    expect(requestsSeen, 'the last test’s listener').toBe(before);
    const left = await page.evaluate(
      async (key) => ({
        local: localStorage.getItem(key),
        session: sessionStorage.getItem(key),
        script: (window as unknown as Record<string, boolean>)[key] ?? false,
        routed: (await (await fetch(`/${key}`)).text()) === 'routed',
        dark: matchMedia('(prefers-color-scheme: dark)').matches,
        reducedMotion: matchMedia('(prefers-reduced-motion: reduce)').matches,
      }),
      PROBE,
    );
    expect(left).toEqual({
      local: null,
      session: null,
      script: false,
      routed: false,
      dark: false,
      reducedMotion: true,
    });
  });

  it('a test that sets what a wipe cannot undo keeps its page to itself', async () => {
    const page = await e2e.newPage();
    expect(page, 'handed on again after a clean test').toBe(first);
    await page.setExtraHTTPHeaders({ 'x-probe': PROBE });
  });

  it('so the next test gets a page of its own', async () => {
    const page = await e2e.newPage();
    expect(page).not.toBe(first);
    expect(page.url()).toBe('about:blank');
  });
});
