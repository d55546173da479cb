// The search's tsquery text is built only from the words' letter-and-digit pieces: whatever is typed, it is a
// list of quoted lexemes joined by one operator, the last a prefix — never tsquery syntax of the caller's.
import { describe, expect, it } from 'vitest';
import { searchPieces } from '../../../common/search/words';
import { tsqueryOf } from './search';

const SHAPE = /^'[\p{L}\p{M}\p{N}]+'( [&|] '[\p{L}\p{M}\p{N}]+')*(:\*)?$/u;

describe('tsqueryOf', () => {
  it('quotes each piece, joins them, and makes the last a prefix from its second character', () => {
    expect(tsqueryOf(searchPieces('Offline sy'), ' & ')).toBe(`'offline' & 'sy':*`);
    expect(tsqueryOf(searchPieces('APP-013'), ' | ')).toBe(`'app' | '013':*`);
    expect(tsqueryOf(searchPieces('offline s'), ' & ')).toBe(`'offline' & 's'`);
    expect(tsqueryOf(searchPieces('東京'), ' & ')).toBe(`'東京':*`);
    expect(tsqueryOf([], ' & ')).toBeNull();
    expect(tsqueryOf(searchPieces(`'" & | ! ( ) : * < > 🚀`), ' & ')).toBeNull();
  });

  it.each([
    `it's "quoted"`,
    String.raw`back\slash \' \\`,
    `a & b | !c (d) <-> e:* f:A <2>`,
    `'; DROP TABLE cards; --`,
    '🚀 Запуск 東京 naïve',
    `x'':*|'y`,
  ])('keeps %s to quoted lexemes', (text) => {
    const query = tsqueryOf(searchPieces(text), ' & ')!;
    expect(query).toMatch(SHAPE);
  });
});
