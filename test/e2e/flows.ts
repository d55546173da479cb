// What a person does on the auth screens, written once for the browser tests (texts of spec section 2).
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { UserRow } from '../../server/db/repos/users';
import { signInAs } from '../../server/test/factories';
import { linkIn } from '../../server/test/mailbox';
import type { TestServer } from '../../server/test/testServer';
import { input, shown, waitForPath } from './waits';

export const HEADLINE = 'Capture. Sort. Plan. Export.';

/** The header's user-menu button: it shows the signed-in e-mail (spec 2, main screen). */
export const userMenuButton = (page: Page, email: string) =>
  page.getByRole('button').filter({ hasText: email });

export const emailInput = (page: Page) => input(page, /e-?mail/i);
/** The password field of the sign-in / sign-up form (not its show/hide toggle). */
export const passwordInput = (page: Page) => input(page, /^password/i);

export async function fillSignUp(
  page: Page,
  person: { firstName: string; lastName: string; email: string; password: string },
) {
  await input(page, /first name/i).fill(person.firstName);
  await input(page, /last name/i).fill(person.lastName);
  await emailInput(page).fill(person.email);
  await passwordInput(page).fill(person.password);
}

export const signUpButton = (page: Page) => page.getByRole('button', { name: /^(sign up|create account)$/i });
export const signInButton = (page: Page) => page.getByRole('button', { name: /^sign in$/i });

/** Signs in on /signin and waits for the signed-in screen (after the spec's 0.5 s full reload to /). */
export async function signInThroughForm(page: Page, email: string, password: string) {
  if (new URL(page.url()).pathname !== '/signin') await page.goto('/signin');
  await shown(emailInput(page));
  await emailInput(page).fill(email);
  await passwordInput(page).fill(password);
  await page.evaluate(() => ((window as unknown as { beforeReload?: boolean }).beforeReload = true));
  await signInButton(page).click();
  // The state, not the toast: on a loaded machine the 0.5 s reload can take the toast away before it is seen.
  await waitForPath(page, '/');
  await shown(userMenuButton(page, email));
  // a full reload (spec 2), not a client-side route change: the old window's marker is gone
  expect(await page.evaluate(() => (window as unknown as { beforeReload?: boolean }).beforeReload)).toBe(
    undefined,
  );
}

/**
 * Opens `path` signed in as `user`: the page's browser gets a session minted as `signInAs` mints one
 * (server/test/factories.ts: no password check, argon2's ~25 ms of CPU saved), and one page load where the form
 * takes two (the sign-in page, then the reload). For tests whose subject is not signing in (auth.e2e's is). On
 * the board it waits for the signed-in header; elsewhere the caller waits for what its page shows.
 */
export async function openSignedIn(
  page: Page,
  server: TestServer,
  user: Pick<UserRow, 'id' | 'email'>,
  path = '/',
) {
  const browser = await signInAs(server, user);
  await page.context().addCookies(browser.browserCookies(server.url));
  await page.goto(path);
  if (path === '/') await shown(userMenuButton(page, user.email));
}

/** Opens the user menu and returns the menu. */
export async function openUserMenu(page: Page, email: string): Promise<Locator> {
  await userMenuButton(page, email).click();
  return shown(page.getByRole('menu'));
}

/**
 * Signs up over the API and follows the verification mail in the same browser, as a new user does: the
 * address is then proven, so shares to it turn active (docs/decisions.md "Access model").
 */
export async function signUpAndVerify(
  server: TestServer,
  account: { email: string; password: string; firstName: string; lastName: string },
) {
  const browser = server.client();
  expect((await browser.post('/api/auth/signup', account)).status).toBeLessThan(300);
  const link = linkIn(
    await server.mailbox.next(account.email),
    `${server.config.appUrl}/api/auth/verify-email?token=`,
  );
  expect((await browser.get(`${link.pathname}${link.search}`)).status).toBe(302);
}
