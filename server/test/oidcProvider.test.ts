// How the test provider behaves, seen by a small relying party written here with openid-client (what Cardplan
// does in server/auth/oidc.ts), through the HTTP driver the route tests use.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import * as oidc from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SSO_CALLBACK_PATH, SSO_START_PATH } from '../../common/sso';
import { TestClient } from './httpClient';
import { startTestProvider, type TestProvider } from './oidcProvider';
import { CookieJar, signInThroughProvider, signOutAtProvider } from './oidcSignIn';

interface FakeApp {
  url: string;
  /** The scopes the next start asks for. */
  scope: string;
  /** The ID token claims of each sign-in, and the ID token itself. */
  signIns: { claims: oidc.IDToken; idToken: string }[];
  /** Why each failed callback failed. */
  failures: string[];
  config(): Promise<oidc.Configuration>;
  close(): Promise<void>;
}

/** The start and callback routes of a relying party, the attempt kept in memory under a cookie. */
async function startFakeApp(provider: TestProvider): Promise<FakeApp> {
  const attempts = new Map<string, { state: string; nonce: string; verifier: string; returnTo: string }>();
  const config = () =>
    oidc.discovery(
      new URL(provider.issuer),
      provider.clientId,
      provider.clientSecret || undefined,
      provider.clientSecret ? oidc.ClientSecretPost(provider.clientSecret) : oidc.None(),
      { execute: [oidc.allowInsecureRequests] },
    );
  const app: FakeApp = { url: '', scope: 'openid email profile', signIns: [], failures: [], config, close };
  const server = http.createServer((req, res) => {
    const url = new URL(req.url!, app.url);
    const key = /attempt=([\w-]+)/.exec(req.headers.cookie ?? '')?.[1] ?? '';
    const answer = async () => {
      if (url.pathname === SSO_START_PATH) {
        const attempt = {
          state: oidc.randomState(),
          nonce: oidc.randomNonce(),
          verifier: oidc.randomPKCECodeVerifier(),
        };
        const id = oidc.randomState();
        attempts.set(id, { ...attempt, returnTo: url.searchParams.get('returnTo') ?? '/' });
        const to = oidc.buildAuthorizationUrl(await config(), {
          redirect_uri: `${app.url}${SSO_CALLBACK_PATH}`,
          scope: app.scope,
          code_challenge: await oidc.calculatePKCECodeChallenge(attempt.verifier),
          code_challenge_method: 'S256',
          state: attempt.state,
          nonce: attempt.nonce,
        });
        return res.writeHead(302, { location: to.href, 'set-cookie': `attempt=${id}; Path=/` }).end();
      }
      const attempt = attempts.get(key)!;
      try {
        const tokens = await oidc.authorizationCodeGrant(await config(), url, {
          pkceCodeVerifier: attempt.verifier,
          expectedState: attempt.state,
          expectedNonce: attempt.nonce,
        });
        app.signIns.push({ claims: tokens.claims()!, idToken: tokens.id_token! });
        res.writeHead(302, { location: attempt.returnTo }).end();
      } catch (err) {
        app.failures.push((err as { error?: string }).error ?? (err as Error).message);
        res.writeHead(302, { location: '/signin?sso_error=invalid' }).end();
      }
    };
    answer().catch((err: Error) => res.writeHead(500).end(err.message));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  app.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  provider.allowApp(app.url);
  function close() {
    server.closeAllConnections();
    return new Promise<void>((resolve) => server.close(() => resolve()));
  }
  return app;
}

const alice = {
  sub: 'alice',
  email: 'alice@example.com',
  email_verified: true,
  name: 'Alice Liddell',
  given_name: 'Alice',
  family_name: 'Liddell',
  groups: ['planners', 'admins'],
};

describe('the test OpenID provider', () => {
  let provider: TestProvider;
  let app: FakeApp;
  beforeAll(async () => {
    provider = await startTestProvider();
    provider.setAccount(alice);
    provider.setAccount({ sub: 'bob', name: 'Bob' });
    app = await startFakeApp(provider);
  });
  afterAll(async () => {
    await app?.close();
    await provider?.close();
  });

  it('puts the claims of the granted scopes in the ID token, groups with the groups scope only', async () => {
    app.scope = 'openid email profile groups';
    const done = await signInThroughProvider(new TestClient(app.url), provider, 'alice', {
      returnTo: '/p/1',
    });
    expect(done).toMatchObject({ status: 302, location: '/p/1' });
    expect(app.signIns.at(-1)!.claims).toMatchObject(alice);

    app.scope = 'openid email profile';
    await signInThroughProvider(new TestClient(app.url), provider, 'alice');
    expect(app.signIns.at(-1)!.claims).not.toHaveProperty('groups');
    await signInThroughProvider(new TestClient(app.url), provider, 'bob');
    expect(app.signIns.at(-1)!.claims).toMatchObject({ sub: 'bob', name: 'Bob' });
    expect(app.signIns.at(-1)!.claims).not.toHaveProperty('email');
  });

  it('goes straight back while the provider session lasts, until the logout', async () => {
    const jar = new CookieJar();
    await signInThroughProvider(new TestClient(app.url), provider, 'alice', { providerJar: jar });
    // No login form the second time: asking for bob still signs alice in.
    await signInThroughProvider(new TestClient(app.url), provider, 'bob', { providerJar: jar });
    const { idToken } = app.signIns.at(-1)!;
    expect(app.signIns.at(-1)!.claims.sub).toBe('alice');

    const config = await app.config();
    expect(config.serverMetadata().end_session_endpoint).toBe(`${provider.issuer}/session/end`);
    const logout = oidc.buildEndSessionUrl(config, {
      post_logout_redirect_uri: `${app.url}/signin?signed_out=1`,
      id_token_hint: idToken,
      state: 'after-logout',
    });
    expect(await signOutAtProvider(logout.href, jar)).toEqual({
      status: 303,
      location: `${app.url}/signin?signed_out=1&state=after-logout`,
    });
    await signInThroughProvider(new TestClient(app.url), provider, 'bob', { providerJar: jar });
    expect(app.signIns.at(-1)!.claims.sub).toBe('bob');
  });

  it('redeems a code once', async () => {
    const browser = new TestClient(app.url);
    const { callbackUrl } = await signInThroughProvider(browser, provider, 'alice', {
      stopBeforeCallback: true,
    });
    expect(new URL(callbackUrl).searchParams.has('code')).toBe(true);
    expect((await browser.get(callbackUrl)).headers.get('location')).toBe('/');
    expect((await browser.get(callbackUrl)).headers.get('location')).toBe('/signin?sso_error=invalid');
    expect(app.failures.at(-1)).toBe('invalid_grant');
  });

  it('refuses an authorization request without PKCE', async () => {
    const url = oidc.buildAuthorizationUrl(await app.config(), {
      redirect_uri: `${app.url}${SSO_CALLBACK_PATH}`,
      scope: 'openid',
    });
    const answer = new URL((await fetch(url, { redirect: 'manual' })).headers.get('location')!);
    expect(answer.searchParams.get('error')).toBe('invalid_request');
  });

  it('is unreachable from down() to up()', async () => {
    await provider.down();
    await expect(app.config()).rejects.toThrow();
    await provider.up();
    expect((await app.config()).serverMetadata().issuer).toBe(provider.issuer);
  });
});

it('signs in a public client with PKCE alone', async () => {
  const provider = await startTestProvider({ clientSecret: null });
  const app = await startFakeApp(provider);
  try {
    provider.setAccount(alice);
    expect(await signInThroughProvider(new TestClient(app.url), provider, 'alice')).toMatchObject({
      status: 302,
    });
    expect(app.signIns.at(-1)!.claims.email).toBe(alice.email);
  } finally {
    await app.close();
    await provider.close();
  }
});
