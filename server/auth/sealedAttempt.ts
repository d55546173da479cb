// The single sign-on attempt (state, nonce, PKCE verifier, return path) as the browser carries it across the
// round trip: encrypted and authenticated (AES-256-GCM) with a key derived from SESSION_SECRET, so the browser
// can neither read its verifier nor change a byte. Opened with each session key in turn, as signed cookies are
// checked: rotating SESSION_SECRET does not fail a sign-in under way.
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import type { SsoAttempt } from './oidc';

const IV_BYTES = 12;
const TAG_BYTES = 16;

const keyOf = (secret: string) =>
  Buffer.from(hkdfSync('sha256', secret, '', 'cardplan single sign-on attempt', 32));

/** The attempt, stamped now, sealed with the first (current) session key. */
export function sealAttempt(keys: readonly string[], attempt: SsoAttempt, now = Date.now()): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', keyOf(keys[0]!), iv);
  const sealed = Buffer.concat([cipher.update(JSON.stringify({ ...attempt, at: now })), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
}

/** The attempt if one of `keys` sealed `value` less than `maxAgeMs` ago; undefined for anything else. */
export function openAttempt(
  keys: readonly string[],
  value: string,
  maxAgeMs: number,
  now = Date.now(),
): SsoAttempt | undefined {
  const bytes = Buffer.from(value, 'base64url');
  if (bytes.length <= IV_BYTES + TAG_BYTES) return undefined;
  for (const key of keys) {
    try {
      const decipher = createDecipheriv('aes-256-gcm', keyOf(key), bytes.subarray(0, IV_BYTES));
      decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      const text = Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]);
      const { at, ...attempt } = JSON.parse(text.toString('utf8')) as SsoAttempt & { at: number };
      return now - at < maxAgeMs ? attempt : undefined;
    } catch {
      // Not this key's (or not sealed here at all): the next key, then nothing.
    }
  }
  return undefined;
}
