// Cardplan as an OpenID Connect relying party (docs/sso.md), through openid-client (certified, by the author of
// the reference provider): discovery, the authorization code flow with PKCE, state and nonce, the ID token's
// verification and the provider's logout. Nothing here is hand-written protocol.
import * as oidc from 'openid-client';
import type { Logger } from '../logger';
import type { OidcSettings } from '../oidcSettings';
import type { SsoErrorCode } from '../../common/sso';

/** What the browser carries across the round trip (in a sealed cookie: auth/sealedAttempt.ts). */
export interface SsoAttempt {
  state: string;
  nonce: string;
  verifier: string;
  returnTo: string;
}

/** The claims a sign-in acts on: the ID token's, completed by the userinfo endpoint's. */
export type SsoClaims = { sub: string; email_verified?: unknown } & Record<string, unknown>;

/** A sign-in through the provider that did not succeed, with the app's word for it and the reason logged. */
export class SsoFailure extends Error {
  constructor(
    readonly code: SsoErrorCode,
    reason: string,
  ) {
    super(reason);
  }
}

/** A provider that did not answer is asked again at most this often (a flood of starts costs no requests). */
const RETRY_DISCOVERY_MS = 5_000;
/** Each request to the provider gives up after this many seconds. */
const PROVIDER_TIMEOUT_S = 10;

export interface RelyingParty {
  readonly settings: OidcSettings;
  /** Whether discovery has answered (the sign-in screen says so when not). */
  available(): boolean;
  /** Where to send the browser, and what it must bring back. */
  start(redirectUri: string, returnTo: string): Promise<{ url: string; attempt: SsoAttempt }>;
  /** Redeems the callback's code: the verified claims and the ID token (for the provider's logout). */
  finish(callbackUrl: URL, attempt: SsoAttempt): Promise<{ claims: SsoClaims; idToken?: string }>;
  /** The provider's logout address when it offers one (end_session_endpoint), else undefined. */
  logoutUrl(idToken: string | undefined, postLogoutRedirectUri: string): string | undefined;
}

export function createRelyingParty(settings: OidcSettings, logger: Logger): RelyingParty {
  let configuration: oidc.Configuration | undefined;
  let pending: Promise<oidc.Configuration> | undefined;
  let failedAt = 0;

  function discover(): Promise<oidc.Configuration> {
    pending ??= oidc
      .discovery(
        settings.issuer,
        settings.clientId,
        settings.clientSecret,
        settings.clientSecret ? oidc.ClientSecretPost(settings.clientSecret) : oidc.None(),
        {
          timeout: PROVIDER_TIMEOUT_S,
          execute: settings.issuer.protocol === 'http:' ? [oidc.allowInsecureRequests] : [],
        },
      )
      .then((found) => {
        configuration = found;
        logger.info({ issuer: settings.issuer.href }, 'single sign-on: the provider answered discovery');
        return found;
      })
      .catch((err: unknown) => {
        failedAt = Date.now();
        pending = undefined;
        logger.warn(
          { err, issuer: settings.issuer.href },
          'single sign-on: the provider did not answer discovery',
        );
        throw new SsoFailure('unavailable', `discovery failed: ${(err as Error).message}`);
      });
    return pending;
  }

  async function ready(): Promise<oidc.Configuration> {
    if (configuration) return configuration;
    if (!pending && Date.now() - failedAt < RETRY_DISCOVERY_MS)
      throw new SsoFailure('unavailable', 'discovery failed moments ago');
    return discover();
  }

  // Asked at start so the first person does not wait; a provider down now does not stop Cardplan.
  discover().catch(() => {});

  return {
    settings,
    available: () => configuration !== undefined,

    async start(redirectUri, returnTo) {
      const config = await ready();
      const attempt: SsoAttempt = {
        state: oidc.randomState(),
        nonce: oidc.randomNonce(),
        verifier: oidc.randomPKCECodeVerifier(),
        returnTo,
      };
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: settings.scopes.join(' '),
        code_challenge: await oidc.calculatePKCECodeChallenge(attempt.verifier),
        code_challenge_method: 'S256',
        state: attempt.state,
        nonce: attempt.nonce,
      });
      return { url: url.href, attempt };
    },

    async finish(callbackUrl, attempt) {
      const config = await ready();
      let tokens: Awaited<ReturnType<typeof oidc.authorizationCodeGrant>>;
      try {
        tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
          pkceCodeVerifier: attempt.verifier,
          expectedState: attempt.state,
          expectedNonce: attempt.nonce,
          idTokenExpected: true,
        });
      } catch (err) {
        throw asFailure(err);
      }
      const idClaims: SsoClaims = { ...tokens.claims()! };
      let claims = idClaims;
      // Some providers (Authelia, Entra without optional claims) put email and groups in userinfo only.
      if (config.serverMetadata().userinfo_endpoint && tokens.access_token) {
        try {
          const info = await oidc.fetchUserInfo(config, tokens.access_token, idClaims.sub);
          claims = { ...info, ...idClaims, ...pick(info, ['email', 'email_verified', settings.groupsClaim]) };
        } catch (err) {
          throw asFailure(err);
        }
      }
      return { claims, idToken: tokens.id_token };
    },

    logoutUrl(idToken, postLogoutRedirectUri) {
      if (!configuration?.serverMetadata().end_session_endpoint) return undefined;
      return oidc.buildEndSessionUrl(configuration, {
        post_logout_redirect_uri: postLogoutRedirectUri,
        client_id: settings.clientId,
        ...(idToken ? { id_token_hint: idToken } : {}),
      }).href;
    },
  };
}

/** Only the keys the provider gave (an undefined from userinfo must not erase the ID token's value). */
function pick(from: Record<string, unknown>, keys: string[]): Record<string, unknown> {
  return Object.fromEntries(keys.filter((key) => from[key] !== undefined).map((key) => [key, from[key]]));
}

/** The provider's refusal, an answer that fails a check (state, nonce, audience, signature), or no answer. */
function asFailure(err: unknown): SsoFailure {
  if (err instanceof SsoFailure) return err;
  if (err instanceof oidc.AuthorizationResponseError)
    return new SsoFailure(err.error === 'access_denied' ? 'denied' : 'invalid', `provider said ${err.error}`);
  // The token endpoint's refusal: a code replayed, expired or issued to another application.
  if (err instanceof oidc.ResponseBodyError)
    return new SsoFailure('invalid', `token endpoint said ${err.error}: ${err.error_description ?? ''}`);
  const error = err as Error & { code?: string; cause?: unknown };
  if (error.name === 'TypeError' || error.name === 'TimeoutError' || error.name === 'AbortError')
    return new SsoFailure('unavailable', `provider unreachable: ${error.message}`);
  // openid-client's message is general ("unexpected JWT claim value encountered"); its cause names the check.
  const detail = error.cause instanceof Error ? ` (${error.cause.message})` : '';
  return new SsoFailure('invalid', `${error.code ?? error.name}: ${error.message}${detail}`);
}
