// The '#card/{id}' address: parsed strictly, written and linked the same way.
import { describe, expect, it } from 'vitest';
import { cardHash, cardLink, parseCardHash } from './cardHash';

describe('parseCardHash', () => {
  it('reads the id of a card hash, with or without the #', () => {
    expect(parseCardHash('#card/42')).toBe(42);
    expect(parseCardHash('card/7')).toBe(7);
  });

  it('ignores anything else', () => {
    for (const hash of [
      '',
      '#',
      '#card/',
      '#card/0',
      '#card/-1',
      '#card/1.5',
      '#card/12abc',
      '#cards/3',
      '#x/card/3',
    ])
      expect(parseCardHash(hash), hash).toBeNull();
    expect(parseCardHash('#card/99999999999')).toBeNull();
  });
});

describe('card links', () => {
  it('puts the hash after the page address (no query, no old hash)', () => {
    expect(cardHash(5)).toBe('#card/5');
    expect(cardLink(5, { origin: 'https://cardplan.test', pathname: '/' })).toBe(
      'https://cardplan.test/#card/5',
    );
  });
});
