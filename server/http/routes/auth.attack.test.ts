// Issue 12's attacks on sign-in, sign-up and the mailed links, replayed through the real server (HTTP with
// cookies, real SMTP, real PostgreSQL): each must now be refused.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AUTH_MESSAGES } from '../../../common/schemas/auth';
import * as passwords from '../../auth/passwords';
import { createUser, signIn, signedInUser, uniqueEmail } from '../../test/factories';
import type { TestClient } from '../../test/httpClient';
import { linkIn, mailedToken } from '../../test/mailbox';
import { published } from '../../test/published';
import { startTestServer, type TestServer } from '../../test/testServer';
import { makeWorkspace } from '../../test/workspace';
import { DEFAULT_RATE_LIMITS } from '../rateLimits';
import { HTTPS_REQUIRED } from '../signIn';

// Counts the argon2 hashes the server computes; the real function still runs.
vi.mock('../../auth/passwords', async (importOriginal) => {
  const actual = await importOriginal<typeof passwords>();
  return { ...actual, hashPassword: vi.fn(actual.hashPassword) };
});

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const signUp = (browser: TestClient, email: string, password: string) =>
  browser.post('/api/auth/signup', { email, password, firstName: 'Sq', lastName: 'Uatter' });
const signInStatus = async (email: string, password: string) =>
  (await server.client().post('/api/auth/signin', { email, password })).status;

describe('a share to an address goes to whoever proves the mailbox, not to whoever signs up', () => {
  it("signing up with an invited address gives no access; the mailbox owner's verification link activates the share live, signs the squatter out and voids the squatter's password", async () => {
    const ws = await makeWorkspace(server);
    const carol = uniqueEmail('carol');
    const share = await ws.owner.client.post(`/api/folders/${ws.folderId}/share`, { email: carol });
    expect(share.body.status).toBe('pending');
    await server.mailbox.next(carol); // the invitation

    const squatter = server.client();
    expect((await signUp(squatter, carol, 'squatter-pass')).status).toBe(201);
    const verifyLink = linkIn(
      await server.mailbox.next(carol),
      `${server.config.appUrl}/api/auth/verify-email?token=`,
    );
    expect(
      (await squatter.post('/api/auth/signin', { email: carol, password: 'squatter-pass' })).status,
    ).toBe(200);
    expect((await squatter.get(`/api/projects/${ws.projectId}`)).status).toBe(404);
    const shares: { id: number; status: string }[] = (
      await ws.owner.client.get(`/api/folders/${ws.folderId}/shares`)
    ).body;
    expect(shares.find((s) => s.id === share.body.id)?.status).toBe('pending');

    // The real carol follows the link from her mailbox, in her own browser.
    const carolBrowser = server.client();
    const events = await published(server, async () => {
      const followed = await carolBrowser.get(verifyLink.pathname + verifyLink.search);
      // Another browser: sign-in by magic link, the squatter's password is gone.
      expect(followed.headers.get('location')).toBe(
        `/signin?emailVerified=1&email=${encodeURIComponent(carol)}&mode=magic`,
      );
    });
    expect(events.filter((e) => e.type === 'share.updated')).toEqual([
      expect.objectContaining({ data: expect.objectContaining({ id: share.body.id, status: 'active' }) }),
    ]);
    expect((await squatter.get('/api/auth/user')).status).toBe(401);
    expect(await signInStatus(carol, 'squatter-pass')).toBe(401);

    // Carol sets her own password through a reset, and has the folder.
    await server.client().post('/api/auth/forgot-password', { email: carol });
    const token = await mailedToken(server, carol, '/reset-password');
    await server.client().post('/api/auth/reset-password', { token, newPassword: 'carols-own-pass' });
    const real = await signIn(server, { user: { email: carol } as never, password: 'carols-own-pass' });
    expect((await real.get(`/api/projects/${ws.projectId}`)).status).toBe(200);
  });

  it('a magic-link sign-in by the mailbox owner ends the squatter sessions and password, and takes up the shares', async () => {
    const ws = await makeWorkspace(server);
    const dave = uniqueEmail('dave');
    await ws.owner.client.post(`/api/folders/${ws.folderId}/share`, { email: dave });
    await server.mailbox.next(dave);
    const squatter = server.client();
    await signUp(squatter, dave, 'squatter-pass');
    await server.mailbox.next(dave);
    await squatter.post('/api/auth/signin', { email: dave, password: 'squatter-pass' });
    expect((await squatter.get(`/api/projects/${ws.projectId}`)).status).toBe(404);

    const daveBrowser = server.client();
    await daveBrowser.post('/api/auth/magic-link', { email: dave });
    const token = await mailedToken(server, dave, '/magic-link');
    expect((await daveBrowser.post('/api/auth/magic-link/verify', { token })).status).toBe(200);
    expect((await daveBrowser.get(`/api/projects/${ws.projectId}`)).status).toBe(200);
    expect((await squatter.get('/api/auth/user')).status).toBe(401);
    expect(await signInStatus(dave, 'squatter-pass')).toBe(401);
  });

  it('the verification link followed signed in as that account keeps its password and that session, and ends the others', async () => {
    const email = uniqueEmail('owner');
    const laptop = server.client();
    await signUp(server.client(), email, 'my-own-pass');
    const token = await mailedToken(server, email, '/api/auth/verify-email');
    await laptop.post('/api/auth/signin', { email, password: 'my-own-pass' });
    const phone = await signIn(server, { user: { email } as never, password: 'my-own-pass' });

    await laptop.get(`/api/auth/verify-email?token=${token}`);
    expect((await laptop.get('/api/auth/user')).body).toMatchObject({ email, emailVerified: true });
    expect((await phone.get('/api/auth/user')).status).toBe(401);
    expect(await signInStatus(email, 'my-own-pass')).toBe(200);
  });
});

