// Browser: following the verification mail (real SMTP) in the browser that is signed in lands on the board,
// still signed in; in a signed-out browser it lands on sign-in with the address filled in; a used link gets a
// clear error page that names no address.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { uniqueEmail } from '../../server/test/factories';
import { linkIn } from '../../server/test/mailbox';
import { emailInput, fillSignUp, signInThroughForm, signUpButton, userMenuButton } from './flows';
import { describeE2E, PHONE, screenshot, startE2E, type E2E } from './harness';
import { shown, statusInPage, toast, waitForPath } from './waits';

const CONFIRMED = 'E-mail confirmed — sign in to continue';

describeE2E('following the e-mail verification link in Chromium', () => {
  let e2e: E2E;
  beforeAll(async () => {
    e2e = await startE2E();
  });
  afterAll(() => e2e?.close());

  async function signUp(email: string) {
    const page = await e2e.newPage();
    await page.goto('/signup');
    await fillSignUp(page, { firstName: 'Vera', lastName: 'Verified', email, password: 'verify-pass-123' });
    await signUpButton(page).click();
    await waitForPath(page, '/signin');
    const mail = await e2e.server.mailbox.next(email);
    const link = linkIn(mail, `${e2e.server.config.appUrl}/api/auth/verify-email?token=`);
    return { page, link: link.toString() };
  }

  it('in the signed-in browser: lands on the board, signed in, with a confirmation', async () => {
    const email = uniqueEmail('verify-in');
    const { page, link } = await signUp(email);
    await signInThroughForm(page, email, 'verify-pass-123');

    await page.goto(link);
    await waitForPath(page, '/');
    await shown(userMenuButton(page, email));
    await shown(toast(page, /e-?mail (verified|confirmed)/i));
    expect(await statusInPage(page, '/api/auth/user')).toBe(200);
    const user = await page.evaluate(() => fetch('/api/auth/user').then((res) => res.json()));
    expect(user.emailVerified).toBe(true);
  });

  it('signed out, in the browser that signed up: sign-in with the address filled in; a used link names no one', async () => {
    const email = uniqueEmail('verify-out');
    const { page, link } = await signUp(email);

    await page.goto(link);
    await waitForPath(page, '/signin');
    await shown(page.getByText(CONFIRMED));
    expect(await emailInput(page).inputValue()).toBe(email);
    // the address does not stay in the address bar (history, a shared screen)
    expect(page.url()).not.toContain(encodeURIComponent(email));
    await screenshot(page, 'verify-email-signin');
    // the password chosen in this browser still works
    await signInThroughForm(page, email, 'verify-pass-123');

    // The same link again, in a fresh browser: used up, a clear error and no address anywhere.
    const stranger = await e2e.newPage(PHONE);
    await stranger.goto(link);
    await shown(stranger.getByRole('heading', { name: /link is invalid or has expired/i }));
    expect(stranger.url()).not.toContain(encodeURIComponent(email));
    expect(stranger.url()).not.toContain(email);
    expect(await stranger.locator('body').textContent()).not.toContain(email);
    expect(await emailInput(stranger).count()).toBe(0);
    await screenshot(stranger, 'verify-email-invalid');
  });

  it('in another browser: sign-in by magic link, the address filled in', async () => {
    const email = uniqueEmail('verify-elsewhere');
    const { link } = await signUp(email);

    const other = await e2e.newPage(PHONE);
    await other.goto(link);
    await waitForPath(other, '/signin?mode=magic');
    await shown(other.getByText(CONFIRMED));
    expect(await emailInput(other).inputValue()).toBe(email);
    await shown(other.getByRole('button', { name: 'Send Magic Link' }));
    await screenshot(other, 'verify-email-elsewhere');
  });
});
