// One-time tokens for e-mailed links: 32 random bytes, only their SHA-256 is stored.
import { createHash, randomBytes } from 'node:crypto';

export const TOKEN_LIFETIMES_MS = {
  magicLink: 10 * 60_000,
  passwordReset: 30 * 60_000,
  emailVerification: 24 * 60 * 60_000,
} as const;

export const newToken = () => randomBytes(32).toString('base64url');
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
