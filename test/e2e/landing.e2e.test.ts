// Browser: the landing page (headline, demo reorder by mouse drag), the 404 page, and /reset-password
// without a token — as a visitor who is not signed in sees them.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { HEADLINE } from './flows';
import { describeE2E, PHONE, screenshot, startE2E, type E2E } from './harness';
import { expectNoProblems, SIGNED_OUT_PROBE } from './problems';
import { shown, timeRedirect, toast, waitForPath } from './waits';

const cardOrder = (page: Page) =>
  page
    .getByTestId('demo-card')
    .evaluateAll((cards) => cards.map((card) => card.getAttribute('data-card-id')));

describeE2E('landing, 404 and invalid reset link in Chromium', () => {
  let e2e: E2E;
  beforeAll(async () => {
    e2e = await startE2E();
  });
  afterAll(() => e2e?.close());

  it('shows the headline and the six demo cards, which reorder by mouse drag after 8 px', async () => {
    const page = await e2e.newPage();
    await page.goto('/');
    await shown(page.getByRole('heading', { name: HEADLINE }));
    await shown(
      page
        .getByRole('link', { name: 'Sign Up', exact: true })
        .or(page.getByRole('button', { name: 'Sign Up', exact: true })),
    );
    await shown(
      page
        .getByRole('link', { name: 'Sign In', exact: true })
        .or(page.getByRole('button', { name: 'Sign In', exact: true })),
    );
    const cards = page.getByTestId('demo-card');
    await expect.poll(() => cards.count()).toBe(6);
    await screenshot(page, 'landing');

    const before = await cardOrder(page);
    expect(new Set(before).size).toBe(6);
    const first = cards.nth(0);
    await first.scrollIntoViewIfNeeded();
    const from = (await first.boundingBox())!;
    const target = (await cards.nth(2).boundingBox())!;
    const x = from.x + from.width / 2;
    const y = from.y + from.height / 2;

    // A press and a 5 px wiggle is a click, not a drag: the order stays.
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x, y + 5, { steps: 5 });
    await page.mouse.up();
    expect(await cardOrder(page)).toEqual(before);

    // Dragging the first card onto the third moves it to third place.
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x, y + 12, { steps: 4 });
    await page.mouse.move(x, target.y + target.height / 2 + 6, { steps: 20 });
    await page.mouse.up();
    const [a, b, c, ...rest] = before;
    await expect.poll(() => cardOrder(page)).toEqual([b, c, a, ...rest]);
    // the rank numbers follow the new order
    await expect.poll(() => cards.nth(2).getAttribute('data-card-id')).toBe(a);
    expectNoProblems(page, [SIGNED_OUT_PROBE]);
  });

  it('looks finished on a phone (390×844)', async () => {
    const page = await e2e.newPage(PHONE);
    await page.goto('/');
    await shown(page.getByRole('heading', { name: HEADLINE }));
    await expect.poll(() => page.getByTestId('demo-card').count()).toBe(6);
    // nothing sticks out sideways on a small screen
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, 'landing');
    await screenshot(page, 'landing-full', { fullPage: true });
    expectNoProblems(page, [SIGNED_OUT_PROBE]);
  });

  it('shows the 404 texts on an unknown path', async () => {
    const page = await e2e.newPage();
    await page.goto('/no/such/page');
    await shown(page.getByRole('heading', { name: '404 Page Not Found', exact: true }));
    await shown(page.getByText('Did you forget to add the page to the router?', { exact: true }));
    await screenshot(page, 'not-found');
    expectNoProblems(page, [SIGNED_OUT_PROBE]);
  });

  it("/reset-password without a token reads 'Invalid Reset Link' and goes to /signin after 2 s", async () => {
    const page = await e2e.newPage();
    const redirectDelay = await timeRedirect(page, 'Invalid Reset Link', '/signin');
    await page.goto('/reset-password');
    await shown(page.getByText('Invalid Reset Link', { exact: true }));
    await shown(toast(page, 'Invalid reset link'));
    await expect
      .poll(() => toast(page, 'Invalid reset link').textContent())
      .toContain('This reset link is invalid or has expired.');
    await screenshot(page, 'reset-password-invalid');
    await waitForPath(page, '/signin');
    const waited = await redirectDelay();
    expect(waited).toBeGreaterThanOrEqual(1900); // spec: goes to /signin after 2 s, not before
    expectNoProblems(page, [SIGNED_OUT_PROBE]);
  });
});
