// argon2id with the parameters of docs/decisions.md: m=19 MiB, t=2, p=1 (OWASP minimum, ~25 ms).
import argon2 from 'argon2';

export const ARGON2_OPTIONS = {
  type: argon2.argon2id,
  memoryCost: 19 * 1024,
  timeCost: 2,
  parallelism: 1,
} as const;

export const hashPassword = (password: string) => argon2.hash(password, ARGON2_OPTIONS);

export async function verifyPassword(hash: string | null, password: string): Promise<boolean> {
  if (!hash) return false;
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

// Verifying against a fixed hash when the account does not exist keeps sign-in timing uniform.
let dummyHash: Promise<string> | undefined;
export async function burnVerifyTime(password: string): Promise<void> {
  dummyHash ??= hashPassword('cardplan-timing-equaliser');
  await verifyPassword(await dummyHash, password);
}
