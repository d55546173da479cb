// What an attacker can do with single sign-on (docs/security.md "Single sign-on"), against a real provider:
// session fixation, an open redirect through the return path, a callback forged from another site or carried to
// another browser, a tampered state, a replayed code, a wrong nonce, a code or an ID token for another audience, a
// denied consent, a provider down at start or mid-way, and floods of starts and callbacks. Each ends on the
// sign-in screen in the app's words (never a 500), and the server logs its reason.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SSO_START_PATH } from '../../../common/sso';
import { openAttempt, sealAttempt } from '../../auth/sealedAttempt';
import { createUser } from '../../test/factories';
import { TestClient } from '../../test/httpClient';
import { signInThroughProvider } from '../../test/oidcSignIn';
import { startSsoWorld, type SsoWorld } from '../../test/ssoWorld';
import { TEST_RATE_LIMITS } from '../../test/testServer';

let world: SsoWorld;
beforeAll(async () => {
  world = await startSsoWorld();
  world.person('attacker');
  world.person('victim');
});
afterAll(() => world?.close());

const ATTEMPT = 'cardplan.sso';
const failedWith = (code: string) => `/signin?sso_error=${code}`;
const signedIn = async (browser: TestClient) => (await browser.get('/api/auth/user')).status === 200;
/** The start's answer without following it: where it sends the browser. */
const start = async (browser: TestClient, query = '') =>
  (await browser.get(`${SSO_START_PATH}${query}`)).headers.get('location');
/** A fresh browser that sends exactly these cookies (nothing it was given by an answer). */
const browserWith = (cookie: string) => {
  const browser = new TestClient(world.server.url, world.server.config.appUrl);
  return (path: string) => browser.get(path, { Cookie: cookie });
};
const keys = () => world.server.config.sessionKeys;
const attemptOf = (browser: TestClient) =>
  /(?:^|; )cardplan\.sso=([^;]+)/.exec(browser.cookieHeader)?.[1] ?? '';
const pathOf = (callbackUrl: string) => new URL(callbackUrl).pathname + new URL(callbackUrl).search;

