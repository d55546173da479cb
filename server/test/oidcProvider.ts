// A real OpenID provider (oidc-provider) inside the test process, for the single sign-on tests (docs/sso.md):
// Cardplan's client (and another application's) registered once Cardplan's random port is known, accounts the
// test sets, the provider's own login form, no consent screen, a logout that goes straight back, and switches
// that make the provider unreachable or mint ID tokens for another audience.
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
// @ts-expect-error -- oidc-provider ships no types (@types/oidc-provider is not installed); the end of this file
// types the little of it used here.
import { createMemoryAdapter } from 'oidc-provider/lib/adapters/memory_adapter.js';
import { SSO_CALLBACK_PATH } from '../../common/sso';
import { resigned, signingKey } from './oidcKeys';

export interface TestAccount {
  sub: string;
  /** Omitted: the provider releases no email claim. */
  email?: string;
  email_verified?: boolean;
  name?: string;
  given_name?: string;
  family_name?: string;
  /** Released with the `groups` scope only (Cardplan asks for it through OIDC_SCOPES), as Okta does. */
  groups?: string[];
}

export interface TestProvider {
  /** `http://127.0.0.1:<port>`. */
  issuer: string;
  clientId: string;
  /**
   * Another application at the same provider (a public client), whose registered redirect URI is Cardplan's
   * callback too: a code issued to it is a code for another audience.
   */
  otherClientId: string;
  /** `''` for a public client. */
  clientSecret: string;
  /**
   * Cardplan's origin, known only once Cardplan has started: `${origin}/api/auth/oidc/callback` becomes the
   * client's only redirect URI and `${origin}/signin?signed_out=1` its only post-logout redirect URI. Until then the provider
   * knows no client at all (its authorization endpoint answers invalid_client).
   */
  allowApp(origin: string): void;
  /**
   * Adds or replaces an account: signing in as `sub` at the provider's login form gives these claims (read at
   * each sign-in). A sub never set signs in too, with no claim but `sub`.
   */
  setAccount(account: TestAccount): void;
  /**
   * Closes the listening socket and every open connection: until up(), each request to the provider (discovery
   * included) is refused (ECONNREFUSED), as when it is down. Sessions, codes and accounts are kept.
   */
  down(): Promise<void>;
  /** Listens again on the same port. */
  up(): Promise<void>;
  /**
   * While set, the ID token the token endpoint answers is for this audience instead of the client's: the same
   * claims, signed with the provider's own key, as a provider would mint it for another application. null: as
   * the provider issues it.
   */
  idTokensFor(audience: string | null): void;
  close(): Promise<void>;
}

/**
 * The two warnings the provider prints on purpose here: this project runs on Node 20 (oidc-provider 9 asks for
 * 22; what these tests use works on 20), and the login form is the provider's own development form.
 */
const EXPECTED_WARNINGS = /Unsupported runtime|devInteractions is enabled/;

export async function startTestProvider(
  options: { clientSecret?: string | null } = {},
): Promise<TestProvider> {
  const clientId = 'cardplan';
  const otherClientId = 'other-app';
  const clientSecret =
    options.clientSecret === null ? '' : (options.clientSecret ?? randomBytes(24).toString('hex'));
  const accounts = new Map<string, TestAccount>();
  let clients = new Map<string, Record<string, unknown>>();
  let idTokenAudience: string | null = null;

  let handler: http.RequestListener = (_req, res) => res.writeHead(503).end();
  const server = http.createServer((req, res) => handler(req, res));
  await listen(server, 0);
  const { port } = server.address() as AddressInfo;
  const issuer = `http://127.0.0.1:${port}`;

  const memory = createMemoryAdapter() as (model: string) => unknown;
  // The client is read again on every request: what allowApp changes, the provider sees at once.
  const clientAdapter = { find: async (id: string) => clients.get(id) };
  const key = signingKey();

  const provider = await withoutExpectedWarnings(async () => {
    // @ts-expect-error -- no types: see the top of this file.
    const { default: Provider } = (await import('oidc-provider')) as ProviderModule;
    return new Provider(issuer, {
      adapter: (model: string) => (model === 'Client' ? clientAdapter : memory(model)),
      jwks: { keys: [{ ...key.jwk }] },
      // Any login signs in, as the provider's login form promises: a sub never set has no claim but itself.
      findAccount: (_ctx: unknown, sub: string) => ({
        accountId: sub,
        claims: () => ({ ...(accounts.get(sub) ?? { sub }) }),
      }),
      scopes: ['openid', 'email', 'profile', 'groups'],
      claims: {
        openid: ['sub'],
        email: ['email', 'email_verified'],
        profile: ['name', 'given_name', 'family_name'],
        groups: ['groups'],
      },
      // Claims of the granted scopes go into the ID token too, not only to userinfo: Cardplan must work with
      // providers that do either.
      conformIdTokenClaims: false,
      pkce: { required: () => true },
      loadExistingGrant: grantEverythingAsked,
      features: {
        devInteractions: { enabled: true },
        rpInitiatedLogout: { enabled: true, logoutSource: signOutAtOnce, postLogoutSuccessSource: signedOut },
      },
      renderError: (ctx: OidcContext, out: Record<string, string>) => {
        ctx.type = 'text';
        ctx.body = `${out.error}: ${out.error_description}`;
      },
      // Set so that the provider does not remark that its defaults were used.
      ttl: {
        AccessToken: 600,
        AuthorizationCode: 60,
        IdToken: 600,
        Interaction: 600,
        Session: 3600,
        Grant: 3600,
        RefreshToken: 3600,
      },
    });
  });
  provider.use(async (ctx, next) => {
    await next();
    const body = ctx.body as { id_token?: unknown } | undefined;
    if (idTokenAudience && ctx.path === '/token' && typeof body?.id_token === 'string')
      ctx.body = { ...body, id_token: resigned(body.id_token, key.privateKey, idTokenAudience) };
  });
  handler = provider.callback();

  return {
    issuer,
    clientId,
    otherClientId,
    clientSecret,
    allowApp(origin) {
      const { origin: app } = new URL(origin);
      const redirects = {
        redirect_uris: [`${app}${SSO_CALLBACK_PATH}`],
        post_logout_redirect_uris: [`${app}/signin?signed_out=1`],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      };
      const cardplan = {
        client_id: clientId,
        // The provider accepts only the registered way of sending the secret: client_secret_post is openid-client's
        // default and server/auth/oidc.ts's choice (client_secret_basic would be refused with invalid_client).
        ...(clientSecret
          ? { client_secret: clientSecret, token_endpoint_auth_method: 'client_secret_post' }
          : { token_endpoint_auth_method: 'none' }),
        ...redirects,
      };
      const other = { client_id: otherClientId, token_endpoint_auth_method: 'none', ...redirects };
      clients = new Map([
        [clientId, cardplan],
        [otherClientId, other],
      ]);
    },
    setAccount(account) {
      accounts.set(account.sub, { ...account });
    },
    idTokensFor(audience) {
      idTokenAudience = audience;
    },
    down: () => stopListening(server),
    up: () => (server.listening ? Promise.resolve() : listen(server, port)),
    close: () => stopListening(server),
  };
}

