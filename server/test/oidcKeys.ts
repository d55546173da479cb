// The test OpenID provider's signing key (server/test/oidcProvider.ts) and an ID token signed again for another
// audience, as a provider that mixes up its clients would send.
import { generateKeyPairSync, sign, type KeyObject } from 'node:crypto';

let processKey: { privateKey: KeyObject; jwk: Record<string, unknown> } | undefined;

/**
 * An RS256 key (the clients' default ID token algorithm) instead of the provider's development keys: made once
 * per test process (a 2048-bit key is ~0.1–0.3 CPU-s) and shared by its providers, which differ by issuer.
 */
export function signingKey() {
  if (!processKey) {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const jwk = { ...privateKey.export({ format: 'jwk' }), kid: 'test-rs256', alg: 'RS256', use: 'sig' };
    processKey = { privateKey, jwk };
  }
  return processKey;
}

/** The RS256 JWT `jwt` with its `aud` replaced, signed again with `privateKey` (its header kept). */
export function resigned(jwt: string, privateKey: KeyObject, audience: string): string {
  const [header, payload] = jwt.split('.');
  const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString('utf8')) as Record<string, unknown>;
  const body = Buffer.from(JSON.stringify({ ...claims, aud: audience })).toString('base64url');
  const signature = sign('sha256', Buffer.from(`${header}.${body}`), privateKey).toString('base64url');
  return `${header}.${body}.${signature}`;
}
