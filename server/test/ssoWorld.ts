// A Cardplan test server signing in through a real OpenID provider in the test process (oidcProvider.ts): the
// provider first (Cardplan's OIDC_ISSUER names it), then Cardplan, then the provider learns Cardplan's callback.
import type { RateLimitSettings } from '../http/rateLimits';
import { startTestProvider, type TestAccount, type TestProvider } from './oidcProvider';
import { startTestServer, type TestServer } from './testServer';

/** A failed sign-in as the server logged it: the code the screen shows and the reason kept for the operator. */
export interface LoggedFailure {
  code: string;
  reason: string;
}

export interface SsoWorld {
  provider: TestProvider;
  server: TestServer;
  /** An account at the provider, with an address of its own unless given. */
  person(sub: string, claims?: Omit<TestAccount, 'sub'>): TestAccount;
  /** The last "single sign-on failed" line the server logged (warn level and up are kept). */
  lastFailure(): LoggedFailure | undefined;
  close(): Promise<void>;
}

export async function startSsoWorld(
  options: { env?: Record<string, string>; rateLimits?: RateLimitSettings; providerDown?: boolean } = {},
): Promise<SsoWorld> {
  const provider = await startTestProvider();
  if (options.providerDown) await provider.down();
  const failures: LoggedFailure[] = [];
  const server = await startTestServer({
    env: {
      OIDC_ISSUER: provider.issuer,
      OIDC_CLIENT_ID: provider.clientId,
      OIDC_CLIENT_SECRET: provider.clientSecret,
      OIDC_SCOPES: 'groups',
      LOG_LEVEL: 'warn',
      ...options.env,
    },
    rateLimits: options.rateLimits,
    logDestination: {
      write(line: string) {
        const entry = JSON.parse(line) as { msg?: string } & LoggedFailure;
        if (entry.msg === 'single sign-on failed') failures.push({ code: entry.code, reason: entry.reason });
      },
    },
  });
  provider.allowApp(server.config.appUrl ?? server.url);
  return {
    provider,
    server,
    person(sub, claims = { email: `${sub}@sso.test`, email_verified: true }) {
      const account = { sub, ...claims };
      provider.setAccount(account);
      return account;
    },
    lastFailure: () => failures.at(-1),
    async close() {
      await server.close();
      await provider.close();
    },
  };
}