/**
 * Consent is never asked: every scope and claim the client asks for is granted, to the grant the session already
 * holds for it or to a new one, so a browser signed in at the provider goes straight back to Cardplan.
 */
async function grantEverythingAsked(ctx: OidcContext) {
  const { oidc } = ctx;
  const { Grant } = oidc.provider;
  const accountId = oidc.session.accountId!;
  const grantId = oidc.result?.consent?.grantId ?? oidc.session.grantIdFor(oidc.client.clientId);
  const found = grantId ? await Grant.find(grantId) : undefined;
  const grant =
    found?.accountId === accountId ? found : new Grant({ accountId, clientId: oidc.client.clientId });
  grant.addOIDCScope([...oidc.requestParamOIDCScopes].join(' '));
  if (oidc.requestParamClaims.size) grant.addOIDCClaims([...oidc.requestParamClaims]);
  await grant.save();
  return grant;
}

/**
 * RP-initiated logout without the question "Do you want to sign-out?": the page the provider answers submits its
 * own form at once with logout=yes (a browser does it by itself; signOutAtProvider of oidcSignIn.ts over HTTP),
 * and the provider then sends the browser to the post-logout redirect URI.
 */
function signOutAtOnce(ctx: OidcContext, form: string) {
  ctx.type = 'html';
  ctx.body = `<!DOCTYPE html><html><head><title>Signing out</title></head><body>${form.replace(
    '</form>',
    '<input type="hidden" name="logout" value="yes"/></form>',
  )}<script>document.forms[0].submit()</script></body></html>`;
}

/** Where a logout without a post-logout redirect URI ends. */
function signedOut(ctx: OidcContext) {
  ctx.type = 'html';
  ctx.body = '<!DOCTYPE html><html><head><title>Signed out</title></head><body>Signed out.</body></html>';
}

async function withoutExpectedWarnings(make: () => Promise<OidcProvider>): Promise<OidcProvider> {
  const warn = console.warn;
  console.warn = (...args: unknown[]) => {
    if (!EXPECTED_WARNINGS.test(String(args[0]))) warn(...args);
  };
  try {
    return await make();
  } finally {
    console.warn = warn;
  }
}

function listen(server: http.Server, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
}

function stopListening(server: http.Server): Promise<void> {
  if (!server.listening) return Promise.resolve();
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  // Keep-alive connections (Cardplan's fetch keeps some) would otherwise still reach the provider.
  server.closeAllConnections();
  return closed;
}

// The little of oidc-provider's API used here (it ships no types).
interface ProviderModule {
  default: new (issuer: string, configuration: Record<string, unknown>) => OidcProvider;
}
interface OidcProvider {
  callback(): http.RequestListener;
  /** A Koa middleware around the provider's own routes. */
  use(middleware: (ctx: { path: string; body: unknown }, next: () => Promise<void>) => Promise<void>): void;
}
interface Grant {
  accountId?: string;
  addOIDCScope(scope: string): void;
  addOIDCClaims(claims: string[]): void;
  save(): Promise<string>;
}
/** The Koa context of a request, with the provider's state of it (`ctx.oidc`). */
interface OidcContext {
  type: string;
  body: string;
  oidc: {
    provider: {
      Grant: {
        new (init: { accountId: string; clientId: string }): Grant;
        find(id: string): Promise<Grant | undefined>;
      };
    };
    session: { accountId?: string; grantIdFor(clientId: string): string | undefined };
    client: { clientId: string };
    result?: { consent?: { grantId?: string } };
    requestParamOIDCScopes: Set<string>;
    requestParamClaims: Set<string>;
  };
}
