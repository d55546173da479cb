// Browser: signing in through the company's identity provider (docs/sso.md), a real OpenID provider
// (oidc-provider) in the test process and its own login form. A new person, an existing verified person linked,
// an unverified address refused, admin from a group and taken away, the return path, sign-out through the
// provider; then enforced mode (only the button, the break-glass) with the automatic redirect.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { SSO_ERRORS } from '../../common/sso';
import { createUser } from '../../server/test/factories';
import { startTestProvider, type TestProvider } from '../../server/test/oidcProvider';
import { expectNoSeriousViolations } from './axe';
import { emailInput, passwordInput, signInButton } from './flows';
import { describeE2E, PHONE, screenshot, startE2E, type E2E } from './harness';
import { shown, statusInPage, waitForPath } from './waits';

const ADMIN = { email: 'root@sso-e2e.test', password: 'break-glass-password-1' };

/** A Cardplan server signing in through `provider` (which learns its callback once it runs). */
async function startWithProvider(provider: TestProvider, env: Record<string, string> = {}) {
  const e2e = await startE2E({
    env: {
      OIDC_ISSUER: provider.issuer,
      OIDC_CLIENT_ID: provider.clientId,
      OIDC_CLIENT_SECRET: provider.clientSecret,
      OIDC_SCOPES: 'groups',
      OIDC_BUTTON_LABEL: 'Sign in with Acme SSO',
      ...env,
    },
  });
  provider.allowApp(e2e.server.config.appUrl ?? e2e.server.url);
  return e2e;
}

/** A page whose provider login form does not wait for web fonts this machine cannot reach. */
async function newPage(e2e: E2E, size?: { width: number; height: number }) {
  const page = await e2e.newPage(size);
  await page.context().route(/fonts\.(googleapis|gstatic)\.com/, (route) => route.abort());
  return page;
}