describe('single sign-on under attack', () => {
  it('gives a new session id after the callback: a fixed or earlier session is not carried over', async () => {
    const earlier = await createUser(world.server);
    const browser = world.server.client();
    expect(
      (await browser.post('/api/auth/signin', { email: earlier.user.email, password: earlier.password }))
        .status,
    ).toBe(200);
    const before = browser.cookieHeader;
    await signInThroughProvider(browser, world.provider, 'victim');
    expect(browser.cookieHeader).not.toBe(before);
    const sessionCookies = before
      .split('; ')
      .filter((pair) => !pair.startsWith(ATTEMPT))
      .join('; ');
    expect((await browserWith(sessionCookies)('/api/auth/user')).status).toBe(401);
  });

  it.each([
    '//evil.example/x',
    'https://evil.example/',
    '/\\evil.example',
    '\\\\evil.example',
    '/%0d%0aSet-Cookie:x',
    'javascript:alert(1)',
  ])('keeps no return path that leaves the app: %s', async (returnTo) => {
    const done = await signInThroughProvider(world.server.client(), world.provider, 'victim', { returnTo });
    expect(done).toMatchObject({ status: 302 });
    expect(done.location).toMatch(/^\/(?![/\\])/);
    expect(new URL(done.location!, world.server.url).origin).toBe(new URL(world.server.url).origin);
  });

  it('refuses a callback carried to another browser (CSRF login): the victim is not signed in as the attacker', async () => {
    const attacker = world.server.client();
    const { callbackUrl } = await signInThroughProvider(attacker, world.provider, 'attacker', {
      stopBeforeCallback: true,
    });
    const victim = world.server.client();
    const answer = await victim.get(pathOf(callbackUrl));
    expect(answer.headers.get('location')).toBe(failedWith('expired'));
    expect(await signedIn(victim)).toBe(false);
  });

  it('refuses a tampered state', async () => {
    const browser = world.server.client();
    const { callbackUrl } = await signInThroughProvider(browser, world.provider, 'victim', {
      stopBeforeCallback: true,
    });
    const tampered = new URL(callbackUrl);
    tampered.searchParams.set('state', 'forged-state');
    expect((await browser.get(pathOf(tampered.href))).headers.get('location')).toBe(failedWith('invalid'));
    expect(await signedIn(browser)).toBe(false);
    expect(world.lastFailure()).toMatchObject({ code: 'invalid', reason: expect.stringMatching(/state/) });
  });

  it('uses a code once: replayed in the same browser or with the attempt copied, it is refused', async () => {
    const browser = world.server.client();
    const { callbackUrl } = await signInThroughProvider(browser, world.provider, 'victim', {
      stopBeforeCallback: true,
    });
    const attempt = `${ATTEMPT}=${attemptOf(browser)}`;
    expect((await browser.get(pathOf(callbackUrl))).headers.get('location')).toBe('/');
    expect((await browser.get(pathOf(callbackUrl))).headers.get('location')).toBe(failedWith('expired'));
    const replay = await browserWith(attempt)(pathOf(callbackUrl));
    expect(replay.headers.get('location')).toBe(failedWith('invalid'));
  });

  it('refuses an ID token whose nonce is not the one this browser sent', async () => {
    const browser = world.server.client();
    const { callbackUrl } = await signInThroughProvider(browser, world.provider, 'victim', {
      stopBeforeCallback: true,
    });
    // Sealed again with the server's own key (what only the server can), the nonce changed.
    const attempt = openAttempt(keys(), attemptOf(browser), 60_000)!;
    const forged = sealAttempt(keys(), { ...attempt, nonce: 'another-nonce' });
    const answer = await browserWith(`${ATTEMPT}=${forged}`)(pathOf(callbackUrl));
    expect(answer.headers.get('location')).toBe(failedWith('invalid'));
    expect(world.lastFailure()).toMatchObject({ code: 'invalid', reason: expect.stringMatching(/nonce/) });
  });

  it('refuses a code the provider issued to another application, even one that may come back here', async () => {
    const browser = world.server.client();
    // The attacker's hand: the start's own state, nonce and PKCE challenge, but the other application's client.
    const done = await signInThroughProvider(browser, world.provider, 'victim', {
      tamper: (url) => url.searchParams.set('client_id', world.provider.otherClientId),
    });
    expect(done.location).toBe(failedWith('invalid'));
    expect(await signedIn(browser)).toBe(false);
    expect(world.lastFailure()).toMatchObject({
      code: 'invalid',
      reason: expect.stringMatching(/^token endpoint said invalid_grant: /),
    });
  });

  it("refuses an ID token for another audience, though the provider's own key signed it", async () => {
    const browser = world.server.client();
    world.provider.idTokensFor(world.provider.otherClientId);
    try {
      const done = await signInThroughProvider(browser, world.provider, 'victim');
      expect(done.location).toBe(failedWith('invalid'));
    } finally {
      world.provider.idTokensFor(null);
    }
    expect(await signedIn(browser)).toBe(false);
    expect(world.lastFailure()).toMatchObject({ code: 'invalid', reason: expect.stringMatching(/"aud"/) });
    // The same sign-in with the token as issued goes through: it was the audience, nothing else.
    expect((await signInThroughProvider(browser, world.provider, 'victim')).location).toBe('/');
  });

  it('keeps the return path on the sign-in screen when a sign-in fails, for the next try', async () => {
    const browser = world.server.client();
    const { callbackUrl } = await signInThroughProvider(browser, world.provider, 'victim', {
      returnTo: '/projects/7',
      stopBeforeCallback: true,
    });
    const denied = new URL(callbackUrl);
    denied.searchParams.delete('code');
    denied.searchParams.set('error', 'access_denied');
    expect((await browser.get(pathOf(denied.href))).headers.get('location')).toBe(
      '/signin?sso_error=denied&returnTo=%2Fprojects%2F7',
    );
    expect(world.lastFailure()).toEqual({ code: 'denied', reason: 'provider said access_denied' });
  });

  it('keeps the attempt from the browser: it cannot read the verifier, and a changed or foreign cookie is void', async () => {
    const browser = world.server.client();
    const { callbackUrl } = await signInThroughProvider(browser, world.provider, 'victim', {
      stopBeforeCallback: true,
    });
    const cookie = attemptOf(browser);
    const attempt = openAttempt(keys(), cookie, 60_000)!;
    const readable = Buffer.from(cookie, 'base64url').toString('latin1');
    for (const secret of [attempt.verifier, attempt.nonce, attempt.state])
      expect(readable).not.toContain(secret);

    const flipped = Buffer.from(cookie, 'base64url');
    flipped[flipped.length - 1]! ^= 1;
    const foreign = sealAttempt(['another-servers-secret'], attempt);
    for (const value of [flipped.toString('base64url'), foreign, 'x'])
      expect((await browserWith(`${ATTEMPT}=${value}`)(pathOf(callbackUrl))).headers.get('location')).toBe(
        failedWith('expired'),
      );
    // The untouched cookie still signs in: only the changes were refused.
    expect((await browserWith(`${ATTEMPT}=${cookie}`)(pathOf(callbackUrl))).headers.get('location')).toBe(
      '/',
    );
  });

  it('says the sign-in was cancelled when the person denies consent at the provider', async () => {
    const browser = world.server.client();
    const { callbackUrl } = await signInThroughProvider(browser, world.provider, 'victim', {
      stopBeforeCallback: true,
    });
    const denied = new URL(callbackUrl);
    denied.searchParams.delete('code');
    denied.searchParams.set('error', 'access_denied');
    expect((await browser.get(pathOf(denied.href))).headers.get('location')).toBe(failedWith('denied'));
  });

  it('says the provider is unavailable when it goes down between the start and the callback', async () => {
    const browser = world.server.client();
    const { callbackUrl } = await signInThroughProvider(browser, world.provider, 'victim', {
      stopBeforeCallback: true,
    });
    await world.provider.down();
    try {
      expect((await browser.get(pathOf(callbackUrl))).headers.get('location')).toBe(
        failedWith('unavailable'),
      );
    } finally {
      await world.provider.up();
    }
  });
});

