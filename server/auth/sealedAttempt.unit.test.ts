import { describe, expect, it } from 'vitest';
import { openAttempt, sealAttempt } from './sealedAttempt';

const attempt = { state: 's-1', nonce: 'n-1', verifier: 'v-1', returnTo: '/projects/3' };
const MINUTE = 60_000;

describe('the sealed single sign-on attempt', () => {
  it('opens with the key that sealed it, within its time', () => {
    const sealed = sealAttempt(['current'], attempt, 1_000);
    expect(openAttempt(['current'], sealed, MINUTE, 1_000 + MINUTE - 1)).toEqual(attempt);
    expect(openAttempt(['current'], sealed, MINUTE, 1_000 + MINUTE)).toBeUndefined();
  });

  it('opens after SESSION_SECRET rotated, while the old key is still listed; never with another key', () => {
    const sealed = sealAttempt(['old'], attempt);
    expect(openAttempt(['new', 'old'], sealed, MINUTE)).toEqual(attempt);
    expect(openAttempt(['new'], sealed, MINUTE)).toBeUndefined();
  });

  it('hides what it carries and refuses any changed byte', () => {
    const sealed = sealAttempt(['k'], attempt);
    expect(Buffer.from(sealed, 'base64url').toString('latin1')).not.toMatch(/v-1|n-1|s-1|projects/);
    const bytes = Buffer.from(sealed, 'base64url');
    for (const at of [0, 12, 20, bytes.length - 1]) {
      const changed = Buffer.from(bytes);
      changed[at]! ^= 1;
      expect(openAttempt(['k'], changed.toString('base64url'), MINUTE), `byte ${at}`).toBeUndefined();
    }
    expect(openAttempt(['k'], '', MINUTE)).toBeUndefined();
    expect(openAttempt(['k'], 'not sealed at all', MINUTE)).toBeUndefined();
  });

  it('seals the same attempt differently each time (a fresh IV)', () => {
    expect(sealAttempt(['k'], attempt)).not.toBe(sealAttempt(['k'], attempt));
  });
});
