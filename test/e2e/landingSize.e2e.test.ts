// Browser: the landing page and the sign-in screen load exactly the JavaScript bench/landingSize.ts counts
// (test/landingSize.test.ts holds it to the budget), and the theme toggle's tooltip, the one piece of
// floating-ui on those screens, loads when the pointer comes and works as everywhere else.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { screenJsGzipBytes, type Screen } from '../../bench/landingSize';
import { HEADLINE } from './flows';
import { builtClient, describeE2E, startE2E, type E2E } from './harness';
import { expectNoProblems, SIGNED_OUT_PROBE } from './problems';
import { gone, shown } from './waits';

describeE2E('what the landing and sign-in screens load, in Chromium', () => {
  let e2e: E2E;
  beforeAll(async () => {
    e2e = await startE2E();
  });
  afterAll(() => e2e?.close());

  const SCREENS: [Screen, string, string][] = [
    ['landing', '/', HEADLINE],
    ['signIn', '/signin', 'Welcome back'],
  ];

  it.each(SCREENS)(
    '%s (%s) loads exactly the scripts the size measure counts',
    async (screen, address, title) => {
      const page = await e2e.newPage();
      const scripts = new Set<string>();
      page.on('response', (response) => {
        const { pathname } = new URL(response.url());
        if (pathname.endsWith('.js')) scripts.add(pathname.slice(1));
      });
      await page.goto(address);
      await shown(page.getByRole('heading', { name: title }));
      if (screen === 'landing') await expect.poll(() => page.getByTestId('demo-card').count()).toBe(6);
      await page.waitForLoadState('networkidle');
      const counted = await screenJsGzipBytes(await builtClient(), screen);
      expect([...scripts].sort()).toEqual(counted.files.map((file) => file.name).sort());
      expectNoProblems(page, [SIGNED_OUT_PROBE]);
    },
  );

  it("the theme toggle's tooltip loads on hover, opens, and closes when the pointer leaves", async () => {
    const page = await e2e.newPage();
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('.js')) scripts.push(response.url());
    });
    await page.goto('/signin');
    await shown(page.getByRole('heading', { name: 'Welcome back' }));
    await page.waitForLoadState('networkidle');
    const before = scripts.length;

    await page.getByRole('button', { name: 'Switch to dark mode' }).hover();
    await shown(page.getByRole('tooltip').filter({ hasText: 'Switch to dark mode' }));
    expect(scripts.length).toBeGreaterThan(before); // floating-ui came with the hover
    await page.mouse.move(5, 5);
    await gone(page.getByRole('tooltip'));

    expectNoProblems(page, [SIGNED_OUT_PROBE]);

    // On a fresh page, keyboard focus loads it and opens it at once, and the focus stays on the toggle.
    const fresh = await e2e.newPage();
    await fresh.goto('/signin');
    await shown(fresh.getByRole('heading', { name: 'Welcome back' }));
    await fresh.waitForLoadState('networkidle');
    await fresh.keyboard.press('Shift+Tab'); // from the e-mail field, which has the focus
    await shown(fresh.getByRole('tooltip').filter({ hasText: 'Switch to dark mode' }));
    expect(await fresh.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      'Switch to dark mode',
    );
    expectNoProblems(fresh, [SIGNED_OUT_PROBE]);
  });
});
