// Generated passwords: 12 characters, only from the spec 5 alphabet, drawn from crypto.getRandomValues.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GENERATED_PASSWORD_LENGTH, PASSWORD_ALPHABET, generatePassword } from './password';

afterEach(() => vi.restoreAllMocks());

describe('generatePassword', () => {
  it('makes 12 characters from A–Z a–z 0–9 and ! @ # $ % ^ & *', () => {
    expect(GENERATED_PASSWORD_LENGTH).toBe(12);
    expect(PASSWORD_ALPHABET).toHaveLength(26 + 26 + 10 + 8);
    for (let i = 0; i < 200; i++) {
      expect(generatePassword()).toMatch(/^[A-Za-z0-9!@#$%^&*]{12}$/);
    }
  });

  it('uses crypto.getRandomValues', () => {
    const spy = vi.spyOn(crypto, 'getRandomValues');
    generatePassword();
    expect(spy).toHaveBeenCalled();
  });

  it('maps the random values onto the alphabet', () => {
    const counting = (array: Uint32Array) => {
      array.forEach((_, i) => (array[i] = i));
      return array;
    };
    vi.spyOn(crypto, 'getRandomValues').mockImplementation(counting as typeof crypto.getRandomValues);
    expect(generatePassword()).toBe('ABCDEFGHIJKL');
  });

  it('covers the whole alphabet over many draws', () => {
    const seen = new Set(Array.from({ length: 300 }, () => generatePassword()).join(''));
    expect(seen.size).toBe(PASSWORD_ALPHABET.length);
  });
});
