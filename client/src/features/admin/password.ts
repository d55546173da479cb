// Generated admin passwords (spec 5/9): 12 characters from A–Z a–z 0–9 ! @ # $ % ^ & *, via crypto.getRandomValues.

export const PASSWORD_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789!@#$%^&*';
export const GENERATED_PASSWORD_LENGTH = 12;

/** Uniform over the alphabet: random words past the last whole multiple of its size are drawn again. */
export function generatePassword(length = GENERATED_PASSWORD_LENGTH): string {
  const size = PASSWORD_ALPHABET.length;
  const limit = Math.floor(0x1_0000_0000 / size) * size;
  const buffer = new Uint32Array(length * 2);
  let out = '';
  while (out.length < length) {
    crypto.getRandomValues(buffer);
    for (const value of buffer) {
      if (value >= limit) continue;
      out += PASSWORD_ALPHABET[value % size];
      if (out.length === length) break;
    }
  }
  return out;
}
