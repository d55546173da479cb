// Signing in through a real OpenID provider (oidc-provider in this process, docs/sso.md): a new person, an
// existing verified one linked, an unverified address refused, admin from a group and taken away, the return
// path, sign-out through the provider, enforced mode with its break-glass, and what the sign-in screen learns.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SSO_ENFORCED_MESSAGE, SSO_START_PATH } from '../../../common/sso';
import { createUser } from '../../test/factories';
import { CookieJar, signInThroughProvider, signOutAtProvider } from '../../test/oidcSignIn';
import { startSsoWorld, type SsoWorld } from '../../test/ssoWorld';
import { startTestServer, type TestServer } from '../../test/testServer';

let world: SsoWorld;
beforeAll(async () => {
  world = await startSsoWorld({
    env: { OIDC_ADMIN_GROUPS: 'cardplan-admins', OIDC_BUTTON_LABEL: 'Sign in with Acme' },
  });
});
afterAll(() => world?.close());

const signedInAs = async (browser: ReturnType<TestServer['client']>) => {
  const answer = await browser.get('/api/auth/user');
  return answer.status === 200 ? (answer.body as { email: string; accessLevel: string }) : null;
};

describe('signing in through the provider', () => {
  it('makes a new person an account, signed in, verified, named by the provider', async () => {
    const person = world.person('nia', {
      email: 'nia@sso.test',
      email_verified: true,
      given_name: 'Nia',
      family_name: 'Newcomer',
    });
    const browser = world.server.client();
    const done = await signInThroughProvider(browser, world.provider, person.sub);
    expect(done).toMatchObject({ status: 302, location: '/' });
    expect(await signedInAs(browser)).toMatchObject({
      email: 'nia@sso.test',
      firstName: 'Nia',
      lastName: 'Newcomer',
      emailVerified: true,
      accessLevel: 'user',
    });
  });

  it('comes back to the path the person was going to', async () => {
    world.person('ret');
    const browser = world.server.client();
    const done = await signInThroughProvider(browser, world.provider, 'ret', {
      returnTo: '/projects/12?view=roadmap#card-3',
    });
    expect(done.location).toBe('/projects/12?view=roadmap#card-3');
  });

  it('links an existing account when the provider vouches for the address, and keeps its password', async () => {
    const existing = await createUser(world.server, { firstName: 'Eve', lastName: 'Existing' });
    world.person('eve', { email: existing.user.email, email_verified: true });
    const browser = world.server.client();
    await signInThroughProvider(browser, world.provider, 'eve');
    expect(await signedInAs(browser)).toMatchObject({ id: existing.user.id, email: existing.user.email });
    const password = await world.server
      .client()
      .post('/api/auth/signin', { email: existing.user.email, password: existing.password });
    expect(password.status).toBe(200);
  });

  it('refuses to link an account the provider does not vouch for, and says why', async () => {
    const existing = await createUser(world.server);
    world.person('mallory', { email: existing.user.email, email_verified: false });
    const browser = world.server.client();
    const done = await signInThroughProvider(browser, world.provider, 'mallory');
    expect(done).toMatchObject({ status: 302, location: '/signin?sso_error=unverified' });
    expect(await signedInAs(browser)).toBeNull();
    expect(await world.server.db('user_identities').where({ subject: 'mallory' })).toHaveLength(0);
  });

  it('refuses a person whose e-mail claim the provider does not release', async () => {
    world.person('anon', {});
    const browser = world.server.client();
    const done = await signInThroughProvider(browser, world.provider, 'anon');
    expect(done.location).toBe('/signin?sso_error=no_email');
    expect(await signedInAs(browser)).toBeNull();
  });

  it('makes a member of the admin group an admin, and takes it away when they leave the group', async () => {
    world.person('ada', {
      email: 'ada@sso.test',
      email_verified: true,
      groups: ['staff', 'cardplan-admins'],
    });
    const browser = world.server.client();
    await signInThroughProvider(browser, world.provider, 'ada');
    expect(await signedInAs(browser)).toMatchObject({ accessLevel: 'admin' });
    expect((await browser.get('/api/admin/users')).status).toBe(200);

    world.person('ada', { email: 'ada@sso.test', email_verified: true, groups: ['staff'] });
    const later = world.server.client();
    await signInThroughProvider(later, world.provider, 'ada');
    expect(await signedInAs(later)).toMatchObject({ accessLevel: 'user' });
    expect((await later.get('/api/admin/users')).status).toBe(403);
  });

  it('shows the admin how each person signs in', async () => {
    world.person('admin-viewer', {
      email: 'viewer@sso.test',
      email_verified: true,
      groups: ['cardplan-admins'],
    });
    const admin = world.server.client();
    await signInThroughProvider(admin, world.provider, 'admin-viewer');
    const users = (await admin.get('/api/admin/users')).body as { email: string; signsInWith: string[] }[];
    const how = (email: string) => users.find((user) => user.email === email)?.signsInWith;
    expect(how('viewer@sso.test')).toEqual(['sso']);
    expect(how('nia@sso.test')).toEqual(['sso']);
    const eve = users.find((user) => user.signsInWith.length === 2);
    expect(eve?.signsInWith).toEqual(['password', 'sso']);
  });

  it('signs out of Cardplan and goes on to the provider’s logout, which ends the provider’s session', async () => {
    world.person('sol');
    const browser = world.server.client();
    const jar = new CookieJar();
    await signInThroughProvider(browser, world.provider, 'sol', { providerJar: jar });
    const out = await browser.get('/api/logout');
    expect(out.status).toBe(302);
    const logout = new URL(out.headers.get('location')!);
    expect(logout.origin + logout.pathname).toBe(`${world.provider.issuer}/session/end`);
    expect(logout.searchParams.get('id_token_hint')).toBeTruthy();
    expect(await signedInAs(browser)).toBeNull();
    const back = await signOutAtProvider(logout.href, jar);
    expect(back).toEqual({ status: 303, location: `${world.server.config.appUrl}/signin?signed_out=1` });
    // The provider forgot the person: the next sign-in asks for the login again (the driver fills it in).
    await signInThroughProvider(world.server.client(), world.provider, 'sol', { providerJar: jar });
  });

  it('tells the sign-in screen how people sign in here, and that the provider answered', async () => {
    expect((await world.server.client().get('/api/auth/options')).body).toEqual({
      sso: { label: 'Sign in with Acme', enforced: false, autoRedirect: false, available: true },
    });
  });
});