it('19 wrong passwords and the right one sent at once get at most 5 guesses checked', async () => {
  const who = await createUser(server);
  const guesses = [...Array.from({ length: 19 }, (_, i) => `wrong-${i}`), who.password];
  const statuses = await Promise.all(
    guesses.map(
      async (password) =>
        (await server.client().post('/api/auth/signin', { email: who.user.email, password })).status,
    ),
  );
  const checked = statuses.filter((status) => status === 200 || status === 401);
  expect(checked.length, JSON.stringify(statuses)).toBeLessThanOrEqual(5);
  expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(15);
});

it('bogus reset tokens never cost an argon2 hash, and are cut off per IP', async () => {
  const limited = await startTestServer({ rateLimits: DEFAULT_RATE_LIMITS });
  try {
    const hashes = vi.mocked(passwords.hashPassword).mock.calls.length;
    const statuses: number[] = [];
    for (let i = 0; i < DEFAULT_RATE_LIMITS.resetPasswordPerIp.points + 1; i++) {
      const body = { token: `bogus-${i}`, newPassword: 'whatever-password' };
      statuses.push((await limited.client().post('/api/auth/reset-password', body)).status);
    }
    expect(vi.mocked(passwords.hashPassword).mock.calls.length - hashes).toBe(0);
    expect(statuses.slice(0, -1).every((status) => status === 400)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  } finally {
    await limited.close();
  }
});

it('made-up magic-link and verification tokens are cut off per IP, both links counted together', async () => {
  const limited = await startTestServer({ rateLimits: DEFAULT_RATE_LIMITS });
  try {
    const browser = limited.client();
    const statuses: number[] = [];
    for (let i = 0; i < DEFAULT_RATE_LIMITS.linkFollowPerIp.points + 1; i++) {
      const res =
        i % 2
          ? await browser.get(`/api/auth/verify-email?token=made-up-${i}`)
          : await browser.post('/api/auth/magic-link/verify', { token: `made-up-${i}` });
      statuses.push(res.status);
    }
    // A made-up verification token lands on the page that says so; a made-up magic link is refused.
    expect(new Set(statuses.slice(0, -1))).toEqual(new Set([302, 400]));
    expect(statuses.at(-1)).toBe(429);
  } finally {
    await limited.close();
  }
});

it('a password reset ends the older reset links, magic links and verification links', async () => {
  const email = uniqueEmail('reset');
  await signUp(server.client(), email, 'first-password');
  const verification = await mailedToken(server, email, '/api/auth/verify-email');
  await server.client().post('/api/auth/forgot-password', { email });
  const olderReset = await mailedToken(server, email, '/reset-password');
  await server.client().post('/api/auth/magic-link', { email });
  const magic = await mailedToken(server, email, '/magic-link');
  await server.client().post('/api/auth/forgot-password', { email });
  const reset = await mailedToken(server, email, '/reset-password');

  const done = await server
    .client()
    .post('/api/auth/reset-password', { token: reset, newPassword: 'second-pw' });
  expect(done.status).toBe(200);
  const again = await server
    .client()
    .post('/api/auth/reset-password', { token: olderReset, newPassword: 'attacker-pw' });
  expect(again.body.error).toBe(AUTH_MESSAGES.resetLinkInvalid);
  expect((await server.client().post('/api/auth/magic-link/verify', { token: magic })).status).toBe(400);
  const verified = await server.client().get(`/api/auth/verify-email?token=${verification}`);
  expect(verified.headers.get('location')).toBe('/verify-email');
  expect(await signInStatus(email, 'second-pw')).toBe(200);
});

describe('sign-out and session lifetime', () => {
  it('another site cannot sign the user out; the app can, by POST from its own origin', async () => {
    const who = await signedInUser(server);
    const crossSite = await who.client.get('/api/logout', { 'Sec-Fetch-Site': 'cross-site' });
    expect([crossSite.status, crossSite.headers.get('location')]).toEqual([302, '/']);
    expect((await who.client.get('/api/auth/user')).status).toBe(200);
    const foreign = await who.client.post('/api/logout', undefined, { Origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
    expect((await who.client.get('/api/auth/user')).status).toBe(200);

    const own = await who.client.post('/api/logout');
    expect([own.status, own.body]).toEqual([200, { ok: true }]);
    expect((await who.client.get('/api/auth/user')).status).toBe(401);
    const again = await signIn(server, who);
    await again.get('/api/logout', { 'Sec-Fetch-Site': 'same-origin' });
    expect((await again.get('/api/auth/user')).status).toBe(401);
  });

  it('a session in daily use still ends 30 days after its sign-in', async () => {
    const who = await signedInUser(server);
    expect((await who.client.get('/api/auth/user')).status).toBe(200);
    const signedInAt = Date.now() - 31 * 24 * 60 * 60_000;
    await server
      .db('sessions')
      .where({ userId: who.user.id })
      .update({ sess: server.db.raw(`sess || ?::jsonb`, [JSON.stringify({ signedInAt })]) });
    expect((await who.client.get('/api/auth/user')).status).toBe(401);
  });
});

describe('production over plain HTTP', () => {
  let production: TestServer;
  beforeAll(async () => {
    production = await startTestServer({
      env: {
        NODE_ENV: 'production',
        SESSION_SECRET: 's'.repeat(40),
        APP_URL: 'https://cardplan.example',
        TRUST_PROXY: '1',
      },
    });
  });
  afterAll(() => production?.close());

  it('signing in over plain HTTP in production answers a clear error, never a 500', async () => {
    const who = await createUser(production);
    const body = { email: who.user.email, password: who.password };
    const plain = await production.client().post('/api/auth/signin', body);
    expect([plain.status, plain.body]).toEqual([403, { error: HTTPS_REQUIRED }]);

    const browser = production.client('https://cardplan.example');
    const https = { 'X-Forwarded-Proto': 'https' };
    const signedIn = await browser.post('/api/auth/signin', body, https);
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers.get('set-cookie')).toMatch(/^__Host-cardplan\.sid=.*secure/i);
    // The same cookie replayed over plain HTTP: signed out, not a 500.
    expect((await browser.get('/api/auth/user')).status).toBe(401);
    expect((await browser.get('/api/logout')).status).toBe(302);
    expect((await browser.get('/api/auth/user', https)).status).toBe(200);
  });
});