describe('a provider down when Cardplan starts', () => {
  let down: SsoWorld;
  beforeAll(async () => {
    down = await startSsoWorld({ providerDown: true });
  });
  afterAll(() => down?.close());

  it('does not stop Cardplan; the button says so, and a later start reaches the provider once it is back', async () => {
    const browser = down.server.client();
    expect((await browser.get('/healthz')).status).toBe(200);
    expect((await browser.get('/api/auth/options')).body.sso).toMatchObject({ available: false });
    expect(await start(browser)).toBe(failedWith('unavailable'));
    await down.provider.up();
    // Discovery is asked again at most every 5 s: the state to wait for is a start sent to the provider.
    await expect
      .poll(async () => (await start(browser))?.startsWith(down.provider.issuer), {
        timeout: 20_000,
        interval: 500,
      })
      .toBe(true);
    expect((await browser.get('/api/auth/options')).body.sso).toMatchObject({ available: true });
  });
});

describe('floods', () => {
  let limited: SsoWorld;
  beforeAll(async () => {
    limited = await startSsoWorld({
      rateLimits: {
        ...TEST_RATE_LIMITS,
        ssoStartPerIp: { points: 3, durationSeconds: 60 },
        ssoCallbackPerIp: { points: 3, durationSeconds: 60 },
      },
    });
  });
  afterAll(() => limited?.close());

  it('limits the starts from one address, before asking the provider anything', async () => {
    const browser = limited.server.client();
    for (let i = 0; i < 3; i++) expect(await start(browser)).toMatch(/^http:\/\/127\.0\.0\.1/);
    expect(await start(browser)).toBe(failedWith('rate_limited'));
  });

  it('limits the callbacks from one address', async () => {
    const browser = limited.server.client();
    for (let i = 0; i < 3; i++)
      expect((await browser.get('/api/auth/oidc/callback?code=x&state=y')).headers.get('location')).toBe(
        failedWith('expired'),
      );
    expect((await browser.get('/api/auth/oidc/callback?code=x&state=y')).headers.get('location')).toBe(
      failedWith('rate_limited'),
    );
  });
});