describe('without any OIDC setting', () => {
  let plain: TestServer;
  beforeAll(async () => {
    plain = await startTestServer();
  });
  afterAll(() => plain?.close());

  it('offers no single sign-on, and its routes do not exist', async () => {
    expect((await plain.client().get('/api/auth/options')).body).toEqual({ sso: null });
    expect((await plain.client().get(SSO_START_PATH)).status).toBe(404);
    expect((await plain.client().get('/api/auth/oidc/callback?code=x&state=y')).status).toBe(404);
  });
});

describe('single sign-on enforced', () => {
  let enforced: SsoWorld;
  const ADMIN = { email: 'root@acme.test', password: 'break-glass-password' };
  beforeAll(async () => {
    enforced = await startSsoWorld({
      env: {
        OIDC_ENFORCED: 'true',
        OIDC_AUTO_REDIRECT: 'true',
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
      },
    });
  });
  afterAll(() => enforced?.close());

  it('refuses password sign-in, sign-up, magic links and resets with a 403 that says why', async () => {
    const someone = await createUser(enforced.server);
    const browser = enforced.server.client();
    const calls: [string, unknown][] = [
      ['/api/auth/signin', { email: someone.user.email, password: someone.password }],
      [
        '/api/auth/signup',
        { email: 'new@acme.test', password: 'long-enough-1', firstName: 'N', lastName: 'W' },
      ],
      ['/api/auth/magic-link', { email: someone.user.email }],
      ['/api/auth/magic-link/verify', { token: 'whatever' }],
      ['/api/auth/forgot-password', { email: someone.user.email }],
      ['/api/auth/reset-password', { token: 'whatever', newPassword: 'long-enough-1' }],
    ];
    for (const [path, body] of calls) {
      const answer = await browser.post(path, body);
      expect([path, answer.status, answer.body.error]).toEqual([path, 403, SSO_ENFORCED_MESSAGE]);
    }
    // Nothing was mailed (a magic link or a reset would have been).
    expect(enforced.server.mailbox.received).toHaveLength(0);
  });

  it('keeps the password sign-in of the ADMIN_EMAIL account as the break-glass', async () => {
    const admin = enforced.server.client();
    expect((await admin.post('/api/auth/signin', ADMIN)).status).toBe(200);
    expect(await signedInAs(admin)).toMatchObject({ email: ADMIN.email, accessLevel: 'admin' });
  });

  it('still signs people in through the provider, and says it is enforced and redirects', async () => {
    enforced.person('emp');
    const browser = enforced.server.client();
    await signInThroughProvider(browser, enforced.provider, 'emp');
    expect(await signedInAs(browser)).toMatchObject({ email: 'emp@sso.test' });
    expect((await browser.get('/api/auth/options')).body.sso).toMatchObject({
      enforced: true,
      autoRedirect: true,
    });
  });
});