/** The provider's own login form: any password, the login is the account's sub. */
async function logInAtProvider(page: Page, provider: TestProvider, sub: string) {
  await page.waitForURL((url) => url.href.startsWith(provider.issuer));
  await page.locator('input[name="login"]').fill(sub);
  await page.locator('input[name="password"]').fill('any password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
}

const ssoButton = (page: Page) => page.getByRole('link', { name: 'Sign in with Acme SSO' });
const whoAmI = (page: Page) =>
  page.evaluate(() => fetch('/api/auth/user').then((res) => (res.ok ? res.json() : null)));

describeE2E('single sign-on through an OpenID provider in Chromium', () => {
  let provider: TestProvider;
  let e2e: E2E;
  beforeAll(async () => {
    provider = await startTestProvider();
    e2e = await startWithProvider(provider, { OIDC_ADMIN_GROUPS: 'cardplan-admins' });
  });
  afterAll(async () => {
    await e2e?.close();
    await provider?.close();
  });

  it('signs a new person in, back to where they were going, and signs them out at the provider too', async () => {
    provider.setAccount({
      sub: 'nia',
      email: 'nia@sso-e2e.test',
      email_verified: true,
      name: 'Nia Newcomer',
    });
    const page = await newPage(e2e);
    await page.goto('/signin?returnTo=%2Fadmin');
    await shown(ssoButton(page));
    await shown(emailInput(page));
    await expectNoSeriousViolations(page, 'sign-in with single sign-on');
    await screenshot(page, 'sso-signin-light');
    await ssoButton(page).click();
    await logInAtProvider(page, provider, 'nia');
    // Not an admin: the admin page says so, signed in as Nia.
    await waitForPath(page, '/admin');
    expect(await whoAmI(page)).toMatchObject({
      email: 'nia@sso-e2e.test',
      firstName: 'Nia',
      lastName: 'Newcomer',
    });

    await page.goto('/api/logout');
    await waitForPath(page, '/signin?signed_out=1');
    expect(await statusInPage(page, '/api/auth/user')).toBe(401);
    // The provider forgot Nia too: its login form asks again.
    await ssoButton(page).click();
    await shown(page.locator('input[name="login"]'));
  });

  it('links an existing verified person, and refuses an address the provider does not vouch for', async () => {
    const existing = await createUser(e2e.server, { firstName: 'Eve', lastName: 'Existing' });
    provider.setAccount({ sub: 'eve', email: existing.user.email, email_verified: true });
    const page = await newPage(e2e);
    await page.goto('/signin');
    await ssoButton(page).click();
    await logInAtProvider(page, provider, 'eve');
    await waitForPath(page, '/');
    expect(await whoAmI(page)).toMatchObject({ id: existing.user.id });

    const other = await createUser(e2e.server);
    provider.setAccount({ sub: 'mallory', email: other.user.email, email_verified: false });
    const phone = await newPage(e2e, PHONE);
    await phone.emulateMedia({ colorScheme: 'dark' });
    await phone.goto('/signin');
    await ssoButton(phone).click();
    await logInAtProvider(phone, provider, 'mallory');
    await waitForPath(phone, '/signin?sso_error=unverified');
    await shown(phone.getByRole('alert').filter({ hasText: SSO_ERRORS.unverified }));
    expect(await statusInPage(phone, '/api/auth/user')).toBe(401);
    await expectNoSeriousViolations(phone, 'a refused single sign-on');
    await screenshot(phone, 'sso-refused-dark');
  });

  it('makes a member of the admin group an admin, and takes it away when they leave it', async () => {
    provider.setAccount({
      sub: 'ada',
      email: 'ada@sso-e2e.test',
      email_verified: true,
      groups: ['cardplan-admins'],
    });
    const page = await newPage(e2e);
    await page.goto('/signin?returnTo=%2Fadmin');
    await ssoButton(page).click();
    await logInAtProvider(page, provider, 'ada');
    await waitForPath(page, '/admin');
    const users = page.getByRole('table');
    await shown(
      users
        .getByRole('row')
        .filter({ hasText: 'ada@sso-e2e.test' })
        .getByText('SSO', { exact: true })
        .first(),
    );
    await screenshot(page, 'sso-admin-users');

    provider.setAccount({ sub: 'ada', email: 'ada@sso-e2e.test', email_verified: true, groups: [] });
    await page.goto('/api/logout');
    await waitForPath(page, '/signin?signed_out=1');
    await ssoButton(page).click();
    await logInAtProvider(page, provider, 'ada');
    await waitForPath(page, '/');
    expect(await whoAmI(page)).toMatchObject({ accessLevel: 'user' });
  });
});

describeE2E('single sign-on enforced, with the automatic redirect, in Chromium', () => {
  let provider: TestProvider;
  let e2e: E2E;
  beforeAll(async () => {
    provider = await startTestProvider();
    e2e = await startWithProvider(provider, {
      OIDC_ENFORCED: 'true',
      OIDC_AUTO_REDIRECT: 'true',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    });
  });
  afterAll(async () => {
    await e2e?.close();
    await provider?.close();
  });

  it('goes straight to the provider and back to the path asked for', async () => {
    provider.setAccount({ sub: 'emp', email: 'emp@sso-e2e.test', email_verified: true });
    const page = await newPage(e2e);
    await page.goto('/signin?returnTo=%2Fadmin');
    await logInAtProvider(page, provider, 'emp');
    await waitForPath(page, '/admin');
    expect(await whoAmI(page)).toMatchObject({ email: 'emp@sso-e2e.test' });
  });

  it('after a failure shows only the button and why, and the break-glass password form for the admin', async () => {
    const page = await newPage(e2e, PHONE);
    await page.goto('/signin?sso_error=no_email');
    await shown(page.getByRole('alert').filter({ hasText: SSO_ERRORS.no_email }));
    await shown(ssoButton(page));
    expect(await emailInput(page).count()).toBe(0);
    expect(await page.getByRole('link', { name: /sign up/i }).count()).toBe(0);
    await expectNoSeriousViolations(page, 'single sign-on enforced');
    await screenshot(page, 'sso-enforced');

    await page.goto('/signin?local=1');
    await emailInput(page).fill(ADMIN.email);
    await passwordInput(page).fill(ADMIN.password);
    await screenshot(page, 'sso-break-glass');
    await signInButton(page).click();
    await waitForPath(page, '/');
    expect(await whoAmI(page)).toMatchObject({ email: ADMIN.email, accessLevel: 'admin' });
  });
});
